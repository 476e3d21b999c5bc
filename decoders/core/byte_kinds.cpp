#include "strata/byte_kinds.h"

#include <algorithm>

namespace strata {
namespace {

// The child of `node` in `layer` that holds `offset`.
const Node* childAt(const Node& node, std::uint64_t offset, const Layer* layer) {
    const auto kids = node.childrenIfProduced();
    const auto holds = [offset, layer](const auto& child) {
        return child->layer() == layer && child->range().contains(offset);
    };
    // Children are nearly always in file order: binary search, then confirm.
    auto it =
        std::upper_bound(kids.begin(), kids.end(), offset, [](std::uint64_t o, const auto& child) {
            return o < child->range().offset;
        });
    while (it != kids.begin()) {
        --it;
        if (holds(*it)) {
            return it->get();
        }
        if ((*it)->layer() == layer && (*it)->range().end() <= offset) {
            break;
        }
    }
    const auto linear = std::find_if(kids.begin(), kids.end(), holds);
    return linear == kids.end() ? nullptr : linear->get();
}

// The kind a deferred node's bytes show when its layout says nothing more: a group holds data.
NodeKind deferredKind(const Node& node) {
    return node.kind() == NodeKind::Group ? NodeKind::Data : node.kind();
}

void append(KindSpans& spans, std::uint64_t begin, std::uint64_t end, NodeKind kind) {
    if (begin >= end) {
        return;
    }
    if (!spans.empty() && spans.back().kind == kind && spans.back().range.end() == begin) {
        spans.back().range.length += end - begin;
        return;
    }
    spans.push_back({{begin, end - begin}, kind});
}

// Appends the kinds of node's bytes from `from` on. Where children overlap, the first wins, as
// in Node::deepestAt.
void flatten(const Node& node, std::uint64_t from, KindSpans& spans) {
    const std::uint64_t end = node.range().end();
    std::uint64_t position = std::max(from, node.range().offset);
    if (!node.childrenProduced()) {
        const auto known = node.childKinds();
        const NodeKind gap = known.empty() ? deferredKind(node) : node.kind();
        for (const KindSpan& span : known) {
            const std::uint64_t spanEnd = std::min(span.range.end(), end);
            if (spanEnd <= position) {
                continue;
            }
            append(spans, position, span.range.offset, gap);
            append(spans, std::max(position, span.range.offset), spanEnd, span.kind);
            position = spanEnd;
        }
        append(spans, position, end, gap);
        return;
    }
    for (const auto& child : node.childrenIfProduced()) {
        if (child->layer() != node.layer() || child->range().length == 0 ||
            child->range().end() <= position) {
            continue;
        }
        append(spans, position, child->range().offset, node.kind());
        flatten(*child, position, spans);
        position = child->range().end();
    }
    append(spans, position, end, node.kind());
}

} // namespace

std::optional<NodeKind> ByteKinds::kindAt(std::uint64_t offset) {
    // Ranges nest, so the deepest node for an offset inside the last answer lies below it.
    const Node* node = m_cached != nullptr && m_cached->range().contains(offset) ? m_cached
                       : m_layer != nullptr && m_root != nullptr ? childAt(*m_root, offset, m_layer)
                       : m_root != nullptr && m_root->range().contains(offset) ? m_root
                                                                               : nullptr;
    if (node == nullptr) {
        return std::nullopt;
    }
    while (const Node* child = childAt(*node, offset, node->layer())) {
        node = child;
    }
    m_cached = node;
    if (node->childrenProduced()) {
        return node->kind();
    }
    const auto known = node->childKinds();
    if (known.empty()) {
        return deferredKind(*node);
    }
    const auto span =
        std::upper_bound(known.begin(), known.end(), offset,
                         [](std::uint64_t o, const auto& s) { return o < s.range.offset; });
    if (span != known.begin() && std::prev(span)->range.contains(offset)) {
        return std::prev(span)->kind;
    }
    return node->kind();
}

KindSpans kindSpansOf(const Node& node) {
    KindSpans spans;
    flatten(node, node.range().offset, spans);
    return spans;
}

KindSpans kindSpansOf(const Layer& layer) {
    KindSpans spans;
    if (layer.owner() != nullptr) {
        for (const auto& child : layer.owner()->childrenIfProduced()) {
            if (child->layer() == &layer) {
                flatten(*child, child->range().offset, spans);
            }
        }
    }
    return spans;
}

Node::KindGenerator kindsFromGenerator(const Node& node, Node::ChildGenerator generator) {
    return [kind = node.kind(), range = node.range(), generator = std::move(generator)] {
        Node scratch({}, kind, range);
        generator(scratch);
        return kindSpansOf(scratch);
    };
}

} // namespace strata
