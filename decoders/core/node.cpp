#include "strata/node.h"

#include "strata/value_text.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <type_traits>

namespace strata {

std::string_view nodeKindName(NodeKind kind) {
    switch (kind) {
    case NodeKind::File:
        return "file";
    case NodeKind::Header:
        return "header";
    case NodeKind::Metadata:
        return "metadata";
    case NodeKind::Data:
        return "data";
    case NodeKind::Group:
        return "group";
    case NodeKind::Padding:
        return "padding";
    case NodeKind::Damaged:
        return "damaged";
    }
    return "unknown";
}

std::string fieldValueText(const FieldValue& value) {
    return std::visit(
        [](const auto& v) -> std::string {
            using T = std::decay_t<decltype(v)>;
            std::string out;
            if constexpr (std::is_same_v<T, bool>) {
                out = v ? "true" : "false";
            } else if constexpr (std::is_same_v<T, std::int64_t>) {
                appendInteger(out, v);
            } else if constexpr (std::is_same_v<T, std::uint64_t>) {
                appendUnsigned(out, v);
            } else if constexpr (std::is_same_v<T, double>) {
                appendShortest(out, v);
            } else {
                out = v;
            }
            return out;
        },
        value);
}

Node::Node(std::string label, NodeKind kind, ByteRange range, std::string value)
    : m_label(std::move(label))
    , m_kind(kind)
    , m_range(range)
    , m_value(std::move(value)) {}

const std::vector<Field>& Node::fields() const {
    if (m_deferredFields != nullptr) {
        std::call_once(m_deferredFields->once, [this] {
            m_fields = m_deferredFields->generator();
            m_deferredFields->generator = nullptr;
        });
    }
    return m_fields;
}

void Node::setFieldGenerator(FieldGenerator generator) {
    m_deferredFields = std::make_unique<DeferredFields>();
    m_deferredFields->generator = std::move(generator);
}

Node& Node::addField(std::string name, FieldValue value) {
    m_fields.push_back({std::move(name), std::move(value)});
    return *this;
}

namespace {

// `range` clamped into `bounds`: a child never leaves its parent's bytes, whatever a damaged
// file claims.
ByteRange clampedInto(const ByteRange& range, const ByteRange& bounds) {
    const std::uint64_t begin = std::clamp(range.offset, bounds.offset, bounds.end());
    const std::uint64_t end =
        std::clamp(range.offset + std::min(range.length, ~std::uint64_t{0} - range.offset), begin,
                   bounds.end());
    return {begin, end - begin};
}

} // namespace

void Node::moveIntoLayer(const Layer* layer) {
    const Layer* from = m_layer;
    for (const auto& child : m_children) {
        if (child->m_layer == from) {
            child->moveIntoLayer(layer);
        }
    }
    m_layer = layer;
}

const Layer& Node::addLayer(std::shared_ptr<Layer> layer) {
    layer->m_owner = this;
    m_layers.push_back(std::move(layer));
    return *m_layers.back();
}

void Node::clampChildren() {
    for (const auto& child : m_children) {
        if (child->m_layer == m_layer) {
            const ByteRange clamped = clampedInto(child->m_range, m_range);
            if (clamped != child->m_range) {
                child->m_range = clamped;
                child->clampChildren();
            }
        }
    }
}

Node& Node::addChild(std::unique_ptr<Node> child) {
    const ByteRange clamped = clampedInto(child->m_range, m_range);
    if (child->m_layer != m_layer) {
        child->moveIntoLayer(m_layer);
    }
    if (clamped != child->m_range) {
        // A subtree built apart (its children added before it had a parent) shrinks with it.
        child->m_range = clamped;
        child->clampChildren();
    }
    child->m_parent = this;
    m_children.push_back(std::move(child));
    return *m_children.back();
}

Node& Node::addChildIn(const Layer& layer, std::unique_ptr<Node> child) {
    if (const auto size = layer.size()) {
        child->m_range = clampedInto(child->m_range, {0, *size});
    }
    if (child->m_layer != &layer) {
        child->moveIntoLayer(&layer);
    }
    child->m_parent = this;
    m_children.push_back(std::move(child));
    return *m_children.back();
}

Node& Node::addChild(std::string label, NodeKind kind, ByteRange range, std::string value) {
    return addChild(std::make_unique<Node>(std::move(label), kind, range, std::move(value)));
}

void Node::setChildGenerator(ChildGenerator generator) {
    m_generator = std::move(generator);
    m_produced.store(false, std::memory_order_release);
}

void Node::setChildKinds(KindGenerator kinds) {
    m_childKinds = std::make_unique<ChildKinds>();
    m_childKinds->generator = std::move(kinds);
}

std::span<const KindSpan> Node::childKinds() const {
    if (m_childKinds == nullptr) {
        return {};
    }
    ChildKinds& kinds = *m_childKinds;
    std::call_once(kinds.once, [&kinds] {
        kinds.spans = kinds.generator();
        kinds.kept.store(true, std::memory_order_release);
    });
    return kinds.spans;
}

KindSpans Node::childKindsUnkept() const {
    if (m_childKinds == nullptr) {
        return {};
    }
    const ChildKinds& kinds = *m_childKinds;
    return kinds.kept.load(std::memory_order_acquire) ? kinds.spans : kinds.generator();
}

void Node::setSizeRole(SizeRole role) {
    if (m_sizeFacts == nullptr) {
        m_sizeFacts = std::make_unique<SizeFacts>();
    }
    m_sizeFacts->role = std::move(role);
    m_sizeFacts->hasRole = true;
}

const SizeRole* Node::sizeRole() const {
    return m_sizeFacts != nullptr && m_sizeFacts->hasRole ? &m_sizeFacts->role : nullptr;
}

void Node::setByteShares(ShareGenerator shares) {
    if (m_sizeFacts == nullptr) {
        m_sizeFacts = std::make_unique<SizeFacts>();
    }
    m_sizeFacts->shares = std::move(shares);
}

ByteShares Node::byteShares() const {
    return m_sizeFacts != nullptr && m_sizeFacts->shares ? m_sizeFacts->shares() : ByteShares{};
}

bool Node::hasChildren() const {
    return !m_produced.load(std::memory_order_acquire) || !m_children.empty();
}

bool Node::childrenProduced() const {
    return m_produced.load(std::memory_order_acquire);
}

std::span<const std::unique_ptr<Node>> Node::children() const {
    if (!m_produced.load(std::memory_order_acquire)) {
        std::lock_guard lock(m_generatorMutex);
        if (!m_produced.load(std::memory_order_relaxed)) {
            auto generator = std::move(m_generator);
            m_generator = nullptr;
            generator(const_cast<Node&>(*this));
            m_produced.store(true, std::memory_order_release);
        }
    }
    return m_children;
}

bool Node::produceDetached(Node& into) const {
    ChildGenerator generator;
    {
        std::lock_guard lock(m_generatorMutex);
        if (m_produced.load(std::memory_order_relaxed)) {
            return false;
        }
        generator = m_generator;
    }
    generator(into);
    return true;
}

std::span<const std::unique_ptr<Node>> Node::childrenIfProduced() const {
    if (!m_produced.load(std::memory_order_acquire)) {
        return {};
    }
    return m_children;
}

std::string Node::path() const {
    std::vector<const Node*> chain;
    for (const Node* node = this; node != nullptr; node = node->m_parent) {
        chain.push_back(node);
    }
    std::string out;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        if (!out.empty()) {
            out += " / ";
        }
        out += (*it)->m_label;
    }
    return out;
}

