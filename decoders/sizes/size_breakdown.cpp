#include "strata/size_breakdown.h"

#include <algorithm>
#include <map>
#include <optional>
#include <span>
#include <unordered_map>
#include <unordered_set>

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
    // Forgets every name but "" (none).
    void clear() {
        m_ids.clear();
        m_names.clear();
        id("");
    }

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

// A node the walk met and its number in walk order: entries tell their nodes apart by number,
// as the parts made on scratch copies are gone (their addresses used again) once walked.
struct Met {
    const Node* node = nullptr;
    std::uint64_t number = 0;
};

// A run of bytes that counts to one entry in each grouping.
struct Piece {
    std::uint64_t bytes = 0;
    SizeKind kind = SizeKind::Unaccounted;
    std::uint32_t column = none;
    std::uint32_t codec = none;
    std::uint32_t unit = none;
    Met node; // the leaf
    // The nodes that named its column, codec and unit (the leaf where none did): an entry lists
    // these, so selecting a column selects its chunk rather than the chunk's first header.
    Met columnNode;
    Met codecNode;
    Met unitNode;
    std::optional<std::uint64_t> decodedSize; // of these bytes
};

// What a node passes down to the nodes below it.
struct Context {
    std::string column;
    Met columnNode; // the node whose role named the (innermost) column
    std::string codec;
    Met codecOwner; // the node whose role named the codec
    std::string unit;
    Met unitNode;
    std::size_t owner = noOwner;
};

std::string joined(const std::string& outer, const std::string& inner) {
    if (outer.empty() || inner.empty()) {
        return outer.empty() ? inner : outer;
    }
    return outer + " / " + inner;
}

// Entries sort largest first, ties by name.
bool listedBefore(const SizeEntry& a, const SizeEntry& b) {
    return a.bytes != b.bytes ? a.bytes > b.bytes : a.name < b.name;
}

// Adds `entry`'s bytes to `others`, which stands for one more entry.
void addToOthers(SizeEntry& others, const SizeEntry& entry) {
    others.bytes += entry.bytes;
    others.overheadBytes += entry.overheadBytes;
    others.compressedBytes += entry.compressedBytes;
    others.decodedBytes += entry.decodedBytes;
    ++others.pathsLeftOut; // the entries it stands for
}

SizeEntry othersEntry(SizeGrouping grouping) {
    return {std::string(otherEntriesName(grouping)), 0, 0, 0, 0, {}, 0};
}

// The largest of a grouping's many entries (units: a file of 100,000 frames has a million
// streams), the others added up in one entry, so that memory follows what is listed.
class LargestEntries {
public:
    void add(SizeEntry&& entry) {
        m_kept.push_back(std::move(entry));
        if (m_kept.size() >= 2 * maxUnitEntries) {
            trim();
        }
    }
    // The entries kept, and the others' entry when there were more.
    std::vector<SizeEntry> take() {
        trim();
        if (m_others.pathsLeftOut != 0) {
            m_kept.push_back(std::move(m_others));
        }
        return std::move(m_kept);
    }

private:
    void trim() {
        if (m_kept.size() <= maxUnitEntries) {
            return;
        }
        const auto cut = m_kept.begin() + static_cast<std::ptrdiff_t>(maxUnitEntries);
        std::nth_element(m_kept.begin(), cut, m_kept.end(), listedBefore);
        for (auto it = cut; it != m_kept.end(); ++it) {
            addToOthers(m_others, *it);
        }
        m_kept.erase(cut, m_kept.end());
    }

    std::vector<SizeEntry> m_kept;
    SizeEntry m_others = othersEntry(SizeGrouping::Unit);
};

// An entry being added up, and the node that last added to it.
struct OpenEntry {
    SizeEntry entry;
    std::uint64_t lastNode = 0; // its number + 1; 0 for none yet
};

// The entries of a grouping being added up. Columns and codecs keep at most maxOpenEntries: past
// that the smallest go to the others' entry, and bytes of theirs met later follow them (their
// names are kept hashed).
class OpenEntries {
public:
    explicit OpenEntries(SizeGrouping grouping)
        : m_others(othersEntry(grouping)) {}

