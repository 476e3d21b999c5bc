#include "formats/blosc2/frame_layout.h"

#include "formats/blosc2/block_decoder.h"
#include "formats/blosc2/labels.h"
#include "formats/blosc2/msgpack_reader.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace strata::blosc2 {
namespace {

constexpr std::int64_t specialOffsetBit = std::int64_t{1} << 63;

// Runs of like chunks a frame's index may hold (core/run_list.h): a million zero chunks are one
// run, but an index whose entries change kind at every step needs a run each; this bounds what
// such a damaged index makes Strata allocate (about 200 bytes a run).
constexpr std::uint64_t maxChunkRuns = std::uint64_t{1} << 20;
// The largest decoded block of the offsets index read at once (c-blosc2 writes blocks of at
// most a few hundred KiB; a damaged blocksize can claim 2 GiB).
constexpr std::uint64_t maxIndexBlock = std::uint64_t{64} << 20;

// Metalayers: fixarray 3 of uint16 index size, map16 name -> offset, array16 of bin32.
std::vector<Metalayer> readMetalayers(MsgpackReader& reader) {
    std::vector<Metalayer> layers;
    if (reader.arrayHeader("metalayers") != 3) {
        throw DecodeError(reader.offset(), "metalayers: expected a 3-element array");
    }
    reader.integer("metalayers index size");
    const std::uint64_t count = reader.mapHeader("metalayer names");
    for (std::uint64_t i = 0; i < count; ++i) {
        Metalayer layer;
        layer.name = reader.string("metalayer name");
        layer.storedOffset = reader.integer("metalayer offset");
        layers.push_back(std::move(layer));
    }
    const std::uint64_t contents = reader.arrayHeader("metalayer contents");
    for (std::uint64_t i = 0; i < contents; ++i) {
        const auto content = reader.binary("metalayer content");
        if (i < layers.size()) {
            layers[i].content = {reader.offset() - content.size(), content.size()};
        }
    }
    return layers;
}

// An item's decoded value as its tree node shows it.
std::string itemText(std::int64_t value) {
    return std::to_string(value);
}
std::string itemText(bool value) {
    return value ? "true" : "false";
}
// A msgpack str as text: printable bytes as they are, others as \xHH (the magic ends in a NUL).
std::string itemText(const std::string& value) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string text = "\"";
    for (const char c : value) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7f && c != '\\' && c != '"') {
            text += c;
        } else {
            text += "\\x";
            text += digits[byte >> 4];
            text += digits[byte & 0xF];
        }
    }
    return text + "\"";
}
// The four flag bytes, one hex byte each (the header node's fields decode them).
std::string flagBytesText(const std::string& flags) {
    std::string text;
    for (const char c : flags) {
        text += (text.empty() ? "0x" : " 0x") + hexBytes(&c, 1);
    }
    return text;
}
std::string arrayText(std::uint64_t elements) {
    return "array of " + std::to_string(elements);
}