namespace {

// The number a label ends with ("frame 1000": 1000).
std::optional<std::uint64_t> trailingNumber(std::string_view label) {
    std::size_t start = label.size();
    while (start > 0 && label[start - 1] >= '0' && label[start - 1] <= '9') {
        --start;
    }
    std::uint64_t value = 0;
    if (start == label.size() ||
        std::from_chars(label.data() + start, label.data() + label.size(), value).ec !=
            std::errc{}) {
        return std::nullopt;
    }
    return value;
}

// The first and last numbers of a group's label ("frames 512–1023"), as addGroupedChildren
// writes it.
std::optional<std::pair<std::uint64_t, std::uint64_t>> groupNumbers(std::string_view label) {
    static constexpr std::string_view dash = "\u2013";
    const auto at = label.rfind(dash);
    if (at == std::string_view::npos) {
        return std::nullopt;
    }
    const auto last = trailingNumber(label);
    const auto first = trailingNumber(label.substr(0, at));
    if (!first || !last) {
        return std::nullopt;
    }
    return std::pair{*first, *last};
}

} // namespace

const Node* Node::findByPath(std::string_view path) const {
    static constexpr std::string_view separator = " / ";
    const auto end = path.find(separator);
    const std::string_view head = path.substr(0, end);
    if (head != m_label) {
        return nullptr;
    }
    if (end == std::string_view::npos) {
        return this;
    }
    const std::string_view rest = path.substr(end + separator.size());
    const std::string_view next = rest.substr(0, rest.find(separator));
    for (const auto& child : children()) {
        if (child->m_label == next) {
            if (const Node* found = child->findByPath(rest)) {
                return found;
            }
        }
    }
    // A long list's items lie in groups of 512 ("frames 512–1023", grouped_children.h), which
    // paths written without them (the diagnostics of a file's 100,000 frames) skip: the item
    // numbered N is in the group whose numbers hold N.
    const auto number = trailingNumber(next);
    if (!number) {
        return nullptr;
    }
    for (const auto& child : children()) {
        const auto span = groupNumbers(child->m_label);
        if (span && span->first <= *number && *number <= span->second) {
            return child->findByPath(child->m_label + std::string(separator) + std::string(rest));
        }
    }
    return nullptr;
}

