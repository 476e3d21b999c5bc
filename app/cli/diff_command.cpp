#include "diff_command.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "json_writer.h"
#include "strata/document_diff.h"
#include "strata/format_registry.h"
#include "strata/value_text.h"

#include <cstdio>
#include <stdexcept>
#include <system_error>

namespace strata::cli {
namespace {

constexpr const char* arrow = " \u2192 ";
// As diff(1): 1 when the files differ (2, exitUsage, for trouble).
constexpr int exitDifferent = 1;

std::string rangeText(const ByteRange& range) {
    std::string text = "[";
    appendUnsigned(text, range.offset);
    text += ", +";
    appendUnsigned(text, range.length);
    return text + "]";
}

// "A [12, +4]  B [12, +6]": where a difference lies in each file that has it.
std::string whereText(const std::optional<ByteRange>& a, const std::optional<ByteRange>& b) {
    std::string text;
    if (a) {
        text += "  A " + rangeText(*a);
    }
    if (b) {
        text += "  B " + rangeText(*b);
    }
    return text;
}

std::string optionalText(const std::optional<std::string>& text) {
    return text ? *text : std::string("(none)");
}

std::string moreText(std::uint64_t count, std::size_t listed) {
    if (count <= listed) {
        return {};
    }
    std::string text = "  ... and ";
    appendUnsigned(text, count - listed);
    return text + " more\n";
}

std::string_view structureKindName(StructureDifference::Kind kind) {
    switch (kind) {
    case StructureDifference::Kind::Added:
        return "added";
    case StructureDifference::Kind::Removed:
        return "removed";
    case StructureDifference::Kind::Changed:
        break;
    }
    return "changed";
}

std::string_view schemaKindName(SchemaDifference::Kind kind) {
    switch (kind) {
    case SchemaDifference::Kind::Added:
        return "added";
    case SchemaDifference::Kind::Removed:
        return "removed";
    case SchemaDifference::Kind::Moved:
        return "moved";
    case SchemaDifference::Kind::TypeChanged:
        return "type changed";
    case SchemaDifference::Kind::EncodingChanged:
        break;
    }
    return "encoding changed";
}

std::string_view byteKindName(const ByteDifference& difference) {
    if (difference.a.length == 0) {
        return "inserted";
    }
    return difference.b.length == 0 ? "deleted" : "replaced";
}

std::string diagnosticText(const DiagnosticDifference& difference) {
    std::string text = difference.inB ? "  only in B: " : "  only in A: ";
    text += std::string(severityName(difference.diagnostic.severity)) + " at ";
    appendUnsigned(text, difference.diagnostic.offset);
    if (!difference.diagnostic.nodePath.empty()) {
        text += " (" + difference.diagnostic.nodePath + ")";
    }
    return text + ": " + difference.diagnostic.message + "\n";
}

void writeByteDiffText(std::string& text, const std::string& what, const ByteDiff& diff) {
    if (diff.equal()) {
        return;
    }
    text += what + ": ";
    appendUnsigned(text, diff.rangeCount);
    text += diff.rangeCount == 1 ? " differing range" : " differing ranges";
    text += " (A ";
    appendUnsigned(text, diff.sizeA);
    text += " bytes, B ";
    appendUnsigned(text, diff.sizeB);
    text += " bytes)\n";
    for (const ByteDifference& difference : diff.ranges) {
        text += "  " + std::string(byteKindName(difference)) + "  A " + rangeText(difference.a) +
                "  B " + rangeText(difference.b) + "\n";
    }
    text += moreText(diff.rangeCount, diff.ranges.size());
}

void writeTableText(std::string& text, const TableDiff& table) {
    if (table.dataEqual() && table.schema.empty()) {
        return;
    }
    text += "table ";
    appendUnsigned(text, table.index);
    text += " \"" + table.nameA + "\"";
    if (table.nameB != table.nameA) {
        text += arrow + ("\"" + table.nameB + "\"");
    }
    text += ": ";
    appendUnsigned(text, table.changedCells);
    text += " changed cells, ";
    appendUnsigned(text, table.rowsOnlyInA);
    text += " rows only in A, ";
    appendUnsigned(text, table.rowsOnlyInB);
    text += " rows only in B (rows ";
    appendUnsigned(text, table.rowsA);
    text += arrow;
    appendUnsigned(text, table.rowsB);
    text += table.keyed ? ", paired by key)\n" : ", paired by position)\n";
    for (const SchemaDifference& difference : table.schema) {
        text += "  column \"" + difference.column + "\" " +
                std::string(schemaKindName(difference.kind));
        if (difference.kind == SchemaDifference::Kind::Added) {
            text += " (B " + difference.after + ")";
        } else if (difference.kind == SchemaDifference::Kind::Removed) {
            text += " (A " + difference.before + ")";
        } else {
            text += ": " + difference.before + arrow + difference.after;
        }
        text += "\n";
    }
    for (const CellDifference& cell : table.cells) {
        text += "  row ";
        appendUnsigned(text, cell.rowA);
        if (cell.rowB != cell.rowA) {
            text += arrow;
            appendUnsigned(text, cell.rowB);
        }
        text += " / " + cell.column + whereText(cell.rangeA, cell.rangeB) + ": " + cell.before +
                arrow + cell.after + "\n";
    }
    text += moreText(table.changedCells, table.cells.size());
    for (const RowOnlyInOne& row : table.rows) {
        text += "  row ";
        appendUnsigned(text, row.row);
        text += row.inB ? " only in B" : " only in A";
        if (!row.key.empty()) {
            text += " (key " + row.key + ")";
        }
        text += " in " + row.blockPath;
        text += row.inB ? whereText(std::nullopt, row.range) : whereText(row.range, std::nullopt);
        text += "\n";
    }
    text += moreText(table.rowsOnlyInA + table.rowsOnlyInB, table.rows.size());
    if (!table.changedCellsPerColumn.empty()) {
        text += "  changed cells per column:";
        for (const ColumnChangeCount& count : table.changedCellsPerColumn) {
            text += " " + count.column + " ";
            appendUnsigned(text, count.changedCells);
        }
        text += "\n";
    }
    for (const DiagnosticDifference& difference : table.diagnostics) {
        text += diagnosticText(difference);
    }
}

std::string diffText(const CommandLine& line, const DocumentDiff& diff) {
    std::string text;
    if (!diff.different()) {
        return text;
    }
    text += "--- " + line.file + " (" + diff.formatA + ")\n+++ " + line.otherFile + " (" +
            diff.formatB + ")\n";
    if (diff.formatA != diff.formatB) {
        text += "format: " + diff.formatA + arrow + diff.formatB + "\n";
    }
    if (diff.structureCount != 0) {
        text += "structure: ";
        appendUnsigned(text, diff.structureCount);
        text += diff.structureCount == 1 ? " difference\n" : " differences\n";
        for (const StructureDifference& difference : diff.structure) {
            text += "  " + std::string(structureKindName(difference.kind)) + " " + difference.path +
                    whereText(difference.rangeA, difference.rangeB) + "\n";
            for (const FieldChange& change : difference.changes) {
                text += "    " + change.name + ": " + optionalText(change.before) + arrow +
                        optionalText(change.after) + "\n";
            }
        }
        text += moreText(diff.structureCount, diff.structure.size());
    }
    if (diff.structureStopped) {
        text += "structure: compared up to the node limit, the rest not compared\n";
    }
    if (diff.diagnosticCount != 0) {
        text += "diagnostics: ";
        appendUnsigned(text, diff.diagnosticCount);
        text += " only in one file\n";
        for (const DiagnosticDifference& difference : diff.diagnostics) {
            text += diagnosticText(difference);
        }
        text += moreText(diff.diagnosticCount, diff.diagnostics.size());
    }
    if (diff.tablesA) {
        text += "tables: ";
        appendUnsigned(text, *diff.tablesA);
        text += arrow;
        appendUnsigned(text, *diff.tablesB);
        text += "\n";
    }
    for (const TableDiff& table : diff.tables) {
        writeTableText(text, table);
    }
    if (diff.payload) {
        writeByteDiffText(text, "payload", *diff.payload);
    }
    for (const EntryDiff& entry : diff.entries) {
        if (entry.bytes) {
            writeByteDiffText(text, "entry " + entry.name, *entry.bytes);
        } else {
            text += "entry " + entry.name + (entry.rangeA ? " only in A" : " only in B") +
                    whereText(entry.rangeA, entry.rangeB) + "\n";
        }
    }
    if (diff.bytes) {
        writeByteDiffText(text, "bytes", *diff.bytes);
    } else if (!diff.filesEqual) {
        text += "bytes: the files differ (--bytes lists the ranges)\n";
    }
    if (diff.sameDataDifferentEncoding) {
        text += "same data, different encoding: the decoded data are equal, the bytes differ";
        text += diff.structureCount != 0 ? "; the structure differences above are how\n" : "\n";
    }
    if (diff.cancelled) {
        text += "cancelled: the comparison is incomplete\n";
    }
    return text;
}

void writeRangeJson(JsonWriter& json, std::string_view key, const std::optional<ByteRange>& range) {
    json.key(key);
    if (!range) {
        json.null();
        return;
    }
    json.beginObject();
    json.key("offset");
    json.value(range->offset);
    json.key("length");
    json.value(range->length);
    json.endObject();
}

void writeDiagnosticDifferencesJson(JsonWriter& json,
                                    const std::vector<DiagnosticDifference>& differences) {
    json.beginArray();
    for (const DiagnosticDifference& difference : differences) {
        json.beginObject();
        json.key("file");
        json.value(difference.inB ? "B" : "A");
        json.key("diagnostic");
        writeDiagnosticJson(json, difference.diagnostic);
        json.endObject();
    }
    json.endArray();
}

void writeByteDiffJson(JsonWriter& json, std::string_view key,
                       const std::optional<ByteDiff>& diff) {
    json.key(key);
    if (!diff) {
        json.null();
        return;
    }
    json.beginObject();
    json.key("equal");
    json.value(diff->equal());
    json.key("size_a");
    json.value(diff->sizeA);
    json.key("size_b");
    json.value(diff->sizeB);
    json.key("count");
    json.value(diff->rangeCount);
    json.key("bytes_in_a");
    json.value(diff->bytesInA);
    json.key("bytes_in_b");
    json.value(diff->bytesInB);
    json.key("ranges");
    json.beginArray();
    for (const ByteDifference& difference : diff->ranges) {
        json.beginObject();
        json.key("kind");
        json.value(byteKindName(difference));
        writeRangeJson(json, "a", difference.a);
        writeRangeJson(json, "b", difference.b);
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

void writeTableJson(JsonWriter& json, const TableDiff& table) {
    json.beginObject();
    json.key("index");
    json.value(static_cast<std::uint64_t>(table.index));
    json.key("name_a");
    json.value(table.nameA);
    json.key("name_b");
    json.value(table.nameB);
    json.key("keyed");
    json.value(table.keyed);
    json.key("data_equal");
    json.value(table.dataEqual());
    json.key("rows_a");
    json.value(table.rowsA);
    json.key("rows_b");
    json.value(table.rowsB);
    json.key("changed_cells");
    json.value(table.changedCells);
    json.key("rows_only_in_a");
    json.value(table.rowsOnlyInA);
    json.key("rows_only_in_b");
    json.value(table.rowsOnlyInB);
    json.key("schema");
    json.beginArray();
    for (const SchemaDifference& difference : table.schema) {
        json.beginObject();
        json.key("kind");
        json.value(schemaKindName(difference.kind));
        json.key("column");
        json.value(difference.column);
        json.key("before");
        json.value(difference.before);
        json.key("after");
        json.value(difference.after);
        json.endObject();
    }
    json.endArray();
    json.key("changed_cells_per_column");
    json.beginObject();
    for (const ColumnChangeCount& count : table.changedCellsPerColumn) {
        json.key(count.column);
        json.value(count.changedCells);
    }
    json.endObject();
    json.key("cells");
    json.beginArray();
    for (const CellDifference& cell : table.cells) {
        json.beginObject();
        json.key("row_a");
        json.value(cell.rowA);
        json.key("row_b");
        json.value(cell.rowB);
        json.key("column");
        json.value(cell.column);
        json.key("before");
        json.value(cell.before);
        json.key("after");
        json.value(cell.after);
        writeRangeJson(json, "a", cell.rangeA);
        writeRangeJson(json, "b", cell.rangeB);
        json.endObject();
    }
    json.endArray();
    json.key("rows");
    json.beginArray();
    for (const RowOnlyInOne& row : table.rows) {
        json.beginObject();
        json.key("file");
        json.value(row.inB ? "B" : "A");
        json.key("row");
        json.value(row.row);
        json.key("key");
        json.value(row.key);
        json.key("block");
        json.value(row.blockPath);
        writeRangeJson(json, "range", row.range);
        json.endObject();
    }
    json.endArray();
    json.key("diagnostics");
    writeDiagnosticDifferencesJson(json, table.diagnostics);
    json.endObject();
}

std::string diffJson(const CommandLine& line, const DocumentDiff& diff) {
    JsonWriter json;
    json.beginObject();
    json.key("a");
    json.value(line.file);
    json.key("b");
    json.value(line.otherFile);
    json.key("format_a");
    json.value(diff.formatA);
    json.key("format_b");
    json.value(diff.formatB);
    json.key("same");
    json.value(!diff.different());
    json.key("files_equal");
    json.value(diff.filesEqual);
    json.key("same_data_different_encoding");
    json.value(diff.sameDataDifferentEncoding);
    json.key("cancelled");
    json.value(diff.cancelled);
    json.key("structure");
    json.beginObject();
    json.key("count");
    json.value(diff.structureCount);
    json.key("stopped");
    json.value(diff.structureStopped);
    json.key("differences");
    json.beginArray();
    for (const StructureDifference& difference : diff.structure) {
        json.beginObject();
        json.key("kind");
        json.value(structureKindName(difference.kind));
        json.key("path");
        json.value(difference.path);
        writeRangeJson(json, "a", difference.rangeA);
        writeRangeJson(json, "b", difference.rangeB);
        json.key("changes");
        json.beginArray();
        for (const FieldChange& change : difference.changes) {
            json.beginObject();
            json.key("field");
            json.value(change.name);
            json.key("before");
            change.before ? json.value(*change.before) : json.null();
            json.key("after");
            change.after ? json.value(*change.after) : json.null();
            json.endObject();
        }
        json.endArray();
        json.endObject();
    }
    json.endArray();
    json.endObject();
    json.key("diagnostics");
    json.beginObject();
    json.key("count");
    json.value(diff.diagnosticCount);
    json.key("differences");
    writeDiagnosticDifferencesJson(json, diff.diagnostics);
    json.endObject();
    json.key("tables");
    json.beginArray();
    for (const TableDiff& table : diff.tables) {
        writeTableJson(json, table);
    }
    json.endArray();
    writeByteDiffJson(json, "payload", diff.payload);
    json.key("entries");
    json.beginArray();
    for (const EntryDiff& entry : diff.entries) {
        json.beginObject();
        json.key("name");
        json.value(entry.name);
        writeRangeJson(json, "a", entry.rangeA);
        writeRangeJson(json, "b", entry.rangeB);
        writeByteDiffJson(json, "bytes", entry.bytes);
        json.endObject();
    }
    json.endArray();
    writeByteDiffJson(json, "bytes", diff.bytes);
    json.endObject();
    return json.text() + "\n";
}

} // namespace

int runDiff(const CommandLine& line, const Document& document, OutputStream& out) {
    Document other;
    try {
        other = openFile(line.otherFile);
    } catch (const std::system_error& error) {
        std::fprintf(stderr, "strata-cli: cannot open %s\n", error.what());
        return exitUsage;
    }
    DocumentDiff diff;
    try {
        diff = diffDocuments(document, other, line.diff);
    } catch (const std::invalid_argument& error) {
        std::fprintf(stderr, "strata-cli: %s\n", error.what());
        return exitUsage;
    }
    out.write(line.json ? diffJson(line, diff) : diffText(line, diff));
    return diff.different() ? exitDifferent : exitSuccess;
}

} // namespace strata::cli