void readHeader(FrameLayout& frame, const ByteSource& source) {
    MsgpackReader reader(source.bytes(), 0);
    // Reads one item and records where it lies and what it holds.
    auto item = [&](const char* name, auto read, auto text) {
        const std::uint64_t start = reader.offset();
        auto value = read(name);
        frame.headerItems.push_back({name, {start, reader.offset() - start}, text(value)});
        return value;
    };
    const auto asText = [](const auto& value) { return itemText(value); };
    auto integer = [&](const char* name) {
        return item(
            name, [&](const char* what) { return reader.integer(what); }, asText);
    };
    if (item(
            "array marker", [&](const char* what) { return reader.arrayHeader(what); },
            arrayText) != headerItems) {
        throw DecodeError(0, "frame header: expected a 14-element array");
    }
    if (item(
            "magic", [&](const char* what) { return reader.string(what); }, asText) !=
        std::string(frameMagic, sizeof frameMagic)) {
        throw DecodeError(magicAt, "not a b2frame magic");
    }
    frame.headerLength = integer("header_len");
    frame.frameLength = integer("frame_len");
    const std::string flags = item(
        "flags", [&](const char* what) { return reader.string(what); }, flagBytesText);
    if (flags.size() != 4) {
        throw DecodeError(reader.offset(), "frame flags: expected 4 bytes");
    }
    frame.generalFlags = static_cast<std::uint8_t>(flags[0]);
    frame.frameType = static_cast<std::uint8_t>(flags[1]);
    frame.codecFlags = static_cast<std::uint8_t>(flags[2]);
    frame.otherFlags = static_cast<std::uint8_t>(flags[3]);
    frame.uncompressedSize = integer("uncompressed_size");
    frame.compressedSize = integer("compressed_size");
    frame.typesize = static_cast<std::int32_t>(integer("typesize"));
    frame.blocksize = static_cast<std::int32_t>(integer("blocksize"));
    frame.chunksize = static_cast<std::int32_t>(integer("chunksize"));
    frame.compressionThreads = static_cast<std::int16_t>(integer("compression_threads"));
    frame.decompressionThreads = static_cast<std::int16_t>(integer("decompression_threads"));
    frame.hasVlMetalayers = item(
        "has_vlmetalayers", [&](const char* what) { return reader.boolean(what); }, asText);
    const std::uint64_t filterAt = reader.offset();
    std::int8_t type = 0;
    const auto block = reader.fixext16("filter block", type);
    frame.filterBlock = {filterAt, 18};
    // The 16 bytes: filters, udcodec, compcode_meta, filters_meta, other_flags2, reserved.
    for (std::size_t i = 0; i < filterSlots; ++i) {
        frame.filters[i] = static_cast<std::uint8_t>(block[i]);
        frame.filtersMeta[i] = static_cast<std::uint8_t>(block[filterSlots + 2 + i]);
    }
    frame.udcodec = static_cast<std::uint8_t>(block[filterSlots]);
    frame.compcodeMeta = static_cast<std::uint8_t>(block[filterSlots + 1]);
    frame.otherFlags2 = static_cast<std::uint8_t>(block[2 * filterSlots + 2]);
    frame.headerValid = true;
    const std::uint64_t metaAt = reader.offset();
    if (frame.headerLength < static_cast<std::int64_t>(metaAt) ||
        static_cast<std::uint64_t>(frame.headerLength) > source.size()) {
        throw DecodeError(headerLengthAt,
                          "header_len " + std::to_string(frame.headerLength) + " is not plausible");
    }
    frame.header = {0, static_cast<std::uint64_t>(frame.headerLength)};
    frame.metalayersRange = {metaAt, static_cast<std::uint64_t>(frame.headerLength) - metaAt};
    if (metaAt < static_cast<std::uint64_t>(frame.headerLength)) {
        MsgpackReader meta(source.view(0, static_cast<std::uint64_t>(frame.headerLength)), 0);
        meta.seek(metaAt, "metalayers");
        frame.metalayers = readMetalayers(meta);
    }
}

void readTrailer(FrameLayout& frame, const ByteSource& source) {
    const std::uint64_t end =
        std::min<std::uint64_t>(source.size(), static_cast<std::uint64_t>(frame.frameLength));
    // The trailer ends with uint32 trailer_len (0xce) and a fixext16 fingerprint: 23 bytes.
    if (end < 23 + static_cast<std::uint64_t>(frame.headerLength)) {
        throw DecodeError(end, "frame too short for a trailer");
    }
    MsgpackReader tail(source.view(0, end), 0);
    tail.seek(end - 23, "trailer_len");
    frame.trailerLength = static_cast<std::uint32_t>(tail.integer("trailer_len"));
    std::int8_t type = 0;
    tail.fixext16("fingerprint", type);
    frame.fingerprintType = type;
    if (frame.trailerLength < 23 ||
        frame.trailerLength > end - static_cast<std::uint64_t>(frame.headerLength)) {
        throw DecodeError(end - 22, "trailer_len " + std::to_string(frame.trailerLength) +
                                        " is not plausible");
    }
    const std::uint64_t start = end - frame.trailerLength;
    frame.trailer = ByteRange{start, frame.trailerLength};
    frame.trailerItems.push_back(
        {"trailer_len", {end - 23, 5}, itemText(std::int64_t{frame.trailerLength})});
    frame.trailerItems.push_back(
        {"fingerprint", {end - 18, 18}, "fixext16 type " + itemText(std::int64_t{type})});
    MsgpackReader reader(source.view(0, end), 0);
    reader.seek(start, "trailer");
    if (reader.arrayHeader("trailer") != 4) {
        throw DecodeError(start, "trailer: expected a 4-element array");
    }
    frame.trailerVersion = reader.integer("trailer version");
    frame.trailerItems.push_back({"array marker and version",
                                  {start, reader.offset() - start},
                                  arrayText(4) + ", version " + itemText(frame.trailerVersion)});
    const std::uint64_t vlStart = reader.offset();
    frame.vlMetalayers = readMetalayers(reader);
    frame.vlMetalayersRange = {vlStart, reader.offset() - vlStart};
}

// Decodes the offsets index chunk into int64 offsets.
// A special entry's kind, tested bit by bit in c-blosc2's order (frame_special_chunk): zeros
// (bit 56), uninitialized (bit 58), NaN (bit 57); with none of them set c-blosc2 refuses the chunk.
// So kind 3, which a chunk header reads as a repeated value, means zeros here.
std::optional<SpecialValue> frameSpecialKind(std::int64_t offset) {
    const auto kind = static_cast<std::uint64_t>(offset) >> 56;
    if ((kind & 1) != 0) {
        return SpecialValue::Zeros;
    }
    if ((kind & 4) != 0) {
        return SpecialValue::Uninitialized;
    }
    if ((kind & 2) != 0) {
        return SpecialValue::NaN;
    }
    return std::nullopt;
}

