#include "layer_commands.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "json_writer.h"
#include "strata/value_text.h"

namespace strata::cli {
namespace {

// The layers of `node` and of the nodes below it, walking the tree as check does: a node's
// children are produced (formats make a node's layers with its children) but the rows and values
// below data nodes are not walked. Layers inside layers (a qcolumnar block's values inside
// `blocks`) are reached by path, not listed.
void collectLayers(const Node& node, std::vector<const Layer*>& out) {
    const auto children = node.children();
    for (const auto& layer : node.layers()) {
        out.push_back(layer.get());
    }
    if (node.kind() == NodeKind::Data) {
        return;
    }
    for (const auto& child : children) {
        if (child->layer() == node.layer()) {
            collectLayers(*child, out);
        }
    }
}

void writeLayerJson(JsonWriter& json, const Layer& layer) {
    json.beginObject();
    json.key("path");
    json.value(layer.path());
    json.key("name");
    json.value(layer.name());
    json.key("origin");
    json.value(layer.origin());
    json.key("size");
    if (const auto size = layer.size()) {
        json.value(*size);
    } else {
        json.null();
    }
    const Node& owner = *layer.owner();
    json.key("owner");
    json.value(owner.path());
    json.key("owner_layer");
    if (owner.layer() != nullptr) {
        json.value(owner.layer()->path());
    } else {
        json.null();
    }
    json.key("offset");
    json.value(owner.range().offset);
    json.key("length");
    json.value(owner.range().length);
    json.endObject();
}

// PATH, SIZE (or "?" until produced) and ORIGIN, separated by tabs.
std::string layerText(const Layer& layer) {
    std::string line = layer.path() + "\t";
    if (const auto size = layer.size()) {
        appendUnsigned(line, *size);
    } else {
        line += "?";
    }
    return line + "\t" + layer.origin() + "\n";
}

} // namespace

int runLayers(const CommandLine& line, const Document& document, OutputStream& out) {
    std::vector<const Layer*> layers;
    if (document.root) {
        collectLayers(*document.root, layers);
    }
    if (line.json) {
        JsonWriter json;
        json.beginArray();
        for (const Layer* layer : layers) {
            writeLayerJson(json, *layer);
        }
        json.endArray();
        out.write(json.text());
        out.write("\n");
    } else {
        for (const Layer* layer : layers) {
            out.write(layerText(*layer));
        }
    }
    printDiagnostics(stderr, document.diagnostics);
    return statusOf(document.diagnostics);
}

int catLayer(const CommandLine& line, const Document& document, OutputStream& out) {
    const Layer* layer = document.root ? document.root->findLayerByPath(line.layer) : nullptr;
    if (layer == nullptr) {
        std::fprintf(stderr, "strata-cli: %s has no layer %s (layers lists them)\n",
                     line.file.c_str(), line.layer.c_str());
        return exitUsage;
    }
    const auto bytes = layer->bytes();
    const auto span = bytes->source->bytes();
    out.write({reinterpret_cast<const char*>(span.data()), span.size()});
    std::vector<Diagnostic> all = document.diagnostics;
    all.insert(all.end(), bytes->diagnostics.begin(), bytes->diagnostics.end());
    printDiagnostics(stderr, all);
    return statusOf(all);
}

} // namespace strata::cli
