#include "strata/size_breakdown.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace strata {
namespace {

// What a byte is in the kind grouping: a node kind, or claimed by no node but a container.
enum class SizeKind { Header, Metadata, Data, Padding, Damaged, Unaccounted };

std::string_view sizeKindName(SizeKind kind) {
    switch (kind) {
    case SizeKind::Header:
        return "header";
    case SizeKind::Metadata:
        return "metadata";
    case SizeKind::Data:
        return "data";
    case SizeKind::Padding:
        return "padding";
    case SizeKind::Damaged:
        return "damaged";
    case SizeKind::Unaccounted:
        return "unaccounted";
    }
    return "unaccounted";
}

// A leaf's own bytes: a container's (file, group) bytes no child claims are unaccounted.
SizeKind sizeKindOf(NodeKind kind) {
    switch (kind) {
    case NodeKind::Header:
        return SizeKind::Header;
    case NodeKind::Metadata:
        return SizeKind::Metadata;
    case NodeKind::Data:
        return SizeKind::Data;
    case NodeKind::Padding:
        return SizeKind::Padding;
    case NodeKind::Damaged:
        return SizeKind::Damaged;
    case NodeKind::File:
    case NodeKind::Group:
        return SizeKind::Unaccounted;
    }
    return SizeKind::Unaccounted;
}

// Strings by number, so a piece carries three small numbers rather than three strings.
class Names {
public:
    std::uint32_t id(const std::string& name) {
        const auto [it, added] =
            m_ids.try_emplace(name, static_cast<std::uint32_t>(m_names.size()));
        if (added) {
            m_names.push_back(name);
        }
        return it->second;
    }
    const std::string& name(std::uint32_t id) const { return m_names[id]; }

private:
    std::unordered_map<std::string, std::uint32_t> m_ids;
    std::vector<std::string> m_names;
};
constexpr std::uint32_t none = 0; // Names::id("")

// A node that states the size its data decodes to, and the data bytes below it that have no
// decoded size of their own: they share its size in proportion to their length.
// An owner with owners below it (a Blosc2 chunk over its blocks) leaves its size to them: the
// data directly below it (a dictionary) has no decoded size of its own.
struct DecodedOwner {
    std::uint64_t decodedSize = 0;
    std::vector<std::size_t> pieces;
    bool ownersBelow = false;
};
constexpr std::size_t noOwner = static_cast<std::size_t>(-1);

// A run of bytes that counts to one entry in each grouping.
struct Piece {
    std::uint64_t bytes = 0;
    SizeKind kind = SizeKind::Unaccounted;
    std::uint32_t column = none;
    std::uint32_t codec = none;
    std::uint32_t unit = none;
    const Node* node = nullptr; // the leaf
    // The nodes that named its column, codec and unit (the leaf where none did): an entry lists
    // these, so selecting a column selects its chunk rather than the chunk's first header.
    const Node* columnNode = nullptr;
    const Node* codecNode = nullptr;
    const Node* unitNode = nullptr;
    std::optional<std::uint64_t> decodedSize; // of these bytes
};

// What a node passes down to the nodes below it.
struct Context {
    std::string column;
    const Node* columnNode = nullptr; // the node whose role named the (innermost) column
    std::string codec;
    const Node* codecOwner = nullptr; // the node whose role named the codec
    std::string unit;
    const Node* unitNode = nullptr;
    std::size_t owner = noOwner;
};

std::string joined(const std::string& outer, const std::string& inner) {
    if (outer.empty() || inner.empty()) {
        return outer.empty() ? inner : outer;
    }
    return outer + " / " + inner;
}

// A unit's name: its path below the file ("row group 3", "frame 2 / stream set / values").
std::string unitName(const Node& node) {
    std::string name = node.label();
    for (const Node* up = node.parent(); up != nullptr && up->parent() != nullptr;
         up = up->parent()) {
        name = up->label() + " / " + name;
    }
    return name;
}

class Walk {
public:
    explicit Walk(const JobControl& control)
        : m_control(control) {
        m_names.id("");
    }

    void visit(const Node& node, std::uint64_t from, Context context);
    // Bytes of the file outside the root's range.
    void addUnclaimed(std::uint64_t bytes) {
        if (bytes != 0) {
            m_pieces.push_back({bytes,
                                SizeKind::Unaccounted,
                                none,
                                none,
                                none,
                                nullptr,
                                nullptr,
                                nullptr,
                                nullptr,
                                {}});
        }
    }
    SizeBreakdown result(std::uint64_t fileSize);

private:
    void addPiece(const Node& node, const Context& context, std::uint64_t bytes, SizeKind kind,
                  bool codecApplies, const std::string& shareColumn = {},
                  std::optional<std::uint64_t> decodedSize = {});
    void addOwnBytes(const Node& node, const Context& context, std::uint64_t begin,
                     std::uint64_t end, SizeKind kind);
    void addShares(const Node& node, const Context& context, const ByteShares& shares);
    void addLeaf(const Node& node, const Context& context, std::uint64_t begin);

