#pragma once

#include "strata/node.h"

#include <cstdint>
#include <functional>
#include <optional>

namespace strata {

// The kind of every byte of a file as the hex view colours it, never producing children: the
// kind of the deepest node produced over the byte; below a node whose children are deferred,
// the kind its layout gives (Node::childKinds), else its own, a deferred group counting as data.
// Bytes a produced node's children leave uncovered take that node's kind.
// Nodes in other layers than the root's do not count; over a layer, the kinds are those of the
// nodes in that layer.
class ByteKinds {
public:
    explicit ByteKinds(const Node* root = nullptr)
        : m_root(root) {}
    explicit ByteKinds(const Layer& layer)
        : m_root(layer.owner())
        , m_layer(&layer) {}

    // std::nullopt outside the root's range (for a layer, outside its nodes). Consecutive calls
    // with rising offsets are cheap.
    std::optional<NodeKind> kindAt(std::uint64_t offset);

private:
    const Node* m_root;
    const Layer* m_layer = nullptr;
    const Node* m_cached = nullptr;
};

// The byte kinds below `node`, as ByteKinds reports them, in runs in file order: for
// Node::setChildKinds.
KindSpans kindSpansOf(const Node& node);
// The byte kinds of a layer's bytes: those of the nodes in it.
KindSpans kindSpansOf(const Layer& layer);
// The same runs handed to `visit` one at a time, the kinds of deferred parts made for the call
// and not kept on their nodes: a walk over a whole file in memory that does not grow with its
// units (the overview strip; issue 42).
void visitKindSpans(const Node& node, const std::function<void(const KindSpan&)>& visit);
void visitKindSpans(const Layer& layer, const std::function<void(const KindSpan&)>& visit);

// A Node::KindGenerator for a node whose child generator is cheap and reads only the layout:
// runs `generator` on a scratch node like `node` and keeps the kinds, not the children.
Node::KindGenerator kindsFromGenerator(const Node& node, Node::ChildGenerator generator);

} // namespace strata
