#pragma once

#include "strata/byte_range.h"
#include "strata/byte_source.h"

#include <cstdint>

namespace strata {

// Asks for a block's bytes ahead of its decoding (ByteSource::prefetch), unless it is smaller
// than the kernel's fault-around window: such blocks lie in what its read-ahead brings for their
// neighbours, and a call each would cost more than it saves.
inline void prefetchBlock(const ByteSource& source, const ByteRange& range) {
    constexpr std::uint64_t smallBlock = 64 * 1024;
    if (range.length >= smallBlock) {
        source.prefetch(range.offset, range.length);
    }
}

} // namespace strata
