#include "formats/at1/codecs/bundle/bundle_nodes.h"

#include "core/grouped_children.h"
#include "formats/at1/codecs/bundle/bundle_entry_tree.h"
#include "formats/at1/codecs/bundle/bundle_layout.h"
#include "formats/at1/codecs/bundle/bundle_manifest.h"
#include "formats/at1/decoded_reader.h"
#include "strata/decode_error.h"

namespace strata::at1 {
namespace {

// every entry stream names the file it holds (at1-codecs.md section 12).
void describeBundle(const BundleLayout& layout, Node& streamNode, std::string_view name) {
    if (name == "manifest") {
        streamNode.addField("entries", std::uint64_t{layout.entries.size()});
    } else if (const BundleEntryLayout* entry = layout.entryOfStream(name)) {
        streamNode.addField("entry_name", printableText(entry->name));
        streamNode.setValue("entry '" + printableText(entry->name) + "', " + streamNode.value());
    }
}

// each entry's name where the manifest gives it (at1-codecs.md section 12).
void addManifestNames(const Layer& layer, const LayerBytes& bytes, Node& manifest) {
    auto names = std::make_shared<std::vector<ByteRange>>();
    try {
        for (const ManifestName& found : findManifestNames(asText(bytes.source->bytes()))) {
            names->push_back({found.offset, found.name.size()});
        }
    } catch (const DecodeError& error) {
        addDamageIn(layer, manifest, error.offset(),
                    "decoded byte " + std::to_string(error.offset()) + ": " + error.what());
    }
    addGroupedChildren(
        manifest, names->size(), "names",
        [&layer, names](Node& group, std::uint64_t first, std::uint64_t end) {
            const auto held = layerBytes(layer);
            const std::string_view text = asText(held->source->bytes());
            for (std::uint64_t k = first; k < end; ++k) {
                const ByteRange range = (*names)[k];
                addChildInLayer(
                    group, &layer,
                    std::make_unique<Node>("name " + std::to_string(k), NodeKind::Metadata, range,
                                           printableText(text.substr(range.offset, range.length))));
            }
        },
        {&layer, [names](std::uint64_t first, std::uint64_t last) {
             return ByteRange{(*names)[first].offset,
                              (*names)[last - 1].end() - (*names)[first].offset};
         }});
}

} // namespace

void describeBundleStream(const ByteSource&, const FileLayout& file, std::size_t section,
                          const StreamEntry& stream, Node& node) {
    if (const auto* bundle = file.codecs[section].find<BundleLayout>()) {
        describeBundle(*bundle, node, stream.name);
    }
}

bool addBundleStreamContent(const ExpandedStream& expanded) {
    const auto* bundle = expanded.file->codecs[expanded.section].find<BundleLayout>();
    if (bundle == nullptr) {
        return false;
    }
    if (expanded.stream.name == "manifest") {
        addManifestNames(expanded.layer, expanded.bytes, expanded.node);
        return true;
    }
    if (const BundleEntryLayout* entry = bundle->entryOfStream(expanded.stream.name)) {
        if (expanded.bytes.diagnostics.empty()) { // else the damage is shown
            addBundleEntryTree(expanded.bytes.source, *entry, expanded.node);
        }
        return true;
    }
    return false;
}

} // namespace strata::at1
