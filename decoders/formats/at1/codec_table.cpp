#include "formats/at1/codec_table.h"

#include "formats/at1/codecs/bundle/bundle_entry_payload.h"
#include "formats/at1/codecs/bundle/bundle_layout.h"
#include "formats/at1/codecs/bundle/bundle_nodes.h"
#include "formats/at1/codecs/bundle/bundle_shapes.h"
#include "formats/at1/codecs/columnar/columnar_codec.h"
#include "formats/at1/codecs/columnar/columnar_nodes.h"
#include "formats/at1/codecs/columnar/columnar_shapes.h"
#include "formats/at1/codecs/columnar/columnar_table.h"
#include "formats/at1/codecs/dicom/dicom_codec.h"
#include "formats/at1/codecs/dicom/dicom_nodes.h"
#include "formats/at1/codecs/dicom/dicom_pixels.h"
#include "formats/at1/codecs/dicom/dicom_shapes.h"
#include "formats/at1/codecs/embed/embed_codec.h"
#include "formats/at1/codecs/embed/embed_nodes.h"
#include "formats/at1/codecs/embed/embed_shapes.h"
#include "formats/at1/codecs/json/json_codec.h"
#include "formats/at1/codecs/json/json_nodes.h"
#include "formats/at1/codecs/json/json_shapes.h"
#include "formats/at1/codecs/json/jsondoc_codec.h"
#include "formats/at1/codecs/json/jsondoc_shapes.h"
#include "formats/at1/codecs/log/log_codec.h"
#include "formats/at1/codecs/log/log_shapes.h"
#include "formats/at1/codecs/osm/osm_codec.h"
#include "formats/at1/codecs/osm/osm_shapes.h"
#include "formats/at1/codecs/query/qjson2_codec.h"
#include "formats/at1/codecs/query/qjson2_nodes.h"
#include "formats/at1/codecs/query/qjson2_shapes.h"
#include "formats/at1/codecs/query/query_codec.h"
#include "formats/at1/codecs/query/query_nodes.h"
#include "formats/at1/codecs/query/query_shapes.h"
#include "formats/at1/codecs/query/query_table.h"
#include "formats/at1/codecs/ssh/ssh_codec.h"
#include "formats/at1/codecs/ssh/ssh_shapes.h"
#include "formats/at1/codecs/vcf/vcf_codec.h"
#include "formats/at1/codecs/vcf/vcf_nodes.h"
#include "formats/at1/codecs/vcf/vcf_shapes.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <array>

