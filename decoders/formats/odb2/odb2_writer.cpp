#include "strata/odb2_writer.h"

#include "core/byte_writer.h"
#include "core/digest.h"
#include "formats/odb2/codec.h"
#include "formats/odb2/frame_header.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <unordered_map>

namespace strata::odb2 {
namespace {

// odc's missing values (spec "Missing Values"), and the others a column takes when a value of
// its own is one of them.
constexpr double integerMissingCandidates[] = {2147483647.0, -2147483648.0, 2147483646.0,
                                               -2147483647.0};
constexpr double realMissingCandidates[] = {-2147483647.0, -2147483648.0, 2147483647.0, -1.0e300};
// Integers up to this size are exact in a double, which the offset codecs and long_real use.
constexpr double exactInDouble = 9007199254740992.0; // 2^53
// Distinct strings one frame can hold (int16_string's index).
constexpr std::uint64_t maxFrameStrings = 65536;

ColumnType columnTypeOf(const Column& column) {
    switch (column.type) {
    case LogicalType::Int64:
    case LogicalType::UInt64:
        return integerType;
    case LogicalType::Float32:
        return realType;
    case LogicalType::Float64:
        return doubleType;
    case LogicalType::String:
        return stringType;
    case LogicalType::Bitfield:
        return bitfieldType;
    }
    return doubleType;
}

void putString(ByteWriter& out, std::string_view text) {
    out.put(static_cast<std::uint32_t>(text.size()));
    out.putText(text);
}

std::string hexText(const std::array<std::uint8_t, 16>& digest) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string text;
    for (const std::uint8_t byte : digest) {
        text += digits[byte >> 4];
        text += digits[byte & 15];
    }
    return text;
}

// The first candidate no value of `values` equals.
template <typename Values>
double unusedMissing(std::span<const double> candidates, const Values& values,
                     const std::vector<std::uint8_t>& missing) {
    for (const double candidate : candidates) {
        bool used = false;
        for (std::size_t i = 0; i < values.size() && !used; ++i) {
            used = !missing[i] && static_cast<double>(values[i]) == candidate;
        }
        if (!used) {
            return candidate;
        }
    }
    return std::numeric_limits<double>::quiet_NaN(); // never equal: no missing value then
}

} // namespace

// One column's cells of the rows held for the next frame, and how the frame encodes them.
struct Odb2Writer::ColumnRows {
    RecordCell cell = RecordCell::Float64;
    std::vector<std::int64_t> integers; // Int64 cells, and UInt64 ones up to INT64_MAX
    std::vector<double> reals;          // Float32 and Float64 cells; UInt64 ones past INT64_MAX
    std::vector<std::string> strings;
    std::vector<std::uint8_t> missing; // a byte a row: vector<bool>'s bit access cost a tenth
    bool realValued = false; // an unsigned column with a value past INT64_MAX: kept as reals

    // The frame's codec and its header fields.
    CodecKind codec = CodecKind::Constant;
    bool hasMissing = false;
    double min = 0;
    double max = 0;
    double missingValue = 0;
    std::array<std::byte, 8> constantBytes{}; // constant_string's characters
    std::vector<std::string> table;           // the string table, by index
    std::vector<std::uint32_t> stringIndex;   // each row's index into it
    std::vector<std::int32_t> tableCounts;

    std::size_t rows() const { return missing.size(); }

