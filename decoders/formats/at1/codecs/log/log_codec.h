#pragma once

#include "formats/at1/record_codec.h"

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t logCodecId = 3;

// Codec 3, log: lines rebuilt from templates with variable slots (at1-codecs.md section 3).
void rebuildLog(CodecStreams& streams, std::string& out);

// A log's lines as records: the line itself, its template (missing for a verbatim line) and one
// column per variable slot of the widest template.
class LogRecords final : public RecordCodec {
public:
    std::string tableName() const override { return "lines"; }
    std::uint64_t rowCount(CodecStreams& streams) const override;
    std::vector<Column> columns(CodecStreams& streams) const override;
    void readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const override;
};

} // namespace strata::at1
