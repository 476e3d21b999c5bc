#pragma once

#include "strata/byte_range.h"
#include "strata/field_value.h"
#include "strata/layer.h"
#include "strata/node_kind.h"
#include "strata/size_role.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// A run of bytes of one kind (see strata/byte_kinds.h).
struct KindSpan {
    ByteRange range;
    NodeKind kind;
};
using KindSpans = std::vector<KindSpan>;

// One element of a structure tree. Children are either added while parsing or produced on
// first access by a generator (for thousands of pages or rows); either way a child's range
// lies inside its parent's. A range is in file offsets, or in offsets of the layer the node lies
// in (strata/layer.h): a node's children lie in its layer unless they enter a layer of its own.
class Node {
public:
    using ChildGenerator = std::function<void(Node& parent)>;
    using KindGenerator = std::function<KindSpans()>;
    using FieldGenerator = std::function<std::vector<Field>()>;

    Node(std::string label, NodeKind kind, ByteRange range, std::string value = {});

    Node(const Node&) = delete;
    Node& operator=(const Node&) = delete;

    const std::string& label() const { return m_label; }
    NodeKind kind() const { return m_kind; }
    const ByteRange& range() const { return m_range; }
    const std::string& value() const { return m_value; }
    // Produces deferred fields if needed. Safe to call from several threads.
    const std::vector<Field>& fields() const;
    const Node* parent() const { return m_parent; }

    void setValue(std::string value) { m_value = std::move(value); }
    void setRange(ByteRange range) { m_range = range; }
    Node& addField(std::string name, FieldValue value);
    // Defers the fields: `generator` runs once, on the first call to fields() (the fields of a
    // file's 100,000 frames cost nothing until one is shown).
    void setFieldGenerator(FieldGenerator generator);

    // The byte space of range(): nullptr for the file.
    const Layer* layer() const { return m_layer; }
    // Adds a layer made from this node's bytes and returns it.
    const Layer& addLayer(std::shared_ptr<Layer> layer);
    // The layers made from this node's bytes, in the order added.
    std::span<const std::shared_ptr<Layer>> layers() const { return m_layers; }

    // Adds a child and returns it. The child lies in this node's layer, its range clamped into
    // this node's.
    Node& addChild(std::unique_ptr<Node> child);
    // Adds a child that lies in `layer`, one of this node's layers (the nodes that enter a
    // layer are children of its owner), its range clamped into the layer's size where known.
    Node& addChildIn(const Layer& layer, std::unique_ptr<Node> child);
    Node& addChild(std::string label, NodeKind kind, ByteRange range, std::string value = {});

    // Defers the children: `generator` runs once, on the first call to children().
    void setChildGenerator(ChildGenerator generator);

    // The kinds of the bytes below a node whose children are deferred, known without producing
    // them (so the hex view colours a frame's header as header before it is expanded): `kinds`
    // runs once, on the first call to childKinds(), and returns spans in file order.
    void setChildKinds(KindGenerator kinds);
    // Empty when nobody set them. Safe to call from several threads.
    std::span<const KindSpan> childKinds() const;
    // The same, not kept when made here: for a walk over every part of a file (the overview
    // strip), which would otherwise leave every unit's kinds behind. Safe to call from several
    // threads.
    KindSpans childKindsUnkept() const;

    // What the node's bytes are for the size breakdown (strata/size_role.h); nullptr when the
    // format said nothing.
    void setSizeRole(SizeRole role);
    const SizeRole* sizeRole() const;
    // How a leaf's bytes divide among columns, known without producing its children (an ODB-2
    // frame's rows, an AT-1 values stream); `shares` runs on every call to byteShares(), which
    // returns nothing when nobody set them.
    void setByteShares(ShareGenerator shares);
    ByteShares byteShares() const;

