#include "formats/odb2/frame_header.h"

#include "core/digest.h"
#include "core/reader.h"
#include "core/worker_pool.h"
#include "formats/odb2/frames.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <deque>
#include <functional>
#include <optional>

namespace strata::odb2 {
namespace {

// Spec "Fixed Size Header": 0xFFFF, then "ODA".
constexpr std::uint16_t frameMarker = 0xFFFF;
constexpr std::string_view frameMagic = "ODA";

// Reads a signed count that the following `minEntryBytes`-byte entries must fit in.
std::uint32_t readCount(Reader& reader, std::uint64_t minEntryBytes, std::string_view what) {
    const std::uint64_t at = reader.offset();
    const auto count = reader.read<std::int32_t>(what);
    if (count < 0 || static_cast<std::uint64_t>(count) * minEntryBytes > reader.remaining()) {
        reader.failAt(at, what,
                      "count " + std::to_string(count) + " does not fit in the " +
                          std::to_string(reader.remaining()) + " header bytes left");
    }
    return static_cast<std::uint32_t>(count);
}

std::string readString(Reader& reader, std::string_view what) {
    return std::string(reader.lengthPrefixedText(what));
}

ByteRange rangeFrom(std::uint64_t begin, const Reader& reader) {
    return {begin, reader.offset() - begin};
}

void readBitfields(Reader& reader, ColumnHeader& column) {
    const std::uint64_t begin = reader.offset();
    const std::uint32_t nameCount = readCount(reader, 4, "bitfield name count");
    for (std::uint32_t i = 0; i < nameCount; ++i) {
        column.bitfields.push_back({readString(reader, "bitfield name"), 0, 0});
    }
    const std::uint64_t sizesAt = reader.offset();
    const std::uint32_t sizeCount = readCount(reader, 4, "bitfield size count");
    if (sizeCount != nameCount) {
        reader.failAt(sizesAt, "bitfield size count",
                      std::to_string(sizeCount) + " sizes for " + std::to_string(nameCount) +
                          " bitfield names");
    }
    unsigned offset = 0;
    for (auto& field : column.bitfields) {
        const std::uint64_t at = reader.offset();
        const auto width = reader.read<std::int32_t>("bitfield size");
        if (width < 0 || width > 64 || offset + static_cast<unsigned>(width) > 64) {
            reader.failAt(at, "bitfield size",
                          "size " + std::to_string(width) + " does not fit in 64 bits");
        }
        field.width = static_cast<unsigned>(width);
        field.offset = offset;
        offset += field.width;
    }
    column.bitfieldsRange = rangeFrom(begin, reader);
}

void readStringTable(Reader& reader, ColumnHeader& column) {
    const std::uint64_t begin = reader.offset();
    // Each entry is a length-prefixed string, odc's (unused) count and the entry's index.
    const std::uint32_t count = readCount(reader, 12, "string count");
    column.strings.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
        StringEntry entry;
        const std::uint64_t entryBegin = reader.offset();
        entry.text = readString(reader, "string");
        entry.count = reader.read<std::int32_t>("string count");
        entry.index = reader.read<std::int32_t>("string index");
        entry.range = rangeFrom(entryBegin, reader);
        column.strings.push_back(std::move(entry));
    }
    column.stringTableRange = rangeFrom(begin, reader);
}

// Spec "Columns", as odc writes them: the bitfield names and sizes come between the type and
// the codec name (capi_bitfields).
ColumnHeader readColumn(Reader& reader) {
    ColumnHeader column;
    const std::uint64_t begin = reader.offset();
    column.name = readString(reader, "column name");
    column.type = reader.read<std::int32_t>("column type");
    if (column.type == bitfieldType) {
        readBitfields(reader, column);
    }
    column.codecNameRange.offset = reader.offset();
    column.codecText = readString(reader, "codec name");
    column.codecNameRange = rangeFrom(column.codecNameRange.offset, reader);
    const auto kind = codecKindFromName(column.codecText);
    if (!kind) {
        reader.failAt(column.codecNameRange.offset, "codec name",
                      "unknown codec \"" + column.codecText + "\"");
    }
    column.codec = *kind;
    const std::uint64_t dataBegin = reader.offset();
    column.hasMissing = reader.read<std::int32_t>("hasMissing");
    reader.require(24, "codec min, max and missing value");
    column.minRange = {reader.offset(), 8};
    const auto minBytes = reader.bytes(8, "codec min");
    std::memcpy(column.minBytes.data(), minBytes.data(), 8);
    column.min = loadAs<double>(minBytes.data(), reader.order());
    column.max = reader.read<double>("codec max");
    column.missingValue = reader.read<double>("codec missing value");
    if (codecHasStringTable(column.codec)) {
        readStringTable(reader, column);
    }
    column.codecDataRange = rangeFrom(dataBegin, reader);
    column.range = rangeFrom(begin, reader);
    return column;
}

// Parses the flags, properties and columns into `frame`; throws DecodeError at damage, with
// what was read before it kept.
void readVariableHeader(Reader& header, FrameHeader& frame) {
    std::uint64_t begin = header.offset();
    const std::uint32_t flagCount = readCount(header, 8, "flag count");
    for (std::uint32_t i = 0; i < flagCount; ++i) {
        frame.flags.push_back(header.read<double>("flag"));
    }
    frame.flagsRange = rangeFrom(begin, header);

    begin = header.offset();
    const std::uint32_t propertyCount = readCount(header, 8, "property count");
    for (std::uint32_t i = 0; i < propertyCount; ++i) {
        Property property;
        const std::uint64_t at = header.offset();
        property.key = readString(header, "property key");
        property.value = readString(header, "property value");
        property.range = rangeFrom(at, header);
        frame.properties.push_back(std::move(property));
    }
    frame.propertiesRange = rangeFrom(begin, header);

    begin = header.offset();
    // A column header takes at least 44 bytes: two empty strings, type, hasMissing, 3 doubles.
    const std::uint32_t columnCount = readCount(header, 44, "column count");
    frame.columnsRange = {begin, 0};
    for (std::uint32_t i = 0; i < columnCount; ++i) {
        frame.columns.push_back(readColumn(header));
    }
    frame.columnsRange = rangeFrom(begin, header);
}

FrameSchema schemaOf(const std::vector<ColumnHeader>& columns) {
    FrameSchema schema;
    schema.reserve(columns.size());
    for (const ColumnHeader& column : columns) {
        schema.push_back(
            {column.name, column.type, column.codec, column.codecText, column.bitfields});
    }
    return schema;
}

// The reader of the variable header, past the sizes.
Reader variableHeaderReader(const ByteSource& source, const Frame& frame) {
    const ByteRange after = {frame.sizesRange().end(),
                             frame.headerRange().end() - frame.sizesRange().end()};
    return Reader(source.view(after.offset, after.length), after.offset, frame.order);
}

std::string hexDigest(const std::array<std::uint8_t, 16>& digest) {
    return hexBytes(digest.data(), digest.size());
}

} // namespace

