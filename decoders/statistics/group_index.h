#pragma once

#include "statistics/group_keys.h"
#include "strata/group_aggregates.h"

#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace strata {

// The groups being built: each key's values numbered, a group per combination seen, numbered
// in the order first seen.
class GroupIndex {
public:
    explicit GroupIndex(std::size_t keys);

    // The group of each listed row of a block, new groups added; false once more than `limit`
    // groups are held.
    bool assign(const std::vector<GroupKey>& keys, const BlockData& data,
                std::span<const std::uint64_t> rows, std::vector<std::uint32_t>& groups,
                std::size_t limit);
    // The group of these key cells (another index's), added when new.
    std::uint32_t groupOfKey(std::span<const StoredKey* const> key);

    std::size_t size() const { return m_groupKeys.size(); }
    // The group's key cells.
    std::vector<const StoredKey*> key(std::size_t group) const;

private:
    std::uint32_t groupOf(std::span<const std::uint32_t> numbers);

    std::size_t m_keys;
    std::vector<KeyNumbering> m_numberings;
    std::vector<std::uint32_t> m_numbers; // the block's rows' key numbers, row by row
    std::vector<std::uint32_t> m_single;
    FlatIndex m_pairs;
    std::unordered_map<std::string, std::uint32_t> m_many;
    std::vector<std::vector<std::uint32_t>> m_groupKeys; // per group, its keys' numbers
};

} // namespace strata
