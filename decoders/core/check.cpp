#include "strata/check.h"

#include "strata/decode_error.h"
#include "strata/diagnostic_placement.h"
#include "strata/format.h"
#include "strata/stored_bounds.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace strata {
namespace {

// Damaged nodes found below deferred parts of the tree carry their own diagnostics. Nodes in a
// decoded layer have no file offsets: a damaged layer is reported by the decode that made it
// (the tables' and the payload's), so they are passed over.
void walkTree(const Node& node, std::vector<Diagnostic>& out) {
    if (node.kind() == NodeKind::Damaged) {
        out.push_back({Severity::Error, node.range().offset, node.path(), node.value()});
    }
    for (const auto& child : node.children()) {
        if (child->layer() != nullptr) {
            continue;
        }
        if (node.kind() == NodeKind::Data) {
            // Below a data node lie rows and values, millions of nodes in a big file, whose
            // damage the table blocks report; only damage marked on the data itself is looked at.
            if (child->kind() == NodeKind::Damaged) {
                out.push_back(
                    {Severity::Error, child->range().offset, child->path(), child->value()});
            }
            continue;
        }
        walkTree(*child, out);
    }
}

} // namespace

std::vector<Diagnostic> checkDocument(const Document& document, const BlockVisitor& visitBlock) {
    std::vector<Diagnostic> all = document.diagnostics;
    std::vector<Diagnostic> found;
    if (document.root) {
        walkTree(*document.root, found);
    }
    for (const auto& table : document.tables) {
        for (std::size_t i = 0; i < table->blocks().size(); ++i) {
            try {
                BlockData data = table->readBlock(i);
                if (visitBlock) {
                    visitBlock(*table, i, data);
                }
                for (auto& diagnostic : data.diagnostics) {
                    found.push_back(std::move(diagnostic));
                }
                for (auto& diagnostic : compareStoredBounds(*table, i, data)) {
                    found.push_back(std::move(diagnostic));
                }
            } catch (const DecodeError& error) {
                found.push_back(
                    {Severity::Error, error.offset(), table->blocks()[i].nodePath, error.what()});
            }
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