namespace strata::at1 {
namespace {

// RAW holds the original in raw sections, which need no codec: a structured frame in it has
// none to decode it, said when the file opens and again when it is rebuilt.
[[noreturn]] void refuseStructuredSection(const Section& section) {
    throw DecodeError(section.body.offset,
                      "a structured frame in a RAW container has no codec to decode it");
}

SectionCodec readRawSection(const ByteSource&, const ContainerLayout& container,
                            std::size_t section, const SectionCodec& /*before*/,
                            std::vector<Diagnostic>&) {
    refuseStructuredSection(container.sections[section]);
}

void rebuildRawSection(const ByteSource&, const Section& section, const SectionCodec&,
                       std::string&) {
    refuseStructuredSection(section);
}

using namespace shapes;

// qcolumnar and qjson: one layout (QueryLayout) and everything made from it; they differ in
// their streams and how their small streams are read.
constexpr Codec queryCodec(std::uint8_t id, std::string_view name,
                           std::span<const StreamShape> streams, LayoutReader readLayout) {
    return Codec{.id = id,
                 .name = name,
                 .streams = streams,
                 .rebuild = rebuildFromLayout<QueryLayout, rebuildQuery>,
                 .readLayout = readLayout,
                 .streamFields = describeQueryStream,
                 .streamContent = addQueryStreamContent,
                 .streamColumns = queryStreamColumns,
                 .tables = addQueryTable,
                 .sectionLines = querySectionLines,
                 .checkLayout = warnOnDifferingQueryColumns};
}

const std::array codecs{
    Codec{.id = sshCodecId,
          .name = "ssh",
          .streams = sshStreams,
          .rebuild = rebuildFromStreams<rebuildSsh>,
          .records = recordReader<SshRecords>},
    Codec{.id = jsonCodecId,
          .name = "json",
          .streams = jsonStreams,
          .rebuild = rebuildFromStreams<rebuildJson>,
          .records = recordReader<JsonRecords>,
          .streamContent = addJsonStreamContent},
    Codec{.id = osmCodecId,
          .name = "osm",
          .streams = osmStreams,
          .rebuild = rebuildFromStreams<rebuildOsm>,
          .records = osmRecordReaders},
    Codec{.id = logCodecId,
          .name = "log",
          .streams = logStreams,
          .rebuild = rebuildFromStreams<rebuildLog>,
          .records = recordReader<LogRecords>},
    Codec{.id = columnarCodecId,
          .name = "columnar",
          .streams = columnarStreams,
          .rebuild = rebuildFromLayout<ColumnarSection, rebuildColumnarSection>,
          .readLayout = readColumnarSection,
          .streamFields = describeColumnarStream,
          .streamContent = addColumnarStreamContent,
          .streamColumns = columnarStreamColumns,
          .tables = addColumnarTable,
          .sectionLines = columnarSectionLines},
    Codec{.id = vcfCodecId,
          .name = "vcf",
          .streams = vcfStreams,
          .rebuild = rebuildFromStreams<rebuildVcf>,
          .records = recordReader<VcfRecords>,
          .streamContent = addVcfStreamContent},
    Codec{.id = jsonDocCodecId,
          .name = "jsondoc",
          .streams = jsondocStreams,
          .rebuild = rebuildFromStreams<rebuildJsonDoc>,
          .streamContent = addJsonDocStreamContent},
    queryCodec(qcolumnarCodecId, "qcolumnar", qcolumnarStreams, readQColumnarSection),
    queryCodec(qjsonCodecId, "qjson", qjsonStreams, readQJsonSection),
    Codec{.id = dicomCodecId,
          .name = "dicom",
          .streams = dicomStreams,
          .rebuild = rebuildFromStreams<rebuildDicom>,
          .records = recordReader<DicomRecords>,
          .streamContent = addDicomStreamContent,
          .tables = addDicomPixelTable},
    Codec{.id = embedCodecId,
          .name = "embed",
          .streams = embedStreams,
          .rebuild = rebuildFromStreams<rebuildEmbed>,
          .records = recordReader<EmbedRecords>,
          .streamFields = describeEmbedStream,
          .streamContent = addEmbedStreamContent},
    Codec{.id = qjson2CodecId,
          .name = "qjson2",
          .streams = qjson2Streams,
          .rebuild = rebuildFromStreams<rebuildQJson2>,
          .streamContent = addQJson2StreamContent,
          .tables = addQJson2TemplateTables},
    // A bundle has no trailer: it is recognised before the trailer is looked for, and its last
    // entry may itself end in one (at1-codecs.md section 12; bundle_twelve_entries). Only its
    // entries are rebuilt, each as the file it is.
    Codec{.id = bundleCodecId,
          .name = "bundle",
          .streams = bundleStreams,
          .readLayout = readBundleSection,
          .streamFields = describeBundleStream,
          .streamContent = addBundleStreamContent,
          .entries = bundleEntries,
          .trailer = false,
          .streamContentInFile = true},
    Codec{.id = rawCodecId,
          .name = "RAW",
          .rebuild = rebuildRawSection,
          .readLayout = readRawSection},
};

} // namespace

const Codec* findCodec(std::uint8_t id) {
    const auto found = std::find_if(codecs.begin(), codecs.end(),
                                    [id](const Codec& codec) { return codec.id == id; });
    return found == codecs.end() ? nullptr : &*found;
}

} // namespace strata::at1
