#include "dataset_check_command.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "json_writer.h"

#include <algorithm>
#include <map>

namespace strata::cli {
namespace {

int statusOf(const MemberCheck& check) {
    if (!check.openError.empty()) {
        return exitUsage;
    }
    return check.errors ? exitFileErrors : exitSuccess;
}

void writeMemberJson(JsonWriter& json, const MemberCheck& check) {
    json.beginObject();
    json.key("file");
    json.value(check.path.string());
    json.key("format");
    json.value(check.format);
    json.key("bytes");
    json.value(check.bytes);
    json.key("rows");
    json.value(check.rows);
    json.key("diagnostics");
    json.value(static_cast<std::uint64_t>(check.diagnostics));
    json.key("errors");
    json.value(check.errors);
    json.key("first");
    if (check.first) {
        writeDiagnosticJson(json, *check.first);
    } else {
        json.null();
    }
    if (!check.openError.empty()) {
        json.key("open_error");
        json.value(check.openError);
    }
    json.endObject();
}

struct Summary {
    std::map<std::string, std::uint64_t> formats;
    std::uint64_t bytes = 0;
    std::uint64_t rows = 0;
    std::vector<const MemberCheck*> damaged; // errors, or not opened
};

Summary summarize(const std::vector<MemberCheck>& checks) {
    Summary summary;
    for (const MemberCheck& check : checks) {
        ++summary.formats[check.format];
        summary.bytes += check.bytes;
        summary.rows += check.rows;
        if (check.errors || !check.openError.empty()) {
            summary.damaged.push_back(&check);
        }
    }
    return summary;
}

std::string summaryText(const std::vector<MemberCheck>& checks, const DatasetListing& listing) {
    const Summary summary = summarize(checks);
    std::string text = "files: " + std::to_string(checks.size()) + " checked, " +
                       std::to_string(checks.size() - summary.damaged.size()) + " sound, " +
                       std::to_string(summary.damaged.size()) + " damaged, " +
                       std::to_string(listing.skipped.size()) + " skipped\n";
    std::string formats;
    for (const auto& [format, count] : summary.formats) {
        formats += (formats.empty() ? "" : ", ") + format + " " + std::to_string(count);
    }
    text += "formats: " + formats + "\n";
    text += "bytes: " + std::to_string(summary.bytes) + "\n";
    text += "rows: " + std::to_string(summary.rows) + "\n";
    if (!summary.damaged.empty()) {
        text += "damaged:\n";
        for (const MemberCheck* check : summary.damaged) {
            text += "  " + check->path.string() + ": ";
            if (!check->openError.empty()) {
                text += "cannot be opened: " + check->openError + "\n";
                continue;
            }
            text += std::to_string(check->diagnostics) +
                    (check->diagnostics == 1 ? " diagnostic" : " diagnostics");
            if (check->first) {
                text += "; first: " + std::string(severityName(check->first->severity)) + " " +
                        std::to_string(check->first->offset) + " " + check->first->message;
            }
            text += "\n";
        }
    }
    if (!listing.skipped.empty()) {
        text += "skipped:\n";
        for (const auto& skipped : listing.skipped) {
            text += "  " + skipped.path.string() + ": " + skipped.why + "\n";
        }
    }
    return text;
}

std::string summaryJson(const std::vector<MemberCheck>& checks, const DatasetListing& listing) {
    const Summary summary = summarize(checks);
    JsonWriter json;
    json.beginObject();
    json.key("files");
    json.value(static_cast<std::uint64_t>(checks.size()));
    json.key("sound");
    json.value(static_cast<std::uint64_t>(checks.size() - summary.damaged.size()));
    json.key("damaged");
    json.value(static_cast<std::uint64_t>(summary.damaged.size()));
    json.key("formats");
    json.beginObject();
    for (const auto& [format, count] : summary.formats) {
        json.key(format);
        json.value(count);
    }
    json.endObject();
    json.key("bytes");
    json.value(summary.bytes);
    json.key("rows");
    json.value(summary.rows);
    json.key("damaged_files");
    json.beginArray();
    for (const MemberCheck* check : summary.damaged) {
        writeMemberJson(json, *check);
    }
    json.endArray();
    json.key("skipped");
    json.beginArray();
    for (const auto& skipped : listing.skipped) {
        json.beginObject();
        json.key("file");
        json.value(skipped.path.string());
        json.key("why");
        json.value(skipped.why);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    return json.text() + "\n";
}

} // namespace

int runDatasetCheck(const CommandLine& line, const DatasetListing& listing, OutputStream& out) {
    const std::vector<MemberCheck> checks =
        checkDataset(listing.files, [&line, &out](const MemberCheck& check) {
            if (line.jsonLines) {
                JsonWriter json;
                writeMemberJson(json, check);
                out.write(json.text() + "\n");
                out.flush();
            }
        });
    if (line.json) {
        out.write(summaryJson(checks, listing));
    } else if (!line.jsonLines) {
        out.write(summaryText(checks, listing));
    }
    int worst = exitSuccess;
    for (const MemberCheck& check : checks) {
        worst = std::max(worst, statusOf(check));
    }
    return worst;
}

} // namespace strata::cli
