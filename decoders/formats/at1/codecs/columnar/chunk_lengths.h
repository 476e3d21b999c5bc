#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace strata::at1 {

// A section's col_index (spec "Columnar codec"): each column's chunk length in `values`. Kept for
// every frame of a streaming file, so each in as few bytes as the largest needs, in a string
// whose short form holds them without a heap block: a frame of a few rows keeps seven lengths in
// seven bytes (as 8-byte numbers in a vector of their own they were a third of a frame's memory).
class ChunkLengths {
public:
    ChunkLengths() = default;
    explicit ChunkLengths(std::span<const std::uint64_t> lengths) {
        const std::uint64_t largest =
            lengths.empty() ? 0 : *std::max_element(lengths.begin(), lengths.end());
        // 1, 2, 4 or 8 bytes: the bytes `largest` takes, rounded up to a power of two.
        const auto used = static_cast<unsigned>((std::bit_width(largest) + 7) / 8);
        m_width = static_cast<std::uint8_t>(std::bit_ceil(std::max(used, 1u)));
        m_bytes.resize(lengths.size() * m_width);
        for (std::size_t k = 0; k < lengths.size(); ++k) {
            for (unsigned b = 0; b < m_width; ++b) {
                m_bytes[k * m_width + b] = static_cast<char>(lengths[k] >> (8 * b));
            }
        }
    }

    std::size_t size() const { return m_bytes.size() / m_width; }
    std::uint64_t operator[](std::size_t k) const {
        std::uint64_t length = 0;
        for (unsigned b = 0; b < m_width; ++b) {
            length |= std::uint64_t{static_cast<unsigned char>(m_bytes[k * m_width + b])}
                      << (8 * b);
        }
        return length;
    }

private:
    std::string m_bytes;
    std::uint8_t m_width = 1;
};

} // namespace strata::at1