// The header's sizes against the chunks: with a fixed chunksize every chunk but the last holds
// that many bytes, and together they hold uncompressed_size (blosc2-chunk.rst, frame header).
void checkChunkSizes(FrameLayout& frame, std::uint64_t indexAt) {
    if (frame.uncompressedSize < 0) {
        frame.diagnostics.push_back(
            {Severity::Error, 0, std::string(frameHeaderPath),
             "uncompressed_size " + std::to_string(frame.uncompressedSize) + " is negative"});
        return;
    }
    const auto total = static_cast<std::uint64_t>(frame.uncompressedSize);
    if (frame.chunksize > 0) {
        const auto chunksize = static_cast<std::uint64_t>(frame.chunksize);
        const std::uint64_t expected = (total + chunksize - 1) / chunksize;
        if (expected != frame.chunks.size()) {
            frame.diagnostics.push_back(
                {Severity::Error, indexAt, std::string(chunkOffsetsIndexPath),
                 "the index lists " + std::to_string(frame.chunks.size()) +
                     " chunks, but uncompressed_size " + std::to_string(total) + " in chunks of " +
                     std::to_string(chunksize) + " bytes makes " + std::to_string(expected)});
            return;
        }
    }
    std::uint64_t held = 0;
    for (const auto& run : frame.chunks.runs()) {
        held += run.count * run.value.place.nbytes;
    }
    if (held != total) {
        frame.diagnostics.push_back({Severity::Error, 0, std::string(frameHeaderPath),
                                     "the chunks hold " + std::to_string(held) +
                                         " bytes, but uncompressed_size says " +
                                         std::to_string(total)});
    }
}

// An entry that cannot be read, for `why` (its tree node says so): at `at`, no bytes, no blocks.
ChunkEntry damagedEntry(FrameLayout& frame, std::int64_t storedOffset, std::uint64_t at,
                        std::string why) {
    ChunkEntry chunk;
    chunk.storedOffset = storedOffset;
    chunk.place.offset = at;
    frame.entryDamages.push_back(std::move(why));
    chunk.damage = static_cast<std::uint32_t>(frame.entryDamages.size());
    return chunk;
}

// Reads the layout of the chunk at `at`, whose bytes may reach to `end`, for its diagnostics
// and its place: the layout itself is read again when asked (ChunkSlots::layout).
ChunkPlace readChunkPlace(FrameLayout& frame, const ByteSource& source, std::uint64_t at,
                          std::uint64_t end, const std::string& path) {
    const ChunkLayout layout = readChunkLayout(source.view(at, end - at), at, path);
    frame.diagnostics.insert(frame.diagnostics.end(), layout.diagnostics.begin(),
                             layout.diagnostics.end());
    return ChunkPlace(layout);
}

// A frame whose offsets index is not in the file (cut before it) or cannot be decoded still has
// its chunks: c-blosc2 appends each one right after the one before, from the end of the header
// (blosc2-frame.rst "Chunks"). They are found by walking the chunk area [start, end) from header
// to header while each is one the library could have written for this frame; a last chunk that
// the file's end cuts is kept, so its whole blocks still read. Returns where the walk stopped.
std::uint64_t walkChunkArea(FrameLayout& frame, const ByteSource& source, std::uint64_t start,
                            std::uint64_t end) {
    frame.chunkAreaEnd = end;
    std::uint64_t cursor = start;
    while (cursor + basicHeaderSize <= end) {
        const auto rest = source.view(cursor, end - cursor);
        const auto cbytes = loadLE<std::int32_t>(rest.data() + headerAt::cbytes);
        const auto typesize = static_cast<std::uint8_t>(rest[headerAt::typesize]);
        if (cbytes <= 0 || typesize != frame.typesize ||
            !plausibleChunkHeader(rest, static_cast<std::uint64_t>(cbytes))) {
            break;
        }
        ChunkEntry chunk;
        chunk.storedOffset = static_cast<std::int64_t>(cursor - start);
        chunk.place = readChunkPlace(frame, source, cursor, end, chunkPath(frame.chunks.size()));
        appendChunks(frame.chunks, chunk);
        const auto next = cursor + static_cast<std::uint64_t>(cbytes);
        if (next > end) {
            return end; // the file's end cuts this chunk
        }
        cursor = next;
    }
    return cursor;
}

