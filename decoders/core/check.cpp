#include "strata/check.h"

#include "strata/decode_error.h"
#include "strata/diagnostic_placement.h"
#include "strata/format.h"
#include "strata/stored_bounds.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace strata {
namespace {

// Damaged nodes found below deferred parts of the tree carry their own diagnostics.
void walkTree(const Node& node, std::vector<Diagnostic>& out) {
    if (node.kind() == NodeKind::Damaged) {
        out.push_back({Severity::Error, node.range().offset, node.path(), node.value()});
    }
    for (const auto& child : node.children()) {
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
    std::set<std::tuple<std::uint64_t, std::string>> seen;
    for (const auto& diagnostic : all) {
        seen.emplace(diagnostic.offset, diagnostic.message);
    }
    for (auto& diagnostic : found) {
        if (seen.emplace(diagnostic.offset, diagnostic.message).second) {
            all.push_back(std::move(diagnostic));
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
