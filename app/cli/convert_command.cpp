#include "convert_command.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "strata/json_lines_writer.h"

#include <atomic>
#include <filesystem>
#include <system_error>
#include <unistd.h>

namespace strata::cli {
namespace {

enum class Target { JsonLines, Csv };

// Every output format convert knows, by --to name and by extension; those not written yet say
// so rather than pass for unknown.
struct TargetName {
    std::string_view name;
    std::string_view extension;
    std::optional<Target> target; // nullopt: not written yet
};
constexpr TargetName targetNames[] = {
    {"jsonl", ".jsonl", Target::JsonLines}, {"jsonl", ".ndjson", Target::JsonLines},
    {"csv", ".csv", Target::Csv},           {"nc", ".nc", std::nullopt},
    {"npy", ".npy", std::nullopt},          {"odb", ".odb", std::nullopt},
    {"col", ".col", std::nullopt},          {"b2frame", ".b2frame", std::nullopt},
    {"b2nd", ".b2nd", std::nullopt},
};

// The format to write, or nullopt after saying why.
std::optional<Target> chosenTarget(const CommandLine& line) {
    const std::string extension = std::filesystem::path(line.output).extension().string();
    for (const TargetName& known : targetNames) {
        if (line.convertTo.empty() ? extension == known.extension : line.convertTo == known.name) {
            if (!known.target) {
                std::fprintf(stderr, "strata-cli: convert: writing %.*s is not available yet\n",
                             static_cast<int>(known.name.size()), known.name.data());
            }
            return known.target;
        }
    }
    if (line.convertTo.empty()) {
        std::fprintf(stderr,
                     "strata-cli: convert: '%s' names no format Strata writes (.jsonl, .ndjson, "
                     ".csv); say which with --to\n",
                     extension.c_str());
    } else {
        std::fprintf(stderr,
                     "strata-cli: convert: --to %s is no format Strata writes (jsonl, csv)\n",
                     line.convertTo.c_str());
    }
    return std::nullopt;
}

bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b) {
    std::error_code error;
    return std::filesystem::equivalent(a, b, error);
}

} // namespace

int runConvert(const CommandLine& line, const Document& document, OutputStream&) {
    if (line.output.empty() || line.output == "-") {
        std::fprintf(stderr, "strata-cli: convert writes a file: name it with -o OUT\n");
        return exitUsage;
    }
    if (sameFile(line.file, line.output)) {
        std::fprintf(stderr, "strata-cli: convert: OUT is FILE itself; name another file\n");
        return exitUsage;
    }
    const std::optional<Target> target = chosenTarget(line);
    if (!target) {
        return exitUsage;
    }
    int status = exitSuccess;
    std::optional<TableExport> prepared = prepareTableExport(line, document, status);
    if (!prepared) {
        return status;
    }
    const std::filesystem::path final(line.output);
    const std::filesystem::path partial =
        final.parent_path() /
        ("." + final.filename().string() + ".strata-" + std::to_string(::getpid()) + ".part");
    std::atomic<std::uint64_t> nonFinite{0};
    ExportResult result;
    bool written = false;
    {
        OutputStream file(partial.string());
        if (file.isOpen()) {
            const auto write = [&file](std::string_view bytes) { file.write(bytes); };
            const Table& table = *prepared->table;
            if (*target == Target::Csv) {
                result = exportTableCsv(table, line.csv, write, prepared->selection);
            } else {
                result = exportTableRows(
                    table,
                    [&table, &nonFinite](TextBuffer buffer) {
                        return std::make_unique<JsonLinesWriter>(table.columns(), std::move(buffer),
                                                                 &nonFinite);
                    },
                    write, prepared->selection);
            }
        }
        written = file.finish() && !result.cancelled;
        if (!written) {
            std::fprintf(stderr, "strata-cli: cannot write %s: %s\n", line.output.c_str(),
                         file.error().c_str());
        }
    }
    std::error_code error;
    if (written) {
        std::filesystem::rename(partial, final, error);
        if (error) {
            std::fprintf(stderr, "strata-cli: cannot write %s: %s\n", line.output.c_str(),
                         error.message().c_str());
        }
    }
    if (!written || error) {
        std::filesystem::remove(partial, error);
        return exitUsage;
    }
    std::vector<Diagnostic>& all = prepared->diagnostics;
    all.insert(all.end(), result.diagnostics.begin(), result.diagnostics.end());
    printDiagnostics(stderr, all);
    std::fprintf(stderr, "strata-cli: wrote %llu rows to %s",
                 static_cast<unsigned long long>(result.rowsWritten), line.output.c_str());
    if (const std::uint64_t count = nonFinite.load(); count > 0) {
        std::fprintf(stderr, " (%llu NaN or infinite values written as null: JSON has none)",
                     static_cast<unsigned long long>(count));
    }
    std::fprintf(stderr, "\n");
    return statusOf(all);
}

} // namespace strata::cli
