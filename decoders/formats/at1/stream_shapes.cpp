#include "formats/at1/stream_shapes.h"

#include "formats/at1/container.h"

#include <algorithm>
#include <array>

namespace strata::at1 {
namespace {

using enum StreamLayout;
using enum FieldEncoding;

// Section 1: the line codecs' meta opens with `varint nlines, byte trailing`.
constexpr std::array lineMeta{FieldShape{"nlines", Varint}, FieldShape{"trailing", Byte}};

// Spec "Columnar codec": meta, the per-column bytes and varints, the row streams.
constexpr std::array columnarMeta{FieldShape{"nrows", Varint}, FieldShape{"trailing_nl", Byte},
                                  FieldShape{"has_header", Byte}, FieldShape{"delim", LpString},
                                  FieldShape{"ncols", Varint}};
constexpr std::array columnarStreams{StreamShape{"meta", Fields, columnarMeta},
                                     StreamShape{"coltypes", Bytes},
                                     StreamShape{"quotemodes", Bytes},
                                     StreamShape{"col_index", Varints},
                                     StreamShape{"row_modes", ByteRuns},
                                     StreamShape{"fieldcounts", Varints},
                                     StreamShape{"quotebits", Bytes},
                                     StreamShape{"verbatim", List},
                                     StreamShape{"header", List},
                                     StreamShape{"values", Opaque}};

// Spec "Queryable codecs": qcolumnar's meta has a delimiter, qjson's a template and paths.
constexpr std::array qcolumnarMeta{
    FieldShape{"nlines", Varint}, FieldShape{"trailing", Byte},     FieldShape{"delim", LpString},
    FieldShape{"ncols", Varint},  FieldShape{"rg", Varint},         FieldShape{"n_struct", Varint},
    FieldShape{"nrg", Varint},    FieldShape{"coltypes", RestBytes}};
constexpr std::array qjsonMeta{FieldShape{"nlines", Varint},     FieldShape{"trailing", Byte},
                               FieldShape{"ncols", Varint},      FieldShape{"rg", Varint},
                               FieldShape{"n_struct", Varint},   FieldShape{"nrg", Varint},
                               FieldShape{"coltypes", RestBytes}};
constexpr std::array templateFields{FieldShape{"nseg", Varint},
                                    FieldShape{"seg", CountedLpStrings}};
constexpr std::array pathFields{FieldShape{"npaths", Varint}, FieldShape{"path", CountedLpStrings}};
constexpr std::array qcolumnarStreams{
    StreamShape{"meta", Fields, qcolumnarMeta}, StreamShape{"row_modes", ByteRuns},
    StreamShape{"verbatim", List}, StreamShape{"index", Opaque}, StreamShape{"blocks", Opaque}};
constexpr std::array qjsonStreams{StreamShape{"meta", Fields, qjsonMeta},
                                  StreamShape{"template", Fields, templateFields},
                                  StreamShape{"paths", Fields, pathFields},
                                  StreamShape{"row_modes", ByteRuns},
                                  StreamShape{"verbatim", List},
                                  StreamShape{"index", Opaque},
                                  StreamShape{"blocks", Opaque}};

// Section 3: a template's 0x00 bytes are its variable slots; section 4: its `<*>`s.
constexpr std::string_view logSlot{"\0", 1};
constexpr std::string_view sshSlot{"<*>"};
constexpr std::array logStreams{StreamShape{"meta", Fields, lineMeta},
                                StreamShape{"flags", Bytes},
                                StreamShape{"templates", List, {}, 0, logSlot},
                                StreamShape{"tids", Varints},
                                StreamShape{"vars", List},
                                StreamShape{"verbatim", List}};

constexpr std::array sshStreams{StreamShape{"meta", Fields, lineMeta},
                                StreamShape{"flags", Bytes},
                                StreamShape{"months", List},
                                StreamShape{"days", List},
                                StreamShape{"times", List},
                                StreamShape{"hosts", List},
                                StreamShape{"pids", Varints},
                                StreamShape{"template_ids", Varints},
                                StreamShape{"templates", List, {}, 0, sshSlot},
                                StreamShape{"vars", List},
                                StreamShape{"rawmsgs", List},
                                StreamShape{"verbatim", List}};

// Section 5: raw mode (meta 00) or structured (01); the value chunks lie back to back.
constexpr std::array jsondocMeta{FieldShape{"mode", Byte}};
constexpr std::array jsondocStreams{
    StreamShape{"meta", Fields, jsondocMeta},   StreamShape{"raw", JsonText},
    StreamShape{"skeleton", Skeleton},          StreamShape{"colids", Varints},
    StreamShape{"value_index", CountedVarints}, StreamShape{"values", ValueChunks}};

// Section 6.
constexpr std::array embedMeta{FieldShape{"width", Varint}, FieldShape{"header", LpString},
                               FieldShape{"n", Varint}};
constexpr std::array embedStreams{StreamShape{"meta", Fields, embedMeta},
                                  StreamShape{"data", Opaque}};

// Section 7; `pos` has the layout meta's pos_delta chooses (vcfPositionShape).
constexpr std::array vcfMeta{FieldShape{"nlines", Varint},
                             FieldShape{"trailing", Byte},
                             FieldShape{"nsamp", Varint},
                             FieldShape{"pos_delta", Byte},
                             FieldShape{"ref_tok", LpString},
                             FieldShape{"nvoc", Varint},
                             FieldShape{"vocabulary", CountedLpStrings}};
constexpr std::array vcfStreams{StreamShape{"meta", Fields, vcfMeta},
                                StreamShape{"flags", Bytes},
                                StreamShape{"chrom", List},
                                StreamShape{"id", List},
                                StreamShape{"ref", List},
                                StreamShape{"alt", List},
                                StreamShape{"qual", List},
                                StreamShape{"filter", List},
                                StreamShape{"info", List},
                                StreamShape{"format", List},
                                StreamShape{"gt", Genotypes},
                                StreamShape{"verbatim", List}};

// Section 8: the t<i>: streams are qjson sets, walked by the codec.
constexpr std::array qjson2Meta{FieldShape{"nlines", Varint}, FieldShape{"trailing", Byte},
                                FieldShape{"nt", Varint}};
constexpr std::array qjson2Streams{StreamShape{"meta", Fields, qjson2Meta},
                                   StreamShape{"line_map", Varints}, StreamShape{"verbatim", List}};

// Section 9: one separator byte between two value chunks.
constexpr std::array jsonStreams{StreamShape{"meta", Fields, lineMeta},
                                 StreamShape{"flags", Bytes},
                                 StreamShape{"keyvocab", List},
                                 StreamShape{"rules", DerivedRules},
                                 StreamShape{"value_index", CountedVarints},
                                 StreamShape{"values", ValueChunks, {}, 1},
                                 StreamShape{"tape", JsonTape},
                                 StreamShape{"verbatim", List}};

// Section 10: the pixel fields follow only in pixel mode (mode 1). `suf` holds elements too, in
// the VR encoding `pre` gives (dicom_nodes).
constexpr std::array dicomMeta{FieldShape{"mode", Byte},   FieldShape{"tid", Byte},
                               FieldShape{"dc", Byte},     FieldShape{"rows", Varint},
                               FieldShape{"cols", Varint}, FieldShape{"samples", Varint},
                               FieldShape{"bits", Varint}, FieldShape{"pad", LpString}};
constexpr std::array dicomStreams{
    StreamShape{"meta", Fields, dicomMeta}, StreamShape{"raw", DicomElements},
    StreamShape{"pre", DicomElements}, StreamShape{"pix", Opaque}, StreamShape{"suf", Opaque}};

// Section 11.
constexpr std::array osmMeta{FieldShape{"trailing", Byte}};
constexpr std::array osmStreams{
    StreamShape{"meta", Fields, osmMeta}, StreamShape{"opcodes", Bytes},
    StreamShape{"verbatim", LpStrings},   StreamShape{"tag_keys", NulVocabulary},
    StreamShape{"roles", NulVocabulary},  StreamShape{"n_id", Svarints},
    StreamShape{"n_ts", Svarints},        StreamShape{"n_lat", Svarints},
    StreamShape{"n_lon", Svarints},       StreamShape{"n_ver", Varints},
    StreamShape{"n_tagcnt", Varints},     StreamShape{"n_tagkey", Varints},
    StreamShape{"n_tagval", LpStrings},   StreamShape{"w_id", Svarints},
    StreamShape{"w_ts", Svarints},        StreamShape{"w_ver", Varints},
    StreamShape{"w_ndcnt", Varints},      StreamShape{"w_tagcnt", Varints},
    StreamShape{"w_ndref", Svarints},     StreamShape{"w_tagkey", Varints},
    StreamShape{"w_tagval", LpStrings},   StreamShape{"r_id", Svarints},
    StreamShape{"r_ts", Svarints},        StreamShape{"r_ver", Varints},
    StreamShape{"r_memcnt", Varints},     StreamShape{"r_tagcnt", Varints},
    StreamShape{"r_memtype", Varints},    StreamShape{"r_memref", Svarints},
    StreamShape{"r_memrole", Varints},    StreamShape{"r_tagkey", Varints},
    StreamShape{"r_tagval", LpStrings}};

// Section 12: entries are whole AT-1 files.
constexpr std::array bundleStreams{StreamShape{"manifest", Opaque}};

std::span<const StreamShape> codecStreams(std::uint8_t codecId) {
    switch (static_cast<Codec>(codecId)) {
    case Codec::Columnar:
        return columnarStreams;
    case Codec::QColumnar:
        return qcolumnarStreams;
    case Codec::QJson:
        return qjsonStreams;
    case Codec::Log:
        return logStreams;
    case Codec::Ssh:
        return sshStreams;
    case Codec::JsonDoc:
        return jsondocStreams;
    case Codec::Embed:
        return embedStreams;
    case Codec::Vcf:
        return vcfStreams;
    case Codec::QJson2:
        return qjson2Streams;
    case Codec::Json:
        return jsonStreams;
    case Codec::Dicom:
        return dicomStreams;
    case Codec::Osm:
        return osmStreams;
    case Codec::Bundle:
        return bundleStreams;
    default:
        return {};
    }
}

constexpr StreamShape vcfPositionDeltas{"pos", Svarints};
constexpr StreamShape vcfPositionTexts{"pos", List};

} // namespace

const StreamShape& vcfPositionShape(bool deltas) {
    return deltas ? vcfPositionDeltas : vcfPositionTexts;
}

const StreamShape* findStreamShape(std::uint8_t codecId, std::string_view stream) {
    const auto shapes = codecStreams(codecId);
    const auto found =
        std::find_if(shapes.begin(), shapes.end(),
                     [stream](const StreamShape& shape) { return shape.name == stream; });
    return found == shapes.end() ? nullptr : &*found;
}

} // namespace strata::at1
