#include "formats/blosc2/blosc2_payload.h"

#include "core/block_pipeline.h"
#include "core/buffer_pool.h"
#include "core/page_buffer.h"
#include "formats/blosc2/array_shape.h"

#include <algorithm>
#include <atomic>

namespace strata::blosc2 {

std::optional<std::uint64_t> Blosc2Payload::size() const {
    if (m_file->array) {
        return m_file->array->items() * m_file->array->itemsize;
    }
    return m_file->rawSize();
}

bool Blosc2Payload::produce(const Sink& sink, std::vector<Diagnostic>& diagnostics) const {
    ChunkReader reader(*m_file);
    if (const auto& array = m_file->array) {
        for (std::uint64_t slab = 0; slab < array->slabs(); ++slab) {
            const auto bytes = readSlab(*m_file, reader, *array, slab, diagnostics);
            if (!sink(bytes)) {
                return false;
            }
        }
        return true;
    }
    // Chunks up to this size are decoded whole on the worker threads, a few at a time, and
    // given to the sink in order; a larger one (a block may be 512 MiB) goes in pieces of 4 MiB
    // on this thread, as do damaged ones, so that memory stays bounded. A chunk gives the bytes
    // its place holds (a frame's planned chunk what the frame gives it, FileLayout::rawSize).
    constexpr std::uint64_t wholeChunk = std::uint64_t{16} << 20;
    struct DecodedChunk {
        bool whole = false;
        PageBuffer bytes;
        std::vector<Diagnostic> diagnostics;
    };
    // One entry per run of like chunks: a run's chunk is decoded once and given as often as the
    // run is long (a sparse frame's terabyte of zeros in a buffer of one chunk).
    const auto runs = m_file->chunks.runs();
    BufferPool<PageBuffer> buffers;
    std::atomic<bool> stopped{false};
    JobControl control;
    control.cancel = &stopped;
    std::vector<std::byte> buffer;
    // Gives chunk `c`'s `nbytes` in pieces (a piece's blocks decoded once each); false once the
    // sink wants no more.
    const auto givePieces = [&](std::uint64_t c, std::uint64_t nbytes) {
        constexpr std::uint64_t piece = std::uint64_t{4} << 20;
        const std::size_t chunkStart = diagnostics.size();
        for (std::uint64_t done = 0; done < nbytes; done += piece) {
            buffer.resize(std::min<std::uint64_t>(piece, nbytes - done));
            std::vector<Diagnostic> found;
            reader.readChunk(c, done, buffer, found);
            // What every piece of the chunk says (its header's disagreement) is said once.
            for (Diagnostic& diagnostic : found) {
                const auto said =
                    std::find_if(diagnostics.begin() + static_cast<std::ptrdiff_t>(chunkStart),
                                 diagnostics.end(), [&](const Diagnostic& earlier) {
                                     return earlier.offset == diagnostic.offset &&
                                            earlier.message == diagnostic.message;
                                 });
                if (said == diagnostics.end()) {
                    diagnostics.push_back(std::move(diagnostic));
                }
            }
            if (!sink(buffer)) {
                return false;
            }
        }
        return true;
    };
    processBlocksInOrder<DecodedChunk>(
        allBlocks(runs.size()), control,
        [this, runs, &buffers](std::size_t r) {
            DecodedChunk decoded;
            const ChunkPlace& place = runs[r].value.place;
            if (place.decodable() && place.nbytes <= wholeChunk) {
                decoded.whole = true;
                decoded.bytes = buffers.take();
                decoded.bytes.resize(place.nbytes);
                ChunkReader(*m_file).readChunk(runs[r].first, 0, decoded.bytes.bytes(),
                                               decoded.diagnostics);
            }
            return decoded;
        },
        [&](std::size_t r, DecodedChunk& decoded) {
            const auto& run = runs[r];
            diagnostics.insert(diagnostics.end(), decoded.diagnostics.begin(),
                               decoded.diagnostics.end());
            if (decoded.whole) {
                for (std::uint64_t c = 0; c < run.count && !decoded.bytes.empty(); ++c) {
                    if (!sink(decoded.bytes.bytes())) {
                        stopped = true;
                        break;
                    }
                }
                buffers.give(std::move(decoded.bytes));
                return;
            }
            if (!run.value.place.decodable()) {
                // No bytes to give: reported once, and the payload goes on with the next chunk.
                // An index entry that leads nowhere holds no bytes, and the index reported it.
                if (run.value.place.nbytes > 0) {
                    reader.readChunk(run.first, 0, {}, diagnostics);
                }
                return;
            }
            for (std::uint64_t c = run.first; c < run.end() && !stopped; ++c) {
                stopped = !givePieces(c, run.value.place.nbytes);
            }
        });
    return !stopped;
}

std::optional<CellBytes> Blosc2Payload::layerRange(const ByteRange& range) const {
    std::uint64_t raw = range.offset;
    if (!m_file->array) {
        // The payload leaves out the chunks that do not decode (produce above): past each one
        // before the range, the chunk data are that much further on.
        std::uint64_t produced = 0;
        for (const auto& run : m_file->chunks.runs()) {
            const ChunkPlace& place = run.value.place;
            if (!place.decodable()) {
                continue;
            }
            const std::uint64_t runBytes = run.count * place.nbytes;
            if (range.offset < produced + runBytes) {
                raw = run.value.rawOffset + (range.offset - produced);
                break;
            }
            produced += runBytes;
        }
    }
    return decodedChunkPlace(*m_file, raw, range.length);
}

} // namespace strata::blosc2