std::shared_ptr<const FrameSchema> FrameSchemas::intern(FrameSchema schema) {
    // Most files have one schema, a few several; a file whose schema changes at every frame
    // keeps the most recent ones only, rather than compare each frame with all before it.
    constexpr std::size_t kept = 16;
    for (std::size_t i = 0; i < m_known.size(); ++i) {
        if (*m_known[i] == schema) {
            std::rotate(m_known.begin(), m_known.begin() + static_cast<std::ptrdiff_t>(i),
                        m_known.begin() + static_cast<std::ptrdiff_t>(i) + 1);
            return m_known.front();
        }
    }
    m_known.insert(m_known.begin(), std::make_shared<const FrameSchema>(std::move(schema)));
    if (m_known.size() > kept) {
        m_known.pop_back();
    }
    return m_known.front();
}

FrameHeader readFrameHeader(const ByteSource& source, const Frame& frame) {
    FrameHeader header;
    Reader reader = variableHeaderReader(source, frame);
    try {
        readVariableHeader(reader, header);
    } catch (const DecodeError&) {
        // Said when the file opened (Frame::damage); the header as far as it parses.
    }
    return header;
}

FrameFields readFrameFields(const ByteSource& source, const Frame& frame) {
    FrameFields fields;
    // The versions follow the marker, magic and byte order flag (corpus README); readFrame read
    // them and the sizes, or there would be no frame.
    constexpr std::uint64_t versionsAt = 9;
    Reader fixed(source.view(frame.offset + versionsAt, 8), frame.offset + versionsAt, frame.order);
    const ByteRange sizesRange = frame.sizesRange();
    Reader sizes(source.view(sizesRange.offset, sizesRange.length), sizesRange.offset, frame.order);
    try {
        fields.versionMajor = fixed.read<std::int32_t>("version major");
        fields.versionMinor = fixed.read<std::int32_t>("version minor");
        fields.dataSize = sizes.read<std::uint64_t>("data size");
        fields.prevFrameOffset = sizes.read<std::uint64_t>("previous frame offset");
    } catch (const DecodeError&) {
        // A file changed since it was opened: the fields read so far.
    }
    return fields;
}

