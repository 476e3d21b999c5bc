#include "commands.h"

#include "diagnostic_output.h"
#include "entry_extraction.h"
#include "group_by_command.h"
#include "json_writer.h"
#include "layer_commands.h"
#include "output_stream.h"
#include "strata/check.h"
#include "strata/column_statistics.h"
#include "strata/table_export.h"
#include "strata/table_query.h"
#include "strata/table_sort.h"
#include "strata/value_counts.h"
#include "strata/value_text.h"
#include "terminal_text.h"

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <set>
#include <tuple>

namespace strata::cli {
namespace {

void writeNodeJson(JsonWriter& json, const Node& node, int depth) {
    json.beginObject();
    json.key("label");
    json.value(node.label());
    json.key("kind");
    json.value(nodeKindName(node.kind()));
    json.key("offset");
    json.value(node.range().offset);
    json.key("length");
    json.value(node.range().length);
    // The byte space of offset and length: null for the file, else the layer's path.
    json.key("layer");
    if (node.layer() != nullptr) {
        json.value(node.layer()->path());
    } else {
        json.null();
    }
    json.key("value");
    json.value(node.value());
    json.key("fields");
    json.beginObject();
    for (const auto& field : node.fields()) {
        json.key(field.name);
        json.fieldValue(field.value);
    }
    json.endObject();
    json.key("children");
    json.beginArray();
    if (depth != 0) {
        for (const auto& child : node.children()) {
            writeNodeJson(json, *child, depth - 1);
        }
    }
    json.endArray();
    json.endObject();
}

void writeNodeText(OutputStream& out, const Node& node, int level, int depth) {
    std::string line(static_cast<std::size_t>(level) * 2, ' ');
    line += terminalText(node.label());
    line += " [";
    if (node.layer() != nullptr &&
        (node.parent() == nullptr || node.parent()->layer() != node.layer())) {
        line += node.layer()->name() + " ";
    }
    appendUnsigned(line, node.range().offset);
    line += ", +";
    appendUnsigned(line, node.range().length);
    line += "]";
    if (!node.value().empty()) {
        line += " ";
        line += terminalText(node.value());
    }
    line += '\n';
    out.write(line);
    if (depth != 0) {
        for (const auto& child : node.children()) {
            writeNodeText(out, *child, level + 1, depth - 1);
        }
    }
}

} // namespace

const Table* selectedTable(const CommandLine& line, const Document& document) {
    if (line.table < document.tables.size()) {
        return document.tables[line.table].get();
    }
    std::fprintf(stderr, "strata-cli: %s has %zu tables; there is no table %zu\n",
                 line.file.c_str(), document.tables.size(), line.table);
    for (const auto& diagnostic : document.diagnostics) {
        printDiagnostic(stderr, diagnostic);
    }
    return nullptr;
}

std::optional<QueryExpression> parseFilter(const CommandLine& line, const Table& table) {
    try {
        return QueryExpression::parseClauses(line.where, table.columns());
    } catch (const ExpressionError& error) {
        const std::string& clause = line.where.at(error.clause());
        std::fprintf(stderr, "strata-cli: --where: %s\n  %s\n  %s^\n", error.what(), clause.c_str(),
                     std::string(error.position(), ' ').c_str());
        return std::nullopt;
    }
}

namespace {

// A column name in text output: an empty one as "" (a placeholder would be taken for a name).
std::string nameText(const std::string& name) {
    return name.empty() ? "\"\"" : name;
}

// A row as text when the format has no row text of its own: its cells as CSV.
std::string csvRowText(const BlockData& data, std::uint64_t row) {
    std::string text;
    CsvOptions options;
    options.headerRow = false;
    CsvWriter writer(options, [&text](std::string_view bytes) { text += bytes; });
    writer.writeRows(data, row, 1, {});
    writer.flush();
    text.pop_back(); // the record's line end
    return text;
}

void writeStatisticsJson(JsonWriter& json, const TableStatistics& statistics) {
    json.beginObject();
    json.key("rows");
    json.value(statistics.rows);
    json.key("columns");
    json.beginArray();
    for (const ColumnStatistics& column : statistics.columns) {
        json.beginObject();
        json.key("name");
        json.value(column.name);
        json.key("type");
        json.value(logicalTypeName(column.type));
        json.key("count");
        json.value(column.count);
        json.key("missing");
        json.value(column.missing);
        json.key("nan");
        json.value(column.notANumber);
        json.key("distinct");
        json.value(column.distinct);
        json.key("distinct_exact");
        json.value(column.distinctExact);
        json.key("distinct_estimated");
        json.value(!column.distinctExact);
        if (column.count != column.notANumber) {
            json.key("min");
            json.value(column.minText);
            json.key("max");
            json.value(column.maxText);
        }
        if (column.mean) {
            json.key("mean");
            json.value(*column.mean);
            json.key("standard_deviation");
            json.value(*column.standardDeviation);
        }
        json.key("most_frequent");
        json.beginArray();
        for (const auto& [value, count] : column.mostFrequent) {
            json.beginObject();
            json.key("value");
            json.value(value);
            json.key("count");
            json.value(count);
            json.endObject();
        }
        json.endArray();
        if (!column.histogram.bins.empty()) {
            json.key("histogram");
            json.beginObject();
            json.key("low");
            json.value(column.histogram.low);
            json.key("high");
            json.value(column.histogram.high);
            json.key("estimated");
            json.value(column.histogram.estimated);
            json.key("bins");
            json.beginArray();
            for (const std::uint64_t bin : column.histogram.bins) {
                json.value(bin);
            }
            json.endArray();
            json.endObject();
        }
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

std::string statisticsText(const TableStatistics& statistics) {
    std::string text;
    for (const ColumnStatistics& column : statistics.columns) {
        text += nameText(column.name) + " (" + std::string(logicalTypeName(column.type)) +
                ")\n  count ";
        appendUnsigned(text, column.count);
        text += ", missing ";
        appendUnsigned(text, column.missing);
        if (column.notANumber != 0) {
            text += ", NaN ";
            appendUnsigned(text, column.notANumber);
        }
        text += column.distinctExact ? ", distinct " : ", distinct about ";
        appendUnsigned(text, column.distinct);
        text += "\n";
        if (column.count != column.notANumber) {
            text += column.type == LogicalType::String
                        ? "  min \"" + column.minText + "\", max \"" + column.maxText + "\"\n"
                        : "  min " + column.minText + ", max " + column.maxText + "\n";
        }
        if (column.mean) {
            text += "  mean " + fullText(*column.mean) + ", standard deviation " +
                    fullText(*column.standardDeviation) + "\n";
        }
        const bool quoted = column.type == LogicalType::String;
        if (!column.mostFrequent.empty() && column.mostFrequent.front().second == 1) {
            text += "  every value occurs once\n";
        } else if (!column.mostFrequent.empty()) {
            text += "  most frequent:";
            for (const auto& [value, count] : column.mostFrequent) {
                text += quoted ? " \"" + value + "\" (" : " " + value + " (";
                appendUnsigned(text, count);
                text += ")";
            }
            text += "\n";
        }
        if (!column.histogram.bins.empty()) {
            text += column.histogram.estimated ? "  histogram (estimated from a sample) "
                                               : "  histogram ";
            text += fullText(column.histogram.low) + " .. " + fullText(column.histogram.high) + ":";
            for (const std::uint64_t bin : column.histogram.bins) {
                text += " ";
                appendUnsigned(text, bin);
            }
            text += "\n";
        }
    }
    return text;
}

void writeValueCountsJson(JsonWriter& json, const Column& column, const ValueCounts& counts) {
    json.beginObject();
    json.key("column");
    json.value(column.name);
    json.key("type");
    json.value(logicalTypeName(column.type));
    json.key("rows");
    json.value(counts.rows);
    json.key("missing");
    json.value(counts.missing);
    json.key("distinct");
    json.value(counts.distinct);
    json.key("values");
    json.beginArray();
    for (const ValueCount& entry : counts.top) {
        json.beginObject();
        json.key("value");
        json.value(entry.value);
        json.key("count");
        json.value(entry.count);
        json.endObject();
    }
    json.endArray();
    json.endObject();
}

std::string valueCountsText(const Column& column, const ValueCounts& counts) {
    std::string text =
        nameText(column.name) + " (" + std::string(logicalTypeName(column.type)) + "): ";
    appendUnsigned(text, counts.rows);
    text += " rows, ";
    appendUnsigned(text, counts.missing);
    text += " missing, ";
    appendUnsigned(text, counts.distinct);
    text += " distinct values\n";
    const bool quoted = column.type == LogicalType::String;
    for (const ValueCount& entry : counts.top) {
        std::string count;
        appendUnsigned(count, entry.count);
        text += std::string(count.size() < 12 ? 12 - count.size() : 0, ' ') + count + "  " +
                (quoted ? "\"" + entry.value + "\"" : entry.value) + "\n";
    }
    return text;
}

// stats --counts COLUMN.
int runValueCounts(const CommandLine& line, const Document& document, const Table& table,
                   QueryExpression filter, OutputStream& out) {
    const std::optional<std::size_t> column = findColumn(table.columns(), line.counts);
    if (!column) {
        std::fprintf(stderr, "strata-cli: --counts: the table has no column '%s'\n",
                     line.counts.c_str());
        return exitUsage;
    }
    ValueCountOptions options;
    options.top = line.top;
    options.maxDistinct = line.maxDistinct;
    options.filter = std::move(filter);
    const ValueCounts counts = countValues(table, *column, options);
    if (counts.boundHit) {
        std::fprintf(stderr,
                     "strata-cli: column '%s' has more than %zu distinct values, the bound that "
                     "keeps the counts in memory; counting stopped (raise --max-distinct)\n",
                     line.counts.c_str(), line.maxDistinct);
        return exitUsage;
    }
    const Column& described = table.columns()[*column];
    if (line.json) {
        JsonWriter json;
        writeValueCountsJson(json, described, counts);
        out.write(json.text());
        out.write("\n");
    } else {
        out.write(valueCountsText(described, counts));
    }
    std::vector<Diagnostic> all = document.diagnostics;
    all.insert(all.end(), counts.diagnostics.begin(), counts.diagnostics.end());
    for (const auto& diagnostic : all) {
        printDiagnostic(stderr, diagnostic);
    }
    return statusOf(all);
}

} // namespace

int runStats(const CommandLine& line, const Document& document, OutputStream& out) {
    const Table* table = selectedTable(line, document);
    if (table == nullptr) {
        return hasErrors(document.diagnostics) ? exitFileErrors : exitUsage;
    }
    std::optional<QueryExpression> filter = parseFilter(line, *table);
    if (!filter) {
        return exitUsage;
    }
    if (!line.counts.empty()) {
        return runValueCounts(line, document, *table, std::move(*filter), out);
    }
    if (!line.groupBy.empty() || !line.aggregate.empty()) {
        return runGroupBy(line, document, *table, std::move(*filter), out);
    }
    StatisticsOptions options;
    options.filter = std::move(*filter);
    const TableStatistics statistics = computeTableStatistics(*table, options);
    if (line.json) {
        JsonWriter json;
        writeStatisticsJson(json, statistics);
        out.write(json.text());
        out.write("\n");
    } else {
        out.write("table " + std::to_string(line.table) + " '" + table->name() +
                  "': " + std::to_string(statistics.rows) + " rows\n" + statisticsText(statistics));
    }
    std::vector<Diagnostic> all = document.diagnostics;
    all.insert(all.end(), statistics.diagnostics.begin(), statistics.diagnostics.end());
    for (const auto& diagnostic : all) {
        printDiagnostic(stderr, diagnostic);
    }
    return statusOf(all);
}

int runInfo(const CommandLine& line, const Document& document, OutputStream& out) {
    if (line.json) {
        JsonWriter json;
        json.beginObject();
        json.key("file");
        json.value(line.file);
        json.key("format");
        json.value(document.formatName);
        if (!document.writer.empty()) {
            json.key("written_as");
            json.value(document.writer);
        }
        json.key("size");
        json.value(document.source->size());
        json.key("tables");
        json.beginArray();
        for (std::size_t t = 0; t < document.tables.size(); ++t) {
            const auto& table = *document.tables[t];
            json.beginObject();
            json.key("index");
            json.value(static_cast<std::uint64_t>(t));
            json.key("name");
            json.value(table.name());
            json.key("rows");
            json.value(table.rowCount());
            if (table.lostRowCount() > 0) {
                json.key("lost_rows");
                json.value(table.lostRowCount());
                json.key("lost_at");
                json.value(table.firstLossAt());
            }
            json.key("blocks");
            json.value(static_cast<std::uint64_t>(table.blocks().size()));
            // Where the table lies in the tree (for ODB-2, its frame range).
            if (!table.blocks().empty()) {
                json.key("first_block");
                json.value(table.blockNodePath(0));
                json.key("last_block");
                json.value(table.blockNodePath(table.blocks().size() - 1));
            }
            json.key("columns");
            json.beginArray();
            for (std::size_t c = 0; c < table.columns().size(); ++c) {
                const auto& column = table.columns()[c];
                json.beginObject();
                json.key("name");
                json.value(column.name);
                json.key("type");
                json.value(logicalTypeName(column.type));
                json.key("encoding");
                json.value(column.encoding);
                json.endObject();
            }
            json.endArray();
            json.endObject();
        }
        json.endArray();
        if (!document.entries.empty()) {
            json.key("entries");
            json.beginArray();
            for (const auto& entry : document.entries) {
                json.value(entry.name);
            }
            json.endArray();
        }
        json.key("diagnostics");
        json.value(static_cast<std::uint64_t>(document.diagnostics.size()));
        json.endObject();
        out.write(json.text());
        out.write("\n");
    } else {
        std::string text = "file: " + line.file + "\nformat: " + document.formatName + "\nsize: ";
        appendUnsigned(text, document.source->size());
        text += "\n";
        if (!document.writer.empty()) {
            text += "written as: " + terminalText(document.writer) + "\n";
        }
        text += "tables: " + std::to_string(document.tables.size()) + "\n";
        for (std::size_t t = 0; t < document.tables.size(); ++t) {
            const auto& table = *document.tables[t];
            text += "  [" + std::to_string(t) + "] " + table.name() + ": ";
            appendUnsigned(text, table.rowCount());
            if (table.lostRowCount() > 0) {
                // Rows the header promised that the file does not hold are not rows.
                text += " of ";
                appendUnsigned(text, table.rowCount() + table.lostRowCount());
                text += " rows (";
                appendUnsigned(text, table.lostRowCount());
                text += " lost to truncation at ";
                appendUnsigned(text, table.firstLossAt());
                text += ")";
            } else {
                text += " rows";
            }
            text += ", " + std::to_string(table.columns().size()) + " columns\n";
            for (std::size_t c = 0; c < table.columns().size(); ++c) {
                const auto& column = table.columns()[c];
                text += "      " + nameText(column.name) + ": " +
                        std::string(logicalTypeName(column.type)) +
                        (column.encoding.empty() ? "" : " (" + column.encoding + ")") + "\n";
            }
        }
        if (!document.entries.empty()) {
            text += "entries: " + std::to_string(document.entries.size()) + "\n";
            for (const auto& entry : document.entries) {
                text += "  " + entry.name + "\n";
            }
        }
        text += "diagnostics: " + std::to_string(document.diagnostics.size());
        // What opening did not read (a Blosc2 frame's chunks) only check finds.
        text += document.checkFindings ? " (opening's; strata-cli check reads the rest)\n" : "\n";
        out.write(text);
    }
    for (const auto& diagnostic : document.diagnostics) {
        printDiagnostic(stderr, diagnostic);
    }
    return statusOf(document.diagnostics);
}

int runTree(const CommandLine& line, const Document& document, OutputStream& out) {
    const int depth = line.depth.value_or(-1);
    if (line.json) {
        JsonWriter json;
        writeNodeJson(json, *document.root, depth);
        out.write(json.text());
        out.write("\n");
    } else {
        writeNodeText(out, *document.root, 0, depth);
    }
    for (const auto& diagnostic : document.diagnostics) {
        printDiagnostic(stderr, diagnostic);
    }
    return statusOf(document.diagnostics);
}

std::optional<TableExport> prepareTableExport(const CommandLine& line, const Document& document,
                                              int& status) {
    status = exitUsage;
    const Table* selected = selectedTable(line, document);
    if (selected == nullptr) {
        status = hasErrors(document.diagnostics) ? exitFileErrors : exitUsage;
        return std::nullopt;
    }
    TableExport prepared;
    prepared.table = selected;
    if (!line.itemType.empty()) {
        prepared.retyped = selected->withItemType(line.itemType);
        if (!prepared.retyped) {
            std::fprintf(stderr, "strata-cli: table %zu of %s cannot be read as '%s'\n", line.table,
                         line.file.c_str(), line.itemType.c_str());
            return std::nullopt;
        }
        prepared.table = prepared.retyped.get();
    }
    const Table& table = *prepared.table;
    const std::optional<QueryExpression> filter = parseFilter(line, table);
    if (!filter) {
        return std::nullopt;
    }
    ExportSelection& selection = prepared.selection;
    for (const std::string& name : line.columns) {
        const std::optional<std::size_t> column = findColumn(table.columns(), name);
        if (!column) {
            std::fprintf(stderr, "strata-cli: --columns: the table has no column '%s'\n",
                         name.c_str());
            return std::nullopt;
        }
        selection.columns.push_back(*column);
    }
    if (line.rows) {
        selection.rows.push_back(*line.rows);
    }
    prepared.diagnostics = document.diagnostics;
    selection.filter = *filter;
    if (!line.sort.empty()) {
        SortOptions sort;
        try {
            sort.keys = parseSortKeys(line.sort, table.columns());
        } catch (const ExpressionError& error) {
            std::fprintf(stderr, "strata-cli: --sort: %s\n  %s\n  %s^\n", error.what(),
                         line.sort.c_str(), std::string(error.position(), ' ').c_str());
            return std::nullopt;
        }
        sort.filter = *filter;
        SortOutcome sorted = sortTable(table, sort);
        if (!sorted.error.empty()) {
            std::fprintf(stderr, "strata-cli: --sort: %s\n", sorted.error.c_str());
            status = exitFileErrors;
            return std::nullopt;
        }
        prepared.diagnostics.insert(prepared.diagnostics.end(), sorted.diagnostics.begin(),
                                    sorted.diagnostics.end());
        selection.order =
            std::make_shared<const std::vector<std::uint64_t>>(std::move(sorted.rows));
    }
    return prepared;
}

int runCsv(const CommandLine& line, const Document& document, OutputStream& out) {
    int status = exitSuccess;
    std::optional<TableExport> prepared = prepareTableExport(line, document, status);
    if (!prepared) {
        return status;
    }
    const auto write = [&out](std::string_view bytes) { out.write(bytes); };
    const ExportResult result =
        exportTableCsv(*prepared->table, line.csv, write, prepared->selection);
    std::vector<Diagnostic>& all = prepared->diagnostics;
    all.insert(all.end(), result.diagnostics.begin(), result.diagnostics.end());
    for (const auto& diagnostic : all) {
        printDiagnostic(stderr, diagnostic);
    }
    return statusOf(all);
}

namespace {

// Writes one payload to `out`, its diagnostics and the document's to standard error.
int writePayload(const Payload& payload, const Document& document, OutputStream& out) {
    std::vector<Diagnostic> produced;
    payload.produce(
        [&out](std::span<const std::byte> piece) {
            out.write({reinterpret_cast<const char*>(piece.data()), piece.size()});
            return true;
        },
        produced);
    // The payload meets again the damage opening the file reported (a frame cut short, a stream
    // that does not decode): each is said once.
    std::set<std::tuple<Severity, std::uint64_t, std::string_view>> opened;
    for (const auto& diagnostic : document.diagnostics) {
        opened.emplace(diagnostic.severity, diagnostic.offset, diagnostic.message);
    }
    std::vector<Diagnostic> all = document.diagnostics;
    for (auto& diagnostic : produced) {
        if (!opened.contains({diagnostic.severity, diagnostic.offset, diagnostic.message})) {
            all.push_back(std::move(diagnostic));
        }
    }
    for (const auto& diagnostic : all) {
        printDiagnostic(stderr, diagnostic);
    }
    return statusOf(all);
}

// cat --entry NAME: the bundle's file of that name (the last one, as extracting keeps it).
int catEntry(const CommandLine& line, const Document& document, OutputStream& out) {
    if (document.entries.empty()) {
        if (hasErrors(document.diagnostics)) {
            for (const auto& diagnostic : document.diagnostics) {
                printDiagnostic(stderr, diagnostic);
            }
            return exitFileErrors;
        }
        std::fprintf(stderr, "strata-cli: %s (%s) holds no files; --entry is for bundles\n",
                     line.file.c_str(), document.formatName.c_str());
        return exitUsage;
    }
    for (auto entry = document.entries.rbegin(); entry != document.entries.rend(); ++entry) {
        if (entry->name == line.entry) {
            return writePayload(*entry->payload, document, out);
        }
    }
    std::fprintf(stderr, "strata-cli: %s holds no file named %s (info lists them)\n",
                 line.file.c_str(), line.entry.c_str());
    return exitUsage;
}

} // namespace

int runCat(const CommandLine& line, const Document& document, OutputStream& out) {
    if (!line.layer.empty()) {
        return catLayer(line, document, out);
    }
    if (!line.entry.empty()) {
        return catEntry(line, document, out);
    }
    if (!document.payload && !document.entries.empty()) {
        std::fprintf(stderr,
                     "strata-cli: %s holds %zu files and no single payload; use cat --entry NAME "
                     "for one (info lists them) or extract -o DIR for all\n",
                     line.file.c_str(), document.entries.size());
        return exitFileErrors;
    }
    if (!document.payload) {
        if (hasErrors(document.diagnostics)) {
            // A payload the damage keeps from being read (a bundle whose manifest is unsafe).
            for (const auto& diagnostic : document.diagnostics) {
                printDiagnostic(stderr, diagnostic);
            }
            return exitFileErrors;
        }
        std::fprintf(stderr, "strata-cli: %s (%s) has no payload; try csv\n", line.file.c_str(),
                     document.formatName.c_str());
        return exitUsage;
    }
    return writePayload(*document.payload, document, out);
}

int runExtract(const CommandLine& line, const Document& document, OutputStream& out) {
    for (const auto& diagnostic : document.diagnostics) {
        printDiagnostic(stderr, diagnostic);
    }
    if (document.entries.empty()) {
        if (hasErrors(document.diagnostics)) {
            return exitFileErrors;
        }
        std::fprintf(stderr, "strata-cli: %s (%s) holds no files to extract\n", line.file.c_str(),
                     document.formatName.c_str());
        return exitUsage;
    }
    const std::filesystem::path directory(line.output);
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    if (!std::filesystem::is_directory(directory)) {
        std::fprintf(stderr, "strata-cli: cannot write %s: %s\n", line.output.c_str(),
                     error ? error.message().c_str() : "not a directory");
        return exitUsage;
    }
    for (std::size_t k = 0; k < document.entries.size(); ++k) {
        const ArchiveEntry& entry = document.entries[k];
        const EntryWrite write = writeEntry(directory, entry);
        for (const auto& diagnostic : write.diagnostics) {
            printDiagnostic(stderr, diagnostic);
        }
        switch (write.result) {
        case EntryWrite::Result::Written:
            out.write(write.target.string() + "\n");
            continue;
        case EntryWrite::Result::DecodeFailed:
            // The files before this one stay written, as the reference decoder leaves them.
            std::fprintf(stderr, "strata-cli: entry %zu (%s) does not decode; %zu of %zu written\n",
                         k, entry.name.c_str(), k, document.entries.size());
            return exitFileErrors;
        case EntryWrite::Result::Refused:
            std::fprintf(stderr, "strata-cli: entry %zu (%s) refused: %s\n", k, entry.name.c_str(),
                         write.problem.c_str());
            return exitUsage;
        case EntryWrite::Result::WriteFailed:
            std::fprintf(stderr, "strata-cli: %s\n", write.problem.c_str());
            return exitUsage;
        }
    }
    return statusOf(document.diagnostics);
}

int runCheck(const CommandLine& line, const Document& document, OutputStream& out) {
    const std::vector<Diagnostic> all = checkDocument(document);
    if (line.json) {
        JsonWriter json;
        json.beginObject();
        json.key("file");
        json.value(line.file);
        json.key("format");
        json.value(document.formatName);
        json.key("errors");
        json.value(hasErrors(all));
        json.key("diagnostics");
        json.beginArray();
        for (const auto& diagnostic : all) {
            writeDiagnosticJson(json, diagnostic);
        }
        json.endArray();
        json.endObject();
        out.write(json.text());
        out.write("\n");
    } else {
        for (const auto& diagnostic : all) {
            std::string text(severityName(diagnostic.severity));
            text += ' ';
            appendUnsigned(text, diagnostic.offset);
            text += ' ';
            text += diagnostic.message;
            text += '\n';
            out.write(text);
        }
    }
    return statusOf(all);
}

namespace {

// The matching rows of a block as text, one a line: the file's own row text where the format
// has it, CSV otherwise (csvRowText).
FormattedMatches scanRowTexts(const Table& table, std::size_t block, const BlockData& data,
                              std::span<const std::uint64_t> rows) {
    const std::vector<std::string> source = table.sourceRows(block, data);
    CsvOptions options;
    options.headerRow = false;
    CsvWriter writer(options);
    if (source.empty()) {
        writer.writeRowList(data, rows, {});
        return {writer.takeText(), rows.size()};
    }
    TextBuffer text;
    for (const std::uint64_t row : rows) {
        if (row < source.size()) {
            text.append(source[row]);
            text.append('\n');
        } else {
            writer.writeRowList(data, std::span(&row, 1), {});
            text.append(writer.takeText().view());
        }
    }
    return {std::move(text), rows.size()};
}

// scan's rows one a line, formatted on the workers as they filter and written as they come; the
// summary goes to standard error.
ScanOutcome writeScanText(const Table& table, const QueryExpression& filter, OutputStream& out) {
    const ScanOutcome outcome = scanTableFormatted(
        table, filter,
        [&table](std::size_t block, const BlockData& data, std::span<const std::uint64_t> rows) {
            return scanRowTexts(table, block, data, rows);
        },
        [&out](std::size_t, FormattedMatches& matches) { out.write(matches.text.view()); });
    std::fprintf(stderr, "%llu rows; %zu of %zu blocks skipped; %llu column blocks decoded\n",
                 static_cast<unsigned long long>(outcome.matchedRows), outcome.skippedBlocks.size(),
                 outcome.blockCount, static_cast<unsigned long long>(outcome.decodedColumnBlocks));
    return outcome;
}

// scan --json's fields about the blocks: how many, which were skipped, how many column blocks
// were decoded.
void writeScanBlocksJson(JsonWriter& json, const ScanOutcome& outcome) {
    json.key("row_groups");
    json.value(static_cast<std::uint64_t>(outcome.blockCount));
    json.key("skipped");
    json.beginArray();
    for (const std::size_t block : outcome.skippedBlocks) {
        json.value(static_cast<std::uint64_t>(block));
    }
    json.endArray();
    json.key("decoded_blocks");
    json.value(outcome.decodedColumnBlocks);
}

// scan --json: the blocks, the skipped ones and the matching rows as one object.
ScanOutcome writeScanJson(const Table& table, const QueryExpression& filter, OutputStream& out) {
    std::vector<std::string> rows;
    const ScanOutcome outcome =
        scanTable(table, filter, [&](std::size_t block, const BlockData& data, auto matches) {
            const auto source = table.sourceRows(block, data);
            for (const std::uint64_t row : matches) {
                rows.push_back(row < source.size() ? source[row] : csvRowText(data, row));
            }
        });
    JsonWriter json;
    json.beginObject();
    writeScanBlocksJson(json, outcome);
    json.key("rows");
    json.beginArray();
    for (const auto& row : rows) {
        json.value(row);
    }
    json.endArray();
    json.endObject();
    out.write(json.text());
    out.write("\n");
    return outcome;
}

// scan --count: the number of matching rows (with --json, next to the block fields). No column
// beyond those the filter names is decoded, as for the GUI's filtered view.
ScanOutcome writeScanCount(const Table& table, const QueryExpression& filter, bool asJson,
                           OutputStream& out) {
    ScanOptions options;
    options.sinkColumns.emplace();
    const ScanOutcome outcome = scanTable(
        table, filter, [](std::size_t, const BlockData&, auto) {}, options);
    if (asJson) {
        JsonWriter json;
        json.beginObject();
        writeScanBlocksJson(json, outcome);
        json.key("matched");
        json.value(outcome.matchedRows);
        json.endObject();
        out.write(json.text());
    } else {
        std::string text;
        appendUnsigned(text, outcome.matchedRows);
        out.write(text);
    }
    out.write("\n");
    return outcome;
}

} // namespace

int runScan(const CommandLine& line, const Document& document, OutputStream& out) {
    const Table* table = selectedTable(line, document);
    if (table == nullptr) {
        return hasErrors(document.diagnostics) ? exitFileErrors : exitUsage;
    }
    const std::optional<QueryExpression> filter = parseFilter(line, *table);
    if (!filter) {
        return exitUsage;
    }
    const ScanOutcome outcome = line.countOnly ? writeScanCount(*table, *filter, line.json, out)
                                : line.json    ? writeScanJson(*table, *filter, out)
                                               : writeScanText(*table, *filter, out);
    std::vector<Diagnostic> all = document.diagnostics;
    all.insert(all.end(), outcome.diagnostics.begin(), outcome.diagnostics.end());
    for (const auto& diagnostic : all) {
        printDiagnostic(stderr, diagnostic);
    }
    return statusOf(all);
}

} // namespace strata::cli
