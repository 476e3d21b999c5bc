#include "repair_command.h"

#include "commands.h"
#include "json_writer.h"
#include "strata/file_output.h"
#include "strata/format_registry.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace strata::cli {
namespace {

std::string_view actionName(RepairEntry::Action action) {
    switch (action) {
    case RepairEntry::Action::Copied:
        return "copied";
    case RepairEntry::Action::Reencoded:
        return "re-encoded";
    case RepairEntry::Action::Dropped:
        return "dropped";
    case RepairEntry::Action::Filled:
        return "filled with zeros";
    }
    return "";
}

std::string reportText(const RepairReport& report, const std::string& output) {
    if (report.unchanged) {
        return "nothing to repair: " + output + " is the file, unchanged\n";
    }
    // A format whose report has no rows (AT-1) counts units.
    const bool rows = std::any_of(report.entries.begin(), report.entries.end(),
                                  [](const RepairEntry& entry) { return entry.rows > 0; });
    std::string text;
    for (const RepairEntry& entry : report.entries) {
        text += std::string(actionName(entry.action)) + " " + entry.unit + " [" +
                std::to_string(entry.range.offset) + ", +" + std::to_string(entry.range.length) +
                "]";
        if (entry.action == RepairEntry::Action::Dropped ||
            entry.action == RepairEntry::Action::Filled) {
            text += entry.rows > 0 ? ", " + std::to_string(entry.rows) + " rows lost" : "";
        } else if (rows) {
            text += ", " + std::to_string(entry.rows) + " rows";
            text += entry.lostRows > 0 ? ", " + std::to_string(entry.lostRows) + " rows lost" : "";
        }
        text += entry.why.empty() ? "\n" : ": " + entry.why + "\n";
    }
    for (const std::string& note : report.notes) {
        text += "note: " + note + "\n";
    }
    if (report.zerosCouldFill) {
        text += "note: --fill-zeros keeps the dropped chunks as chunks of zeros, so that the "
                "data keep their shape\n";
    }
    const auto dropped =
        std::count_if(report.entries.begin(), report.entries.end(), [](const RepairEntry& entry) {
            return entry.action == RepairEntry::Action::Dropped;
        });
    text += rows ? "kept " + std::to_string(report.rowsKept()) + " rows, lost " +
                       std::to_string(report.rowsLost())
                 : "kept " +
                       std::to_string(report.entries.size() - static_cast<std::size_t>(dropped)) +
                       " units, dropped " + std::to_string(dropped);
    text += report.lost() ? "\n" : "; nothing lost\n";
    return text;
}

std::string reportJson(const RepairReport& report, const std::string& output) {
    JsonWriter json;
    json.beginObject();
    json.key("output");
    json.value(output);
    json.key("unchanged");
    json.value(report.unchanged);
    json.key("lost");
    json.value(report.lost());
    json.key("rows_kept");
    json.value(report.rowsKept());
    json.key("rows_lost");
    json.value(report.rowsLost());
    json.key("units");
    json.beginArray();
    for (const RepairEntry& entry : report.entries) {
        json.beginObject();
        json.key("action");
        json.value(actionName(entry.action));
        json.key("unit");
        json.value(entry.unit);
        json.key("offset");
        json.value(entry.range.offset);
        json.key("length");
        json.value(entry.range.length);
        json.key("rows");
        json.value(entry.rows);
        json.key("lost_rows");
        json.value(entry.lostRows);
        json.key("why");
        json.value(entry.why);
        json.endObject();
    }
    json.endArray();
    json.key("notes");
    json.beginArray();
    for (const std::string& note : report.notes) {
        json.value(note);
    }
    json.endArray();
    json.key("zeros_could_fill");
    json.value(report.zerosCouldFill);
    json.endObject();
    return json.text() + "\n";
}

} // namespace

int runRepair(const CommandLine& line, const Document& document, OutputStream& out) {
    if (line.output.empty() || line.output == "-") {
        std::fprintf(stderr, "strata-cli: repair writes a file: name it with -o OUT\n");
        return exitUsage;
    }
    std::error_code same;
    if (std::filesystem::equivalent(line.file, line.output, same)) {
        std::fprintf(stderr, "strata-cli: repair: OUT is FILE itself; name another file\n");
        return exitUsage;
    }
    const Format* format = formatNamed(document.formatName);
    if (format == nullptr || !document.source) {
        std::fprintf(stderr, "strata-cli: repair: %s is no file of a format Strata knows\n",
                     line.file.c_str());
        return exitUsage;
    }
    FileOutput file(line.output);
    const auto report =
        format->repair(document, *document.source,
                       [&file](std::span<const std::byte> bytes) { file.write(bytes); },
                       {.fillZeros = line.fillZeros});
    if (!report) {
        std::fprintf(stderr, "strata-cli: repair: repairing this %s file is not available yet\n",
                     document.formatName.c_str());
        return exitUsage;
    }
    if (!file.commit()) {
        std::fprintf(stderr, "strata-cli: cannot write %s: %s\n", line.output.c_str(),
                     file.error().c_str());
        return exitUsage;
    }
    out.write(line.json ? reportJson(*report, line.output) : reportText(*report, line.output));
    return report->lost() ? exitFileErrors : exitSuccess;
}

} // namespace strata::cli