    // The damaged nodes below this one repeat what other diagnostics report at the same offsets
    // (an ODB-2 frame's: its header's damage is found while opening, its rows' by the frame's
    // block decode, which walks the same row markers): checkDocument reports this node's own
    // damage but leaves its children unproduced rather than build and walk them.
    void setDamageReportedElsewhere() { m_damageReportedElsewhere = true; }
    bool damageReportedElsewhere() const { return m_damageReportedElsewhere; }

    // True when the node has or will have children, without producing them.
    bool hasChildren() const;
    // Produces deferred children if needed. Safe to call from several threads.
    std::span<const std::unique_ptr<Node>> children() const;
    // While the children are not produced, runs their generator on `into` instead (a scratch
    // node with this one's label, kind and range, dropped after use: a walk over every part of
    // a file, as check makes, then keeps none of them) and returns true; false when they are
    // produced (walk them). Safe to call from several threads.
    bool produceDetached(Node& into) const;
    // Children already produced (never runs the generator).
    std::span<const std::unique_ptr<Node>> childrenIfProduced() const;
    bool childrenProduced() const;

    // The labels from the root to this node, joined by " / ".
    std::string path() const;

    // The node at a path as path() writes it ("file / row group 2 / ..."), starting with this
    // node's own label; nullptr when there is none. Produces children on the way down.
    const Node* findByPath(std::string_view path) const;

    // The deepest node at or below this one whose range holds `offset` (producing children
    // on the way down, never entering another layer); nullptr when this node's range does not
    // hold it.
    const Node* deepestAt(std::uint64_t offset) const;
    // The deepest node at or below `layer`'s owner that lies in `layer` and holds `offset`;
    // the owner when none does.
    static const Node* deepestAt(const Layer& layer, std::uint64_t offset);
    // The deepest node at or below `layer`'s owner that lies in `layer` and holds all of `range`
    // (a table cell's bytes in a decoded layer); the owner when none does.
    static const Node* deepestHolding(const Layer& layer, const ByteRange& range);
    // The layer at a path as Layer::path() writes it, below this node (producing children on
    // the way down, and the owner's: a child generator may add the owner's layers); nullptr
    // when there is none.
    const Layer* findLayerByPath(std::string_view path) const;
    // The deepest node at or below this one whose range holds all of `range` (a table cell's
    // bytes may span several leaves: an RLE run's length and value), never entering another
    // layer; an empty range is held as its offset is.
    const Node* deepestHolding(const ByteRange& range) const;

private:
    // Puts this node, and the children built with it in its old space, into `layer`.
    void moveIntoLayer(const Layer* layer);
    // Clamps the children already added, and theirs, into this node's range.
    void clampChildren();

    std::string m_label;
    NodeKind m_kind;
    ByteRange m_range;
    std::string m_value;
    mutable std::vector<Field> m_fields;
    const Node* m_parent = nullptr;
    const Layer* m_layer = nullptr;
    std::vector<std::shared_ptr<Layer>> m_layers;

    mutable std::vector<std::unique_ptr<Node>> m_children;
    mutable ChildGenerator m_generator;
    mutable std::mutex m_generatorMutex;
    mutable std::atomic<bool> m_produced{true};
    bool m_damageReportedElsewhere = false;

    // Allocated only for the nodes whose fields are deferred.
    struct DeferredFields {
        FieldGenerator generator;
        std::once_flag once;
    };
    std::unique_ptr<DeferredFields> m_deferredFields;
    // Allocated only for the few deferred nodes that know their children's kinds.
    struct ChildKinds {
        KindGenerator generator; // kept: childKindsUnkept runs it again
        KindSpans spans;
        std::once_flag once;
        std::atomic<bool> kept{false}; // spans made
    };
    std::unique_ptr<ChildKinds> m_childKinds;
    // Allocated only for the nodes a format describes for the size breakdown.
    struct SizeFacts {
        SizeRole role;
        ShareGenerator shares;
        bool hasRole = false;
    };
    std::unique_ptr<SizeFacts> m_sizeFacts;
};

} // namespace strata
