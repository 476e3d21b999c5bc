#include "strata/check.h"

#include "core/block_pipeline.h"
#include "strata/diagnostic_placement.h"
#include "strata/format.h"
#include "strata/stored_bounds.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <string_view>
#include <tuple>

namespace strata {
namespace {

// Damaged nodes found below deferred parts of the tree carry their own diagnostics. Nodes in a
// decoded layer have no file offsets: a damaged layer is reported by the decode that made it
// (the tables' and the payload's), so they are passed over. Nodes whose children's damage is
// reported elsewhere (Node::damageReportedElsewhere: an ODB-2 frame's, by opening and by the
// frame's block decode) are not entered at all. Below a data node lie rows and values, millions
// of nodes in a big file, whose damage the table blocks report; only damage marked on the data
// itself is looked at.
//
// Parts of the tree not yet produced are listed with the place their findings take in `out`,
// rather than entered: each is made on a worker, on a scratch copy of its node
// (Node::produceDetached), walked, and dropped, so checking a file of 100,000 row groups keeps
// none of them (the tree kept them all: a gigabyte).
struct DeferredNode {
    const Node* node;
    std::string path;
    std::size_t place;
};

std::string childPath(const std::string& path, const Node& child) {
    return path + " / " + child.label();
}

// What opening found, by message, each message's offsets in order. A damaged node that says one
// of them at an offset within its bytes is that finding shown in the tree, not another: an AT-1
// frame whose payload_len runs past the end is damaged from its start, where its payload_len is,
// and opening says so where its payload was to start.
class OpeningFindings {
public:
    explicit OpeningFindings(const std::vector<Diagnostic>& diagnostics) {
        for (const Diagnostic& diagnostic : diagnostics) {
            m_offsets[diagnostic.message].push_back(diagnostic.offset);
        }
        for (auto& [message, offsets] : m_offsets) {
            std::sort(offsets.begin(), offsets.end());
        }
    }

