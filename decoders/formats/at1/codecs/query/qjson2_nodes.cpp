#include "formats/at1/codecs/query/qjson2_nodes.h"

#include "formats/at1/codecs/query/query_codec.h"
#include "formats/at1/codecs/query/query_nodes.h"
#include "formats/at1/codecs/query/query_shapes.h"
#include "formats/at1/stream_nodes.h"
#include "strata/decode_error.h"

namespace strata::at1 {
namespace {

// A template's `t<i>:` stream is a stream of the qjson set the template's streams make
// (at1-codecs.md section 8), shown as qjson's: meta, template and paths by their shapes, the
// index entries and row groups from the template's layout. False for another stream.
bool addTemplateStreamContent(const ByteSourcePtr& source, const StreamSet& set,
                              const StreamEntry& stream, const Layer& layer, Node& node) {
    const std::string_view name = stream.name;
    const auto colon = name.find(':');
    if (name.empty() || name[0] != 't' || colon == std::string_view::npos) {
        return false;
    }
    const std::string_view inner = name.substr(colon + 1);
    if (inner == "index" || inner == "blocks") {
        try {
            const StreamSet nested = nestedStreamSet(set, name.substr(0, colon + 1));
            auto layout = std::make_shared<const QueryLayout>(
                readQueryLayout(*source, nested, true, QueryBlocks::AnyBackend));
            if (inner == "index") {
                addIndexEntries(layer, std::move(layout), node);
            } else {
                addRowGroups(source, layer, std::move(layout), node);
            }
        } catch (const DecodeError&) {
            // Rebuilding the original reports the damage, naming the template.
        }
        return true;
    }
    if (const StreamShape* shape = findShape(shapes::qjsonStreams, inner)) {
        addStreamValues(layer, *shape, node);
    }
    return true;
}

} // namespace

bool addQJson2StreamContent(const ExpandedStream& expanded) {
    return addTemplateStreamContent(expanded.source, *expanded.set, expanded.stream, expanded.layer,
                                    expanded.node);
}

} // namespace strata::at1
