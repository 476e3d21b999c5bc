#include "formats/blosc2/file_layout.h"

#include "formats/blosc2/array_shape.h"
#include "formats/blosc2/frame_layout.h"
#include "formats/blosc2/labels.h"
#include "formats/blosc2/msgpack_reader.h"
#include "strata/decode_error.h"
#include "strata/layer.h"

#include <algorithm>
#include <atomic>
#include <cstring>

namespace strata::blosc2 {
namespace {

// A file of one chunk (spec "Chunk format"): its bytes past cbytes are a warning.
std::shared_ptr<FileLayout> chunkFileLayout(ByteSourcePtr source) {
    auto file = std::make_shared<FileLayout>();
    file->source = source;
    const ChunkLayout layout = readChunkLayout(source->bytes(), 0, std::string(filePath));
    file->typesize = layout.header.typesize;
    file->diagnostics = layout.diagnostics;
    if (layout.available < source->size() && layout.kind != ChunkKind::Lazy) {
        file->diagnostics.push_back({Severity::Warning, layout.available, std::string(filePath),
                                     std::to_string(source->size() - layout.available) +
                                         " bytes follow the chunk's cbytes"});
    }
    auto runs = std::make_shared<ChunkRuns>();
    appendChunks(*runs, {.place = ChunkPlace(layout)});
    file->chunks = ChunkSlots(std::move(runs), source, source->size(), false);
    return file;
}

// A 'units' metalayer's string, as c-blosc2 writers store a unit (the corpus's
// frame_meta_lz4_f64: msgpack str "kelvin"). The format gives metalayers no meaning: content
// that is not a short string is no unit, and no error.
std::string unitsOf(const ByteSource& source, const Metalayer& layer) {
    constexpr std::size_t longestUnit = 64;
    try {
        MsgpackReader reader(source.view(layer.content.offset, layer.content.length),
                             layer.content.offset);
        std::string units = reader.string("units metalayer");
        return units.size() <= longestUnit ? units : std::string();
    } catch (const DecodeError&) {
        return {};
    }
}

// The first stored chunk's typesize when none of the first few stored chunks has the frame
// header's; 0 when one does. Their headers are all that opening reads of the chunks (issue 42).
std::uint8_t chunksOwnTypesize(const FileLayout& file, const FrameLayout& frame) {
    constexpr int chunksAsked = 4;
    std::uint8_t first = 0;
    int asked = 0;
    for (const auto& run : file.chunks.runs()) {
        if (!run.value.stored()) {
            continue;
        }
        const auto layout = file.chunks.layout(run);
        const std::uint8_t typesize = layout->header.typesize;
        if (layout->kind != ChunkKind::Unreadable && typesize > 0) {
            if (typesize == frame.typesize) {
                return 0;
            }
            first = first == 0 ? typesize : first;
        }
        if (++asked == chunksAsked) {
            break;
        }
    }
    return first;
}

// A frame's chunks in payload order, its array shape (b2nd) and its units.
std::shared_ptr<FileLayout> frameFileLayout(ByteSourcePtr source) {
    auto file = std::make_shared<FileLayout>();
    file->source = source;
    auto frame = std::make_shared<FrameLayout>(readFrameLayout(*source));
    file->diagnostics = frame->diagnostics;
    file->typesize = static_cast<std::uint8_t>(std::clamp(frame->typesize, 1, 255));
    file->chunks = ChunkSlots(std::shared_ptr<const ChunkRuns>(frame, &frame->chunks), source,
                              frame->chunkAreaEnd, true);
    // The chunks are decoded by their own typesize; a header that says one no chunk has (it was
    // damaged) is told, and the items follow the chunks'.
    if (const std::uint8_t chunksTypesize = chunksOwnTypesize(*file, *frame); chunksTypesize != 0) {
        file->diagnostics.push_back(
            {Severity::Warning, frameTypesizeAt, std::string(frameHeaderPath),
             "the frame header's typesize " + std::to_string(frame->typesize) +
                 " differs from its chunks' typesize " + std::to_string(chunksTypesize)});
        file->typesize = chunksTypesize;
    }
    // c-blosc2 reads the b2nd metalayer, else a caterva one (b2nd.c, b2nd_open).
    const Metalayer* shapeLayer = nullptr;
    for (const Metalayer& layer : frame->metalayers) {
        if (layer.name == "b2nd" || (layer.name == "caterva" && shapeLayer == nullptr)) {
            shapeLayer = &layer;
        } else if (layer.name == "units") {
            file->units = unitsOf(*source, layer);
        }
    }
    if (shapeLayer != nullptr) {
        const auto chunkBytes = static_cast<std::uint64_t>(std::max(frame->chunksize, 0));
        if (auto shape =
                readArrayShape(shapeLayer->name,
                               source->view(shapeLayer->content.offset, shapeLayer->content.length),
                               shapeLayer->content.offset, file->typesize, frame->chunks.size(),
                               chunkBytes, file->diagnostics)) {
            file->array = std::make_shared<ArrayShape>(std::move(*shape));
        }
    }
    file->frame = frame;
    return file;
}

} // namespace

std::shared_ptr<const FileLayout> readFileLayout(ByteSourcePtr source) {
    return looksLikeFrame(source->bytes()) ? frameFileLayout(source) : chunkFileLayout(source);
}

std::string writerText(const FileLayout& file) {
    std::vector<std::string> parts;
    if (file.frame) {
        parts.push_back("frame format " + std::to_string(file.frame->generalFlags & 0x0F));
    }
    for (const auto& run : file.chunks.runs()) {
        if (run.value.place.available < basicHeaderSize) {
            continue;
        }
        const auto layout = file.chunks.layout(run);
        const ChunkHeader& header = layout->header;
        if (header.version != 0) {
            parts.push_back(std::string(file.frame ? "chunks of format " : "chunk format ") +
                            std::to_string(header.version) + " (versionlz " +
                            std::to_string(header.versionLz) + ")");
            break;
        }
    }
    if (file.array) {
        parts.push_back(metalayerText(*file.array));
    }
    std::string text;
    for (const std::string& part : parts) {
        text += (text.empty() ? "" : ", ") + part;
    }
    return text;
}

std::optional<Diagnostic> nbytesDisagreement(const FileLayout& file, const ChunkLayout& layout,
                                             std::uint64_t given, const std::string& nodePath) {
    if (!file.frame || !file.frame->chunksPlanned || layout.kind == ChunkKind::Unreadable ||
        layout.nbytes() == given) {
        return std::nullopt;
    }
    return Diagnostic{Severity::Error, layout.offset + headerAt::nbytes, nodePath,
                      "the chunk's header says nbytes " + std::to_string(layout.nbytes()) +
                          ", but the frame's chunksize " + std::to_string(file.frame->chunksize) +
                          " and uncompressed_size " + std::to_string(file.frame->uncompressedSize) +
                          " give it " + std::to_string(given) +
                          "; it is read as the frame gives it, bytes past its own as zeros"};
}

std::vector<Diagnostic> chunkFindings(const FileLayout& file, const JobControl& control) {
    std::vector<Diagnostic> found;
    if (!file.frame || !file.frame->chunksPlanned) {
        return found;
    }
    const FrameLayout& frame = *file.frame;
    const auto runs = file.chunks.runs();
    // Headers asked for a batch at a time, ahead of reading them.
    constexpr std::size_t ahead = 64;
    for (std::size_t r = 0; r < runs.size() && !control.cancelled(); ++r) {
        const ChunkSlots::Run& run = runs[r];
        if (r % ahead == 0) {
            file.chunks.prefetchHeaders(r, std::min(runs.size(), r + ahead));
        }
        if (!run.value.stored()) {
            continue;
        }
        const ChunkPlace& place = run.value.place;
        const std::string path = file.chunks.nodePath(run);
        const ChunkLayout layout = readChunkLayout(
            file.source->view(place.offset, frame.chunkAreaEnd - place.offset), place.offset, path);
        found.insert(found.end(), layout.diagnostics.begin(), layout.diagnostics.end());
        if (auto disagreement = nbytesDisagreement(file, layout, place.nbytes, path)) {
            found.push_back(std::move(*disagreement));
        }
    }
    return found;
}

namespace {

// The last block decoded whole for a partial read, per thread: tables read a big block in
// pieces, and decoding it again for every piece would cost pieces x block size.
struct PartialBlock {
    std::uint64_t file = 0; // FileLayout::id; 0 for none
    std::uint64_t chunk = 0;
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

bool ChunkReader::decodeBlock(const ChunkSlot& slot, std::uint64_t chunk, std::size_t block,
                              std::span<std::byte> out, std::vector<Diagnostic>& diagnostics) {
    const ChunkLayout& layout = *slot.layout;
    const auto bytes = m_file.bytesOf(layout);
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

bool ChunkReader::readChunk(std::uint64_t chunk, std::uint64_t offset, std::span<std::byte> out,
                            std::vector<Diagnostic>& diagnostics) {
    const ChunkSlot slot = m_file.chunks[chunk];
    const ChunkLayout& layout = *slot.layout;
    bool ok = true;
    std::uint64_t done = 0;
    if (!layout.decodable()) {
        std::fill(out.begin(), out.end(), std::byte{0});
        diagnostics.push_back(
            {Severity::Error, layout.offset, slot.nodePath, layout.undecodableText()});
        return false;
    }
    // A frame's chunk holds what the frame gives it, whatever its header says.
    if (auto disagreement =
            nbytesDisagreement(m_file, layout, m_file.chunks.place(chunk).nbytes, slot.nodePath)) {
        diagnostics.push_back(std::move(*disagreement));
        ok = false;
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
            fillSpecialPart(layout, m_file.bytesOf(layout), block, within,
                            out.subspan(done, length));
        } else if (block.damaged()) {
            // Known unreadable from its layout: no need to make room for all of it.
            std::fill_n(out.begin() + static_cast<std::ptrdiff_t>(done), length, std::byte{0});
            reportUnreadableBlock(slot, index, {block.damageOffset, block.damage}, diagnostics);
            ok = false;
        } else {
            PartialBlock& cached = partialBlock;
            if (cached.file != m_file.id || cached.chunk != chunk || cached.block != index) {
                cached.file = 0;
                cached.bytes.resize(block.rawSize);
                cached.diagnostics.clear();
                cached.ok = decodeBlock(slot, chunk, index, cached.bytes, cached.diagnostics);
                cached.file = m_file.id;
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
    const auto& chunks = m_file.chunks;
    const std::uint64_t holding = chunks.chunkAt(offset);
    std::uint64_t index = holding == chunks.size() ? 0 : holding;
    bool ok = true;
    std::uint64_t done = 0;
    for (; done < out.size() && index < chunks.size(); ++index) {
        const std::uint64_t rawOffset = chunks.rawOffset(index);
        const std::uint64_t at = offset + done;
        const std::uint64_t size = chunks.place(index).nbytes;
        if (at < rawOffset || at >= rawOffset + size) {
            continue;
        }
        const std::uint64_t length =
            std::min<std::uint64_t>(rawOffset + size - at, out.size() - done);
        ok = readChunk(index, at - rawOffset, out.subspan(done, length), diagnostics) && ok;
        done += length;
    }
    if (done < out.size()) {
        std::fill(out.begin() + static_cast<std::ptrdiff_t>(done), out.end(), std::byte{0});
    }
    return ok;
}

std::uint64_t FileLayout::promisedSize() const {
    // Only a frame that says it is longer than the file was cut: a damaged uncompressed_size
    // alone promises nothing.
    if (frame && frame->frameLength > 0 &&
        static_cast<std::uint64_t>(frame->frameLength) > source->size()) {
        return std::max(rawSize(), static_cast<std::uint64_t>(
                                       std::max<std::int64_t>(frame->uncompressedSize, 0)));
    }
    return rawSize();
}

std::optional<CellBytes> decodedChunkPlace(const FileLayout& file, std::uint64_t raw,
                                           std::uint64_t length) {
    const auto& chunks = file.chunks;
    if (chunks.empty()) {
        return std::nullopt;
    }
    std::uint64_t chunk = 0;
    std::uint64_t inChunk = 0;
    std::uint64_t run = length;
    if (const auto& array = file.array) {
        // An item lies where its chunk and block put it; the bytes are one place when the last
        // lies as far from the first in the same chunk (an item, or items that are neighbours in
        // their block).
        const std::uint64_t itemsize = array->itemsize;
        const auto first = itemsize == 0 ? std::nullopt : itemPlace(*array, raw / itemsize);
        if (!first) {
            return std::nullopt;
        }
        chunk = std::min<std::uint64_t>(first->chunk, chunks.size());
        inChunk = first->offset + raw % itemsize;
        run = std::min(length, itemsize - raw % itemsize);
        if (length > run) {
            const std::uint64_t last = raw + length - 1;
            const auto end = itemPlace(*array, last / itemsize);
            if (end && end->chunk == first->chunk &&
                end->offset + last % itemsize == inChunk + length - 1) {
                run = length;
            }
        }
    } else {
        // Byte `raw` lies in the last chunk that starts at or before it.
        chunk = chunks.chunkAt(raw);
        if (chunk == chunks.size()) {
            return std::nullopt;
        }
        inChunk = raw - chunks.rawOffset(chunk);
    }
    if (chunk >= chunks.size()) {
        return std::nullopt;
    }
    const ChunkSlots::Run& held = chunks.runOf(chunk);
    // A special frame chunk stores no bytes.
    if (!held.value.stored()) {
        return std::nullopt;
    }
    // A lazy chunk's bytes lie in another file: its header says so, and how many bytes its layer
    // holds (a frame's planned place, FrameLayout::chunksPlanned, may give it more).
    const auto layout = chunks.layout(held);
    const std::uint64_t size = std::min<std::uint64_t>(held.value.place.nbytes, layout->nbytes());
    if (!layout->decodable() || inChunk > size || (inChunk == size && length > 0)) {
        return std::nullopt;
    }
    return CellBytes{{inChunk, std::min(run, size - inChunk)},
                     chunks.nodePath(held) + std::string(layerPathSeparator) +
                         std::string(decodedChunkLayerName)};
}

} // namespace strata::blosc2
