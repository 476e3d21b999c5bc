#include "strata/byte_kinds.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <span>

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

// Takes a node's byte kinds in file order and hands them on in runs, bytes of one kind that
// follow each other joined.
class KindRuns {
public:
    explicit KindRuns(const std::function<void(const KindSpan&)>& visit)
        : m_visit(visit) {}
    void add(std::uint64_t begin, std::uint64_t end, NodeKind kind) {
        if (begin >= end) {
            return;
        }
        if (m_pending && m_pending->kind == kind && m_pending->range.end() == begin) {
            m_pending->range.length += end - begin;
            return;
        }
        finish();
        m_pending = KindSpan{{begin, end - begin}, kind};
    }
    void finish() {
        if (m_pending) {
            m_visit(*m_pending);
            m_pending.reset();
        }
    }

private:
    const std::function<void(const KindSpan&)>& m_visit;
    std::optional<KindSpan> m_pending;
};

// Whether the kinds of deferred parts are kept on their nodes once made (the hex view asks for
// them again and again) or made for the walk alone.
enum class Deferred { Kept, Unkept };

// Adds the kinds of node's bytes from `from` on. Where children overlap, the first wins, as
// in Node::deepestAt.
void flatten(const Node& node, std::uint64_t from, KindRuns& runs, Deferred deferred) {
    const std::uint64_t end = node.range().end();
    std::uint64_t position = std::max(from, node.range().offset);
    if (!node.childrenProduced()) {
        KindSpans made;
        std::span<const KindSpan> known;
        if (deferred == Deferred::Kept) {
            known = node.childKinds();
        } else {
            made = node.childKindsUnkept();
            known = made;
        }
        const NodeKind gap = known.empty() ? deferredKind(node) : node.kind();
        for (const KindSpan& span : known) {
            const std::uint64_t spanEnd = std::min(span.range.end(), end);
            if (spanEnd <= position) {
                continue;
            }
            runs.add(position, span.range.offset, gap);
            runs.add(std::max(position, span.range.offset), spanEnd, span.kind);
            position = spanEnd;
        }
        runs.add(position, end, gap);
        return;
    }
    for (const auto& child : node.childrenIfProduced()) {
        if (child->layer() != node.layer() || child->range().length == 0 ||
            child->range().end() <= position) {
            continue;
        }
        runs.add(position, child->range().offset, node.kind());
        flatten(*child, position, runs, deferred);
        position = child->range().end();
    }
    runs.add(position, end, node.kind());
}

void flattenNode(const Node& node, Deferred deferred,
                 const std::function<void(const KindSpan&)>& visit) {
    KindRuns runs(visit);
    flatten(node, node.range().offset, runs, deferred);
    runs.finish();
}

void flattenLayer(const Layer& layer, Deferred deferred,
                  const std::function<void(const KindSpan&)>& visit) {
    KindRuns runs(visit);
    if (layer.owner() != nullptr) {
        for (const auto& child : layer.owner()->childrenIfProduced()) {
            if (child->layer() == &layer) {
                flatten(*child, child->range().offset, runs, deferred);
            }
        }
    }
    runs.finish();
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
    flattenNode(node, Deferred::Kept, [&spans](const KindSpan& span) { spans.push_back(span); });
    return spans;
}

KindSpans kindSpansOf(const Layer& layer) {
    KindSpans spans;
    flattenLayer(layer, Deferred::Kept, [&spans](const KindSpan& span) { spans.push_back(span); });
    return spans;
}

void visitKindSpans(const Node& node, const std::function<void(const KindSpan&)>& visit) {
    flattenNode(node, Deferred::Unkept, visit);
}

void visitKindSpans(const Layer& layer, const std::function<void(const KindSpan&)>& visit) {
    flattenLayer(layer, Deferred::Unkept, visit);
}

Node::KindGenerator kindsFromGenerator(const Node& node, Node::ChildGenerator generator) {
    return [kind = node.kind(), range = node.range(), generator = std::move(generator)] {
        Node scratch({}, kind, range);
        generator(scratch);
        return kindSpansOf(scratch);
    };
}

} // namespace strata
