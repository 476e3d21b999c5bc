#include "convert_command.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "strata/json_lines_writer.h"
#include "strata/npy_file.h"
#include "strata/odb2_writer.h"
#include "strata/record_writer.h"

#include <atomic>
#include <filesystem>
#include <system_error>
#include <unistd.h>

namespace strata::cli {
namespace {

using TargetWriter = Written (*)(const CommandLine& line, const Document& document,
                                 const TableExport& prepared, const std::string& path,
                                 ConvertCounts& counts);

// Writes a text or record stream through an OutputStream: `writeWith(output, file)` does the
// export, `file` given for a header rewritten at the end.
template <typename Export> Written writeStream(const std::string& path, Export&& writeWith) {
    Written written;
    OutputStream file(path);
    if (file.isOpen()) {
        written.result = writeWith([&file](std::string_view bytes) { file.write(bytes); }, file);
    }
    written.ok = file.finish() && !written.result.cancelled;
    written.error = file.error();
    return written;
}

Written writeCsv(const CommandLine& line, const Document&, const TableExport& prepared,
                 const std::string& path, ConvertCounts&) {
    return writeStream(path, [&](const CsvWriter::Output& output, OutputStream&) {
        return exportTableCsv(*prepared.table, line.csv, output, prepared.selection);
    });
}

Written writeJsonLines(const CommandLine&, const Document&, const TableExport& prepared,
                       const std::string& path, ConvertCounts& counts) {
    const Table& table = *prepared.table;
    return writeStream(path, [&](const CsvWriter::Output& output, OutputStream&) {
        return exportTableRows(
            table,
            [&table, &counts](TextBuffer buffer) {
                return std::make_unique<JsonLinesWriter>(table.columns(), std::move(buffer),
                                                         &counts.nonFinite);
            },
            output, prepared.selection);
    });
}

// The records are the .npy items; the header's row count is written again once known.
Written writeNpy(const CommandLine&, const Document&, const TableExport& prepared,
                 const std::string& path, ConvertCounts& counts) {
    const NpyDtype dtype =
        std::get<NpyDtype>(npyDtype(prepared.table->columns(), prepared.selection.columns));
    return writeStream(path, [&](const CsvWriter::Output& output, OutputStream& file) {
        output(npyHeader(dtype, 0));
        ExportResult result = exportTableRows(
            *prepared.table, recordWriters(*prepared.table, &counts.missingIntegers), output,
            prepared.selection);
        file.rewriteAt(0, npyHeader(dtype, result.rowsWritten));
        return result;
    });
}

// The selected columns, in their order.
std::vector<Column> selectedColumns(const TableExport& prepared) {
    const std::vector<Column>& all = prepared.table->columns();
    if (prepared.selection.columns.empty()) {
        return all;
    }
    std::vector<Column> columns;
    for (const std::size_t c : prepared.selection.columns) {
        columns.push_back(all.at(c));
    }
    return columns;
}

Written writeOdb2(const CommandLine&, const Document&, const TableExport& prepared,
                  const std::string& path, ConvertCounts&) {
    return writeStream(path, [&](const CsvWriter::Output& output, OutputStream&) {
        odb2::Odb2Writer frames(
            selectedColumns(prepared),
            [&output](std::span<const std::byte> bytes) {
                output({reinterpret_cast<const char*>(bytes.data()), bytes.size()});
            },
            {.rowsPerFrame = 10000, .properties = {{"encoder", "strata-cli convert"}}});
        ExportResult result = exportTableRows(
            *prepared.table, recordWriters(*prepared.table, nullptr),
            [&frames](std::string_view records) { frames.append(records); }, prepared.selection);
        frames.finish();
        return result;
    });
}

// Why the table cannot be written in the format, before anything is: empty when it can.
using TargetCheck = std::string (*)(const TableExport& prepared);

std::string npyCheck(const TableExport& prepared) {
    const auto dtype = npyDtype(prepared.table->columns(), prepared.selection.columns);
    return std::holds_alternative<std::string>(dtype) ? std::get<std::string>(dtype) : "";
}

// Every output format convert knows, by --to name and by extension; those not written yet say
// so rather than pass for unknown.
struct Target {
    std::string_view name;
    std::string_view extension;
    TargetWriter write = nullptr; // nullptr: not written yet
    TargetCheck check = nullptr;
};
constexpr Target targets[] = {
    {"jsonl", ".jsonl", writeJsonLines},
    {"jsonl", ".ndjson", writeJsonLines},
    {"csv", ".csv", writeCsv},
    {"nc", ".nc", writeNetcdf},
    {"npy", ".npy", writeNpy, npyCheck},
    {"odb", ".odb", writeOdb2},
    {"col", ".col"},
    {"b2frame", ".b2frame"},
    {"b2nd", ".b2nd"},
};

// The format to write, or nullptr after saying why.
const Target* chosenTarget(const CommandLine& line) {
    const std::string extension = std::filesystem::path(line.output).extension().string();
    for (const Target& known : targets) {
        if (line.convertTo.empty() ? extension == known.extension : line.convertTo == known.name) {
            if (known.write == nullptr) {
                std::fprintf(stderr, "strata-cli: convert: writing %.*s is not available yet\n",
                             static_cast<int>(known.name.size()), known.name.data());
                return nullptr;
            }
            return &known;
        }
    }
    if (line.convertTo.empty()) {
        std::fprintf(stderr,
                     "strata-cli: convert: '%s' names no format Strata writes (.jsonl, .ndjson, "
                     ".csv, .nc, .npy, .odb); say which with --to\n",
                     extension.c_str());
    } else {
        std::fprintf(stderr,
                     "strata-cli: convert: --to %s is no format Strata writes (jsonl, csv, nc, "
                     "npy, odb)\n",
                     line.convertTo.c_str());
    }
    return nullptr;
}

bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b) {
    std::error_code error;
    return std::filesystem::equivalent(a, b, error);
}

} // namespace

