#pragma once

#include "formats/at1/record_codec.h"

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t sshCodecId = 0;

// Codec 0, ssh: OpenSSH syslog lines rebuilt from header columns and sshd message templates
// (at1-codecs.md section 4).
void rebuildSsh(CodecStreams& streams, std::string& out);

// An ssh log's lines as records: the line itself, its header fields, its template (missing for
// a raw message), its message and one column per slot of the widest template. A verbatim line
// has only the line.
class SshRecords final : public RecordCodec {
public:
    std::string tableName() const override { return "lines"; }
    std::uint64_t rowCount(CodecStreams& streams) const override;
    std::vector<Column> columns(CodecStreams& streams) const override;
    void readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const override;
};

} // namespace strata::at1
