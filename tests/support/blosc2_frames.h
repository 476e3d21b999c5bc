#pragma once

// Blosc2 frames of many chunks, written by Strata's writer (strata/blosc2_writer.h), for tests
// of what many units cost and show.
#include "strata/blosc2_writer.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace strata::test {

// A memcpyed chunk of the int32 items `first` to `first + count - 1`.
std::vector<std::byte> memcpyedInt32Chunk(std::int32_t first, std::int32_t count);

// A frame of typesize 4 of `chunks`; `chunksize` 0 when the chunks' sizes differ.
std::vector<std::byte> writtenFrame(const std::vector<blosc2::FrameChunkOut>& chunks,
                                    std::int32_t chunksize);

// A frame of 5,000 stored chunks of one item, but chunk 0 and the last ten of 16 items: a column
// entry in the Sizes view for each chunk's header and one for its block, 10,000 and more.
std::vector<std::byte> manyColumnsFrame();

} // namespace strata::test
