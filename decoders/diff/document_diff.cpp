#include "strata/document_diff.h"

#include "diff/byte_diff.h"
#include "diff/difference_list.h"
#include "diff/structure_diff.h"
#include "diff/table_diff.h"
#include "core/worker_pool.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>

namespace strata {

bool NumericTolerance::equal(double a, double b) const {
    if (std::isnan(a) || std::isnan(b)) {
        return std::isnan(a) && std::isnan(b);
    }
    switch (kind) {
    case Kind::Exact:
        return a == b;
    case Kind::Absolute:
        return std::fabs(a - b) <= amount;
    case Kind::Relative:
        return a == b || std::fabs(a - b) <= amount * std::max(std::fabs(a), std::fabs(b));
    case Kind::Float32:
        return static_cast<float>(a) == static_cast<float>(b);
    }
    return a == b;
}

bool TableDiff::dataEqual() const {
    const bool schemaEqual =
        std::all_of(schema.begin(), schema.end(), [](const SchemaDifference& difference) {
            return difference.kind == SchemaDifference::Kind::EncodingChanged;
        });
    return schemaEqual && changedCells == 0 && rowsOnlyInA == 0 && rowsOnlyInB == 0 &&
           diagnostics.empty();
}

bool DocumentDiff::different() const {
    const bool tablesDiffer =
        tablesA.has_value() || std::any_of(tables.begin(), tables.end(), [](const TableDiff& t) {
            return !t.dataEqual() || !t.schema.empty();
        });
    return formatA != formatB || structureCount != 0 || diagnosticCount != 0 || tablesDiffer ||
           !entries.empty() || (payload && !payload->equal()) || !filesEqual ||
           (bytes && !bytes->equal());
}

namespace {

// The diagnostics of `found` that opening did not already report (same offset, same words): a
// payload rebuilt from a damaged stream says again what opening found.
std::vector<Diagnostic> newlyFound(std::vector<Diagnostic> found,
                                   const std::vector<Diagnostic>& known) {
    std::erase_if(found, [&known](const Diagnostic& d) {
        return std::any_of(known.begin(), known.end(), [&d](const Diagnostic& k) {
            return k.offset == d.offset && k.message == d.message;
        });
    });
    return found;
}

void addDiagnostics(std::vector<DiagnosticDifference> differences, const DiffOptions& options,
                    DocumentDiff& out) {
    for (DiagnosticDifference& difference : differences) {
        ++out.diagnosticCount;
        keepListed(out.diagnostics, options.maxListed, std::move(difference));
    }
}

void diffTablesOf(const Document& a, const Document& b, const DiffOptions& options,
                  const JobControl& control, DocumentDiff& out) {
    if (a.tables.size() != b.tables.size()) {
        out.tablesA = a.tables.size();
        out.tablesB = b.tables.size();
    }
    const std::size_t common = std::min(a.tables.size(), b.tables.size());
    if (options.table && *options.table >= common) {
        throw std::invalid_argument("there is no table " + std::to_string(*options.table) +
                                    " in both files (A has " + std::to_string(a.tables.size()) +
                                    ", B " + std::to_string(b.tables.size()) + ")");
    }
    for (std::size_t t = options.table.value_or(0);
         t < (options.table ? *options.table + 1 : common) && !control.cancelled(); ++t) {
        out.tables.push_back(diffTables(*a.tables[t], *b.tables[t], t, options, control));
    }
}

// Two payloads' bytes compared (an absent one is empty): in step while their differences stay
// local, else both produced at once (A's on a pool thread) and aligned whole. nullopt when a
// payload cannot be held (a temporary file that cannot be written) or the job was cancelled.
std::optional<ByteDiff> comparePayloads(const Payload* a, const Payload* b,
                                        std::vector<Diagnostic>& diagnosticsA,
                                        std::vector<Diagnostic>& diagnosticsB,
                                        const DiffOptions& options, const JobControl& control) {
    if (a != nullptr && b != nullptr) {
        if (auto inStep = diffPayloadsInStep(*a, *b, diagnosticsA, diagnosticsB, options.maxListed,
                                             control)) {
            return inStep;
        }
    }
    const auto bytesOf = [&control](const Payload* payload, std::vector<Diagnostic>& diagnostics) {
        return payload != nullptr ? payloadBytes(*payload, diagnostics, control)
                                  : ByteSource::fromBuffer({}, "payload");
    };
    PooledTask<ByteSourcePtr> producingA =
        WorkerPool::shared().submit([&] { return bytesOf(a, diagnosticsA); });
    const ByteSourcePtr bytesB = bytesOf(b, diagnosticsB);
    const ByteSourcePtr bytesA = producingA.get();
    if (!bytesA || !bytesB) {
        return std::nullopt;
    }
    return diffBytes(*bytesA, *bytesB, options.maxListed, control);
}

void diffPayloads(const Document& a, const Document& b, const DiffOptions& options,
                  const JobControl& control, DocumentDiff& out) {
    if (!a.payload && !b.payload) {
        return;
    }
    std::vector<Diagnostic> diagnosticsA;
    std::vector<Diagnostic> diagnosticsB;
    std::optional<ByteDiff> bytes = comparePayloads(a.payload.get(), b.payload.get(), diagnosticsA,
                                                    diagnosticsB, options, control);
    addDiagnostics(unmatchedDiagnostics(newlyFound(std::move(diagnosticsA), a.diagnostics),
                                        newlyFound(std::move(diagnosticsB), b.diagnostics)),
                   options, out);
    out.payload = std::move(bytes);
}

// Entries pair by name; each pair's rebuilt bytes are compared as a payload's.
void diffEntries(const Document& a, const Document& b, const DiffOptions& options,
                 const JobControl& control, DocumentDiff& out) {
    std::map<std::string, const ArchiveEntry*> entriesB;
    for (const ArchiveEntry& entry : b.entries) {
        entriesB.emplace(entry.name, &entry);
    }
    std::set<std::string> namesA;
    for (const ArchiveEntry& entry : a.entries) {
        namesA.insert(entry.name);
        const auto found = entriesB.find(entry.name);
        if (found == entriesB.end()) {
            out.entries.push_back({entry.name, entry.range, std::nullopt, std::nullopt});
            continue;
        }
        if (control.cancelled()) {
            return;
        }
        std::vector<Diagnostic> diagnosticsA;
        std::vector<Diagnostic> diagnosticsB;
        std::optional<ByteDiff> bytes =
            comparePayloads(entry.payload.get(), found->second->payload.get(), diagnosticsA,
                            diagnosticsB, options, control);
        addDiagnostics(unmatchedDiagnostics(newlyFound(std::move(diagnosticsA), a.diagnostics),
                                            newlyFound(std::move(diagnosticsB), b.diagnostics)),
                       options, out);
        if (bytes && !bytes->equal()) {
            out.entries.push_back(
                {entry.name, entry.range, found->second->range, std::move(*bytes)});
        }
    }
    for (const ArchiveEntry& entry : b.entries) {
        if (namesA.count(entry.name) == 0) {
            out.entries.push_back({entry.name, std::nullopt, entry.range, std::nullopt});
        }
    }
}

} // namespace

DocumentDiff diffDocuments(const Document& a, const Document& b, const DiffOptions& options,
                           const JobControl& control) {
    DocumentDiff out;
    out.formatA = a.formatName;
    out.formatB = b.formatName;
    const ByteSourcePtr empty = ByteSource::fromBuffer({});
    const ByteSource& sourceA = a.source ? *a.source : *empty;
    const ByteSource& sourceB = b.source ? *b.source : *empty;
    // The same bytes decode the same: nothing else can differ (as cmp before diff).
    out.filesEqual = sameBytes(sourceA, sourceB, control);
    if (out.filesEqual && a.formatName == b.formatName) {
        if (options.bytes) {
            out.bytes = ByteDiff{sourceA.size(), sourceB.size(), 0, 0, 0, {}};
        }
        out.cancelled = control.cancelled();
        return out;
    }
    addDiagnostics(unmatchedDiagnostics(a.diagnostics, b.diagnostics), options, out);
    const bool sameFormat = a.formatName == b.formatName;
    if (options.structure && sameFormat && a.root && b.root) {
        diffStructure(*a.root, *b.root, options, control, out);
    }
    if (options.data) {
        // Tables compare across formats too: a table is columns and rows whatever holds it.
        diffTablesOf(a, b, options, control, out);
        diffPayloads(a, b, options, control, out);
        diffEntries(a, b, options, control, out);
    }
    if (options.bytes) {
        out.bytes = diffBytes(sourceA, sourceB, options.maxListed, control);
    }
    // The data are the payload or the entries where there are (the tables of a Blosc2 chunk or an
    // AT-1 file describe them, its blocks' sizes and codecs among them), else the tables.
    const bool dataCompared =
        !out.tables.empty() || out.payload.has_value() || !a.entries.empty() || !b.entries.empty();
    const bool tablesEqual =
        !out.tablesA && std::all_of(out.tables.begin(), out.tables.end(),
                                    [](const TableDiff& table) { return table.dataEqual(); });
    const bool dataEqual = out.diagnosticCount == 0 && out.entries.empty() &&
                           (out.payload ? out.payload->equal() : tablesEqual);
    out.sameDataDifferentEncoding = !out.filesEqual && dataCompared && dataEqual;
    out.cancelled = control.cancelled();
    return out;
}

} // namespace strata