    // The entry named `name`, made when new; nullptr when it went to the others'.
    OpenEntry* entryFor(std::string&& name) {
        if (!m_leftOut.empty() && m_leftOut.contains(std::hash<std::string>{}(name))) {
            return nullptr;
        }
        auto [it, added] = m_open.try_emplace(name);
        if (added) {
            it->second.entry.name = std::move(name);
        }
        return &it->second;
    }
    SizeEntry& others() { return m_others; }
    std::map<std::string, OpenEntry>& open() { return m_open; }
    // Past `most` entries, the maxUnitEntries largest so far stay.
    void trim(std::size_t most) {
        if (m_open.size() <= most) {
            return;
        }
        std::vector<std::map<std::string, OpenEntry>::iterator> all;
        all.reserve(m_open.size());
        for (auto it = m_open.begin(); it != m_open.end(); ++it) {
            all.push_back(it);
        }
        const auto cut = all.begin() + static_cast<std::ptrdiff_t>(maxUnitEntries);
        std::nth_element(all.begin(), cut, all.end(), [](const auto& a, const auto& b) {
            return listedBefore(a->second.entry, b->second.entry);
        });
        for (auto it = cut; it != all.end(); ++it) {
            addToOthers(m_others, (*it)->second.entry);
            m_leftOut.insert(std::hash<std::string>{}((*it)->first));
            m_open.erase(*it);
        }
    }
    // The entries, at most maxUnitEntries, and the others' entry when any went there.
    std::vector<SizeEntry> take() {
        trim(maxUnitEntries);
        std::vector<SizeEntry> entries;
        for (auto& [name, open] : m_open) {
            entries.push_back(std::move(open.entry));
        }
        if (m_others.pathsLeftOut != 0) {
            entries.push_back(std::move(m_others));
        }
        return entries;
    }

private:
    std::map<std::string, OpenEntry> m_open;
    std::unordered_set<std::size_t> m_leftOut;
    SizeEntry m_others;
};

class Walk {
public:
    explicit Walk(const JobControl& control)
        : m_control(control) {
        m_names.id("");
        m_unitNames.id("");
    }

    void visit(const Node& node, std::uint64_t from, Context context);
    // Bytes of the file outside the root's range.
    void addUnclaimed(std::uint64_t bytes) {
        if (bytes != 0) {
            m_pieces.push_back(
                {bytes, SizeKind::Unaccounted, none, none, none, {}, {}, {}, {}, {}});
            addUp();
        }
    }
    SizeBreakdown result(std::uint64_t fileSize);

private:
    void visitChildren(const Met& met, std::span<const std::unique_ptr<Node>> children,
                       std::uint64_t begin, const Context& context);
    void addPiece(const Met& node, const Context& context, std::uint64_t bytes, SizeKind kind,
                  bool codecApplies, const std::string& shareColumn = {},
                  std::optional<std::uint64_t> decodedSize = {});
    void addOwnBytes(const Met& node, const Context& context, std::uint64_t begin,
                     std::uint64_t end, SizeKind kind);
    void addShares(const Met& node, const Context& context, const ByteShares& shares);
    void addLeaf(const Met& node, const Context& context, std::uint64_t begin);
    // Adds the pieces met so far to the entries, their owners' decoded sizes shared out: only
    // while no owner is open, so that an owner's pieces are all there.
    void addUp();
    // The labels from the root (or from below it) to `node`, across scratch copies.
    std::string pathOf(const Node& node, bool withRoot) const;

    const JobControl& m_control;
    Names m_names;     // columns' and codecs' of the pieces not added up yet
    Names m_unitNames; // the units' of the pieces not added up yet: a file has millions
    std::uint64_t m_nodesMet = 0;
    std::vector<Piece> m_pieces;
    std::vector<DecodedOwner> m_owners;
    std::size_t m_openOwners = 0;
    // Scratch copies being walked, and the nodes they stand for.
    std::vector<std::pair<const Node*, const Node*>> m_scratches;
    std::array<OpenEntries, sizeGroupingCount> m_entries{
        OpenEntries(SizeGrouping::Column), OpenEntries(SizeGrouping::Codec),
        OpenEntries(SizeGrouping::Unit), OpenEntries(SizeGrouping::Kind)};
    std::vector<std::string> m_closedUnits; // units walked whose pieces are not all added up
    LargestEntries m_units;                 // units added up
};

std::string Walk::pathOf(const Node& node, bool withRoot) const {
    std::vector<const Node*> chain;
    for (const Node* at = &node; at != nullptr;) {
        chain.push_back(at);
        const Node* up = at->parent();
        if (up == nullptr) {
            for (const auto& [scratch, original] : m_scratches) {
                if (scratch == at) {
                    chain.pop_back(); // the scratch copy has the original's label
                    up = original;
                }
            }
        }
        at = up;
    }
    std::string path;
    // Below the root: its own label for the root itself.
    const std::ptrdiff_t skipped = withRoot || chain.size() == 1 ? 0 : 1;
    for (auto it = chain.rbegin() + skipped; it < chain.rend(); ++it) {
        if (!path.empty()) {
            path += " / ";
        }
        path += (*it)->label();
    }
    return path;
}