std::string storedMd5(const ByteSource& source, const Frame& frame) {
    const ByteRange range = frame.md5Range();
    Reader reader(source.view(range.offset, range.length), range.offset, frame.order);
    return std::string(reader.lengthPrefixedText("md5"));
}

std::string computedMd5(const ByteSource& source, const Frame& frame) {
    const ByteRange header = frame.headerRange();
    return hexDigest(md5(source.view(header.offset, header.length)));
}

bool readFrame(const ByteSource& source, std::uint64_t offset, std::size_t index,
               FrameSchemas& schemas, Frames& frames, std::vector<Diagnostic>& diagnostics) {
    Frame frame;
    frame.index = index;
    frame.offset = offset;
    const std::string path = topLevelPath(frameLabel(index));
    Reader reader(source.view(offset, source.size() - offset), offset, Endian::Little);
    try {
        const auto marker = reader.le<std::uint16_t>("frame marker");
        const auto magic = reader.text(3, "frame magic");
        if (marker != frameMarker || magic != frameMagic) {
            reader.failAt(offset, "frame marker", "no 0xFFFF \"ODA\" frame marker here");
        }
        const std::uint64_t orderAt = reader.offset();
        const auto orderFlag = reader.le<std::uint32_t>("byte order flag");
        if (orderFlag == 1) {
            frame.order = Endian::Little;
        } else if (orderFlag == 0x01000000u) {
            frame.order = Endian::Big;
        } else {
            reader.failAt(orderAt, "byte order flag",
                          "is " + std::to_string(orderFlag) + ", neither 1 nor 0x01000000");
        }
        reader.setOrder(frame.order);
        reader.read<std::int32_t>("version major");
        reader.read<std::int32_t>("version minor");
        const std::uint64_t md5At = reader.offset();
        reader.lengthPrefixedText("md5");
        frame.md5FieldLength = static_cast<std::uint32_t>(reader.offset() - md5At);
        frame.headerLength = reader.read<std::uint32_t>("header length");
        Reader header = reader.sub(frame.headerLength, "frame header");
        // The md5 covers the header bytes, not the rows (corpus README); checked by
        // checkFrameMd5s, the frames' together, on every core.
        const auto dataSize = header.read<std::uint64_t>("data size");
        header.read<std::uint64_t>("previous frame offset");
        frame.rows = header.read<std::uint64_t>("row count");
        const std::uint64_t dataOffset = frame.headerRange().end();
        const std::uint64_t available = source.size() - dataOffset;
        frame.truncated = dataSize > available;
        frame.dataLength = frame.truncated ? available : dataSize;
        // ODB-2 has no index: the next frame's header is fetched while this one's columns are
        // parsed (a cold file's reads overlap; it is likely the size of this one's). Behind
        // rows of less than a window it is in the pages read now anyway.
        constexpr std::uint64_t window = 64 * 1024;
        if (!frame.truncated && frame.dataLength >= window) {
            source.prefetch(frame.data().end(), dataOffset - offset);
        }
        if (frame.truncated) {
            diagnostics.push_back({Severity::Error, dataOffset, path,
                                   "truncated frame: " + std::to_string(dataSize) +
                                       " bytes of rows, " + std::to_string(available) +
                                       " left in the file"});
        }
        try {
            FrameHeader parsed;
            readVariableHeader(header, parsed);
            frame.schema = schemas.intern(schemaOf(parsed.columns));
            if (!header.atEnd()) {
                diagnostics.push_back(
                    {Severity::Warning, header.offset(), path,
                     std::to_string(header.remaining()) + " header bytes after the last column"});
            }
        } catch (const DecodeError& error) {
            auto damage = std::make_shared<FrameDamage>();
            damage->header = error.what();
            damage->headerOffset = error.offset();
            frame.damage = std::move(damage);
            diagnostics.push_back(
                {Severity::Error, error.offset(), path + " / header", error.what()});
        }
    } catch (const DecodeError& error) {
        diagnostics.push_back({Severity::Error, error.offset(), path, error.what()});
        return false;
    }
    frames.push_back(std::move(frame));
    return true;
}

