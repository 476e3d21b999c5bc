// The Blosc chunk decoder offered as a codec (strata/codecs/blosc_chunk.h).
#include "formats/blosc2/block_decoder.h"
#include "strata/codecs/blosc_chunk.h"

namespace strata::codecs {

DecompressResult bloscDecompress(std::span<const std::byte> chunk, std::span<std::byte> output) {
    DecompressResult result;
    const auto layout = blosc2::readChunkLayout(chunk, 0, "chunk");
    if (!layout.diagnostics.empty() || layout.kind == blosc2::ChunkKind::Unreadable) {
        result.error = layout.diagnostics.empty() ? "blosc: unreadable chunk"
                                                  : "blosc: " + layout.diagnostics.front().message;
        return result;
    }
    if (layout.nbytes() != output.size()) {
        result.error = "blosc: chunk holds " + std::to_string(layout.nbytes()) +
                       " bytes, expected " + std::to_string(output.size());
        return result;
    }
    thread_local blosc2::BlockDecoder decoder;
    std::vector<Diagnostic> diagnostics;
    blosc2::decodeChunk(decoder, layout, chunk.first(layout.available), output, diagnostics,
                        "chunk");
    if (!diagnostics.empty()) {
        result.error = "blosc: " + diagnostics.front().message;
        return result;
    }
    result.ok = true;
    result.written = output.size();
    result.consumed = layout.available;
    return result;
}

} // namespace strata::codecs
