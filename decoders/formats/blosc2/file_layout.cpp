#include "formats/blosc2/file_layout.h"

#include <algorithm>
#include <atomic>
#include <cstring>

namespace strata::blosc2 {

namespace {

// The last block decoded whole for a partial read, per thread: tables read a big block in
// pieces, and decoding it again for every piece would cost pieces x block size.
struct PartialBlock {
    std::uint64_t container = 0; // FileLayout::id; 0 for none
    std::size_t chunk = 0;
    std::size_t block = 0;
    bool ok = false;
    std::vector<Diagnostic> diagnostics;
    std::vector<std::byte> bytes;
};
thread_local PartialBlock partialBlock;

void reportUnreadableBlock(const ChunkSlot& slot, std::size_t block, const BlockDamage& damage,
                           std::vector<Diagnostic>& diagnostics) {
    diagnostics.push_back({Severity::Error, damage.offset,
                           slot.nodePath + " / " + blockLabel(block),
                           damage.message + "; the block reads as zeros"});
}

} // namespace

std::uint64_t newFileLayoutId() {
    static std::atomic<std::uint64_t> next{1};
    return next.fetch_add(1, std::memory_order_relaxed);
}

bool ChunkReader::decodeBlock(const ChunkSlot& slot, std::size_t chunk, std::size_t block,
                              std::span<std::byte> out, std::vector<Diagnostic>& diagnostics) {
    const ChunkLayout& layout = *slot.layout;
    const auto bytes = m_container.bytesOf(layout);
    std::span<const std::byte> reference;
    if (block != 0 && needsReference(layout.header)) {
        if (m_referenceChunk != chunk) {
            m_referenceOk = m_decoder.decodeReference(layout, bytes, m_reference);
            m_referenceChunk = chunk;
        }
        if (m_referenceOk) {
            reference = m_reference;
        }
    }
    if (auto damage = m_decoder.decode(layout, bytes, block, out, reference)) {
        std::fill(out.begin(), out.end(), std::byte{0});
        reportUnreadableBlock(slot, block, *damage, diagnostics);
        return false;
    }
    return true;
}

bool ChunkReader::readChunk(std::size_t chunk, std::uint64_t offset, std::span<std::byte> out,
                            std::vector<Diagnostic>& diagnostics) {
    const ChunkSlot& slot = m_container.chunks.at(chunk);
    const ChunkLayout& layout = *slot.layout;
    bool ok = true;
    std::uint64_t done = 0;
    if (!layout.decodable()) {
        std::fill(out.begin(), out.end(), std::byte{0});
        diagnostics.push_back(
            {Severity::Error, layout.offset, slot.nodePath, layout.undecodableText()});
        return false;
    }
    // Blocks are in raw order; find the first one that holds `offset`.
    auto it =
        std::upper_bound(layout.blocks.begin(), layout.blocks.end(), offset,
                         [](std::uint64_t value, const Block& b) { return value < b.rawOffset; });
    std::size_t index =
        it == layout.blocks.begin() ? 0 : static_cast<std::size_t>(it - layout.blocks.begin() - 1);
    for (; done < out.size() && index < layout.blocks.size(); ++index) {
        const Block& block = layout.blocks[index];
        const std::uint64_t at = offset + done;
        if (at < block.rawOffset || at >= block.rawOffset + block.rawSize) {
            continue;
        }
        const std::uint64_t within = at - block.rawOffset;
        const std::uint64_t length =
            std::min<std::uint64_t>(block.rawSize - within, out.size() - done);
        if (within == 0 && length == block.rawSize) {
            ok = decodeBlock(slot, chunk, index, out.subspan(done, length), diagnostics) && ok;
        } else if (layout.kind == ChunkKind::Special) {
            fillSpecialPart(layout, m_container.bytesOf(layout), block, within,
                            out.subspan(done, length));
        } else if (block.damaged()) {
            // Known unreadable from its layout: no need to make room for all of it.
            std::fill_n(out.begin() + static_cast<std::ptrdiff_t>(done), length, std::byte{0});
            reportUnreadableBlock(slot, index, {block.damageOffset, block.damage}, diagnostics);
            ok = false;
        } else {
            PartialBlock& cached = partialBlock;
            if (cached.container != m_container.id || cached.chunk != chunk ||
                cached.block != index) {
                cached.container = 0;
                cached.bytes.resize(block.rawSize);
                cached.diagnostics.clear();
                cached.ok = decodeBlock(slot, chunk, index, cached.bytes, cached.diagnostics);
                cached.container = m_container.id;
                cached.chunk = chunk;
                cached.block = index;
            }
            diagnostics.insert(diagnostics.end(), cached.diagnostics.begin(),
                               cached.diagnostics.end());
            ok = cached.ok && ok;
            std::memcpy(out.data() + done, cached.bytes.data() + within, length);
        }
        done += length;
    }
    if (done < out.size()) {
        std::fill(out.begin() + static_cast<std::ptrdiff_t>(done), out.end(), std::byte{0});
    }
    return ok;
}

bool ChunkReader::read(std::uint64_t offset, std::span<std::byte> out,
                       std::vector<Diagnostic>& diagnostics) {
    const auto& chunks = m_container.chunks;
    auto it = std::upper_bound(
        chunks.begin(), chunks.end(), offset,
        [](std::uint64_t value, const ChunkSlot& c) { return value < c.rawOffset; });
    std::size_t index =
        it == chunks.begin() ? 0 : static_cast<std::size_t>(it - chunks.begin() - 1);
    bool ok = true;
    std::uint64_t done = 0;
    for (; done < out.size() && index < chunks.size(); ++index) {
        const ChunkSlot& slot = chunks[index];
        const std::uint64_t at = offset + done;
        const std::uint64_t size = slot.layout->nbytes();
        if (at < slot.rawOffset || at >= slot.rawOffset + size) {
            continue;
        }
        const std::uint64_t length =
            std::min<std::uint64_t>(slot.rawOffset + size - at, out.size() - done);
        ok = readChunk(index, at - slot.rawOffset, out.subspan(done, length), diagnostics) && ok;
        done += length;
    }
    if (done < out.size()) {
        std::fill(out.begin() + static_cast<std::ptrdiff_t>(done), out.end(), std::byte{0});
    }
    return ok;
}

} // namespace strata::blosc2
