#pragma once

#include "formats/at1/record_codec.h"

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t jsonCodecId = 1;

// Codec 1, json: compact JSON lines rebuilt from a token tape, a key vocabulary, value columns
// and strings derived from earlier values (at1-codecs.md section 9).
void rebuildJson(CodecStreams& streams, std::string& out);

// The key path of each value column of a json section (".repo.name", "$"), as the table names
// its columns, from a walk of the tape; "column c" for a column no line takes.
std::vector<std::string> jsonValueColumnNames(CodecStreams& streams);

// A json file's structured lines as records: one column per value column of `value_index`,
// named by the key path that leads to its values (`.repo.name`, `.payload.commits[].sha`, `$`
// for a line that is one scalar), then one per path that holds only derived strings; a cell is
// the values at its path in the line (strings without quotes and with their escapes decoded,
// derived strings included, several joined by "; "). Int64 or Float64 where every value is one
// JSON integer or number in its line. Verbatim lines are no rows.
class JsonRecords final : public RecordCodec {
public:
    std::string tableName() const override { return "lines"; }
    std::uint64_t rowCount(CodecStreams& streams) const override;
    std::vector<Column> columns(CodecStreams& streams) const override;
    void readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const override;
};

} // namespace strata::at1
