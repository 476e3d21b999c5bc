#pragma once

#include "formats/at1/record_codec.h"

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t osmCodecId = 2;

// Codec 2, osm: OSM XML nodes, ways and relations rebuilt from columns, with verbatim blocks for
// every other line (at1-codecs.md section 11).
void rebuildOsm(CodecStreams& streams, std::string& out);

// The opcodes of the items (section 11).
enum class OsmItem : std::uint8_t { Verbatim = 0, Node = 1, Way = 2, Relation = 3 };

// One kind of an OSM file's elements (nodes, ways or relations) as records, one table each:
// id, version and timestamp (as the file prints it), then for nodes lat and lon, for ways the nd
// count and refs, for relations the members ("type ref role; ..."), and the tags ("k=v; ...").
class OsmRecords final : public RecordCodec {
public:
    explicit OsmRecords(OsmItem kind)
        : m_kind(kind) {}

    std::string tableName() const override;
    std::uint64_t rowCount(CodecStreams& streams) const override;
    std::vector<Column> columns(CodecStreams& streams) const override;
    void readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const override;

private:
    OsmItem m_kind;
};

// The record readers of the osm codec: its nodes, ways and relations (codec_table.h).
std::vector<const RecordCodec*> osmRecordReaders();

} // namespace strata::at1
