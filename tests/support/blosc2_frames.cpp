#include "support/blosc2_frames.h"

#include <cstring>

namespace strata::test {

std::vector<std::byte> memcpyedInt32Chunk(std::int32_t first, std::int32_t count) {
    std::vector<std::byte> chunk = blosc2::memcpyedChunkHeader(4 * count, 4);
    for (std::int32_t item = first; item < first + count; ++item) {
        const std::size_t at = chunk.size();
        chunk.resize(at + 4);
        std::memcpy(chunk.data() + at, &item, 4);
    }
    return chunk;
}

std::vector<std::byte> writtenFrame(const std::vector<blosc2::FrameChunkOut>& chunks,
                                    std::int32_t chunksize) {
    blosc2::FrameSettings settings;
    settings.typesize = 4;
    settings.chunksize = chunksize;
    std::vector<std::byte> frame;
    blosc2::writeFrame(settings, chunks, [&frame](std::span<const std::byte> bytes) {
        frame.insert(frame.end(), bytes.begin(), bytes.end());
    });
    return frame;
}

std::vector<std::byte> manyColumnsFrame() {
    constexpr std::size_t count = 5000;
    const auto small = memcpyedInt32Chunk(1, 1);
    const auto large = memcpyedInt32Chunk(1, 16);
    std::vector<blosc2::FrameChunkOut> chunks;
    for (std::size_t c = 0; c < count; ++c) {
        const bool big = c == 0 || c >= count - 10;
        chunks.push_back({big ? large : small, big ? 64u : 4u, 1, 0});
    }
    return writtenFrame(chunks, 0);
}

} // namespace strata::test
