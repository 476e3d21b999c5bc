#pragma once

#include "core/labels.h"
#include "core/run_list.h"
#include "formats/odb2/codec.h"
#include "strata/byte_range.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"
#include "strata/endian.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
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
    bool operator==(const BitfieldDef&) const = default;
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

// What a frame's rows hold, column by column: the names, types and codecs its header gives
// (not the codecs' data, which differs from frame to frame). Frames that agree share one
// (FrameSchemas), so that a file of 100,000 frames keeps a few, not 100,000 copies.
struct SchemaColumn {
    std::string name;
    std::int32_t type = 0;
    CodecKind codec = CodecKind::Constant;
    std::string codecText;
    std::vector<BitfieldDef> bitfields;
    bool operator==(const SchemaColumn&) const = default;
};
using FrameSchema = std::vector<SchemaColumn>;

class FrameSchemas {
public:
    // The schema equal to `schema` met before, or `schema` itself from now on.
    std::shared_ptr<const FrameSchema> intern(FrameSchema schema);

private:
    std::vector<std::shared_ptr<const FrameSchema>> m_known; // the last one met first
};

// The variable header past the sizes (corpus README: flags, properties, then the columns with
// their codecs' data: min, max, missing value, string tables). A frame's is parsed when its file
// opens and again when its node is expanded or its rows are decoded (readFrameHeader): keeping
// it for every frame cost about a kilobyte a frame.
struct FrameHeader {
    std::vector<double> flags;
    ByteRange flagsRange;
    std::vector<Property> properties;
    ByteRange propertiesRange;
    std::vector<ColumnHeader> columns; // as far as they parse
    ByteRange columnsRange;            // offset 0: the columns were not reached
};

// What is wrong with a frame, where something is: few frames have it, so it is held apart.
struct FrameDamage {
    std::string header; // why the header could not be parsed, when it could not
    std::uint64_t headerOffset = 0;
    // Of a truncated frame: the whole rows its bytes hold, and where they end; the rows past
    // them are not in the file (Odb2Format::open).
    std::optional<std::uint64_t> rowsHeld;
    std::uint64_t rowsHeldEnd = 0;
    bool md5Mismatch = false; // the stored md5 is not the header's (checkFrameMd5s)
};

// One frame: the fixed header, the sizes at the start of the variable header and the row
// bytes, with the schema its columns make; what else its header holds is read again when asked
// for (FrameHeader). Its ranges follow from the lengths it keeps. Frames keeps them packed and
// hands each out as one of these.
struct Frame {
    // The frame's number in the file, counting the places where a frame was expected but none
    // could be read (their bytes are skipped): "frame 3" in diagnostics, tree and tables alike.
    std::size_t index = 0;
    std::uint64_t offset = 0;
    std::uint64_t rows = 0;
    std::uint64_t dataLength = 0; // the row bytes the file holds, its data size at most
    // The columns' names, types and codecs; null when the header's columns could not be read.
    std::shared_ptr<const FrameSchema> schema;
    std::shared_ptr<const FrameDamage> damage; // null for a sound frame
    std::uint32_t md5FieldLength = 0;          // the md5's length field and text
    std::uint32_t headerLength = 0;
    Endian order = Endian::Little;
    bool md5Ok = false; // the stored md5 is the header's (storedMd5, computedMd5)
    bool truncated = false;

    // The marker, magic, byte order flag and versions before the md5 (corpus README).
    static constexpr std::uint64_t markerToVersions = 17;
    ByteRange md5Range() const { return {offset + markerToVersions, md5FieldLength}; }
    // Marker .. header length field.
    ByteRange fixedRange() const { return {offset, markerToVersions + md5FieldLength + 4}; }
    ByteRange headerRange() const { return {fixedRange().end(), headerLength}; } // md5'd
    // Data size, previous frame offset, row count.
    ByteRange sizesRange() const { return {headerRange().offset, 24}; }
    ByteRange data() const { return {headerRange().end(), dataLength}; }
    ByteRange range() const { return {offset, data().end() - offset}; }

    bool md5Matches() const { return md5Ok; }
    bool decodable() const { return schema != nullptr; }
    std::size_t columnCount() const { return schema != nullptr ? schema->size() : 0; }
};

class Frames;

// Reads the frame whose marker should be at `offset` (its number `index`) and appends it to
// `frames`; returns false when no frame can be read there. Problems after the sizes are known
// are recorded in the frame and in `diagnostics`, but for its md5: checkFrameMd5s checks the
// frames' md5s together once they are read.
bool readFrame(const ByteSource& source, std::uint64_t offset, std::size_t index,
               FrameSchemas& schemas, Frames& frames, std::vector<Diagnostic>& diagnostics);

// Marks each frame whose header's md5 is not the stored one, the frames on every core (one after
// the other they were a quarter of opening), and says each mismatch in `diagnostics` at the place
// `md5Places` gives for its frame (where the open's diagnostics stood when readFrame read it).
void checkFrameMd5s(const ByteSource& source, Frames& frames, const RunList<std::size_t>& md5Places,
                    std::vector<Diagnostic>& diagnostics);

// What a frame's fixed header and sizes say that no Frame keeps, read again from the file when
// its node is shown.
struct FrameFields {
    std::int32_t versionMajor = 0;
    std::int32_t versionMinor = 0;
    std::uint64_t dataSize = 0;
    std::uint64_t prevFrameOffset = 0;
};
FrameFields readFrameFields(const ByteSource& source, const Frame& frame);

// The variable header of a frame readFrame read, parsed again from the file, as far as it
// parses (a damaged one stops where its damage is: Frame::headerDamage says where).
FrameHeader readFrameHeader(const ByteSource& source, const Frame& frame);

// The md5 the fixed header stores, and the one its header bytes hash to.
std::string storedMd5(const ByteSource& source, const Frame& frame);
std::string computedMd5(const ByteSource& source, const Frame& frame);

std::string columnLabel(const ColumnHeader& column, std::size_t index);
std::string_view columnTypeName(std::int32_t type);

// The string table in index order, as row values look strings up.
std::vector<std::string> stringsByIndex(const ColumnHeader& column);

} // namespace strata::odb2
