#include "formats/at1/record_codec.h"

#include "formats/at1/container.h"
#include "formats/at1/dicom_codec.h"
#include "formats/at1/embed_codec.h"
#include "formats/at1/json_codec.h"
#include "formats/at1/log_codec.h"
#include "formats/at1/osm_codec.h"
#include "formats/at1/ssh_codec.h"
#include "formats/at1/vcf_codec.h"

namespace strata::at1 {

const RecordCodec* recordCodec(std::uint8_t codecId) {
    static const LogRecords log;
    static const EmbedRecords embed;
    static const DicomRecords dicom;
    static const SshRecords ssh;
    static const VcfRecords vcf;
    static const JsonRecords json;
    switch (static_cast<Codec>(codecId)) {
    case Codec::Json:
        return &json;
    case Codec::Log:
        return &log;
    case Codec::Embed:
        return &embed;
    case Codec::Dicom:
        return &dicom;
    case Codec::Ssh:
        return &ssh;
    case Codec::Vcf:
        return &vcf;
    default:
        return nullptr;
    }
}

std::vector<const RecordCodec*> recordCodecs(std::uint8_t codecId) {
    if (static_cast<Codec>(codecId) == Codec::Osm) {
        static const OsmRecords nodes(OsmItem::Node);
        static const OsmRecords ways(OsmItem::Way);
        static const OsmRecords relations(OsmItem::Relation);
        return {&nodes, &ways, &relations};
    }
    if (const RecordCodec* records = recordCodec(codecId)) {
        return {records};
    }
    return {};
}

} // namespace strata::at1