// The chunks of a frame whose index is lost, and a diagnostic that says so (at the header's
// compressed_size, which places the index) and what the walk found.
void recoverChunksWithoutIndex(FrameLayout& frame, const ByteSource& source, std::uint64_t start,
                               std::uint64_t end, const std::string& why) {
    const std::uint64_t stop = walkChunkArea(frame, source, start, end);
    std::string text = why + "; walking the chunk area from " + std::to_string(start) + " found " +
                       countText(frame.chunks.size(), "chunk");
    if (!frame.chunks.empty()) {
        const ChunkPlace& last = frame.chunks.back().place;
        const auto cbytes = loadLE<std::int32_t>(source.view(last.offset, basicHeaderSize).data() +
                                                 headerAt::cbytes);
        if (last.available < static_cast<std::uint64_t>(cbytes)) {
            text += ", the last cut short at " + std::to_string(last.range().end());
        }
    }
    if (stop < end) {
        text += ", then bytes at " + std::to_string(stop) + " that are no chunk";
    }
    frame.diagnostics.push_back(
        {Severity::Error, compressedSizeAt, std::string(frameHeaderPath), text});
}

// The entry that first pointed at each stored chunk. c-blosc2 appends its chunks, so their
// offsets rise: a sorted list finds one by bisection, without hashing (the map was an eighth of
// opening an index of 100,000 chunks); an entry out of that order goes to a map.
class FirstEntries {
public:
    std::optional<std::uint64_t> find(std::uint64_t at) const {
        if (!m_rising.empty() && at <= m_rising.back().first) {
            const auto it =
                std::lower_bound(m_rising.begin(), m_rising.end(), at,
                                 [](const std::pair<std::uint64_t, std::uint64_t>& first,
                                    std::uint64_t wanted) { return first.first < wanted; });
            if (it->first == at) {
                return it->second;
            }
        }
        const auto it = m_others.find(at);
        return it == m_others.end() ? std::nullopt : std::optional(it->second);
    }
    void add(std::uint64_t at, std::uint64_t entry) {
        if (m_rising.empty() || at > m_rising.back().first) {
            m_rising.emplace_back(at, entry);
        } else {
            m_others.emplace(at, entry);
        }
    }

private:
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_rising; // by offset
    std::unordered_map<std::uint64_t, std::uint64_t> m_others;
};

// The chunks the offsets index lists, read a run of equal entries at a time (a sparse array's
// million zero chunks are one entry repeated: one run, kept once). A few damaged bytes of an
// index can list a million chunks, or one chunk a million times: entries past the chunks the
// header makes, past the room the chunk area has, or pointing outside it or at a chunk listed
// before are not read, and each kind of damage is said once, with how many entries had it.
class IndexedChunks {
public:
    IndexedChunks(FrameLayout& frame, const ByteSource& source, const ByteRange& area,
                  std::uint64_t listed)
        : m_frame(frame)
        , m_source(source)
        , m_area(area)
        , m_indexAt(area.end())
        , m_chunksize(frame.chunksize > 0 ? static_cast<std::uint64_t>(frame.chunksize) : 0)
        , m_storedRoom(std::max<std::uint64_t>(area.length / basicHeaderSize, 1))
        , m_entries(entriesToRead(listed)) {}

    // Whether the stored chunks' places are planned from the header, their headers not read.
    bool planned() const { return m_frame.chunksPlanned; }
    // False once no more entries are read.
    bool wantsMore() const { return m_next < m_entries; }

    // The next `count` entries, each `offset`.
    void add(std::int64_t offset, std::uint64_t count) {
        count = std::min(count, m_entries - std::min(m_entries, m_next));
        if (count == 0) {
            return;
        }
        if ((offset & specialOffsetBit) != 0) {
            addSpecial(offset, count);
        } else {
            addStored(offset, count);
        }
    }

    // The headers of the stored chunks a decoded block of index entries lists, asked for in one
    // go before they are read one by one (a cold file's reads in flight together, issue 42):
    // each chunk's first page, neighbours merged into one range.
    void prefetchHeaders(std::span<const std::byte> entries) const {
        constexpr std::uint64_t headerPage = 4096;
        std::uint64_t begin = 0;
        std::uint64_t end = 0;
        for (std::size_t at = 0; at + 8 <= entries.size(); at += 8) {
            const auto offset = loadLE<std::int64_t>(entries.data() + at);
            if (offset < 0) { // special chunks (the top bit) have no bytes
                continue;
            }
            const std::uint64_t chunk = m_area.offset + static_cast<std::uint64_t>(offset);
            if (chunk >= m_indexAt) {
                continue;
            }
            if (end != 0 && chunk >= begin && chunk <= end) {
                end = std::max(end, chunk + headerPage);
                continue;
            }
            if (end != 0) {
                m_source.prefetch(begin, end - begin);
            }
            begin = chunk;
            end = chunk + headerPage;
        }
        if (end != 0) {
            m_source.prefetch(begin, end - begin);
        }
    }