    const JobControl& m_control;
    Names m_names;
    std::vector<Piece> m_pieces;
    std::vector<DecodedOwner> m_owners;
};

void Walk::addPiece(const Node& node, const Context& context, std::uint64_t bytes, SizeKind kind,
                    bool codecApplies, const std::string& shareColumn,
                    std::optional<std::uint64_t> decodedSize) {
    if (bytes == 0) {
        return;
    }
    Piece piece;
    piece.bytes = bytes;
    piece.kind = kind;
    piece.column = m_names.id(joined(context.column, shareColumn));
    piece.codec = codecApplies ? m_names.id(context.codec) : none;
    piece.unit = m_names.id(context.unit);
    piece.node = &node;
    piece.columnNode =
        shareColumn.empty() && context.columnNode != nullptr ? context.columnNode : &node;
    piece.codecNode = context.codecOwner != nullptr ? context.codecOwner : &node;
    piece.unitNode = context.unitNode != nullptr ? context.unitNode : &node;
    piece.decodedSize = decodedSize;
    if (!decodedSize && kind == SizeKind::Data && context.owner != noOwner) {
        m_owners[context.owner].pieces.push_back(m_pieces.size());
    }
    m_pieces.push_back(piece);
}

// A codec names the data below the node that states it, and that node's own bytes (an AT-1
// stream of metadata is xz too); not the headers and indexes around the data.
void Walk::addOwnBytes(const Node& node, const Context& context, std::uint64_t begin,
                       std::uint64_t end, SizeKind kind) {
    if (begin < end) {
        addPiece(node, context, end - begin, kind,
                 kind == SizeKind::Data || context.codecOwner == &node);
    }
}

void Walk::addShares(const Node& node, const Context& context, const ByteShares& shares) {
    std::uint64_t left = node.range().length;
    for (const ByteShare& share : shares) {
        const std::uint64_t bytes = std::min(share.bytes, left);
        Context shareContext = context;
        if (!share.codec.empty()) {
            shareContext.codec = share.codec;
        }
        addPiece(node, shareContext, bytes, sizeKindOf(share.kind),
                 share.kind == NodeKind::Data || !share.codec.empty(), share.column,
                 share.decodedSize);
        left -= bytes;
    }
    // Shares that fall short of the node (they never should) leave its own kind.
    addOwnBytes(node, context, node.range().end() - left, node.range().end(),
                sizeKindOf(node.kind()));
}

// A node whose children are not walked: the kinds its layout gives, else its own kind.
void Walk::addLeaf(const Node& node, const Context& context, std::uint64_t begin) {
    const std::uint64_t end = node.range().end();
    const SizeKind own = node.kind() == NodeKind::Group ? SizeKind::Data : sizeKindOf(node.kind());
    std::uint64_t position = begin;
    if (!node.childrenProduced()) {
        for (const KindSpan& span : node.childKinds()) {
            const std::uint64_t spanEnd = std::min(span.range.end(), end);
            if (spanEnd <= position) {
                continue;
            }
            addOwnBytes(node, context, position, std::min(span.range.offset, spanEnd), own);
            position = std::max(position, span.range.offset);
            addOwnBytes(node, context, position, spanEnd, sizeKindOf(span.kind));
            position = spanEnd;
        }
    }
    addOwnBytes(node, context, position, end, own);
}

void Walk::visit(const Node& node, std::uint64_t from, Context context) {
    if (m_control.cancelled()) {
        return;
    }
    const std::uint64_t begin = std::max(from, node.range().offset);
    if (const SizeRole* role = node.sizeRole()) {
        if (!role->column.empty()) {
            context.column = joined(context.column, role->column);
            context.columnNode = &node;
        }
        if (!role->codec.empty()) {
            context.codec = role->codec;
            context.codecOwner = &node;
        }
        if (role->unit) {
            context.unit = unitName(node);
            context.unitNode = &node;
        }
    }
    // A node whose bytes several columns share says how, whatever has been expanded below it.
    const ByteShares shares = begin == node.range().offset ? node.byteShares() : ByteShares{};
    // Containers are walked into; data, headers and metadata only where their children exist
    // already (rows, values and layers are never produced here).
    const bool container = node.kind() == NodeKind::File || node.kind() == NodeKind::Group;
    const bool walkChildren = shares.empty() && (container || node.childrenProduced());
    const auto children = walkChildren ? node.children() : node.childrenIfProduced();
    if (const auto decoded = statedDecodedSize(node)) {
        if (context.owner != noOwner) {
            m_owners[context.owner].ownersBelow = true;
        }
        context.owner = m_owners.size();
        m_owners.push_back({*decoded, {}, false});
    }
    if (!shares.empty()) {
        addShares(node, context, shares);
        return;
    }
    const bool childInSpace =
        std::any_of(children.begin(), children.end(),
                    [&node](const auto& child) { return child->layer() == node.layer(); });
    if (!walkChildren || !childInSpace) {
        addLeaf(node, context, begin);
        return;
    }
    const SizeKind own = sizeKindOf(node.kind());
    std::uint64_t position = begin;
    std::size_t done = 0;
    for (const auto& child : children) {
        ++done;
        // Where children overlap, the first claims the bytes, as in ByteKinds.
        if (child->layer() != node.layer() || child->range().length == 0 ||
            child->range().end() <= position) {
            continue;
        }
        addOwnBytes(node, context, position, std::max(position, child->range().offset), own);
        visit(*child, position, context);
        position = child->range().end();
        if (node.parent() == nullptr) {
            m_control.report(done, children.size());
        }
    }
    addOwnBytes(node, context, position, node.range().end(), own);
}

SizeBreakdown Walk::result(std::uint64_t fileSize) {
    for (const DecodedOwner& owner : m_owners) {
        if (owner.ownersBelow) {
            continue;
        }
        std::vector<std::uint64_t> lengths;
        lengths.reserve(owner.pieces.size());
        for (const std::size_t p : owner.pieces) {
            lengths.push_back(m_pieces[p].bytes);
        }
        const auto shares = apportion(owner.decodedSize, lengths);
        for (std::size_t i = 0; i < owner.pieces.size(); ++i) {
            m_pieces[owner.pieces[i]].decodedSize = shares[i];
        }
    }
    SizeBreakdown breakdown;
    breakdown.fileSize = fileSize;
    for (std::size_t g = 0; g < sizeGroupingCount; ++g) {
        std::map<std::string, SizeEntry> entries;
        std::map<std::string, const Node*> lastNode;
        for (const Piece& piece : m_pieces) {
            std::uint32_t id = none;
            const Node* named = nullptr;
            switch (static_cast<SizeGrouping>(g)) {
            case SizeGrouping::Column:
                id = piece.column;
                named = piece.columnNode;
                break;
            case SizeGrouping::Codec:
                id = piece.codec;
                named = piece.codecNode;
                break;
            case SizeGrouping::Unit:
                id = piece.unit;
                named = piece.unitNode;
                break;
            case SizeGrouping::Kind:
                break;
            }
            const Node* source = id == none ? piece.node : named;
            const std::string name = static_cast<SizeGrouping>(g) == SizeGrouping::Kind
                                         ? std::string(sizeKindName(piece.kind))
                                     : id == none
                                         ? "(" + std::string(sizeKindName(piece.kind)) + ")"
                                         : m_names.name(id);
            SizeEntry& entry = entries[name];
            entry.name = name;
            entry.bytes += piece.bytes;
            if (piece.kind != SizeKind::Data) {
                entry.overheadBytes += piece.bytes;
            }
            if (piece.decodedSize) {
                entry.compressedBytes += piece.bytes;
                entry.decodedBytes += *piece.decodedSize;
            }
            const Node*& last = lastNode[name];
            if (source != nullptr && last != source) {
                last = source;
                if (entry.paths.size() < maxEntryPaths) {
                    entry.paths.push_back(source->path());
                } else {
                    ++entry.pathsLeftOut;
                }
            }
        }
        auto& out = breakdown.groupings[g];
        for (auto& [name, entry] : entries) {
            out.push_back(std::move(entry));
        }
        std::stable_sort(out.begin(), out.end(),
                         [](const SizeEntry& a, const SizeEntry& b) { return a.bytes > b.bytes; });
    }
    return breakdown;
}

} // namespace