void checkFrameMd5s(const ByteSource& source, Frames& frames, const RunList<std::size_t>& md5Places,
                    std::vector<Diagnostic>& diagnostics) {
    constexpr std::size_t framesPerTask = 64;
    // Tasks in flight at most: a task for each 64 of 300,000 frames was most of opening's memory.
    constexpr std::size_t tasksInFlight = 32;
    WorkerPool& pool = WorkerPool::shared();
    std::deque<PooledTask<std::vector<std::size_t>>> tasks;
    // Marked once every task is done: the tasks read the frames the marks change.
    std::vector<std::size_t> mismatches;
    std::size_t released = 0; // the frames whose header pages went
    const auto finishFirstTask = [&] {
        const std::vector<std::size_t> found = tasks.front().get();
        tasks.pop_front();
        mismatches.insert(mismatches.end(), found.begin(), found.end());
        // The headers were read again: their pages go as readFileLayout's did, in order so that
        // the releases join into batches (a file of 300,000 small frames stayed resident whole).
        const std::size_t end = std::min(frames.size(), released + framesPerTask);
        const Frame first = frames[released];
        const Frame last = frames[end - 1];
        source.releasePages(first.offset, last.headerRange().end() - first.offset);
        released = end;
    };
    for (std::size_t first = 0; first < frames.size(); first += framesPerTask) {
        const std::size_t end = std::min(frames.size(), first + framesPerTask);
        if (tasks.size() == tasksInFlight) {
            finishFirstTask();
        }
        tasks.push_back(pool.submit([&source, &frames, first, end] {
            std::vector<std::size_t> found;
            for (std::size_t f = first; f < end; ++f) {
                const Frame frame = frames[f];
                if (storedMd5(source, frame) != computedMd5(source, frame)) {
                    found.push_back(f);
                }
            }
            return found;
        }));
    }
    while (!tasks.empty()) {
        finishFirstTask();
    }
    for (const std::size_t f : mismatches) {
        frames.damageToSay(f).md5Mismatch = true;
    }
    // Each mismatch said where readFrame would have said it, the last first so that the places
    // of the others stay where they are.
    for (auto f = mismatches.rbegin(); f != mismatches.rend(); ++f) {
        const Frame frame = frames[*f];
        const auto at = diagnostics.begin() + static_cast<std::ptrdiff_t>(md5Places[*f]);
        diagnostics.insert(at, {Severity::Error, frame.md5Range().offset,
                                topLevelPath(frameLabel(frame.index)),
                                "md5 " + storedMd5(source, frame) + " does not match the header (" +
                                    computedMd5(source, frame) + ")"});
    }
}

std::string columnLabel(const ColumnHeader& column, std::size_t index) {
    return "column " + std::to_string(index) + " \"" + column.name + "\"";
}

std::string_view columnTypeName(std::int32_t type) {
    switch (type) {
    case ignoreType:
        return "IGNORE";
    case integerType:
        return "INTEGER";
    case realType:
        return "REAL";
    case stringType:
        return "STRING";
    case bitfieldType:
        return "BITFIELD";
    case doubleType:
        return "DOUBLE";
    default:
        return "UNKNOWN";
    }
}

std::vector<std::string> stringsByIndex(const ColumnHeader& column) {
    std::vector<std::string> table(column.strings.size());
    for (const auto& entry : column.strings) {
        if (entry.index >= 0 && static_cast<std::size_t>(entry.index) < table.size()) {
            table[static_cast<std::size_t>(entry.index)] = entry.text;
        }
    }
    return table;
}

} // namespace strata::odb2
