#include "formats/at1/codecs/vcf/vcf_nodes.h"

#include "core/reader.h"
#include "formats/at1/codecs/vcf/vcf_shapes.h"
#include "formats/at1/stream_content.h"
#include "formats/at1/stream_nodes.h"
#include "strata/decode_error.h"

namespace strata::at1 {
namespace {

// Whether POS is delta-coded, the meta's fourth field (`varint nlines, byte trailing, varint
// nsamp, byte pos_delta`, at1-codecs.md section 7); nullopt when the meta does not hold it.
std::optional<bool> positionDeltas(const Node& posStream) {
    const Layer* meta = siblingLayer(posStream, "meta");
    if (meta == nullptr) {
        return std::nullopt;
    }
    try {
        const auto bytes = layerBytes(*meta);
        Reader reader(bytes->source->bytes(), 0);
        reader.uvarint("nlines");
        reader.u8("trailing");
        reader.uvarint("nsamp");
        return reader.u8("pos_delta") != 0;
    } catch (const DecodeError&) {
        return std::nullopt; // the meta stream's nodes show the damage
    }
}

} // namespace

bool addVcfStreamContent(const ExpandedStream& expanded) {
    if (expanded.stream.name != "pos") {
        return false;
    }
    if (const auto deltas = positionDeltas(expanded.node)) {
        addStreamValues(expanded.layer,
                        *deltas ? shapes::vcfPositionDeltas : shapes::vcfPositionTexts,
                        expanded.node);
    }
    return true;
}

} // namespace strata::at1