    // How many more entries pointed outside the chunk area than the first, told in full, and
    // how many at chunks listed before them.
    void sayCounts() {
        if (m_outside > 1) {
            say(std::to_string(m_outside - 1) + " more entries point outside the chunk area");
        }
        if (m_repeats > 0) {
            say(std::to_string(m_repeats) +
                " entries point at chunks listed before them; they are left out");
        }
    }

private:
    void say(std::string message, std::string path = std::string(chunkOffsetsIndexPath)) {
        m_frame.diagnostics.push_back(
            {Severity::Error, m_indexAt, std::move(path), std::move(message)});
    }

    // The bytes of uncompressed_size.
    std::uint64_t totalBytes() const {
        return static_cast<std::uint64_t>(std::max<std::int64_t>(m_frame.uncompressedSize, 0));
    }
    // The bytes chunk `chunk` holds: chunksize but the last, which holds the rest of
    // uncompressed_size; chunks past it none (blosc2-frame.rst, frame header).
    std::uint64_t chunkBytes(std::uint64_t chunk) const {
        const std::uint64_t before = chunk * m_chunksize;
        return before < totalBytes() ? std::min(m_chunksize, totalBytes() - before) : 0;
    }
    // Where a stored chunk at `at` lies, what the index and the header's chunksize say of it:
    // its bytes reach to the next chunk (placeStoredChunks), its header is read when asked.
    ChunkPlace plannedPlace(std::uint64_t at) const {
        ChunkPlace place;
        place.offset = at;
        place.nbytes = static_cast<std::uint32_t>(chunkBytes(m_next));
        place.kind = ChunkKind::Regular;
        return place;
    }

    // With a fixed chunksize the header says how many chunks there are.
    std::uint64_t entriesToRead(std::uint64_t listed) {
        if (m_chunksize == 0 || m_frame.uncompressedSize < 0) {
            return listed;
        }
        const std::uint64_t expected =
            (static_cast<std::uint64_t>(m_frame.uncompressedSize) + m_chunksize - 1) / m_chunksize;
        if (listed <= expected) {
            return listed;
        }
        say("the index lists " + std::to_string(listed) + " chunks, but uncompressed_size " +
            std::to_string(m_frame.uncompressedSize) + " in chunks of " +
            std::to_string(m_chunksize) + " bytes makes " + std::to_string(expected) +
            "; the entries after those are not read");
        return expected;
    }

    // Appends `count` chunks like `chunk`, to the last run when that holds the same special chunk.
    void appendRun(ChunkEntry chunk, std::uint64_t count) {
        const auto runs = m_frame.chunks.runs();
        if (!runs.empty() && chunk.damage == 0 && chunk.special != SpecialValue::None) {
            const ChunkEntry& last = runs.back().value;
            if (last.damage == 0 && last.special == chunk.special &&
                last.storedOffset == chunk.storedOffset && last.place == chunk.place) {
                m_frame.chunks.extendLast(count);
                m_next += count;
                return;
            }
        }
        if (runs.size() >= maxChunkRuns) {
            say("the offsets index changes at every few entries: Strata reads " +
                std::to_string(maxChunkRuns) + " runs of like entries, the first " +
                std::to_string(m_next) + " of " + std::to_string(m_entries) +
                " entries; the rest are not read");
            m_entries = m_next;
            return;
        }
        appendChunks(m_frame.chunks, chunk, count);
        m_next += count;
    }

    void addSpecial(std::int64_t offset, std::uint64_t count) {
        const auto kind = frameSpecialKind(offset);
        if (!kind) {
            const auto top = static_cast<std::uint8_t>(static_cast<std::uint64_t>(offset) >> 56);
            say("offsets index " +
                    (count == 1 ? "entry " + std::to_string(m_next)
                                : "entries " + std::to_string(m_next) + "\u2013" +
                                      std::to_string(m_next + count - 1)) +
                    " mark" + (count == 1 ? "s" : "") +
                    " a special chunk of no kind c-blosc2 knows (top byte 0x" + hexBytes(&top, 1) +
                    ")",
                chunkRunPath(m_next, count));
            appendRun(damagedEntry(m_frame, offset, m_indexAt,
                                   "the offsets index marks a special chunk of an unknown kind"),
                      count);
            return;
        }
        ChunkEntry chunk;
        chunk.storedOffset = offset;
        chunk.special = *kind;
        // A run splits where its chunks' size changes (at the last chunk).
        const std::uint64_t full = m_chunksize == 0 ? 0 : totalBytes() / m_chunksize;
        while (count > 0 && wantsMore()) {
            const std::uint64_t alike = m_next < full ? std::min(count, full - m_next) : count;
            chunk.place = ChunkPlace(
                specialChunkLayout(m_indexAt, static_cast<std::int32_t>(chunkBytes(m_next)),
                                   static_cast<std::uint8_t>(m_frame.typesize), chunk.special));
            appendRun(chunk, alike);
            count -= alike;
        }
    }

