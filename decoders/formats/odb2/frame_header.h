#pragma once

#include "core/labels.h"
#include "formats/odb2/codec.h"
#include "strata/byte_range.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"
#include "strata/endian.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace strata::odb2 {

// Column types (spec "Column Type").
enum ColumnType : std::int32_t {
    ignoreType = 0,
    integerType = 1,
    realType = 2,
    stringType = 3,
    bitfieldType = 4,
    doubleType = 5,
};

struct BitfieldDef {
    std::string name;
    unsigned width = 0;
    unsigned offset = 0; // bits below this field
};

// One entry of an int8_string / int16_string table: the string, odc's unused count and the
// index row values refer to.
struct StringEntry {
    ByteRange range;
    std::string text;
    std::int32_t count = 0;
    std::int32_t index = 0;
};

struct ColumnHeader {
    ByteRange range;
    std::string name;
    std::int32_t type = 0;
    std::string codecText;
    ByteRange codecNameRange;
    CodecKind codec = CodecKind::Constant;
    std::vector<BitfieldDef> bitfields;
    ByteRange bitfieldsRange;
    ByteRange codecDataRange;
    std::int32_t hasMissing = 0;
    double min = 0;
    double max = 0;
    double missingValue = 0;
    // constant_string keeps its 8 characters in the min field, in string order in either
    // byte order (corpus README, quirk_pyodc_bigendian_constant_string).
    std::array<std::byte, 8> minBytes{};
    ByteRange minRange; // the min field: a constant codec's value
    ByteRange stringTableRange;
    std::vector<StringEntry> strings; // in file order
};

struct Property {
    ByteRange range;
    std::string key;
    std::string value;
};

// One frame: the fixed header, the variable header (corpus README: it starts with data size,
// previous frame offset and row count, then flags, properties and columns) and the row bytes.
struct Frame {
    // The frame's number in the file, counting the places where a frame was expected but none
    // could be read (their bytes are skipped): "frame 3" in diagnostics, tree and tables alike.
    std::size_t index = 0;
    std::uint64_t offset = 0;
    Endian order = Endian::Little;
    std::int32_t versionMajor = 0;
    std::int32_t versionMinor = 0;
    std::string md5;
    std::string computedMd5;
    ByteRange fixedRange; // marker .. header length field
    ByteRange md5Range;
    std::uint32_t headerLength = 0;
    ByteRange headerRange; // the bytes the md5 covers
    std::uint64_t dataSize = 0;
    std::uint64_t prevFrameOffset = 0;
    std::uint64_t rows = 0;
    ByteRange sizesRange; // data size, previous frame offset, row count
    std::vector<double> flags;
    ByteRange flagsRange;
    std::vector<Property> properties;
    ByteRange propertiesRange;
    std::vector<ColumnHeader> columns;
    ByteRange columnsRange;
    bool columnsValid = false; // every column header parsed
    std::string headerDamage;  // why the header could not be parsed, when it could not
    std::uint64_t headerDamageOffset = 0;
    ByteRange data; // the row bytes, clipped to the file
    bool truncated = false;
    // Of a truncated frame: the whole rows its bytes hold, and where they end; the rows past
    // them are not in the file (Odb2Format::open).
    std::optional<std::uint64_t> rowsHeld;
    std::uint64_t rowsHeldEnd = 0;

    bool md5Matches() const { return md5 == computedMd5; }
    bool decodable() const { return columnsValid; }
    ByteRange range() const { return {offset, data.end() - offset}; }
};

// Reads the frame whose marker should be at `offset` (its number `index`) and appends it to
// `frames`; returns false when no frame can be read there. Problems after the sizes are known
// are recorded in the frame and in `diagnostics`.
bool readFrame(const ByteSource& source, std::uint64_t offset, std::size_t index,
               std::vector<Frame>& frames, std::vector<Diagnostic>& diagnostics);

std::string columnLabel(const ColumnHeader& column, std::size_t index);
std::string_view columnTypeName(std::int32_t type);

// The string table in index order, as row values look strings up.
std::vector<std::string> stringsByIndex(const ColumnHeader& column);

} // namespace strata::odb2
