#include "formats/cole/cole_repair.h"

#include "core/labels.h"
#include "formats/cole/cole_table.h"
#include "formats/cole/file_layout.h"
#include "formats/cole/footerless_walk.h"
#include "strata/cole_writer.h"
#include "strata/record_writer.h"

#include <algorithm>
#include <optional>

namespace strata::cole {
namespace {

bool validType(std::uint8_t type) {
    return type <= static_cast<std::uint8_t>(ColumnType::String);
}

// The encoding a re-encoded row group uses for a column: the schema's where the column's type
// has it, else PLAIN (a damaged schema byte).
Encoding encodingFor(const ColumnSchema& column) {
    const auto encoding = static_cast<Encoding>(column.encoding);
    return encodingFits(static_cast<ColumnType>(column.type), encoding) ? encoding
                                                                        : Encoding::Plain;
}

std::string outputName(const ColumnSchema& column, std::size_t index) {
    // As the table labels it ("column 0 (inferred INT64)"), in one word.
    return column.inferred ? "column_" + std::to_string(index) : column.name;
}

// Why the row group's chunks cannot be copied as they are: a page's two header copies do not
// read or agree, or its data does not lie whole inside its chunk and the file; nothing when
// they can.
std::optional<std::string> copyDamage(const RowGroup& group, const ByteSource& source) {
    for (const ColumnChunk& chunk : chunksOf(source, group)) {
        const ByteRange range{chunk.fileOffset, chunk.totalSize};
        if (chunk.pages.empty() || range.end() > source.size() || range.end() < range.offset) {
            return "its column chunks do not lie inside the file";
        }
        for (const PageLocation& page : chunk.pages) {
            if (page.pastEnd || page.data.length != page.metadataHeader.compressedSize ||
                !range.contains(page.data)) {
                return "its pages do not lie inside their column chunks";
            }
            if (auto damage = inlineHeaderDamage(readInlineHeader(source, page), page)) {
                return damage;
            }
        }
    }
    return std::nullopt;
}

// The pages' header copies agree (copyDamage): the metadata's copy is the one in front.
void copyGroup(const RowGroup& group, const ByteSource& source, ColeWriter& writer) {
    std::vector<ColeChunkCopy> chunks;
    for (const ColumnChunk& chunk : chunksOf(source, group)) {
        ColeChunkCopy copy{source.view(chunk.fileOffset, chunk.totalSize), {}};
        for (const PageLocation& page : chunk.pages) {
            copy.pageHeaders.push_back(source.view(page.offset, page.metadataHeader.size));
        }
        chunks.push_back(std::move(copy));
    }
    writer.copyRowGroup(group.numRows, chunks);
}

void reencodeGroup(const Table& table, const BlockData& data, ColeWriter& writer) {
    RecordWriter rows(table.columns(), TextBuffer{});
    rows.writeRows(data, 0, data.rowCount, {});
    std::vector<RecordCell> cells;
    for (const Column& column : table.columns()) {
        cells.push_back(recordCellOf(column.type));
    }
    writer.appendRecords(rows.takeText().view(), cells);
    writer.endRowGroup();
}

// What follows the complete row groups of a footerless file: the pages of the row group the
// end cuts and the cut page, or bytes that read as no page; with neither, the file ends where
// its footer should be, and whatever followed is lost.
void addCutTail(RepairReport& report, const FooterlessTail& tail, std::size_t groups,
                const std::vector<Diagnostic>& diagnostics) {
    const ByteRange range =
        tail.incompleteGroup ? ByteRange{tail.incompleteGroup->dataRange().offset,
                                         tail.cut.end() - tail.incompleteGroup->dataRange().offset}
                             : tail.cut;
    // The diagnostic that says where the row groups end, else the first within.
    const auto atStart = std::find_if(
        diagnostics.begin(), diagnostics.end(), [&range](const Diagnostic& diagnostic) {
            return diagnostic.severity == Severity::Error && diagnostic.offset == range.offset;
        });
    const Diagnostic* error =
        atStart != diagnostics.end() ? &*atStart : firstErrorWithin(diagnostics, range);
    report.entries.push_back(
        {RepairEntry::Action::Dropped,
         tail.incompleteGroup ? incompleteRowGroupLabel(groups) : std::string(cutTailLabel), range,
         tail.lostRows, 0, error != nullptr ? error->message : "the file ends inside it"});
}

void noteInferredNames(RepairReport& report, const FileLayout& layout) {
    std::string names;
    for (std::size_t c = 0; c < layout.schema.size(); ++c) {
        if (layout.schema[c].inferred) {
            names += (names.empty() ? "" : ", ") + outputName(layout.schema[c], c);
        }
    }
    if (!names.empty()) {
        report.notes.push_back("column names inferred from the page headers: " + names);
    }
}

} // namespace

RepairReport repairCole(const Document& document, const ByteSource& source,
                        const RepairOutput& output) {
    auto layout = std::make_shared<FileLayout>(readFileLayout(source));
    const std::optional<FooterlessTail> tail = salvageRowGroups(source, *layout);
    const bool columnsKnown =
        document.source != nullptr && !layout->schema.empty() &&
        std::all_of(layout->schema.begin(), layout->schema.end(),
                    [](const ColumnSchema& column) { return validType(column.type); });
    std::optional<ColeTable> table;
    if (columnsKnown) {
        table.emplace(document.source, layout);
    }
    // What becomes of each row group, found by decoding it (one at a time: memory bounded by a
    // row group); a re-encoded one is decoded again when written.
    RepairReport report;
    for (std::size_t g = 0; g < layout->rowGroups.size(); ++g) {
        const RowGroup group = layout->rowGroups[g];
        RepairEntry entry{
            RepairEntry::Action::Copied, rowGroupLabel(g), group.dataRange(), group.numRows, 0, {}};
        const BlockData data = table ? table->readBlockSafely(g) : BlockData{};
        const Diagnostic* damage = firstErrorWithin(document.diagnostics, group.dataRange());
        if (damage == nullptr) {
            damage = firstErrorWithin(document.diagnostics, group.metadataRange);
        }
        if (damage == nullptr && !data.diagnostics.empty()) {
            damage = &data.diagnostics.front();
        }
        const bool decodes = table && data.diagnostics.empty() && data.rowCount == group.numRows &&
                             group.numRows > 0;
        const std::optional<std::string> copyProblem = copyDamage(group, source);
        if (decodes && damage == nullptr && !copyProblem) {
            entry.action = RepairEntry::Action::Copied;
        } else if (decodes) {
            entry.action = RepairEntry::Action::Reencoded;
            entry.why = damage != nullptr ? damage->message : copyProblem.value_or("");
        } else {
            entry.action = RepairEntry::Action::Dropped;
            entry.why = damage != nullptr ? damage->message : "its pages cannot be read";
        }
        report.entries.push_back(std::move(entry));
    }
    const bool sound = soundDiagnostics(document.diagnostics);
    if (sound && layout->footerValid && !report.lost() &&
        std::all_of(report.entries.begin(), report.entries.end(), [](const RepairEntry& entry) {
            return entry.action == RepairEntry::Action::Copied;
        })) {
        output(source.view(0, source.size()));
        report.unchanged = true;
        return report;
    }

    ColeWriter writer(output);
    if (table) {
        for (std::size_t c = 0; c < layout->schema.size(); ++c) {
            const ColumnSchema& column = layout->schema[c];
            writer.addColumn(outputName(column, c), static_cast<ColumnType>(column.type),
                             encodingFor(column));
        }
    }
    for (std::size_t g = 0; g < layout->rowGroups.size(); ++g) {
        if (report.entries[g].action == RepairEntry::Action::Copied) {
            copyGroup(layout->rowGroups[g], source, writer);
        } else if (report.entries[g].action == RepairEntry::Action::Reencoded) {
            reencodeGroup(*table, table->readBlockSafely(g), writer);
        }
    }
    if (tail) {
        addCutTail(report, *tail, layout->rowGroups.size(), document.diagnostics);
    }
    writer.finish();
    noteInferredNames(report, *layout);
    return report;
}

} // namespace strata::cole
