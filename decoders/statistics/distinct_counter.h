#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace strata {

// splitmix64's finaliser: spreads a value's bits over its hash (keys of numbers are their bits).
inline std::uint64_t mixBits(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// Exact counts of 64-bit keys in an open-addressing table (linear probing, at most half full):
// a lookup touches one or two adjacent slots, where std::unordered_map follows a node pointer.
class ValueCounts {
public:
    struct Entry {
        std::int64_t key = 0;
        std::uint64_t count = 0; // 0: the slot is free
    };

    std::size_t size() const { return m_size; }
    // The hash a key is placed by (and the filter, and a sketch, may take it too).
    static std::uint64_t hashOf(std::int64_t key) {
        return mixBits(static_cast<std::uint64_t>(key));
    }
    // Adds `count` to the key's count, inserting it when new.
    void add(std::int64_t key, std::uint64_t count) { *slot(key, hashOf(key), true) += count; }
    // Says no key will be added any more: from now on a lookup of an absent key is mostly
    // answered by a bit per key hash in a filter small enough for the cache (a table of 100,000
    // keys is megabytes, and a lookup there waits for memory).
    void closeKeys();
    // Adds `count` to the key's count when it is there; false when it is not. `hash` is
    // hashOf(key).
    bool addIfPresent(std::int64_t key, std::uint64_t hash, std::uint64_t count) {
        if (!m_filter.empty() && !mayHold(hash)) {
            return false;
        }
        std::uint64_t* found = slot(key, hash, false);
        if (found == nullptr) {
            return false;
        }
        *found += count;
        return true;
    }
    // Brings the key's first slot into the cache, for a lookup soon.
    void prefetch(std::int64_t key) const {
        if (!m_slots.empty()) {
            __builtin_prefetch(&m_slots[hashOf(key) & (m_slots.size() - 1)]);
        }
    }
    // The keys held and their counts, in no order.
    template <typename Visit> void forEach(Visit visit) const {
        for (const Entry& entry : m_slots) {
            if (entry.count != 0) {
                visit(entry.key, entry.count);
            }
        }
    }

private:
    std::uint64_t* slot(std::int64_t key, std::uint64_t hash, bool insert);
    void grow();

    // A Bloom filter of two bits per key in 2^21 (256 KiB; about 1 % of absent keys pass),
    // indexed by two runs of high bits of the hash (the slots use the low ones).
    static constexpr unsigned filterBits = 21;
    static std::uint64_t firstBit(std::uint64_t hash) { return hash >> (64 - filterBits); }
    static std::uint64_t secondBit(std::uint64_t hash) {
        return (hash >> (64 - 2 * filterBits)) & ((std::uint64_t{1} << filterBits) - 1);
    }
    bool mayHold(std::uint64_t hash) const {
        const std::uint64_t a = firstBit(hash);
        const std::uint64_t b = secondBit(hash);
        return (m_filter[a / 64] >> (a % 64) & m_filter[b / 64] >> (b % 64) & 1) != 0;
    }

    std::vector<Entry> m_slots;
    std::size_t m_size = 0;
    std::vector<std::uint64_t> m_filter;
};

// HyperLogLog (Flajolet et al. 2007) over 64-bit hashes, 2^14 registers (a standard error of
// about 0.8 %), with linear counting where few registers are set.
class DistinctSketch {
public:
    void add(std::uint64_t hash) {
        const auto index = static_cast<std::size_t>(hash >> (64 - precision));
        // The rank of the first set bit of the remaining bits; the guard bit bounds it.
        const auto rank = static_cast<std::uint8_t>(
            std::countl_zero((hash << precision) | (std::uint64_t{1} << (precision - 1))) + 1);
        m_registers[index] = std::max(m_registers[index], rank);
    }
    double estimate() const;

private:
    static constexpr unsigned precision = 14;
    std::array<std::uint8_t, std::size_t{1} << precision> m_registers{};
};

} // namespace strata