const Node* Node::deepestAt(std::uint64_t offset) const {
    return deepestHolding({offset, 1});
}

const Node* Node::deepestHolding(const ByteRange& range) const {
    const ByteRange held{range.offset, std::max<std::uint64_t>(range.length, 1)};
    if (!m_range.contains(held)) {
        return nullptr;
    }
    const Node* current = this;
    for (;;) {
        const auto kids = current->children();
        // Children are mostly in file order; search the first in this node's space that holds
        // the range (so it has a non-empty range).
        const auto it = std::find_if(kids.begin(), kids.end(), [&](const auto& child) {
            return child->m_layer == m_layer && child->m_range.contains(held);
        });
        if (it == kids.end()) {
            return current;
        }
        current = it->get();
    }
}

const Node* Node::deepestAt(const Layer& layer, std::uint64_t offset) {
    return deepestHolding(layer, {offset, 1});
}

const Node* Node::deepestHolding(const Layer& layer, const ByteRange& range) {
    const Node* owner = layer.owner();
    if (owner == nullptr) {
        return nullptr;
    }
    for (const auto& child : owner->children()) {
        if (child->m_layer == &layer) {
            if (const Node* found = child->deepestHolding(range)) {
                return found;
            }
        }
    }
    return owner;
}

const Layer* Node::findLayerByPath(std::string_view path) const {
    const auto separator = path.rfind(layerPathSeparator);
    if (separator == std::string_view::npos) {
        return nullptr;
    }
    const Node* owner = findByPath(path.substr(0, separator));
    if (owner == nullptr) {
        return nullptr;
    }
    const std::string_view name = path.substr(separator + layerPathSeparator.size());
    // Formats make a node's layers in its child generator, with the nodes that enter them.
    owner->children();
    for (const auto& layer : owner->m_layers) {
        if (layer->name() == name) {
            return layer.get();
        }
    }
    return nullptr;
}

} // namespace strata
