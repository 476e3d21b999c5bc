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
    // given to the sink in order; a larger one (a block may be 512 MiB) goes block by block in
    // pieces on this thread, as do damaged ones, so that memory stays bounded.
    constexpr std::uint64_t wholeChunk = std::uint64_t{16} << 20;
    struct DecodedChunk {
        // A frame's chunk is known undecodable once its header is read (a planned place,
        // FrameLayout::chunksPlanned, says it is not): it gives no bytes.
        bool decodable = false;
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
    // Gives chunk `c` block by block, in pieces; false once the sink wants no more.
    const auto givePieces = [&](std::uint64_t c, const ChunkLayout& layout) {
        for (const Block& block : layout.blocks) {
            constexpr std::uint64_t piece = std::uint64_t{4} << 20;
            for (std::uint64_t done = 0; done < block.rawSize; done += piece) {
                buffer.resize(std::min<std::uint64_t>(piece, block.rawSize - done));
                reader.readChunk(c, block.rawOffset + done, buffer, diagnostics);
                if (!sink(buffer)) {
                    return false;
                }
            }
        }
        return true;
    };
    processBlocksInOrder<DecodedChunk>(
        allBlocks(runs.size()), control,
        [this, runs, &buffers](std::size_t r) {
            DecodedChunk decoded;
            const ChunkPlace& place = runs[r].value.place;
            decoded.decodable = place.decodable() && m_file->chunks.layout(runs[r])->decodable();
            if (decoded.decodable && place.nbytes <= wholeChunk) {
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
            if (!decoded.decodable) {
                // No bytes to give: reported once, and the payload goes on with the next chunk.
                // An index entry that leads nowhere holds no bytes, and the index reported it.
                if (run.value.place.nbytes > 0) {
                    reader.readChunk(run.first, 0, {}, diagnostics);
                }
                return;
            }
            const auto layout = m_file->chunks.layout(run);
            for (std::uint64_t c = run.first; c < run.end() && !stopped; ++c) {
                stopped = !givePieces(c, *layout);
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