void Walk::addPiece(const Met& node, const Context& context, std::uint64_t bytes, SizeKind kind,
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
    piece.unit = m_unitNames.id(context.unit);
    piece.node = node;
    piece.columnNode =
        shareColumn.empty() && context.columnNode.node != nullptr ? context.columnNode : node;
    piece.codecNode = context.codecOwner.node != nullptr ? context.codecOwner : node;
    piece.unitNode = context.unitNode.node != nullptr ? context.unitNode : node;
    piece.decodedSize = decodedSize;
    if (!decodedSize && kind == SizeKind::Data && context.owner != noOwner) {
        m_owners[context.owner].pieces.push_back(m_pieces.size());
    }
    m_pieces.push_back(piece);
}

// A codec names the data below the node that states it, and that node's own bytes (an AT-1
// stream of metadata is xz too); not the headers and indexes around the data.
void Walk::addOwnBytes(const Met& node, const Context& context, std::uint64_t begin,
                       std::uint64_t end, SizeKind kind) {
    if (begin < end) {
        addPiece(node, context, end - begin, kind,
                 kind == SizeKind::Data || context.codecOwner.node == node.node);
    }
}

void Walk::addShares(const Met& node, const Context& context, const ByteShares& shares) {
    std::uint64_t left = node.node->range().length;
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
    addOwnBytes(node, context, node.node->range().end() - left, node.node->range().end(),
                sizeKindOf(node.node->kind()));
}

// A node whose children are not walked: the kinds its layout gives, else its own kind.
void Walk::addLeaf(const Met& met, const Context& context, std::uint64_t begin) {
    const Node& node = *met.node;
    const std::uint64_t end = node.range().end();
    const SizeKind own = node.kind() == NodeKind::Group ? SizeKind::Data : sizeKindOf(node.kind());
    std::uint64_t position = begin;
    if (!node.childrenProduced()) {
        for (const KindSpan& span : node.childKinds()) {
            const std::uint64_t spanEnd = std::min(span.range.end(), end);
            if (spanEnd <= position) {
                continue;
            }
            addOwnBytes(met, context, position, std::min(span.range.offset, spanEnd), own);
            position = std::max(position, span.range.offset);
            addOwnBytes(met, context, position, spanEnd, sizeKindOf(span.kind));
            position = spanEnd;
        }
    }
    addOwnBytes(met, context, position, end, own);
}

void Walk::visit(const Node& node, std::uint64_t from, Context context) {
    if (m_control.cancelled()) {
        return;
    }
    const Met met{&node, m_nodesMet++};
    const std::uint64_t begin = std::max(from, node.range().offset);
    std::string unit;
    if (const SizeRole* role = node.sizeRole()) {
        if (!role->column.empty()) {
            context.column = joined(context.column, role->column);
            context.columnNode = met;
        }
        if (!role->codec.empty()) {
            context.codec = role->codec;
            context.codecOwner = met;
        }
        if (role->unit) {
            unit = pathOf(node, false);
            context.unit = unit;
            context.unitNode = met;
        }
    }
    // A node whose bytes several columns share says how, whatever has been expanded below it.
    const ByteShares shares = begin == node.range().offset ? node.byteShares() : ByteShares{};
    // Containers are walked into; data, headers and metadata only where their children exist
    // already (rows, values and layers are never produced here). A container not produced yet is
    // made on a scratch copy, walked and dropped (Node::produceDetached), as check walks: the
    // tree keeps what the user opened, not every part of the file. Not inside an owner, whose
    // pieces wait for it to be walked whole.
    const bool container = node.kind() == NodeKind::File || node.kind() == NodeKind::Group;
    const bool walkChildren = shares.empty() && (container || node.childrenProduced());
    std::optional<Node> scratch;
    if (walkChildren && m_openOwners == 0 && node.layer() == nullptr && !node.childrenProduced()) {
        scratch.emplace(node.label(), node.kind(), node.range());
        if (!node.produceDetached(*scratch)) {
            scratch.reset(); // produced meanwhile
        }
    }
    const auto children = !walkChildren ? node.childrenIfProduced()
                          : scratch     ? scratch->children()
                                        : node.children();
    auto decoded = statedDecodedSize(node);
    if (!decoded && scratch) {
        decoded = statedDecodedSize(*scratch); // layers its production added
    }
    if (decoded) {
        if (context.owner != noOwner) {
            m_owners[context.owner].ownersBelow = true;
        }
        context.owner = m_owners.size();
        m_owners.push_back({*decoded, {}, false});
        ++m_openOwners;
    }
    if (scratch) {
        m_scratches.emplace_back(&*scratch, &node);
    }
    if (!shares.empty()) {
        addShares(met, context, shares);
    } else {
        const bool childInSpace =
            std::any_of(children.begin(), children.end(),
                        [&node](const auto& child) { return child->layer() == node.layer(); });
        if (!walkChildren || !childInSpace) {
            addLeaf(met, context, begin);
        } else {
            visitChildren(met, children, begin, context);
        }
    }
    if (decoded) {
        --m_openOwners;
    }
    if (!unit.empty()) {
        m_closedUnits.push_back(std::move(unit));
    }
    if (m_openOwners == 0) {
        addUp(); // before the scratch parts go
    }
    if (scratch) {
        m_scratches.pop_back();
    }
}

