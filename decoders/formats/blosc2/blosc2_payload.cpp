#include "formats/blosc2/blosc2_payload.h"

#include "formats/blosc2/array_shape.h"

#include <algorithm>

namespace strata::blosc2 {

std::optional<std::uint64_t> Blosc2Payload::size() const {
    if (m_container->array) {
        return m_container->array->items() * m_container->array->itemsize;
    }
    return m_container->rawSize();
}

bool Blosc2Payload::produce(const Sink& sink, std::vector<Diagnostic>& diagnostics) const {
    ChunkReader reader(*m_container);
    if (const auto& array = m_container->array) {
        for (std::uint64_t slab = 0; slab < array->slabs(); ++slab) {
            const auto bytes = readSlab(*m_container, reader, *array, slab, diagnostics);
            if (!sink(bytes)) {
                return false;
            }
        }
        return true;
    }
    std::vector<std::byte> buffer;
    for (std::size_t c = 0; c < m_container->chunks.size(); ++c) {
        const ChunkLayout& layout = *m_container->chunks[c].layout;
        if (!layout.decodable()) {
            // No bytes to give: reported once, and the payload goes on with the next chunk. An
            // index entry that leads nowhere holds no bytes, and the index reported it.
            if (layout.nbytes() > 0) {
                reader.readChunk(c, 0, {}, diagnostics);
            }
            continue;
        }
        for (const Block& block : layout.blocks) {
            // In pieces: a block may be 512 MiB, a special-value one 2 GiB.
            constexpr std::uint64_t piece = std::uint64_t{4} << 20;
            for (std::uint64_t done = 0; done < block.rawSize; done += piece) {
                buffer.resize(std::min<std::uint64_t>(piece, block.rawSize - done));
                reader.readChunk(c, block.rawOffset + done, buffer, diagnostics);
                if (!sink(buffer)) {
                    return false;
                }
            }
        }
    }
    return true;
}

std::optional<CellBytes> Blosc2Payload::layerRange(const ByteRange& range) const {
    std::uint64_t raw = range.offset;
    if (!m_container->array) {
        // The payload leaves out the chunks that do not decode (produce above): past each one
        // before the range, the chunk data are that much further on.
        std::uint64_t produced = 0;
        for (const ChunkSlot& slot : m_container->chunks) {
            const ChunkLayout& layout = *slot.layout;
            if (!layout.decodable()) {
                continue;
            }
            if (range.offset < produced + layout.nbytes()) {
                raw = slot.rawOffset + (range.offset - produced);
                break;
            }
            produced += layout.nbytes();
        }
    }
    return decodedChunkPlace(*m_container, raw, range.length);
}

} // namespace strata::blosc2