    void add(std::string_view bytes) {
        const auto* data = reinterpret_cast<const std::byte*>(bytes.data());
        switch (cell) {
        case RecordCell::Int64: {
            const auto value = loadLE<std::int64_t>(data);
            missing.push_back(value == missingSignedFill);
            integers.push_back(value);
            return;
        }
        case RecordCell::UInt64: {
            const auto value = loadLE<std::uint64_t>(data);
            missing.push_back(value == missingUnsignedFill);
            if (value > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) &&
                value != missingUnsignedFill && !realValued) {
                realValued = true;
                reals.assign(integers.begin(), integers.end());
                integers.clear();
            }
            if (realValued) {
                reals.push_back(static_cast<double>(value));
            } else {
                integers.push_back(static_cast<std::int64_t>(value));
            }
            return;
        }
        case RecordCell::Float32: {
            const auto bits = loadLE<std::uint32_t>(data);
            missing.push_back(bits == missingFloatBits);
            reals.push_back(static_cast<double>(std::bit_cast<float>(bits)));
            return;
        }
        case RecordCell::Float64: {
            const auto bits = loadLE<std::uint64_t>(data);
            missing.push_back(bits == missingDoubleBits);
            reals.push_back(std::bit_cast<double>(bits));
            return;
        }
        case RecordCell::String:
            // ODB-2 strings end at their first NUL (odc reads them so) and are never missing.
            missing.push_back(false);
            strings.emplace_back(bytes.substr(0, std::min(bytes.size(), bytes.find('\0'))));
            return;
        }
    }

    void clear() {
        realValued = false;
        integers.clear();
        reals.clear();
        strings.clear();
        missing.clear();
        table.clear();
        stringIndex.clear();
        tableCounts.clear();
    }

    // Cells [first, first + count) of a segment's column; `characters` is where the strings of
    // the ones before `first` end.
    void addCells(const SegmentColumn& column, std::uint64_t first, std::uint64_t count,
                  std::size_t& characters) {
        if (const auto width = recordCellWidth(cell)) {
            for (std::uint64_t i = first; i < first + count; ++i) {
                add(column.values.substr(i * *width, *width));
            }
            return;
        }
        for (std::uint64_t i = first; i < first + count; ++i) {
            const std::uint32_t length = column.textLength(i);
            add(column.characters.substr(characters, length));
            characters += length;
        }
    }

    // The codec for the frame, and the type the frame gives the column: odc's integers are 32
    // bits, so integers only long_real holds are written as DOUBLE.
    ColumnType chooseCodec(ColumnType type) {
        hasMissing = std::find(missing.begin(), missing.end(), 1) != missing.end();
        if (cell == RecordCell::String) {
            chooseStringCodec();
            return type;
        }
        if (cell == RecordCell::Float32 || cell == RecordCell::Float64 || realValued) {
            chooseRealCodec(type);
            return realValued ? doubleType : type;
        }
        chooseIntegerCodec();
        return codec == CodecKind::LongReal ? doubleType : type;
    }

    void chooseIntegerCodec() {
        missingValue = unusedMissing(integerMissingCandidates, integers, missing);
        bool any = false;
        std::int64_t low = 0;
        std::int64_t high = 0;
        for (std::size_t i = 0; i < integers.size(); ++i) {
            if (!missing[i]) {
                low = any ? std::min(low, integers[i]) : integers[i];
                high = any ? std::max(high, integers[i]) : integers[i];
                any = true;
            }
        }
        min = any ? static_cast<double>(low) : missingValue;
        max = any ? static_cast<double>(high) : missingValue;
        const bool exact = std::abs(min) <= exactInDouble && std::abs(max) <= exactInDouble;
        if (!any || (low == high && !hasMissing && exact)) {
            codec = CodecKind::Constant;
            return;
        }
        // The offset codecs store value - min; their missing code is the top value.
        const auto range = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
        if (exact && range <= (hasMissing ? 254u : 255u)) {
            codec = hasMissing ? CodecKind::Int8Missing : CodecKind::Int8;
            return;
        }
        if (exact && range <= (hasMissing ? 65534u : 65535u)) {
            codec = hasMissing ? CodecKind::Int16Missing : CodecKind::Int16;
            return;
        }
        const auto fitsInt32 = [](double value) {
            return value >= std::numeric_limits<std::int32_t>::min() &&
                   value <= std::numeric_limits<std::int32_t>::max();
        };
        if (fitsInt32(min) && fitsInt32(max) && (!hasMissing || fitsInt32(missingValue))) {
            codec = CodecKind::Int32;
            return;
        }
        // A DOUBLE column then (chooseCodec): a real's missing value.
        codec = CodecKind::LongReal;
        missingValue = unusedMissing(realMissingCandidates, integers, missing);
    }

    void chooseRealCodec(ColumnType type) {
        const std::vector<double>& values = reals;
        missingValue = unusedMissing(realMissingCandidates, values, missing);
        bool any = false;
        bool nan = false; // a NaN of the data: stored as it is, so no constant codec
        bool lowestFloat = false;
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (missing[i]) {
                continue;
            }
            if (std::isnan(values[i])) {
                nan = true;
                continue;
            }
            min = any ? std::min(min, values[i]) : values[i];
            max = any ? std::max(max, values[i]) : values[i];
            any = true;
            lowestFloat = lowestFloat || static_cast<float>(values[i]) ==
                                             std::bit_cast<float>(shortReal2MissingBits);
        }
        if (!any && !nan) {
            min = max = missingValue;
            codec = CodecKind::Constant;
        } else if (!nan && min == max) {
            codec = hasMissing ? CodecKind::RealConstantOrMissing : CodecKind::Constant;
        } else {
            codec = type == realType && !lowestFloat ? CodecKind::ShortReal2 : CodecKind::LongReal;
        }
    }

    void chooseStringCodec() {
        missingValue = realMissingCandidates[0];
        min = max = 0;
        std::unordered_map<std::string_view, std::uint32_t> indexes;
        bool short8 = true;
        for (const std::string& text : strings) {
            const auto [place, added] =
                indexes.try_emplace(text, static_cast<std::uint32_t>(table.size()));
            if (added) {
                table.push_back(text);
                tableCounts.push_back(0);
            }
            ++tableCounts[place->second];
            stringIndex.push_back(place->second);
            short8 = short8 && text.size() <= 8;
        }
        if (table.size() == 1 && short8) {
            codec = CodecKind::ConstantString;
            std::memcpy(constantBytes.data(), table[0].data(), table[0].size());
        } else if (table.size() <= 255) {
            codec = CodecKind::Int8String;
        } else if (table.size() <= maxFrameStrings) {
            codec = CodecKind::Int16String;
        } else {
            codec = CodecKind::Chars; // rowsPerFrame keeps a frame within int16_string
        }
    }

    // Whether row `row` stores the same value as the row before it.
    bool sameAsBefore(std::size_t row) const {
        if (codec == CodecKind::Constant || codec == CodecKind::ConstantString) {
            return true;
        }
        if (missing[row] != missing[row - 1]) {
            return false;
        }
        if (missing[row]) {
            return true;
        }
        if (cell == RecordCell::String) {
            return stringIndex[row] == stringIndex[row - 1];
        }
        if (!integers.empty()) {
            return integers[row] == integers[row - 1];
        }
        return std::bit_cast<std::uint64_t>(reals[row]) ==
               std::bit_cast<std::uint64_t>(reals[row - 1]);
    }

    double realAt(std::size_t row) const {
        return integers.empty() ? reals[row] : static_cast<double>(integers[row]);
    }

    void writeValue(ByteWriter& out, std::size_t row) const {
        switch (codec) {
        case CodecKind::Constant:
        case CodecKind::ConstantString:
            return;
        case CodecKind::ConstantOrMissing:
        case CodecKind::RealConstantOrMissing:
        case CodecKind::Int8:
        case CodecKind::Int8Missing:
            out.put(static_cast<std::uint8_t>(missing[row] ? 0xFF : realAt(row) - min));
            return;
        case CodecKind::Int16:
        case CodecKind::Int16Missing:
            out.put(static_cast<std::uint16_t>(missing[row] ? 0xFFFF : realAt(row) - min));
            return;
        case CodecKind::Int32:
            out.put(static_cast<std::int32_t>(missing[row] ? missingValue : realAt(row)));
            return;
        case CodecKind::ShortReal:
        case CodecKind::ShortReal2:
            out.put(missing[row] ? shortReal2MissingBits
                                 : std::bit_cast<std::uint32_t>(static_cast<float>(realAt(row))));
            return;
        case CodecKind::LongReal:
            out.put(missing[row] ? missingValue : realAt(row));
            return;
        case CodecKind::Int8String:
            out.put(static_cast<std::uint8_t>(stringIndex[row]));
            return;
        case CodecKind::Int16String:
            out.put(static_cast<std::uint16_t>(stringIndex[row]));
            return;
        case CodecKind::Chars: {
            std::array<char, 8> characters{};
            const std::string& text = strings[row];
            std::memcpy(characters.data(), text.data(), std::min<std::size_t>(text.size(), 8));
            out.putText({characters.data(), characters.size()});
            return;
        }
        }
    }

    // The column's description in the frame header (docs/formats/odb2.md "Columns").
    void writeHeader(ByteWriter& out, const Column& column, ColumnType type) const {
        putString(out, column.name);
        out.put(static_cast<std::int32_t>(type));
        if (type == bitfieldType) {
            out.put(static_cast<std::int32_t>(column.bitfields.size()));
            for (const BitfieldMember& member : column.bitfields) {
                putString(out, member.name);
            }
            out.put(static_cast<std::int32_t>(column.bitfields.size()));
            for (const BitfieldMember& member : column.bitfields) {
                out.put(static_cast<std::int32_t>(member.width));
            }
        }
        putString(out, codecName(codec));
        out.put(static_cast<std::int32_t>(hasMissing ? 1 : 0));
        if (codec == CodecKind::ConstantString) {
            out.putBytes(constantBytes); // string order in either byte order
        } else {
            out.put(min);
        }
        out.put(codec == CodecKind::ConstantString ? missingValue : max);
        out.put(missingValue);
        if (codecHasStringTable(codec)) {
            const bool listed = codec != CodecKind::Chars; // chars writes an empty table
            out.put(static_cast<std::int32_t>(listed ? table.size() : 0));
            for (std::size_t i = 0; listed && i < table.size(); ++i) {
                putString(out, table[i]);
                out.put(tableCounts[i]);
                out.put(static_cast<std::int32_t>(i));
            }
        }
    }
};