std::string_view sizeGroupingName(SizeGrouping grouping) {
    switch (grouping) {
    case SizeGrouping::Column:
        return "column";
    case SizeGrouping::Codec:
        return "codec";
    case SizeGrouping::Unit:
        return "unit";
    case SizeGrouping::Kind:
        return "kind";
    }
    return "kind";
}

std::optional<SizeGrouping> sizeGroupingFromName(std::string_view name) {
    for (std::size_t g = 0; g < sizeGroupingCount; ++g) {
        if (sizeGroupingName(static_cast<SizeGrouping>(g)) == name) {
            return static_cast<SizeGrouping>(g);
        }
    }
    return std::nullopt;
}

std::optional<double> SizeEntry::ratio() const {
    if (compressedBytes == 0) {
        return std::nullopt;
    }
    return static_cast<double>(decodedBytes) / static_cast<double>(compressedBytes);
}

std::optional<std::uint64_t> statedDecodedSize(const Node& node) {
    if (const SizeRole* role = node.sizeRole(); role != nullptr && role->decodedSize) {
        return role->decodedSize;
    }
    for (const auto& layer : node.layers()) {
        if (const auto size = layer->size()) {
            return size;
        }
    }
    return std::nullopt;
}

SizeBreakdown computeSizeBreakdown(const Document& document, const JobControl& control) {
    const std::uint64_t fileSize = document.source ? document.source->size()
                                   : document.root ? document.root->range().end()
                                                   : 0;
    Walk walk(control);
    std::uint64_t claimed = 0;
    if (document.root) {
        walk.visit(*document.root, 0, {});
        claimed = std::min(document.root->range().length, fileSize);
    }
    // A root that does not span the file (none for an unknown format) leaves bytes to nobody.
    walk.addUnclaimed(fileSize - claimed);
    return walk.result(fileSize);
}

} // namespace strata
