#include "statistics/group_index.h"

#include <algorithm>

namespace strata {

GroupIndex::GroupIndex(std::size_t keys)
    : m_keys(keys)
    , m_numberings(keys) {}

bool GroupIndex::assign(const std::vector<GroupKey>& keys, const BlockData& data,
                        std::span<const std::uint64_t> rows, std::vector<std::uint32_t>& groups,
                        std::size_t limit) {
    groups.resize(rows.size());
    if (m_keys == 0) {
        std::fill(groups.begin(), groups.end(), 0);
        if (m_groupKeys.empty() && !rows.empty()) {
            m_groupKeys.emplace_back();
        }
        return true;
    }
    m_numbers.resize(rows.size() * m_keys);
    for (std::size_t k = 0; k < m_keys; ++k) {
        m_numberings[k].numberRows(data.columns[keys[k].column], keys[k].bins, rows, &m_numbers[k],
                                   m_keys);
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        groups[i] = groupOf(std::span<const std::uint32_t>(&m_numbers[i * m_keys], m_keys));
        if (m_groupKeys.size() > limit) {
            return false;
        }
    }
    return true;
}

std::uint32_t GroupIndex::groupOfKey(std::span<const StoredKey* const> key) {
    if (m_keys == 0) {
        if (m_groupKeys.empty()) {
            m_groupKeys.emplace_back();
        }
        return 0;
    }
    m_numbers.resize(m_keys);
    for (std::size_t k = 0; k < m_keys; ++k) {
        const StoredKey& cell = *key[k];
        m_numbers[k] = m_numberings[k].numberOf({cell.kind, cell.integer, cell.real, cell.text});
    }
    return groupOf(m_numbers);
}

std::vector<const StoredKey*> GroupIndex::key(std::size_t group) const {
    std::vector<const StoredKey*> cells;
    for (std::size_t k = 0; k < m_keys; ++k) {
        cells.push_back(&m_numberings[k].value(m_groupKeys[group][k]));
    }
    return cells;
}

// One key: its value's number is the group's (through a table, as both are numbered in the
// order first seen); two: both numbers as one 64-bit key; more: their bytes.
std::uint32_t GroupIndex::groupOf(std::span<const std::uint32_t> numbers) {
    const auto next = static_cast<std::uint32_t>(m_groupKeys.size());
    std::uint32_t found = FlatIndex::none;
    if (m_keys == 1) {
        if (numbers[0] < m_single.size()) {
            return m_single[numbers[0]];
        }
        m_single.resize(numbers[0] + 1, FlatIndex::none);
        m_single[numbers[0]] = next;
    } else if (m_keys == 2) {
        found = m_pairs.findOrAdd(
            static_cast<std::int64_t>((std::uint64_t{numbers[0]} << 32) | numbers[1]), next);
    } else {
        const std::string bytes(reinterpret_cast<const char*>(numbers.data()),
                                numbers.size_bytes());
        found = m_many.try_emplace(bytes, next).first->second;
        found = found == next ? FlatIndex::none : found;
    }
    if (found != FlatIndex::none) {
        return found;
    }
    m_groupKeys.emplace_back(numbers.begin(), numbers.end());
    return next;
}

} // namespace strata