Odb2Writer::Odb2Writer(std::vector<Column> columns, Output output, Odb2WriterOptions options)
    : m_columns(std::move(columns))
    , m_output(std::move(output))
    , m_options(std::move(options)) {
    m_options.rowsPerFrame = std::clamp<std::uint64_t>(m_options.rowsPerFrame, 1, maxFrameStrings);
    for (const Column& column : m_columns) {
        auto rows = std::make_unique<ColumnRows>();
        rows->cell = recordCellOf(column.type);
        m_cells.push_back(rows->cell);
        m_rows.push_back(std::move(rows));
    }
}

Odb2Writer::~Odb2Writer() = default;

bool Odb2Writer::append(std::string_view segments) {
    return walkColumnSegments(
        segments, m_cells, [this](std::uint64_t rows, std::span<const SegmentColumn> columns) {
            std::vector<std::size_t> characters(columns.size(), 0);
            for (std::uint64_t taken = 0; taken < rows;) {
                const std::uint64_t count =
                    std::min(rows - taken, m_options.rowsPerFrame - m_heldRows);
                for (std::size_t c = 0; c < columns.size(); ++c) {
                    m_rows[c]->addCells(columns[c], taken, count, characters[c]);
                }
                taken += count;
                m_heldRows += count;
                if (m_heldRows == m_options.rowsPerFrame) {
                    writeFrame();
                }
            }
        });
}

