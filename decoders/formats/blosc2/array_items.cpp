#include "formats/blosc2/array_items.h"

#include "formats/blosc2/array_shape.h"

#include <algorithm>
#include <cstring>

namespace strata::blosc2 {
namespace {

constexpr std::uint64_t cachedBytesLimit = std::uint64_t{64} << 20;

} // namespace

ArrayItems::ArrayItems(std::shared_ptr<const FileLayout> file)
    : m_file(std::move(file))
    , m_reader(*m_file) {
    if (m_file->array) {
        m_itemsize = m_file->array->itemsize;
        for (const std::int64_t extent : m_file->array->shape) {
            m_shape.push_back(static_cast<std::uint64_t>(extent));
        }
    } else {
        m_itemsize = std::max<std::size_t>(m_file->typesize, 1);
        m_shape = {m_file->rawSize() / m_itemsize};
    }
}

const ArrayItems::CachedBlock* ArrayItems::block(std::uint64_t chunk, std::uint64_t offset,
                                                 std::vector<Diagnostic>& diagnostics) {
    const auto held = m_file->chunks.layout(chunk);
    const ChunkLayout& layout = *held;
    const auto found =
        std::upper_bound(layout.blocks.begin(), layout.blocks.end(), offset,
                         [](std::uint64_t value, const Block& b) { return value < b.rawOffset; });
    if (found == layout.blocks.begin()) {
        return nullptr;
    }
    const Block& stored = *(found - 1);
    if (offset >= stored.rawOffset + stored.rawSize) {
        return nullptr;
    }
    const auto cached = std::find_if(m_blocks.begin(), m_blocks.end(), [&](const CachedBlock& b) {
        return b.chunk == chunk && b.rawOffset == stored.rawOffset;
    });
    if (cached != m_blocks.end()) {
        std::rotate(cached, cached + 1, m_blocks.end());
        return &m_blocks.back();
    }
    while (!m_blocks.empty() && m_cachedBytes + stored.rawSize > cachedBytesLimit) {
        m_cachedBytes -= m_blocks.front().bytes.size();
        m_blocks.erase(m_blocks.begin());
    }
    CachedBlock decoded{chunk, stored.rawOffset, std::vector<std::byte>(stored.rawSize), true};
    decoded.ok = m_reader.readChunk(chunk, stored.rawOffset, decoded.bytes, diagnostics);
    m_cachedBytes += decoded.bytes.size();
    m_blocks.push_back(std::move(decoded));
    return &m_blocks.back();
}

std::uint64_t ArrayItems::tailBytes() const {
    return m_file->array ? 0 : m_file->rawSize() - m_shape[0] * m_itemsize;
}

bool ArrayItems::readTail(std::span<std::byte> out, std::vector<Diagnostic>& diagnostics) {
    return m_reader.read(m_shape[0] * m_itemsize, out, diagnostics);
}

bool ArrayItems::read(std::vector<std::uint64_t> index, std::size_t dim, std::uint64_t count,
                      std::byte* out, std::vector<Diagnostic>& diagnostics) {
    const ArrayShape* array = m_file->array.get();
    if (array == nullptr) {
        return m_reader.read(index[0] * m_itemsize, std::span(out, count * m_itemsize),
                             diagnostics);
    }
    bool ok = true;
    const bool last = dim + 1 == array->ndim();
    while (count > 0) {
        const ItemPosition place = itemPosition(*array, index);
        // Along the last dimension a block's items lie one after the other up to its edge or
        // its chunk's, whichever comes first (a chunk's last block may be padding past it).
        std::uint64_t run = 1;
        if (last) {
            const auto chunkSide = static_cast<std::uint64_t>(array->chunkshape[dim]);
            const auto blockSide = static_cast<std::uint64_t>(array->blockshape[dim]);
            const std::uint64_t inChunk = index[dim] % chunkSide;
            run = std::min({count, blockSide - inChunk % blockSide, chunkSide - inChunk});
        }
        const std::span<std::byte> target(out, run * m_itemsize);
        if (place.chunk >= m_file->chunks.size()) {
            std::fill(target.begin(), target.end(), std::byte{0});
            ok = false;
        } else if (const CachedBlock* decoded = block(place.chunk, place.offset, diagnostics)) {
            const std::uint64_t within = place.offset - decoded->rawOffset;
            const std::uint64_t available =
                decoded->bytes.size() - std::min<std::uint64_t>(within, decoded->bytes.size());
            const std::uint64_t copied = std::min<std::uint64_t>(available, target.size());
            std::memcpy(target.data(), decoded->bytes.data() + within, copied);
            std::fill(target.begin() + static_cast<std::ptrdiff_t>(copied), target.end(),
                      std::byte{0});
            ok = ok && decoded->ok && copied == target.size();
        } else {
            ok = m_reader.readChunk(place.chunk, place.offset, target, diagnostics) && ok;
        }
        out += target.size();
        index[dim] += run;
        count -= run;
    }
    return ok;
}

} // namespace strata::blosc2
