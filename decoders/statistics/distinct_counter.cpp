#include "statistics/distinct_counter.h"

#include <algorithm>
#include <cmath>

namespace strata {

std::uint64_t* ValueCounts::slot(std::int64_t key, std::uint64_t hash, bool insert) {
    if (m_slots.empty()) {
        if (!insert) {
            return nullptr;
        }
        m_slots.resize(64);
    }
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        Entry& entry = m_slots[i];
        if (entry.count != 0 && entry.key == key) {
            return &entry.count;
        }
        if (entry.count == 0) {
            if (!insert) {
                return nullptr;
            }
            if (2 * (m_size + 1) > m_slots.size()) {
                grow();
                return slot(key, hash, true);
            }
            ++m_size;
            entry.key = key;
            return &entry.count; // the caller adds at least 1
        }
    }
}

void ValueCounts::grow() {
    std::vector<Entry> old(m_slots.size() * 2);
    old.swap(m_slots);
    const std::size_t mask = m_slots.size() - 1;
    for (const Entry& entry : old) {
        if (entry.count == 0) {
            continue;
        }
        std::size_t i = hashOf(entry.key) & mask;
        while (m_slots[i].count != 0) {
            i = (i + 1) & mask;
        }
        m_slots[i] = entry;
    }
}

void ValueCounts::closeKeys() {
    m_filter.assign((std::size_t{1} << filterBits) / 64, 0);
    forEach([this](std::int64_t key, std::uint64_t) {
        const std::uint64_t hash = hashOf(key);
        for (const std::uint64_t bit : {firstBit(hash), secondBit(hash)}) {
            m_filter[bit / 64] |= std::uint64_t{1} << (bit % 64);
        }
    });
}

double DistinctSketch::estimate() const {
    constexpr double registers = static_cast<double>(std::size_t{1} << precision);
    double sum = 0;
    std::size_t zeros = 0;
    for (const std::uint8_t rank : m_registers) {
        sum += std::ldexp(1.0, -rank);
        zeros += rank == 0 ? 1 : 0;
    }
    const double alpha = 0.7213 / (1 + 1.079 / registers);
    const double raw = alpha * registers * registers / sum;
    if (raw <= 2.5 * registers && zeros != 0) {
        return registers * std::log(registers / static_cast<double>(zeros)); // linear counting
    }
    return raw;
}

} // namespace strata
