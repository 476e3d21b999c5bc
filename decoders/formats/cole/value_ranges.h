#pragma once

#include "strata/byte_range.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace strata::cole {

// Where each value a column chunk decodes to lies in the file, in decode order: the bytes that
// produce it (a PLAIN value, the RLE run or DICTIONARY index run that repeats it, the DELTA base
// or delta that yields it). Held as runs of evenly spaced ranges, so a PLAIN page is one entry,
// an RLE run one entry and deltas of equal width merge: a page of a million values costs a few
// entries, not a million.
class ValueRanges {
public:
    // `count` more values: the first's bytes at `offset`, each `length` bytes, `stride` apart
    // (0 when they share their bytes, as the values of one run do).
    void append(std::uint64_t count, std::uint64_t offset, std::uint64_t length,
                std::uint64_t stride);

    // Values recorded.
    std::uint64_t size() const { return m_size; }
    // The bytes of value `index`; nullopt past the values recorded.
    std::optional<ByteRange> at(std::uint64_t index) const;

private:
    struct Run {
        std::uint64_t firstValue = 0;
        std::uint64_t count = 0;
        std::uint64_t offset = 0;
        std::uint64_t length = 0;
        std::uint64_t stride = 0;
    };
    std::vector<Run> m_runs;
    std::uint64_t m_size = 0;
};

} // namespace strata::cole
