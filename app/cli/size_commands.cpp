#include "size_commands.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "json_writer.h"
#include "strata/size_breakdown.h"
#include "strata/value_text.h"

#include <algorithm>

namespace strata::cli {
namespace {

// "53.8 %" of the file, one decimal.
std::string percentText(std::uint64_t bytes, std::uint64_t total) {
    std::string text;
    appendFixed(text,
                total == 0 ? 0.0 : 100.0 * static_cast<double>(bytes) / static_cast<double>(total),
                1);
    return text + " %";
}

std::string padLeft(const std::string& text, std::size_t width) {
    return std::string(width - std::min(width, text.size()), ' ') + text;
}

std::string padRight(const std::string& text, std::size_t width) {
    return text + std::string(width - std::min(width, text.size()), ' ');
}

void writeEntryJson(JsonWriter& json, const SizeEntry& entry, std::uint64_t fileSize) {
    json.beginObject();
    json.key("name");
    json.value(entry.name);
    json.key("bytes");
    json.value(entry.bytes);
    json.key("percent");
    json.value(fileSize == 0
                   ? 0.0
                   : 100.0 * static_cast<double>(entry.bytes) / static_cast<double>(fileSize));
    json.key("overhead_bytes");
    json.value(entry.overheadBytes);
    json.key("data_bytes");
    json.value(entry.bytes - entry.overheadBytes);
    json.key("compressed_bytes");
    json.value(entry.compressedBytes);
    json.key("decoded_bytes");
    if (entry.compressedBytes != 0) {
        json.value(entry.decodedBytes);
    } else {
        json.null();
    }
    json.key("ratio");
    if (const auto ratio = entry.ratio()) {
        json.value(*ratio);
    } else {
        json.null();
    }
    json.key("paths");
    json.beginArray();
    for (const std::string& path : entry.paths) {
        json.value(path);
    }
    json.endArray();
    json.key("paths_left_out");
    json.value(entry.pathsLeftOut);
    json.endObject();
}

std::string sizesJson(const CommandLine& line, const SizeBreakdown& sizes, SizeGrouping by) {
    JsonWriter json;
    json.beginObject();
    json.key("file");
    json.value(line.file);
    json.key("size");
    json.value(sizes.fileSize);
    json.key("by");
    json.value(sizeGroupingName(by));
    json.key("entries");
    json.beginArray();
    for (const SizeEntry& entry : sizes.entries(by)) {
        writeEntryJson(json, entry, sizes.fileSize);
    }
    json.endArray();
    json.endObject();
    return json.text() + "\n";
}

// A table: NAME, STORED (bytes in the file), %, and where the file states the decoded size of
// the entry's data: DATA (those stored bytes: a column's stored bytes also count its share of
// headers), DECODED (what they decode to) and RATIO (DECODED / DATA); then the total.
std::string sizesText(const SizeBreakdown& sizes, SizeGrouping by) {
    struct Row {
        std::string name, stored, percent, data, decoded, ratio;
    };
    std::vector<Row> rows;
    rows.push_back({std::string(sizeGroupingName(by)), "stored", "%", "data", "decoded", "ratio"});
    for (const SizeEntry& entry : sizes.entries(by)) {
        const bool known = entry.compressedBytes != 0;
        // The units (columns, codecs) past the largest are one entry: how many it stands for,
        // "(2,000 other units)".
        const std::string name =
            entry.name == otherEntriesName(by)
                ? "(" + groupedDigits(entry.pathsLeftOut) + " " + entry.name.substr(1)
                : entry.name;
        rows.push_back(
            {name, groupedDigits(entry.bytes), percentText(entry.bytes, sizes.fileSize),
             known ? groupedDigits(entry.compressedBytes) : "-",
             known ? groupedDigits(entry.decodedBytes) : "-",
             known ? compressionRatioText(entry.decodedBytes, entry.compressedBytes) : "-"});
    }
    rows.push_back({"total", groupedDigits(sizes.fileSize),
                    percentText(sizes.fileSize, sizes.fileSize), "", "", ""});
    constexpr std::size_t columns = 6;
    std::size_t widths[columns] = {};
    for (const Row& row : rows) {
        const std::string* cells[] = {&row.name, &row.stored,  &row.percent,
                                      &row.data, &row.decoded, &row.ratio};
        for (std::size_t i = 0; i < columns; ++i) {
            widths[i] = std::max(widths[i], cells[i]->size());
        }
    }
    std::string text;
    for (const Row& row : rows) {
        std::string line = padRight(row.name, widths[0]) + "  " + padLeft(row.stored, widths[1]) +
                           "  " + padLeft(row.percent, widths[2]) + "  " +
                           padLeft(row.data, widths[3]) + "  " + padLeft(row.decoded, widths[4]) +
                           "  " + padLeft(row.ratio, widths[5]);
        line.erase(line.find_last_not_of(' ') + 1);
        text += line + "\n";
    }
    return text;
}

} // namespace

int runSizes(const CommandLine& line, const Document& document, OutputStream& out) {
    const SizeBreakdown sizes = computeSizeBreakdown(document);
    out.write(line.json ? sizesJson(line, sizes, line.by) : sizesText(sizes, line.by));
    printDiagnostics(stderr, document.diagnostics);
    return statusOf(document.diagnostics);
}

} // namespace strata::cli
