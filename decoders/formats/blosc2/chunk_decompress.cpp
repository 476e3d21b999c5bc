#include "formats/blosc2/chunk_decompress.h"

#include "formats/blosc2/block_decoder.h"

namespace strata::blosc2 {

codecs::DecompressResult decompressChunk(std::span<const std::byte> chunk,
                                         std::span<std::byte> output) {
    codecs::DecompressResult result;
    const auto layout = readChunkLayout(chunk, 0, "chunk");
    if (!layout.diagnostics.empty() || layout.kind == ChunkKind::Unreadable) {
        result.error = layout.diagnostics.empty() ? "blosc: unreadable chunk"
                                                  : "blosc: " + layout.diagnostics.front().message;
        return result;
    }
    if (layout.nbytes() != output.size()) {
        result.error = "blosc: chunk holds " + std::to_string(layout.nbytes()) +
                       " bytes, expected " + std::to_string(output.size());
        return result;
    }
    thread_local BlockDecoder decoder;
    std::vector<Diagnostic> diagnostics;
    decodeChunk(decoder, layout, chunk.first(layout.available), output, diagnostics, "chunk");
    if (!diagnostics.empty()) {
        result.error = "blosc: " + diagnostics.front().message;
        return result;
    }
    result.ok = true;
    result.written = output.size();
    result.consumed = layout.available;
    return result;
}

} // namespace strata::blosc2