RowWriterFactory recordWriters(const Table& table, std::atomic<std::uint64_t>* missingIntegers) {
    return [&table, missingIntegers](TextBuffer buffer) {
        return std::make_unique<RecordWriter>(table.columns(), std::move(buffer), missingIntegers);
    };
}

int runConvert(const CommandLine& line, const Document& document, OutputStream&) {
    if (line.output.empty() || line.output == "-") {
        std::fprintf(stderr, "strata-cli: convert writes a file: name it with -o OUT\n");
        return exitUsage;
    }
    if (sameFile(line.file, line.output)) {
        std::fprintf(stderr, "strata-cli: convert: OUT is FILE itself; name another file\n");
        return exitUsage;
    }
    const Target* target = chosenTarget(line);
    if (target == nullptr) {
        return exitUsage;
    }
    int status = exitSuccess;
    std::optional<TableExport> prepared = prepareTableExport(line, document, status);
    if (!prepared) {
        return status;
    }
    if (target->check != nullptr) {
        if (const std::string why = target->check(*prepared); !why.empty()) {
            std::fprintf(stderr, "strata-cli: convert: %s\n", why.c_str());
            return exitUsage;
        }
    }
    const std::filesystem::path final(line.output);
    const std::filesystem::path partial =
        final.parent_path() /
        ("." + final.filename().string() + ".strata-" + std::to_string(::getpid()) + ".part");
    ConvertCounts counts;
    const Written written = target->write(line, document, *prepared, partial.string(), counts);
    if (!written.ok) {
        std::fprintf(stderr, "strata-cli: cannot write %s: %s\n", line.output.c_str(),
                     written.error.c_str());
    }
    std::error_code error;
    if (written.ok) {
        std::filesystem::rename(partial, final, error);
        if (error) {
            std::fprintf(stderr, "strata-cli: cannot write %s: %s\n", line.output.c_str(),
                         error.message().c_str());
        }
    }
    if (!written.ok || error) {
        std::filesystem::remove(partial, error);
        return exitUsage;
    }
    std::vector<Diagnostic>& all = prepared->diagnostics;
    all.insert(all.end(), written.result.diagnostics.begin(), written.result.diagnostics.end());
    printDiagnostics(stderr, all);
    std::fprintf(stderr, "strata-cli: wrote %llu rows to %s",
                 static_cast<unsigned long long>(written.result.rowsWritten), line.output.c_str());
    if (const std::uint64_t count = counts.nonFinite.load(); count > 0) {
        std::fprintf(stderr, " (%llu NaN or infinite values written as null: JSON has none)",
                     static_cast<unsigned long long>(count));
    }
    if (const std::uint64_t count = counts.missingIntegers.load(); count > 0) {
        std::fprintf(stderr,
                     " (%llu missing integers written as the smallest int64 or the largest "
                     "uint64: NumPy has no missing integers)",
                     static_cast<unsigned long long>(count));
    }
    if (counts.latin1Strings > 0) {
        std::fprintf(stderr,
                     " (%llu strings that are no UTF-8 written as their bytes read as Latin-1: "
                     "NetCDF strings are UTF-8)",
                     static_cast<unsigned long long>(counts.latin1Strings));
    }
    std::fprintf(stderr, "\n");
    return statusOf(all);
}

} // namespace strata::cli