void Odb2Writer::finish() {
    if (m_heldRows > 0 || m_frames == 0) {
        writeFrame();
    }
}

void Odb2Writer::writeFrame() {
    m_output(encodeFrame());
    ++m_frames;
    m_heldRows = 0;
    for (const auto& column : m_rows) {
        column->clear();
    }
}

std::vector<std::byte> Odb2Writer::encodeFrame() {
    const std::uint64_t rowCount = m_heldRows;
    const std::size_t columnCount = m_columns.size();
    std::vector<ColumnType> types;
    for (std::size_t c = 0; c < columnCount; ++c) {
        types.push_back(m_rows[c]->chooseCodec(columnTypeOf(m_columns[c])));
    }
    // Rows: a big-endian marker, the first column that differs from the row before, then the
    // values from it on (docs/formats/odb2.md "Rows"); the first row stores every column.
    ByteWriter rows;
    rows.reserve(rowCount * 2 + rowCount * columnCount * sizeof(double));
    for (std::size_t row = 0; row < rowCount; ++row) {
        std::size_t first = 0;
        if (row > 0) {
            while (first < columnCount && m_rows[first]->sameAsBefore(row)) {
                ++first;
            }
        }
        rows.putAs(static_cast<std::uint16_t>(first), Endian::Big);
        for (std::size_t c = first; c < columnCount; ++c) {
            m_rows[c]->writeValue(rows, row);
        }
    }
    ByteWriter header;
    header.put(static_cast<std::uint64_t>(rows.size()));
    header.put(std::uint64_t{0}); // prevFrameOffset, always 0
    header.put(static_cast<std::uint64_t>(rowCount));
    header.put(std::int32_t{0}); // no flags
    header.put(static_cast<std::int32_t>(m_options.properties.size()));
    for (const auto& [key, value] : m_options.properties) {
        putString(header, key);
        putString(header, value);
    }
    header.put(static_cast<std::int32_t>(columnCount));
    for (std::size_t c = 0; c < columnCount; ++c) {
        m_rows[c]->writeHeader(header, m_columns[c], types[c]);
    }
    ByteWriter frame;
    frame.put(std::uint16_t{0xFFFF});
    frame.putText("ODA");
    frame.put(std::uint32_t{1}); // this frame's byte order: little-endian
    frame.put(std::int32_t{0});
    frame.put(std::int32_t{5});
    putString(frame, hexText(md5(header.bytes()))); // of the header, as odc computes it
    frame.put(static_cast<std::uint32_t>(header.size()));
    frame.putBytes(header.bytes());
    frame.putBytes(rows.bytes());
    return frame.take();
}

} // namespace strata::odb2
