#pragma once

#include "strata/byte_range.h"
#include "strata/field_value.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// What a node's bytes are; the hex view colours ranges by it.
enum class NodeKind {
    File,     // the whole file
    Header,   // magic numbers, fixed headers
    Metadata, // indexes, schemas, footers, page headers
    Data,     // encoded values
    Group,    // a container of other nodes (row group, frame, chunk)
    Padding,  // unused or unknown bytes
    Damaged,  // bytes that could not be decoded; the value says why
};

std::string_view nodeKindName(NodeKind kind);

// A run of bytes of one kind (see strata/byte_kinds.h).
struct KindSpan {
    ByteRange range;
    NodeKind kind;
};
using KindSpans = std::vector<KindSpan>;

// One element of a structure tree. Children are either added while parsing or produced on
// first access by a generator (for thousands of pages or rows); either way a child's range
// lies inside its parent's.
class Node {
public:
    using ChildGenerator = std::function<void(Node& parent)>;
    using KindGenerator = std::function<KindSpans()>;

    Node(std::string label, NodeKind kind, ByteRange range, std::string value = {});

    Node(const Node&) = delete;
    Node& operator=(const Node&) = delete;

    const std::string& label() const { return m_label; }
    NodeKind kind() const { return m_kind; }
    const ByteRange& range() const { return m_range; }
    const std::string& value() const { return m_value; }
    const std::vector<Field>& fields() const { return m_fields; }
    const Node* parent() const { return m_parent; }

    void setValue(std::string value) { m_value = std::move(value); }
    void setRange(ByteRange range) { m_range = range; }
    Node& addField(std::string name, FieldValue value);

    // Adds a child and returns it.
    Node& addChild(std::unique_ptr<Node> child);
    Node& addChild(std::string label, NodeKind kind, ByteRange range, std::string value = {});

    // Defers the children: `generator` runs once, on the first call to children().
    void setChildGenerator(ChildGenerator generator);

    // The kinds of the bytes below a node whose children are deferred, known without producing
    // them (so the hex view colours a frame's header as header before it is expanded): `kinds`
    // runs once, on the first call to childKinds(), and returns spans in file order.
    void setChildKinds(KindGenerator kinds);
    // Empty when nobody set them. Safe to call from several threads.
    std::span<const KindSpan> childKinds() const;

    // True when the node has or will have children, without producing them.
    bool hasChildren() const;
    // Produces deferred children if needed. Safe to call from several threads.
    std::span<const std::unique_ptr<Node>> children() const;
    // Children already produced (never runs the generator).
    std::span<const std::unique_ptr<Node>> childrenIfProduced() const;
    bool childrenProduced() const;

    // The labels from the root to this node, joined by " / ".
    std::string path() const;

    // The node at a path as path() writes it ("file / row group 2 / ..."), starting with this
    // node's own label; nullptr when there is none. Produces children on the way down.
    const Node* findByPath(std::string_view path) const;

    // The deepest node at or below this one whose range holds `offset` (producing children
    // on the way down); nullptr when this node's range does not hold it.
    const Node* deepestAt(std::uint64_t offset) const;
    // The deepest node at or below this one whose range holds all of `range` (a table cell's
    // bytes may span several leaves: an RLE run's length and value); an empty range is held
    // as its offset is.
    const Node* deepestHolding(const ByteRange& range) const;

private:
    std::string m_label;
    NodeKind m_kind;
    ByteRange m_range;
    std::string m_value;
    std::vector<Field> m_fields;
    const Node* m_parent = nullptr;

    mutable std::vector<std::unique_ptr<Node>> m_children;
    mutable ChildGenerator m_generator;
    mutable std::mutex m_generatorMutex;
    mutable std::atomic<bool> m_produced{true};

    // Allocated only for the few deferred nodes that know their children's kinds.
    struct ChildKinds {
        KindGenerator generator;
        KindSpans spans;
        std::once_flag once;
    };
    std::unique_ptr<ChildKinds> m_childKinds;
};

} // namespace strata
