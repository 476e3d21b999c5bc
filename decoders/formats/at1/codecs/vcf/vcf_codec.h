#pragma once

#include "formats/at1/record_codec.h"

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t vcfCodecId = 5;

// Codec 5, vcf: VCF lines rebuilt from the nine fixed columns and a sparse genotype matrix
// (at1-codecs.md section 7).
void rebuildVcf(CodecStreams& streams, std::string& out);

// A VCF's records (verbatim lines such as the header are not records): the nine fixed columns,
// POS a number when it is delta-coded, then one column per sample, named from the #CHROM header
// line where the file has one.
class VcfRecords final : public RecordCodec {
public:
    std::string tableName() const override { return "records"; }
    std::uint64_t rowCount(CodecStreams& streams) const override;
    std::vector<Column> columns(CodecStreams& streams) const override;
    void readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const override;
};

} // namespace strata::at1