    // Stored entries past the room of the chunk area are not read.
    void addStored(std::int64_t offset, std::uint64_t count) {
        const std::uint64_t room = m_storedRoom - std::min(m_storedRoom, m_stored);
        const std::uint64_t reading = std::min(count, room);
        m_stored += reading;
        if (reading > 0) {
            addStoredEntries(offset, reading);
        }
        if (reading < count) {
            say("the chunk area [" + std::to_string(m_area.offset) + ", " +
                std::to_string(m_indexAt) + ") has room for " + std::to_string(m_storedRoom) +
                " stored chunk(s) at most; entries from " + std::to_string(m_next) + " on (" +
                std::to_string(m_entries - m_next) + ") are not read");
            m_entries = m_next;
        }
    }

    // c-blosc2 stores each chunk once, inside the chunk area: the entries after the first of a
    // run point at its bytes again.
    void addStoredEntries(std::int64_t offset, std::uint64_t count) {
        const std::uint64_t at = m_area.offset + static_cast<std::uint64_t>(offset);
        if (at >= m_indexAt || at < m_area.offset) {
            if (m_outside == 0) {
                say("offsets index entry " + std::to_string(m_next) + " points at " +
                        std::to_string(at) + ", outside the chunk area [" +
                        std::to_string(m_area.offset) + ", " + std::to_string(m_indexAt) + ")",
                    chunkRunPath(m_next, count));
            }
            m_outside += count;
            appendRun(damagedEntry(m_frame, offset, m_indexAt,
                                   "the offsets index points outside the chunk area"),
                      count);
            return;
        }
        auto firstEntry = m_firstEntries.find(at);
        if (!firstEntry) {
            ChunkEntry chunk;
            chunk.storedOffset = offset;
            chunk.place = m_frame.chunksPlanned
                              ? plannedPlace(at)
                              : readChunkPlace(m_frame, m_source, at, m_indexAt, chunkPath(m_next));
            m_firstEntries.add(at, m_next);
            firstEntry = m_next;
            appendRun(chunk, 1);
            if (--count == 0) {
                return;
            }
        }
        m_repeats += count;
        appendRun(damagedEntry(m_frame, offset, m_indexAt,
                               "the offsets index points at the bytes of " +
                                   chunkLabel(*firstEntry) + " again"),
                  count);
    }

    FrameLayout& m_frame;
    const ByteSource& m_source;
    const ByteRange m_area; // the chunk area: from the header's end to the index
    const std::uint64_t m_indexAt;
    const std::uint64_t m_chunksize;
    const std::uint64_t m_storedRoom; // a stored chunk takes at least a basic header's bytes
    std::uint64_t m_entries;          // the entries to read
    std::uint64_t m_next = 0;         // the entry read next
    std::uint64_t m_stored = 0;
    FirstEntries m_firstEntries;
    std::uint64_t m_outside = 0;
    std::uint64_t m_repeats = 0;
};

// A planned stored chunk's bytes reach to the next stored chunk, the last one's to the index:
// c-blosc2 appends each chunk right after the one before (blosc2-frame.rst "Chunks"). Its
// header, read when asked, says how many of them it uses (cbytes).
void placeStoredChunks(FrameLayout& frame) {
    std::vector<std::uint64_t> starts;
    for (const auto& run : frame.chunks.runs()) {
        if (run.value.stored()) {
            starts.push_back(run.value.place.offset);
        }
    }
    std::sort(starts.begin(), starts.end());
    const auto runs = frame.chunks.runs().size();
    for (std::size_t r = 0; r < runs; ++r) {
        ChunkEntry& entry = frame.chunks.valueOf(r);
        if (!entry.stored()) {
            continue;
        }
        const auto next = std::upper_bound(starts.begin(), starts.end(), entry.place.offset);
        const std::uint64_t end = next == starts.end() ? frame.chunkAreaEnd : *next;
        entry.place.available = end - entry.place.offset;
    }
}

