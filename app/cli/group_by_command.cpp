#include "group_by_command.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "json_writer.h"
#include "strata/csv_writer.h"
#include "strata/group_aggregates.h"
#include "terminal_text.h"

#include <algorithm>
#include <cstdio>

namespace strata::cli {
namespace {

// The options as the table's keys and aggregates; nullopt after printing why.
std::optional<GroupByOptions> groupOptions(const CommandLine& line, const Table& table) {
    GroupByOptions options;
    options.maxGroups = line.maxGroups;
    options.order =
        line.groupOrder == "count" ? GroupByOptions::Order::Count : GroupByOptions::Order::Key;
    for (const std::string& name : line.groupBy) {
        auto key = parseGroupKey(name, table.columns());
        if (const auto* error = std::get_if<std::string>(&key)) {
            std::fprintf(stderr, "strata-cli: --group-by: %s\n", error->c_str());
            return std::nullopt;
        }
        options.keys.push_back(std::get<GroupKey>(key));
    }
    for (const std::string& bins : line.bins) {
        auto key = parseGroupKey(bins, table.columns());
        const auto* error = std::get_if<std::string>(&key);
        const auto* binned = std::get_if<GroupKey>(&key);
        const auto named =
            binned == nullptr
                ? options.keys.end()
                : std::find_if(options.keys.begin(), options.keys.end(),
                               [binned](const GroupKey& k) { return k.column == binned->column; });
        if (error != nullptr || named == options.keys.end() ||
            binned->bins.kind == KeyBins::Kind::None) {
            std::fprintf(stderr, "strata-cli: --bin %s: %s\n", bins.c_str(),
                         error != nullptr ? error->c_str()
                         : named == options.keys.end()
                             ? "bins a column that --group-by does not name"
                             : "write COLUMN:WIDTH, or COLUMN:hour, :day or :month");
            return std::nullopt;
        }
        named->bins = binned->bins;
    }
    auto aggregates =
        parseAggregates(line.aggregate.empty() ? "count(*)" : line.aggregate, table.columns());
    if (const auto* error = std::get_if<std::string>(&aggregates)) {
        std::fprintf(stderr, "strata-cli: --aggregate: %s\n", error->c_str());
        return std::nullopt;
    }
    options.aggregates = std::get<std::vector<Aggregate>>(std::move(aggregates));
    return options;
}

void writeJson(OutputStream& out, const Table& table, const GroupByResult& result) {
    JsonWriter json;
    json.beginObject();
    json.key("table");
    json.value(table.name());
    json.key("rows");
    json.value(result.rows);
    json.key("groups");
    json.beginArray();
    std::string text;
    for (std::size_t g = 0; g < result.groups.rowCount; ++g) {
        json.beginObject();
        for (std::size_t c = 0; c < result.columns.size(); ++c) {
            const ColumnData& cells = result.groups.columns[c];
            json.key(result.columns[c].name);
            if (cells.isMissing(g)) {
                json.null();
            } else if (cells.type() == LogicalType::String) {
                json.value(cells.stringAt(g));
            } else if (cells.type() == LogicalType::UInt64) {
                json.value(static_cast<std::uint64_t>(cells.intAt(g)));
            } else if (isIntegral(cells.type())) {
                json.value(cells.intAt(g));
            } else {
                json.value(cells.doubleAt(g));
            }
        }
        json.endObject();
    }
    json.endArray();
    json.endObject();
    out.write(json.text());
    out.write("\n");
}

void writeCsv(OutputStream& out, const CommandLine& line, const GroupByResult& result) {
    CsvWriter csv(line.csv, [&out](std::string_view text) { out.write(text); });
    csv.writeHeader(result.columns, {});
    csv.writeRows(result.groups, 0, result.groups.rowCount, {});
    csv.flush();
}

// Columns aligned: text to the left, numbers to the right.
void writeText(OutputStream& out, const Table& table, const GroupByResult& result) {
    const std::size_t columns = result.columns.size();
    std::vector<std::vector<std::string>> cells(columns);
    std::vector<std::size_t> widths(columns);
    for (std::size_t c = 0; c < columns; ++c) {
        cells[c].push_back(terminalText(result.columns[c].name));
        for (std::size_t g = 0; g < result.groups.rowCount; ++g) {
            std::string text;
            if (result.groups.columns[c].isMissing(g)) {
                text = "-";
            } else {
                result.groups.columns[c].appendText(g, text);
            }
            cells[c].push_back(terminalText(text));
        }
        for (const std::string& text : cells[c]) {
            widths[c] = std::max(widths[c], text.size());
        }
    }
    std::string text = "table '" + table.name() + "': " + std::to_string(result.rows) +
                       " rows in " + std::to_string(result.groups.rowCount) +
                       (result.groups.rowCount == 1 ? " group\n" : " groups\n");
    for (std::size_t r = 0; r <= result.groups.rowCount; ++r) {
        for (std::size_t c = 0; c < columns; ++c) {
            const std::string& cell = cells[c][r];
            const std::string padding(widths[c] - cell.size(), ' ');
            const bool number = r > 0 && result.columns[c].type != LogicalType::String;
            text += c == 0 ? "" : "  ";
            text += number ? padding + cell : cell + (c + 1 < columns ? padding : "");
        }
        text += '\n';
    }
    out.write(text);
}

} // namespace

int runGroupBy(const CommandLine& line, const Document& document, const Table& table,
               QueryExpression filter, OutputStream& out) {
    std::optional<GroupByOptions> options = groupOptions(line, table);
    if (!options) {
        return exitUsage;
    }
    options->filter = std::move(filter);
    const GroupByResult result = groupBy(table, *options);
    if (result.limitHit) {
        std::fprintf(stderr,
                     "strata-cli: more than %zu groups and distinct values, the bound that keeps "
                     "them in memory (about 200 bytes each); grouping stopped (raise "
                     "--max-groups)\n",
                     line.maxGroups);
        return exitUsage;
    }
    if (line.json) {
        writeJson(out, table, result);
    } else if (line.csvOutput) {
        writeCsv(out, line, result);
    } else {
        writeText(out, table, result);
    }
    std::vector<Diagnostic> all = document.diagnostics;
    all.insert(all.end(), result.diagnostics.begin(), result.diagnostics.end());
    printDiagnostics(stderr, all);
    return statusOf(all);
}

} // namespace strata::cli
