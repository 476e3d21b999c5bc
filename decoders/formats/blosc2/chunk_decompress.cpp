#include "formats/blosc2/chunk_decompress.h"

#include "formats/blosc2/block_decoder.h"

#include <algorithm>

namespace strata::blosc2 {

codecs::DecompressResult decompressChunk(std::span<const std::byte> chunk,
                                         std::span<std::byte> output) {
    codecs::DecompressResult result;
    const auto layout = readChunkLayout(chunk, 0, "chunk");
    // A warning (bytes a release may not have stored) does not stop the codec; an error does.
    const auto error =
        std::ranges::find(layout.diagnostics, Severity::Error, &Diagnostic::severity);
    if (error != layout.diagnostics.end() || layout.kind == ChunkKind::Unreadable) {
        result.error = error == layout.diagnostics.end() ? "blosc: unreadable chunk"
                                                         : "blosc: " + error->message;
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
