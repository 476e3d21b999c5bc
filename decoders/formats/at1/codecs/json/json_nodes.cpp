#include "formats/at1/codecs/json/json_nodes.h"

#include "formats/at1/codecs/json/json_codec.h"
#include "formats/at1/codecs/json/json_shapes.h"
#include "formats/at1/stream_content.h"
#include "strata/decode_error.h"

namespace strata::at1 {
namespace {

// The key path of each value column, as the table names them.
std::vector<std::string> jsonColumnNames(const ByteSource& source, const StreamSet& set) {
    try {
        CodecStreams streams(source, set);
        return jsonValueColumnNames(streams);
    } catch (const DecodeError&) {
        return {}; // rebuilding the original reports the damage
    }
}

} // namespace

bool addJsonStreamContent(const ExpandedStream& expanded) {
    if (expanded.stream.name != "values") {
        return false;
    }
    const StreamSet& set = *expanded.file->container.sections[expanded.section].streams;
    addShapedContent(expanded.layer, *findShape(shapes::jsonStreams, "values"),
                     jsonColumnNames(*expanded.source, set), expanded.node);
    return true;
}

} // namespace strata::at1