// Hands the offsets index's entries to `chunks`, equal neighbours together. An index whose
// chunk is special repeats one entry (c-blosc2 writes a sparse array's index so: every chunk
// zeros), handed on as one run however many it lists; any other is decoded block by block.
void readIndexEntries(const ChunkLayout& index, const ByteSource& source, IndexedChunks& chunks,
                      std::vector<Diagnostic>& diagnostics) {
    const auto bytes = source.view(index.offset, index.available);
    const std::uint64_t listed = index.nbytes() / 8;
    if (index.kind == ChunkKind::Special && !index.blocks.empty()) {
        std::array<std::byte, 8> entry{};
        fillSpecialPart(index, bytes, index.blocks.front(), 0, entry);
        const std::uint64_t period = index.specialValue ? index.specialValue->length : 8;
        if (period != 0 && 8 % period == 0) {
            chunks.add(loadLE<std::int64_t>(entry.data()), listed);
            return;
        }
    }
    BlockDecoder decoder;
    std::vector<std::byte> reference;
    bool referenceRead = false;
    std::vector<std::byte> block;
    // An entry split between two blocks (blocksize is no multiple of 8 only in damaged files).
    std::array<std::byte, 8> pending{};
    std::size_t pendingBytes = 0;
    std::int64_t runValue = 0;
    std::uint64_t runCount = 0;
    // Blocks damaged the way the one before was (a damaged filter byte breaks them all): said
    // once, with their count.
    std::string lastDamage;
    std::uint64_t alike = 0;
    std::uint64_t alikeAt = 0;
    for (std::size_t i = 0; i < index.blocks.size() && chunks.wantsMore(); ++i) {
        const Block& layoutBlock = index.blocks[i];
        const std::string path = std::string(chunkOffsetsIndexPath) + " / " + blockLabel(i);
        if (layoutBlock.rawSize > maxIndexBlock) {
            diagnostics.push_back({Severity::Error, layoutBlock.offset, path,
                                   "a block of the offsets index decodes to " +
                                       std::to_string(layoutBlock.rawSize) +
                                       " bytes; Strata reads blocks of the index up to " +
                                       std::to_string(maxIndexBlock)});
            break;
        }
        block.resize(layoutBlock.rawSize);
        std::span<const std::byte> blockReference;
        if (i != 0 && needsReference(index.header)) {
            if (!referenceRead) {
                decoder.decodeReference(index, bytes, reference);
                referenceRead = true;
            }
            blockReference = reference;
        }
        if (auto damage = decoder.decode(index, bytes, i, block, blockReference)) {
            std::fill(block.begin(), block.end(), std::byte{0});
            if (damage->message == lastDamage) {
                if (alike++ == 0) {
                    alikeAt = damage->offset;
                }
            } else {
                diagnostics.push_back({Severity::Error, damage->offset, path,
                                       damage->message + "; the block reads as zeros"});
                lastDamage = damage->message;
            }
        }
        if (!chunks.planned()) {
            chunks.prefetchHeaders(block);
        }
        for (const std::byte value : block) {
            pending[pendingBytes++] = value;
            if (pendingBytes < pending.size()) {
                continue;
            }
            pendingBytes = 0;
            const auto entry = loadLE<std::int64_t>(pending.data());
            if (runCount > 0 && entry == runValue) {
                ++runCount;
                continue;
            }
            chunks.add(runValue, runCount);
            runValue = entry;
            runCount = 1;
        }
    }
    if (alike > 0) {
        diagnostics.push_back({Severity::Error, alikeAt, std::string(chunkOffsetsIndexPath),
                               std::to_string(alike) +
                                   (alike == 1 ? " more block of the offsets index fails"
                                               : " more blocks of the offsets index fail") +
                                   " the same way and read as zeros"});
    }
    chunks.add(runValue, runCount);
}

// The chunks the offsets index `index` lists, from `chunksStart` to the index, and what they
// say of the header's sizes.
void readIndexedChunks(FrameLayout& frame, const ByteSource& source, const ChunkLayout& index,
                       std::uint64_t chunksStart) {
    IndexedChunks chunks(frame, source, {chunksStart, index.offset - chunksStart},
                         index.nbytes() / 8);
    readIndexEntries(index, source, chunks, frame.diagnostics);
    if (frame.chunksPlanned) {
        placeStoredChunks(frame);
    }
    checkChunkSizes(frame, index.offset);
    chunks.sayCounts();
}

// Whether the first and the last stored chunk's headers say the nbytes the frame's chunksize and
// uncompressed_size give them (an unreadable header says nothing against it).
bool plannedSizesHold(const FrameLayout& frame, const ByteSource& source) {
    const auto runs = frame.chunks.runs();
    const auto holds = [&](const ChunkRuns::Run& run) {
        const ChunkPlace& place = run.value.place;
        const ChunkLayout layout =
            readChunkLayout(source.view(place.offset, frame.chunkAreaEnd - place.offset),
                            place.offset, chunkPath(run.first));
        return layout.kind == ChunkKind::Unreadable || layout.nbytes() == place.nbytes;
    };
    const auto first = std::find_if(runs.begin(), runs.end(),
                                    [](const ChunkRuns::Run& run) { return run.value.stored(); });
    if (first == runs.end()) {
        return true;
    }
    const auto last = std::find_if(runs.rbegin(), runs.rend(),
                                   [](const ChunkRuns::Run& run) { return run.value.stored(); });
    return holds(*first) && holds(*last);
}

} // namespace