void Walk::visitChildren(const Met& met, std::span<const std::unique_ptr<Node>> children,
                         std::uint64_t begin, const Context& context) {
    const Node& node = *met.node;
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
        addOwnBytes(met, context, position, std::max(position, child->range().offset), own);
        visit(*child, position, context);
        position = child->range().end();
        if (node.parent() == nullptr) {
            m_control.report(done, children.size());
        }
    }
    addOwnBytes(met, context, position, node.range().end(), own);
}
void Walk::addUp() {
    if (m_pieces.empty() && m_closedUnits.empty()) {
        m_owners.clear();
        return;
    }
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
    m_owners.clear();
    for (const Piece& piece : m_pieces) {
        for (std::size_t g = 0; g < sizeGroupingCount; ++g) {
            std::uint32_t id = none;
            const Met* named = nullptr;
            switch (static_cast<SizeGrouping>(g)) {
            case SizeGrouping::Column:
                id = piece.column;
                named = &piece.columnNode;
                break;
            case SizeGrouping::Codec:
                id = piece.codec;
                named = &piece.codecNode;
                break;
            case SizeGrouping::Unit:
                id = piece.unit;
                named = &piece.unitNode;
                break;
            case SizeGrouping::Kind:
                break;
            }
            const Met& source = id == none ? piece.node : *named;
            const Names& names =
                static_cast<SizeGrouping>(g) == SizeGrouping::Unit ? m_unitNames : m_names;
            std::string name = static_cast<SizeGrouping>(g) == SizeGrouping::Kind
                                   ? std::string(sizeKindName(piece.kind))
                               : id == none ? "(" + std::string(sizeKindName(piece.kind)) + ")"
                                            : names.name(id);
            OpenEntry* open = m_entries[g].entryFor(std::move(name));
            SizeEntry& entry = open != nullptr ? open->entry : m_entries[g].others();
            entry.bytes += piece.bytes;
            if (piece.kind != SizeKind::Data) {
                entry.overheadBytes += piece.bytes;
            }
            if (piece.decodedSize) {
                entry.compressedBytes += piece.bytes;
                entry.decodedBytes += *piece.decodedSize;
            }
            if (open != nullptr && source.node != nullptr && open->lastNode != source.number + 1) {
                open->lastNode = source.number + 1;
                if (entry.paths.size() < maxEntryPaths) {
                    entry.paths.push_back(pathOf(*source.node, true));
                } else {
                    ++entry.pathsLeftOut;
                }
            }
        }
    }
    m_pieces.clear();
    m_unitNames.clear();
    m_names.clear(); // the pieces that named them are added up: a file may have 100,000 columns
    auto& units = m_entries[static_cast<std::size_t>(SizeGrouping::Unit)].open();
    for (const std::string& unit : m_closedUnits) {
        if (const auto it = units.find(unit); it != units.end()) {
            m_units.add(std::move(it->second.entry));
            units.erase(it);
        }
    }
    m_closedUnits.clear();
    // Units are closed as they are walked; columns and codecs may be met again in any unit.
    m_entries[static_cast<std::size_t>(SizeGrouping::Column)].trim(maxOpenEntries);
    m_entries[static_cast<std::size_t>(SizeGrouping::Codec)].trim(maxOpenEntries);
}

SizeBreakdown Walk::result(std::uint64_t fileSize) {
    addUp();
    SizeBreakdown breakdown;
    breakdown.fileSize = fileSize;
    for (std::size_t g = 0; g < sizeGroupingCount; ++g) {
        auto& out = breakdown.groupings[g];
        if (static_cast<SizeGrouping>(g) == SizeGrouping::Unit) {
            out = m_units.take();
        }
        auto open = m_entries[g].take();
        std::move(open.begin(), open.end(), std::back_inserter(out));
        std::sort(out.begin(), out.end(), listedBefore);
    }
    return breakdown;
}

} // namespace

namespace {

// Each grouping's name and its others' entry's, in SizeGrouping's order.
struct GroupingNames {
    std::string_view name;
    std::string_view others;
};
constexpr std::array<GroupingNames, sizeGroupingCount> groupingNames{{
    {"column", otherColumnsName},
    {"codec", otherCodecsName},
    {"unit", otherUnitsName},
    {"kind", otherUnitsName}, // kinds are few: never left out
}};

} // namespace

std::string_view otherEntriesName(SizeGrouping grouping) {
    return groupingNames.at(static_cast<std::size_t>(grouping)).others;
}

std::string_view sizeGroupingName(SizeGrouping grouping) {
    return groupingNames.at(static_cast<std::size_t>(grouping)).name;
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