    bool shownBy(const Node& node) const {
        const auto found = m_offsets.find(node.value());
        if (found == m_offsets.end()) {
            return false;
        }
        const std::vector<std::uint64_t>& offsets = found->second;
        const ByteRange range = node.range();
        const auto first = std::lower_bound(offsets.begin(), offsets.end(), range.offset);
        return first != offsets.end() && (*first < range.end() || *first == range.offset);
    }

private:
    std::map<std::string_view, std::vector<std::uint64_t>, std::less<>> m_offsets;
};

void reportDamage(const Node& node, const std::string& path, const OpeningFindings& opening,
                  std::vector<Diagnostic>& out) {
    if (node.kind() == NodeKind::Damaged && !opening.shownBy(node)) {
        out.push_back({Severity::Error, node.range().offset, path, node.value()});
    }
}

// Walks the produced part of the tree; what is not produced yet goes to `deferred`.
void walkTree(const Node& node, const std::string& path, const OpeningFindings& opening,
              std::vector<Diagnostic>& out, std::vector<DeferredNode>& deferred) {
    reportDamage(node, path, opening, out);
    if (node.damageReportedElsewhere()) {
        return;
    }
    if (!node.childrenProduced()) {
        deferred.push_back({&node, path, out.size()});
        return;
    }
    for (const auto& child : node.children()) {
        if (child->layer() == nullptr) {
            if (node.kind() == NodeKind::Data) {
                reportDamage(*child, childPath(path, *child), opening, out);
            } else {
                walkTree(*child, childPath(path, *child), opening, out, deferred);
            }
        }
    }
}

// The damage below `node` (its own was reported), its children walked where they are produced,
// else made on a scratch copy of it and dropped once walked: at most one path of scratch parts is
// alive (a file's row group index is 512 entries at a time, not 100,000).
std::vector<Diagnostic> damageBelow(const Node& node, const std::string& path,
                                    const OpeningFindings& opening) {
    Node scratch(node.label(), node.kind(), node.range());
    const Node& parent = node.produceDetached(scratch) ? scratch : node;
    std::vector<Diagnostic> found;
    for (const auto& child : parent.children()) {
        if (child->layer() != nullptr) {
            continue;
        }
        const std::string below = childPath(path, *child);
        reportDamage(*child, below, opening, found);
        if (node.kind() != NodeKind::Data && !child->damageReportedElsewhere()) {
            std::vector<Diagnostic> deeper = damageBelow(*child, below, opening);
            std::move(deeper.begin(), deeper.end(), std::back_inserter(found));
        }
    }
    return found;
}

// A decoded block and the stored bounds it contradicts, both found on a worker.
struct CheckedBlock {
    BlockData data;
    std::vector<Diagnostic> bounds;
};

CheckedBlock checkBlock(const Table& table, std::size_t block) {
    CheckedBlock checked{table.readBlockSafely(block), {}};
    checked.bounds = compareStoredBounds(table, block, checked.data);
    return checked;
}

void append(std::vector<Diagnostic>& to, std::vector<Diagnostic>& from) {
    std::move(from.begin(), from.end(), std::back_inserter(to));
}

// The tree's damaged nodes in tree order: those below deferred nodes go where the walk met them.
std::vector<Diagnostic> treeDiagnostics(const Node& root, const OpeningFindings& opening,
                                        const JobControl& control) {
    std::vector<Diagnostic> walked;
    std::vector<DeferredNode> deferred;
    walkTree(root, root.label(), opening, walked, deferred);
    std::vector<Diagnostic> found;
    std::size_t next = 0;
    processBlocksInOrder<std::vector<Diagnostic>>(
        allBlocks(deferred.size()), control,
        [&](std::size_t i) { return damageBelow(*deferred[i].node, deferred[i].path, opening); },
        [&](std::size_t i, std::vector<Diagnostic>& below) {
            for (; next < deferred[i].place; ++next) {
                found.push_back(std::move(walked[next]));
            }
            append(found, below);
        });
    for (; next < walked.size(); ++next) {
        found.push_back(std::move(walked[next]));
    }
    return found;
}

} // namespace

std::vector<Diagnostic> checkDocument(const Document& document, const BlockVisitor& visitBlock,
                                      const JobControl& control) {
    std::vector<Diagnostic> all = document.diagnostics;
    if (document.checkFindings) {
        // Found as opening would have: the tree's damaged nodes that show them are not told again.
        std::vector<Diagnostic> left = document.checkFindings(control);
        append(all, left);
    }
    std::vector<Diagnostic> found;
    if (document.root) {
        found = treeDiagnostics(*document.root, OpeningFindings(all), control);
    }
    std::uint64_t blocks = 0;
    for (const auto& table : document.tables) {
        blocks += table->blocks().size();
    }
    std::uint64_t checked = 0;
    // Each block's bytes are given back once checked, so resident memory stays flat.
    for (const auto& table : document.tables) {
        processBlocksInOrder<CheckedBlock>(
            allBlocks(table->blocks().size()), control,
            [&](std::size_t i) { return checkBlock(*table, i); },
            [&](std::size_t i, CheckedBlock& block) {
                if (visitBlock) {
                    visitBlock(*table, i, block.data);
                }
                append(found, block.data.diagnostics);
                append(found, block.bounds);
                table->releaseBlockBytes(i);
                control.report(++checked, blocks);
            },
            table.get());
        if (control.cancelled()) {
            return all;
        }
    }
    if (document.payload) {
        document.payload->produce([](std::span<const std::byte>) { return true; }, found);
    }
    for (const auto& entry : document.entries) {
        entry.payload->produce([](std::span<const std::byte>) { return true; }, found);
    }
    // A problem found again keeps its first place and the gravest severity it was given (a
    // table that could not count a section warns of what rebuilding it finds to be an error).
    std::map<std::tuple<std::uint64_t, std::string>, std::size_t> seen;
    for (std::size_t i = 0; i < all.size(); ++i) {
        seen.emplace(std::tuple(all[i].offset, all[i].message), i);
    }
    for (auto& diagnostic : found) {
        const auto [place, added] =
            seen.emplace(std::tuple(diagnostic.offset, diagnostic.message), all.size());
        if (added) {
            all.push_back(std::move(diagnostic));
        } else {
            all[place->second].severity =
                std::max(all[place->second].severity, diagnostic.severity);
        }
    }
    if (document.root) {
        placeDiagnostics(*document.root, all);
    }
    return all;
}

bool hasErrors(const std::vector<Diagnostic>& diagnostics) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

} // namespace strata
