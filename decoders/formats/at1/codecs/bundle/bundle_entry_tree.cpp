#include "formats/at1/codecs/bundle/bundle_entry_tree.h"

#include "formats/at1/at1_tree.h"
#include "formats/at1/backend.h"
#include "formats/at1/codecs/bundle/bundle_entry_payload.h"
#include "strata/decode_error.h"

namespace strata::at1 {
namespace {

// Where an inner node's bytes lie in the outer file.
struct RangeMap {
    bool stored = false;
    std::uint64_t base = 0; // the stored payload's offset
    ByteRange span;         // the entry stream's range, for encoded entries

    // An inner node in a decoded layer of the inner file has no place in the outer file but its
    // entry's.
    ByteRange operator()(const Node& inner) const {
        return stored && inner.layer() == nullptr
                   ? ByteRange{base + inner.range().offset, inner.range().length}
                   : span;
    }
};

std::unique_ptr<Node> mirror(const std::shared_ptr<const Node>& tree, const Node& inner,
                             const RangeMap& map);

// Gives `outer` the fields of `inner` and, when it is expanded, mirrors of its children.
// `tree` keeps the inner tree alive.
void mirrorContent(const std::shared_ptr<const Node>& tree, const Node& inner, const RangeMap& map,
                   Node& outer) {
    for (const Field& field : inner.fields()) {
        outer.addField(field.name, field.value);
    }
    if (inner.hasChildren()) {
        outer.setChildGenerator([tree, &inner, map](Node& node) {
            for (const auto& child : inner.children()) {
                node.addChild(mirror(tree, *child, map));
            }
        });
    }
}

// The inner tree's node as an outer node: its label, kind and value, its range mapped.
std::unique_ptr<Node> mirror(const std::shared_ptr<const Node>& tree, const Node& inner,
                             const RangeMap& map) {
    auto node = std::make_unique<Node>(inner.label(), inner.kind(), map(inner), inner.value());
    mirrorContent(tree, inner, map, *node);
    return node;
}

} // namespace

void addBundleEntryTree(const ByteSourcePtr& inner, const BundleEntryLayout& entry,
                        Node& streamNode) {
    auto file = std::make_shared<const FileLayout>(readFileLayout(*inner));
    if (isNestedBundle(*file)) {
        streamNode.addChild("damaged", NodeKind::Damaged, {entry.stream.payload.offset, 0},
                            "a bundle inside a bundle (bundles hold plain files only)");
        return;
    }
    const std::shared_ptr<const Node> tree = buildTree(inner, std::move(file));
    const RangeMap map{entry.stream.backend == Backend::Stored, entry.stream.payload.offset,
                       streamNode.range()};
    // The inner file is part of the outer one: a group, not a second "file".
    auto group = std::make_unique<Node>("inner file", NodeKind::Group, map(*tree),
                                        "'" + entry.name + "': " + tree->value());
    mirrorContent(tree, *tree, map, *group);
    streamNode.addChild(std::move(group));
}

} // namespace strata::at1
