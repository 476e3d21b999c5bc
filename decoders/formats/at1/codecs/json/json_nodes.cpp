#include "formats/at1/codecs/json/json_nodes.h"

#include "core/grouped_children.h"
#include "formats/at1/codecs/json/json_codec.h"
#include "formats/at1/codecs/json/json_shapes.h"
#include "formats/at1/codecs/json/json_syntax.h"
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
    const StreamSet& set = *expanded.set;
    addShapedContent(expanded.layer, *findShape(shapes::jsonStreams, "values"),
                     jsonColumnNames(*expanded.source, set), expanded.node);
    return true;
}

namespace {

// Section 5: the writer stores input that is no JSON, or that holds a NUL byte, in raw mode; where
// a strict JSON scan of the text fails tells a person which byte made it choose so. One node over
// the bytes the scan stopped at, before the lines (a click on them selects it); a text the scan
// takes whole (a writer that is stricter, or rejects what RFC 8259 allows) says so at its start.
void addJsonSyntaxError(const Layer& layer, Node& owner) {
    const auto bytes = layerBytes(layer);
    const std::string_view text = asText(bytes->source->bytes());
    const auto error = findJsonSyntaxError(text);
    if (!error) {
        addChildInLayer(owner, &layer,
                        std::make_unique<Node>("JSON", NodeKind::Data, ByteRange{0, 0},
                                               "a strict JSON scan finds no error"));
        return;
    }
    const std::uint64_t before = error->offset;
    const auto newline = before == 0 ? std::string_view::npos : text.rfind('\n', before - 1);
    const std::uint64_t column = newline == std::string_view::npos ? before : before - newline - 1;
    const auto line =
        std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(before), '\n');
    addChildInLayer(owner, &layer,
                    std::make_unique<Node>("not JSON", NodeKind::Data,
                                           ByteRange{error->offset, error->length},
                                           "decoded byte " + std::to_string(error->offset) +
                                               " (line " + std::to_string(line) + ", byte " +
                                               std::to_string(column) + "): " + error->problem));
}

} // namespace

bool addJsonDocStreamContent(const ExpandedStream& expanded) {
    if (expanded.stream.name == "raw") {
        addJsonSyntaxError(expanded.layer, expanded.node);
    }
    return false; // the lines, as the shape says
}

} // namespace strata::at1
