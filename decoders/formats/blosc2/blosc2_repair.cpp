#include "formats/blosc2/blosc2_repair.h"

#include "formats/blosc2/array_shape.h"
#include "formats/blosc2/block_decoder.h"
#include "formats/blosc2/chunk_decompress.h"
#include "formats/blosc2/file_layout.h"
#include "formats/blosc2/frame_layout.h"
#include "formats/blosc2/frame_settings.h"
#include "formats/blosc2/labels.h"
#include "strata/blosc2_writer.h"
#include "strata/decode_error.h"
#include "strata/endian.h"

#include <algorithm>

namespace strata::blosc2 {
namespace {

// Whether an array metalayer describes the chunks written: their count and padded size, as
// the reader checks them (array_shape.h); one that does not (its bytes damaged) is left out.
bool fitsChunks(const FrameMetalayerOut& layer, std::uint8_t typesize,
                std::span<const FrameChunkOut> chunks, std::int32_t chunksize) {
    std::uint64_t count = 0;
    for (const FrameChunkOut& chunk : chunks) {
        count += chunk.count;
    }
    std::vector<Diagnostic> ignored;
    return readArrayShape(layer.name, layer.content, 0, typesize, count,
                          static_cast<std::uint64_t>(std::max(chunksize, 0)), ignored)
        .has_value();
}

// The largest block a repair decodes to check it: a larger one is damage (c-blosc2 blocks are
// far smaller; a damaged blocksize could ask for gigabytes).
constexpr std::uint64_t maxCheckedBlock = std::uint64_t{256} << 20;

// Why a stored chunk cannot be copied, or empty when every block of it decodes: decoded one
// block at a time, so that memory follows the block, not what a damaged nbytes claims.
std::string chunkDamage(const ChunkLayout& layout, const ByteSource& source) {
    if (!layout.diagnostics.empty()) {
        return layout.diagnostics.front().message;
    }
    if (layout.available != static_cast<std::uint64_t>(std::max(layout.header.cbytes, 0))) {
        return "the chunk is cut short";
    }
    if (!layout.decodable()) {
        return layout.undecodableText();
    }
    const auto bytes = source.view(layout.offset, layout.available);
    BlockDecoder decoder;
    std::vector<std::byte> block;
    std::vector<std::byte> reference;
    bool referenceRead = false;
    for (std::size_t i = 0; i < layout.blocks.size(); ++i) {
        if (layout.blocks[i].rawSize > maxCheckedBlock) {
            return "a block of " + std::to_string(layout.blocks[i].rawSize) +
                   " bytes is larger than Strata checks";
        }
        block.resize(layout.blocks[i].rawSize);
        std::span<const std::byte> blockReference;
        if (i != 0 && needsReference(layout.header)) {
            if (!referenceRead) {
                decoder.decodeReference(layout, bytes, reference);
                referenceRead = true;
            }
            blockReference = reference;
        }
        if (const auto damage = decoder.decode(layout, bytes, i, block, blockReference)) {
            return damage->message;
        }
    }
    return {};
}

// FRAME_VARIABLE_CHUNKS of the general flags (c-blosc2 frame.h).
constexpr std::uint8_t variableChunksFlag = 0x40;

// The chunksize the chunks written agree on: every chunk but the last holds it and the last no
// more; 0 (variable chunks) when they do not (c-blosc2 frame.c counts chunks by it).
std::int32_t commonChunksize(std::span<const FrameChunkOut> chunks) {
    if (chunks.empty()) {
        return 0;
    }
    const std::uint64_t size = chunks.front().nbytes;
    for (std::size_t i = 0; i < chunks.size(); ++i) {
        const bool last = i + 1 == chunks.size();
        const bool fits =
            last ? chunks[i].nbytes <= size && (chunks[i].count == 1 || chunks[i].nbytes == size)
                 : chunks[i].nbytes == size;
        if (!fits) {
            return 0;
        }
    }
    return static_cast<std::int32_t>(size);
}

struct Planned {
    RepairEntry entry;
    FrameChunkOut chunk;
    bool kept = true;
};

// The largest standalone chunk a repair decompresses to check a candidate header.
constexpr std::uint64_t maxCheckedChunk = std::uint64_t{256} << 20;

// Whether `chunk` is a whole chunk that decompresses: its header reads, its cbytes is its size,
// its layout has nothing to say and every block decodes.
bool decompressesWhole(std::span<const std::byte> chunk) {
    try {
        const ChunkHeader header = readChunkHeader(chunk, 0);
        if (header.cbytes < 0 || static_cast<std::uint64_t>(header.cbytes) != chunk.size() ||
            header.nbytes < 0) {
            return false;
        }
        if (!readChunkLayout(chunk, 0, "file").diagnostics.empty() ||
            static_cast<std::uint64_t>(header.nbytes) > maxCheckedChunk) {
            return false;
        }
        std::vector<std::byte> decoded(static_cast<std::size_t>(header.nbytes));
        return decompressChunk(chunk, decoded).ok;
    } catch (const DecodeError&) {
        return false;
    }
}

// A little-endian int32 header field; 0 where the chunk is too short to hold it.
std::int32_t headerField(std::span<const std::byte> chunk, std::size_t at) {
    if (chunk.size() < at + 4) {
        return 0;
    }
    return static_cast<std::int32_t>(loadLE<std::uint32_t>(chunk.data() + at));
}

void setHeaderField(std::vector<std::byte>& chunk, std::size_t at, std::int64_t value) {
    const auto bits = static_cast<std::uint32_t>(value);
    for (std::size_t i = 0; i < 4; ++i) {
        chunk[at + i] = static_cast<std::byte>(bits >> (8 * i));
    }
}

// Whether the chunk is cut short: a block starts past its end, or the last block's first stream
// (its int32 csize, then the bytes) runs past it. No header value makes such a chunk whole, so
// no candidate is tried (a cut chunk is the common case; each try decompresses it).
bool streamsPastTheEnd(std::span<const std::byte> chunk, std::uint64_t blocks) {
    const std::uint64_t size = chunk.size();
    if (extendedHeaderSize + blocks * 4 > size) {
        return true;
    }
    std::uint64_t last = 0;
    for (std::uint64_t block = 0; block < blocks; ++block) {
        const auto start = static_cast<std::uint32_t>(
            headerField(chunk, extendedHeaderSize + static_cast<std::size_t>(block) * 4));
        if (start >= size) {
            return true;
        }
        last = std::max<std::uint64_t>(last, start);
    }
    const std::int32_t csize = headerField(chunk, static_cast<std::size_t>(last));
    return last + 4 > size || (csize > 0 && last + 4 + static_cast<std::uint64_t>(csize) > size);
}

// Whether the chunk's data, not a size field, is what is damaged: with the stored sizes a block
// before the last decodes and another before the last does not (a wrong blocksize moves every
// block's end, a wrong nbytes the last block's). Such a chunk tries no candidates: a flipped
// byte in a stream is the common case, and each try decompresses the chunk.
bool dataDamaged(std::span<const std::byte> chunk) {
    try {
        const ChunkLayout layout = readChunkLayout(chunk, 0, "file");
        if (layout.blocks.size() < 3) {
            return false;
        }
        BlockDecoder decoder;
        std::vector<std::byte> reference;
        if (!decoder.decodeReference(layout, chunk, reference)) {
            return false;
        }
        std::vector<std::byte> block;
        bool decodes = false;
        bool fails = false;
        for (std::size_t i = 0; i + 1 < layout.blocks.size(); ++i) {
            if (layout.blocks[i].rawSize > maxCheckedChunk) {
                return false;
            }
            block.resize(static_cast<std::size_t>(layout.blocks[i].rawSize));
            (decoder.decode(layout, chunk, i, block, reference) ? fails : decodes) = true;
            if (decodes && fails) {
                return true;
            }
        }
        return false;
    } catch (const DecodeError&) {
        return false;
    }
}

// The values a damaged size field may have had, given the block count the bstarts show (the
// first bstart is where the blocks start, right after the header and the bstarts): blocksizes
// that make that many blocks of nbytes, or nbytes that that many blocks of blocksize hold; at
// most `limit` of them, nearest the stored (damaged) value first: a flipped low bit moves it
// little.
std::vector<std::int64_t> candidateSizes(std::int64_t low, std::int64_t high, std::size_t limit,
                                         std::int64_t stored) {
    std::vector<std::int64_t> values;
    const std::int64_t middle = std::clamp(stored, low, high);
    for (std::int64_t step = 0; values.size() < limit; ++step) {
        const bool above = middle + step <= high;
        const bool below = step > 0 && middle - step >= low;
        if (!above && !below) {
            break;
        }
        if (above) {
            values.push_back(middle + step);
        }
        if (below && values.size() < limit) {
            values.push_back(middle - step);
        }
    }
    return values;
}

// A standalone chunk (issue 37): a header whose nbytes, blocksize or cbytes its blocks
// contradict gets the value with which every block decodes; bytes after the chunk are dropped.
// Each candidate is tried by decompressing the chunk: at most 16 MiB of decompression in all
// (hundreds of tries of a typical chunk; a file that needs more is rare, and the damage sweep
// repairs thousands of damaged chunks).
std::optional<RepairReport> repairChunk(const Document& document, const ByteSource& source,
                                        const RepairOutput& output) {
    const auto bytes = source.view(0, source.size());
    RepairReport report;
    const ByteRange whole{0, bytes.size()};
    // Rows are items (rounded up, as the item table counts them).
    const auto items = [&bytes](std::span<const std::byte> chunk) -> std::uint64_t {
        const auto typesize =
            std::max<std::uint64_t>(std::to_integer<std::uint8_t>(bytes[headerAt::typesize]), 1);
        const auto nbytes =
            static_cast<std::uint64_t>(std::max(headerField(chunk, headerAt::nbytes), 0));
        return (nbytes + typesize - 1) / typesize;
    };
    if (soundDiagnostics(document.diagnostics) && decompressesWhole(bytes)) {
        report.entries.push_back(
            {RepairEntry::Action::Copied, "chunk", whole, items(bytes), 0, {}});
        report.unchanged = true;
        output(bytes);
        return report;
    }
    const Diagnostic* damage = firstErrorWithin(document.diagnostics, {0, bytes.size() + 1});
    const std::string why =
        damage != nullptr ? damage->message : "its header contradicts its blocks";
    if (bytes.size() < extendedHeaderSize) {
        report.entries.push_back({RepairEntry::Action::Dropped, "chunk", whole, 0, 0, why});
        output(memcpyedChunkHeader(0, 1)); // an empty chunk
        return report;
    }
    const std::int32_t cbytes = headerField(bytes, headerAt::cbytes);
    // Bytes after the chunk (a writer's padding): the chunk alone.
    if (cbytes > 0 && static_cast<std::uint64_t>(cbytes) < bytes.size() &&
        decompressesWhole(bytes.first(static_cast<std::size_t>(cbytes)))) {
        report.entries.push_back({RepairEntry::Action::Copied,
                                  "chunk",
                                  {0, static_cast<std::uint64_t>(cbytes)},
                                  items(bytes),
                                  0,
                                  {}});
        report.entries.push_back({RepairEntry::Action::Dropped,
                                  "bytes after the chunk",
                                  {static_cast<std::uint64_t>(cbytes),
                                   bytes.size() - static_cast<std::uint64_t>(cbytes)},
                                  0,
                                  0,
                                  why});
        output(bytes.first(static_cast<std::size_t>(cbytes)));
        return report;
    }
    std::vector<std::byte> fixed(bytes.begin(), bytes.end());
    setHeaderField(fixed, headerAt::cbytes, static_cast<std::int64_t>(bytes.size()));
    const std::int64_t nbytes = headerField(bytes, headerAt::nbytes);
    const std::int64_t blocksize = headerField(bytes, headerAt::blocksize);
    const std::uint8_t typesize =
        std::max<std::uint8_t>(std::to_integer<std::uint8_t>(bytes[headerAt::typesize]), 1);
    const std::int64_t firstBlock = headerField(bytes, extendedHeaderSize);
    const std::int64_t blocks = (firstBlock - static_cast<std::int64_t>(extendedHeaderSize)) / 4;
    // Each try decompresses up to the candidate's nbytes; the tries are bounded together.
    const std::int64_t budget = std::int64_t{16} << 20;
    const auto tryField = [&fixed](std::size_t at, const std::vector<std::int64_t>& values) {
        const std::int32_t stored = headerField(fixed, at);
        for (const std::int64_t value : values) {
            setHeaderField(fixed, at, value);
            if (decompressesWhole(fixed)) {
                return true;
            }
        }
        setHeaderField(fixed, at, stored);
        return false;
    };
    bool repaired = decompressesWhole(fixed);
    if (!repaired && blocks > 0 && nbytes > 0 && blocksize > 0 &&
        !streamsPastTheEnd(bytes, static_cast<std::uint64_t>(blocks)) && !dataDamaged(fixed)) {
        // blocksize: ceil(nbytes / b) == blocks.
        const std::int64_t low = (nbytes + blocks - 1) / blocks;
        const std::int64_t high = blocks > 1 ? (nbytes - 1) / (blocks - 1) : nbytes;
        repaired = tryField(headerAt::blocksize,
                            candidateSizes(low, std::min(high, low + 255),
                                           static_cast<std::size_t>(budget / nbytes), blocksize));
        // nbytes: in ((blocks - 1) * blocksize, blocks * blocksize], in whole items.
        if (!repaired) {
            std::vector<std::int64_t> sizes;
            for (const std::int64_t size : candidateSizes(
                     (blocks - 1) * blocksize + 1, blocks * blocksize,
                     static_cast<std::size_t>(budget / (blocks * blocksize)) * typesize, nbytes)) {
                if (size % typesize == 0) {
                    sizes.push_back(size);
                }
            }
            repaired = tryField(headerAt::nbytes, sizes);
        }
    }
    if (!repaired) {
        report.entries.push_back({RepairEntry::Action::Dropped, "chunk", whole, 0, 0, why});
        output(memcpyedChunkHeader(0, 1)); // an empty chunk
        return report;
    }
    report.entries.push_back({RepairEntry::Action::Reencoded,
                              "chunk header",
                              {0, extendedHeaderSize},
                              items(fixed),
                              0,
                              why});
    output(fixed);
    return report;
}

} // namespace

std::optional<RepairReport> repairBlosc2(const Document& document, const ByteSource& source,
                                         const RepairOutput& output, const RepairOptions& options) {
    if (!document.source) {
        return std::nullopt;
    }
    const std::shared_ptr<const FileLayout> file = readFileLayout(document.source);
    if (!file->frame) {
        return repairChunk(document, source, output);
    }
    const FrameLayout& frame = *file->frame;
    // An array's shape is in its metalayer (b2nd, or caterva before it): its chunks must all be
    // there.
    const bool array =
        std::any_of(frame.metalayers.begin(), frame.metalayers.end(), [](const Metalayer& layer) {
            return layer.name == "b2nd" || layer.name == "caterva";
        });
    const bool fill = options.fillZeros || array;
    // The file's typesize is its chunks' where the header's was damaged (file_layout.cpp).
    const std::uint64_t typesize = std::max<std::uint64_t>(file->typesize, 1);
    // Every run of the frame's chunks, decided one chunk at a time (memory: one chunk's bytes).
    std::vector<Planned> plan;
    // Rows are items: those whose first byte lies in the run's bytes, so that the runs' rows add
    // up to the data's items whatever sizes the chunks have.
    std::uint64_t rawAt = 0;
    bool undecodable = false; // a chunk that --fill-zeros would keep as zeros
    const auto itemsUpTo = [typesize](std::uint64_t bytes) {
        return (bytes + typesize - 1) / typesize;
    };
    for (const auto& run : frame.chunks.runs()) {
        const ChunkEntry& chunk = run.value;
        const std::uint64_t nbytes = chunk.place.nbytes;
        Planned planned{{RepairEntry::Action::Copied,
                         chunkRunLabel(run.first, run.count),
                         chunk.place.range(),
                         itemsUpTo(rawAt + run.count * nbytes) - itemsUpTo(rawAt),
                         0,
                         {}},
                        {{}, nbytes, run.count, chunk.storedOffset}};
        const bool indexOnly = chunk.special != SpecialValue::None && chunk.damage == 0;
        const auto layout = chunk.stored() ? file->chunks.layout(run.first) : nullptr;
        std::string damage = indexOnly           ? std::string()
                             : chunk.damage != 0 ? std::string(frame.damageOf(chunk))
                                                 : chunkDamage(*layout, source);
        if (damage.empty() && layout && layout->nbytes() != nbytes) {
            // The frame's header gives every chunk its size (FrameLayout::chunksPlanned).
            damage = "the chunk's header says nbytes " + std::to_string(layout->nbytes()) +
                     ", but the frame gives it " + std::to_string(nbytes);
        }
        if (indexOnly && nbytes == 0) {
            // Special chunks past the frame's uncompressed_size hold nothing (a damaged size).
            planned.entry.action = RepairEntry::Action::Dropped;
            planned.entry.why = "uncompressed_size leaves no bytes for them";
            planned.kept = false;
        } else if (!indexOnly && damage.empty()) {
            planned.entry.range = layout->range();
            planned.chunk.bytes = source.view(layout->offset, layout->available);
            planned.chunk.indexValue = 0;
        } else if (!damage.empty()) {
            undecodable = true;
            planned.entry.why = damage;
            planned.entry.action =
                fill ? RepairEntry::Action::Filled : RepairEntry::Action::Dropped;
            planned.kept = fill;
            planned.chunk.indexValue = zerosIndexValue;
            // A damaged chunk's own header may say any size: it holds chunksize bytes, as every
            // chunk but the last, which may say less.
            const auto chunksize = static_cast<std::uint64_t>(std::max(frame.chunksize, 0));
            const bool last = run.end() == frame.chunks.size();
            if (chunksize > 0 &&
                (!last || planned.chunk.nbytes == 0 || planned.chunk.nbytes > chunksize)) {
                planned.chunk.nbytes = chunksize;
            }
            if (fill) {
                planned.entry.rows =
                    itemsUpTo(rawAt + run.count * planned.chunk.nbytes) - itemsUpTo(rawAt);
            }
        }
        rawAt += run.count * planned.chunk.nbytes;
        plan.push_back(std::move(planned));
    }
    RepairReport report;
    for (const Planned& planned : plan) {
        report.entries.push_back(planned.entry);
    }
    report.zerosCouldFill = undecodable && !fill;
    // Chunks the header promises (uncompressed_size) that neither the index nor a walk of the
    // chunk area found, in a frame cut short (frame_len past the file's end): the file ends
    // before them. Filled, they are chunks of zeros of
    // chunksize bytes, the last one the rest.
    std::uint64_t planned = 0; // the bytes the chunks found hold, an unreadable one chunksize
    for (const Planned& chunk : plan) {
        planned += chunk.chunk.nbytes * chunk.chunk.count;
    }
    std::vector<FrameChunkOut> missing;
    const bool cut = frame.frameLength > static_cast<std::int64_t>(source.size());
    if (cut && file->promisedSize() > planned && frame.headerValid) {
        const std::uint64_t end =
            plan.empty() || plan.back().entry.range.length == 0
                ? static_cast<std::uint64_t>(std::max<std::int64_t>(frame.headerLength, 0))
                : plan.back().entry.range.end();
        const std::uint64_t lost = file->promisedSize() - planned;
        report.entries.push_back({fill ? RepairEntry::Action::Filled : RepairEntry::Action::Dropped,
                                  "missing chunks",
                                  ByteRange{end, source.size() - std::min(end, source.size())},
                                  itemsUpTo(file->promisedSize()) - itemsUpTo(planned), 0,
                                  "the file ends before these chunks"});
        report.zerosCouldFill = report.zerosCouldFill || !fill;
        const auto chunksize = static_cast<std::uint64_t>(std::max(frame.chunksize, 0));
        if (fill && chunksize > 0) {
            missing.push_back({{}, chunksize, lost / chunksize, zerosIndexValue});
            if (lost % chunksize != 0) {
                missing.push_back({{}, lost % chunksize, 1, zerosIndexValue});
            }
        }
    }
    if (soundDiagnostics(document.diagnostics) && !report.lost()) {
        output(source.view(0, source.size()));
        report.unchanged = true;
        return report;
    }
    if (!frame.headerValid) {
        // No settings for the chunks (typesize, chunksize, the metalayers): an empty frame.
        report.entries = {{RepairEntry::Action::Dropped, std::string(frameHeaderLabel),
                           ByteRange{0, source.size()}, file->rawSize() / typesize, 0,
                           "the frame header cannot be read"}};
        writeFrame({}, {}, output);
        return report;
    }
    std::vector<FrameChunkOut> chunks;
    for (const Planned& planned : plan) {
        if (planned.kept) {
            chunks.push_back(planned.chunk);
        }
    }
    chunks.insert(chunks.end(), missing.begin(), missing.end());
    FrameSettings settings = settingsOf(frame, source);
    // The chunks' sizes and typesize over the header's (which may be what was damaged).
    settings.chunksize = commonChunksize(chunks);
    settings.typesize = static_cast<std::int32_t>(typesize);
    if (settings.chunksize == 0) {
        settings.generalFlags |= variableChunksFlag;
    }
    std::erase_if(settings.metalayers, [&](const FrameMetalayerOut& layer) {
        return describesArray(layer.name) &&
               !fitsChunks(layer, static_cast<std::uint8_t>(settings.typesize), chunks,
                           settings.chunksize);
    });
    if (frame.metalayers.size() != settings.metalayers.size() ||
        frame.vlMetalayers.size() != settings.vlMetalayers.size() ||
        (frame.hasVlMetalayers && !frame.trailer)) {
        report.notes.push_back("metalayers that cannot be read or that the chunks contradict "
                               "are left out");
    }
    writeFrame(settings, chunks, output);
    return report;
}

} // namespace strata::blosc2
