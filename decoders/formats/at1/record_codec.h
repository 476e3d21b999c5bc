#pragma once

#include "formats/at1/codec_streams.h"
#include "strata/table.h"

#include <optional>
#include <string_view>
#include <vector>

namespace strata::at1 {

// A column of records as a codec fills it. For one row asked about (RecordTable::cellRange) it
// keeps the text its cell was appended from: when that text is a view into a decoded stream (a
// log's variable, an ssh field, a json string on the tape), CodecStreams::locate finds where it
// lies there. Cells appended as numbers or built from several places keep nothing and select
// their block.
class RecordColumn : public ColumnData {
public:
    using ColumnData::ColumnData;

    void appendString(std::string_view value) {
        if (m_noteRow && size() == *m_noteRow) {
            m_noted = value;
        }
        ColumnData::appendString(value);
    }
    // A cell shown as other text than the bytes it was read from (a number printed anew).
    void appendString(std::string_view value, std::string_view from) {
        noteSource(from);
        ColumnData::appendString(value);
    }
    // Before appending a cell read as a number (or text changed on the way), the text it was
    // read from (a varint's bytes: StreamCursor::since).
    void noteSource(std::string_view from) {
        if (m_noteRow && size() == *m_noteRow) {
            m_noted = from;
        }
    }
    // Before appending a cell whose bytes lie in another layer of a stream's node than its
    // decoded bytes (an embed element in `elements`): the stream, the layer's name, the range.
    struct Place {
        std::string_view stream;
        std::string_view layer;
        ByteRange range;
    };
    void notePlace(std::string_view stream, std::string_view layer, ByteRange range) {
        if (m_noteRow && size() == *m_noteRow) {
            m_place = Place{stream, layer, range};
        }
    }
    void noteRow(std::uint64_t row) { m_noteRow = row; }
    std::optional<std::string_view> noted() const { return m_noted; }
    const std::optional<Place>& place() const { return m_place; }

private:
    std::optional<std::uint64_t> m_noteRow;
    std::optional<std::string_view> m_noted;
    std::optional<Place> m_place;
};

// What a codec whose sections decode to records (a log's lines, ...) gives the table: the rows
// one section holds and its columns, read from its small streams when the file opens, and the
// records themselves when a block is read. Sections may differ in their columns (a log's
// templates have more or fewer variables, a json frame has its own columns): the table has every
// name any section has, and a section's column joins the table's of the same name.
class RecordCodec {
public:
    virtual ~RecordCodec() = default;

    virtual std::string tableName() const = 0;
    virtual std::uint64_t rowCount(CodecStreams& streams) const = 0;
    virtual std::vector<Column> columns(CodecStreams& streams) const = 0;
    // Appends every record of the section to `out`, the section's columns in the table's types
    // (a column another section widens to Float64 or String has that type here); cells a record
    // lacks are missing. Throws DecodeError.
    virtual void readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const = 0;
};

} // namespace strata::at1
