#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace strata {

// Where each block of a table starts in its rows, and the row after the last: what a table of
// many units keeps of each (8 bytes) to find a row's block, making the rest of the block from
// its unit when asked (Table::blockAt).
class BlockRowStarts {
public:
    void reserve(std::size_t blocks) { m_starts.reserve(blocks + 1); }
    // The next block, of `rows` rows.
    void add(std::uint64_t rows) { m_starts.push_back(m_starts.back() + rows); }

    std::size_t blocks() const { return m_starts.size() - 1; }
    std::uint64_t first(std::size_t block) const { return m_starts.at(block); }
    std::uint64_t rows(std::size_t block) const { return m_starts.at(block + 1) - m_starts[block]; }
    // The row after the last block's.
    std::uint64_t end() const { return m_starts.back(); }

private:
    std::vector<std::uint64_t> m_starts{0};
};

} // namespace strata