bool looksLikeFrame(std::span<const std::byte> bytes) {
    return bytes.size() >= headerLengthAt &&
           static_cast<std::uint8_t>(bytes[0]) == headerArrayMarker &&
           static_cast<std::uint8_t>(bytes[magicAt]) == magicStringMarker &&
           std::memcmp(bytes.data() + magicAt + 1, frameMagic, sizeof frameMagic) == 0;
}

FrameLayout readFrameLayout(const ByteSource& source) {
    FrameLayout frame;
    try {
        readHeader(frame, source);
    } catch (const DecodeError& error) {
        frame.diagnostics.push_back({Severity::Error, error.offset(), std::string(frameHeaderPath),
                                     std::string("frame header: ") + error.what()});
        return frame;
    }
    if (static_cast<std::uint64_t>(frame.frameLength) != source.size()) {
        frame.diagnostics.push_back({Severity::Warning, frameLengthAt, std::string(frameHeaderPath),
                                     "frame_len " + std::to_string(frame.frameLength) +
                                         " differs from the file size " +
                                         std::to_string(source.size())});
    }
    // The offsets index and the trailer end the frame: read in one request, not a page fault at
    // a time (issue 42).
    if (frame.compressedSize >= 0 && frame.headerLength >= 0) {
        const std::uint64_t indexAt = std::min(static_cast<std::uint64_t>(frame.headerLength) +
                                                   static_cast<std::uint64_t>(frame.compressedSize),
                                               source.size());
        source.prefetch(indexAt, source.size() - indexAt);
    }
    try {
        readTrailer(frame, source);
    } catch (const DecodeError& error) {
        frame.diagnostics.push_back({Severity::Error, error.offset(), std::string(trailerPath),
                                     std::string("trailer: ") + error.what()});
    }
    const std::uint64_t chunksStart = static_cast<std::uint64_t>(frame.headerLength);
    const std::uint64_t chunksEnd = frame.trailer ? frame.trailer->offset : source.size();
    // The offsets index follows the chunks (header_len + compressed size).
    const std::uint64_t indexAt =
        chunksStart + static_cast<std::uint64_t>(std::max<std::int64_t>(frame.compressedSize, 0));
    if (frame.compressedSize == 0 && frame.uncompressedSize == 0 && indexAt == chunksEnd) {
        // No chunks, so no offsets index: c-blosc2 writes none for a frame without chunks (its
        // frame.c, off_cbytes 0). python-blosc2 keeps what such a frame holds in its
        // vlmetalayers (a CTable's `_meta.b2frame`).
        return frame;
    }
    if (frame.compressedSize < 0 || indexAt >= chunksEnd) {
        recoverChunksWithoutIndex(frame, source, chunksStart, std::min(indexAt, chunksEnd),
                                  "the chunk offsets index at " + std::to_string(indexAt) +
                                      " lies outside the frame's chunk area");
        return frame;
    }
    auto index = std::make_shared<ChunkLayout>(readChunkLayout(
        source.view(indexAt, chunksEnd - indexAt), indexAt, std::string(chunkOffsetsIndexPath)));
    frame.diagnostics.insert(frame.diagnostics.end(), index->diagnostics.begin(),
                             index->diagnostics.end());
    frame.index = index;
    if (!index->decodable() ||
        index->available < static_cast<std::uint64_t>(std::max(index->header.cbytes, 0))) {
        recoverChunksWithoutIndex(frame, source, chunksStart, indexAt,
                                  "the chunk offsets index at " + std::to_string(indexAt) +
                                      " cannot be read");
        return frame;
    }
    frame.chunkAreaEnd = indexAt;
    // With a fixed chunksize every chunk's size is known from the header (c-blosc2 writes 0 for
    // chunks of different sizes, schunk.c): opening reads no chunk's header but the first and
    // the last stored ones' (issue 42). When theirs do not say what the frame gives them, the
    // header's sizes were damaged: every chunk's header is read, and the sizes are theirs.
    const std::size_t found = frame.diagnostics.size();
    frame.chunksPlanned = frame.chunksize > 0 && frame.uncompressedSize >= 0;
    readIndexedChunks(frame, source, *index, chunksStart);
    if (frame.chunksPlanned && !plannedSizesHold(frame, source)) {
        frame.diagnostics.resize(found);
        frame.chunks = ChunkRuns();
        frame.entryDamages.clear();
        frame.chunksPlanned = false;
        readIndexedChunks(frame, source, *index, chunksStart);
    }
    return frame;
}

} // namespace strata::blosc2
