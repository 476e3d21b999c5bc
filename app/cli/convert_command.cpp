#include "convert_command.h"

#include "commands.h"
#include "diagnostic_output.h"
#include "strata/array_slice.h"
#include "strata/blosc2_convert.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace strata::cli {
namespace {

// The Blosc2 outputs: a part of a Blosc2 file in its own format (strata/blosc2_convert.h),
// apart from the table formats.
struct ArrayFormat {
    std::string_view name;
    std::string_view extension;
    Blosc2Target target;
};
constexpr ArrayFormat arrayFormats[] = {{"b2frame", ".b2frame", Blosc2Target::Frame},
                                        {"b2nd", ".b2nd", Blosc2Target::B2nd}};

const ArrayFormat* chosenArrayFormat(const CommandLine& line) {
    const std::string extension = std::filesystem::path(line.output).extension().string();
    for (const ArrayFormat& format : arrayFormats) {
        if (line.convertTo.empty() ? extension == format.extension
                                   : line.convertTo == format.name) {
            return &format;
        }
    }
    return nullptr;
}

// How writing an array went, said: a usage error or a failed write (exit 2), else the
// diagnostics and the summary line (exit 0 or 1 by the diagnostics).
int reportArrayOutcome(const CommandLine& line, const Document& document, const std::string& usage,
                       bool written, const std::string& error,
                       const std::vector<Diagnostic>& diagnostics, const std::string& summary) {
    if (!usage.empty()) {
        std::fprintf(stderr, "strata-cli: convert: %s\n", usage.c_str());
        return exitUsage;
    }
    if (!written) {
        std::fprintf(stderr, "strata-cli: cannot write %s: %s\n", line.output.c_str(),
                     error.c_str());
        return exitUsage;
    }
    std::vector<Diagnostic> all = document.diagnostics;
    all.insert(all.end(), diagnostics.begin(), diagnostics.end());
    printDiagnostics(stderr, all);
    std::string notes = summary;
    if (!diagnostics.empty()) {
        notes += " (the items of blocks that do not decode written as zeros)";
    }
    std::fprintf(stderr, "strata-cli: wrote %s\n", notes.c_str());
    return statusOf(all);
}

// convert --to b2frame|b2nd: the items of the slice, in order; the table options do not apply.
int runArrayConvert(const CommandLine& line, const Document& document, const ArrayFormat& format) {
    if (!line.where.empty() || !line.sort.empty() || !line.columns.empty() || line.rows ||
        !line.itemType.empty()) {
        std::fprintf(stderr,
                     "strata-cli: convert: %.*s keeps the array's items in their order and type: "
                     "choose them with --slice, not --where, --sort, --columns, --rows or --as\n",
                     static_cast<int>(format.name.size()), format.name.data());
        return exitUsage;
    }
    const Blosc2ConvertResult written =
        convertBlosc2(document, {format.target, line.slice, line.output});
    std::string summary = std::to_string(written.items) + " items (" + shapeText(written.shape) +
                          ") in " + std::to_string(written.chunks) + " chunks to " + line.output;
    for (const std::string& note : written.notes) {
        summary += " (" + note + ")";
    }
    return reportArrayOutcome(line, document, written.usage, written.written, written.error,
                              written.diagnostics, summary);
}

// The format to write, or nullopt after saying why.
std::optional<TableFileFormat> chosenFormat(const CommandLine& line) {
    const std::string extension = std::filesystem::path(line.output).extension().string();
    const auto format = line.convertTo.empty() ? tableFileFormatOfPath(line.output)
                                               : tableFileFormatNamed(line.convertTo);
    if (format) {
        return format;
    }
    std::string names;
    std::string extensions;
    for (const TableFileFormatInfo& info : tableFileFormats()) {
        names += (names.empty() ? "" : ", ") + std::string(info.name);
        extensions += (extensions.empty() ? "" : ", ") + std::string(info.extension);
        if (!info.otherExtension.empty()) {
            extensions += ", " + std::string(info.otherExtension);
        }
    }
    for (const ArrayFormat& array : arrayFormats) {
        names += ", " + std::string(array.name);
        extensions += ", " + std::string(array.extension);
    }
    if (line.convertTo.empty()) {
        std::fprintf(stderr,
                     "strata-cli: convert: '%s' names no format Strata writes (%s); say which "
                     "with --to\n",
                     extension.c_str(), extensions.c_str());
    } else {
        std::fprintf(stderr, "strata-cli: convert: --to %s is no format Strata writes (%s)\n",
                     line.convertTo.c_str(), names.c_str());
    }
    return std::nullopt;
}

// Whether convert writes the array rather than its table: a Blosc2 file's b2nd array of two or
// more dimensions, or any --slice, to .npy or NetCDF, unless table options ask for rows.
bool writesArray(const CommandLine& line, const Document& document, TableFileFormat format) {
    if (format != TableFileFormat::Npy && format != TableFileFormat::NetCdf) {
        return false;
    }
    const bool tableOptions = !line.where.empty() || !line.sort.empty() || !line.columns.empty() ||
                              line.rows || !line.itemType.empty();
    const bool array = !document.tables.empty() && document.tables[0]->ndArray() != nullptr;
    return !line.slice.empty() || (array && !tableOptions && line.table == 0);
}

// convert of a Blosc2 array, or a --slice of its items, to .npy or NetCDF: its shape and dtype.
int runArrayFileConvert(const CommandLine& line, const Document& document, TableFileFormat format) {
    if (!line.where.empty() || !line.sort.empty() || !line.columns.empty() || line.rows ||
        !line.itemType.empty()) {
        std::fprintf(stderr,
                     "strata-cli: convert: --slice writes the array's items in their order and "
                     "type: leave out --where, --sort, --columns, --rows and --as\n");
        return exitUsage;
    }
    std::string problem;
    const std::unique_ptr<ArrayItemsSource> array = blosc2ArraySlice(document, line.slice, problem);
    if (!array) {
        std::fprintf(stderr, "strata-cli: convert: %s\n", problem.c_str());
        return exitUsage;
    }
    const TableFileSource source{std::filesystem::path(line.file).filename().string(),
                                 document.formatName, "strata-cli convert"};
    const ArrayFileResult written = format == TableFileFormat::NetCdf
                                        ? writeNetcdfArray(line, *array, source, problem)
                                        : writeNpyArray(*array, line.output);
    return reportArrayOutcome(
        line, document, problem, written.written, written.error, written.diagnostics,
        std::to_string(written.items) + " items (" + shapeText(array->shape()) + ", " +
            array->dtype() + ") to " + line.output);
}

bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b) {
    std::error_code error;
    return std::filesystem::equivalent(a, b, error);
}

// What the format could not hold as it was, after the count of rows written.
std::string summaryNotes(const TableFileResult& written, TableFileFormat format) {
    std::string notes;
    if (written.nonFinite > 0) {
        notes += " (" + std::to_string(written.nonFinite) +
                 " NaN or infinite values written as null: JSON has none)";
    }
    if (written.missingIntegers > 0) {
        notes += " (" + std::to_string(written.missingIntegers) +
                 " missing integers written as the smallest int64 or the largest uint64: " +
                 std::string(tableFileFormatInfo(format).title) + " has no missing integers)";
    }
    if (written.latin1Strings > 0) {
        notes += " (" + std::to_string(written.latin1Strings) +
                 " strings that are no UTF-8 written as their bytes read as Latin-1: NetCDF "
                 "strings are UTF-8)";
    }
    return notes;
}

} // namespace

int runConvert(const CommandLine& line, const Document& document, OutputStream&) {
    if (line.output.empty() || line.output == "-") {
        std::fprintf(stderr, "strata-cli: convert writes a file: name it with -o OUT\n");
        return exitUsage;
    }
    if (std::any_of(line.files.begin(), line.files.end(),
                    [&line](const std::string& file) { return sameFile(file, line.output); })) {
        std::fprintf(stderr, "strata-cli: convert: OUT is a FILE it reads; name another file\n");
        return exitUsage;
    }
    if (const ArrayFormat* array = chosenArrayFormat(line)) {
        return runArrayConvert(line, document, *array);
    }
    const std::optional<TableFileFormat> format = chosenFormat(line);
    if (!format) {
        return exitUsage;
    }
    if (writesArray(line, document, *format)) {
        return runArrayFileConvert(line, document, *format);
    }
    if (!line.slice.empty()) {
        std::fprintf(stderr, "strata-cli: convert: --slice is for b2frame, b2nd, npy and nc; a "
                             "table takes --rows and --where\n");
        return exitUsage;
    }
    int status = exitSuccess;
    std::optional<TableExport> prepared = prepareTableExport(line, document, status);
    if (!prepared) {
        return status;
    }
    if (const std::string problem =
            tableFileProblem(*format, *prepared->table, prepared->selection.columns);
        !problem.empty()) {
        std::fprintf(stderr, "strata-cli: convert: %s\n", problem.c_str());
        return exitUsage;
    }
    const TableFileOptions options{line.csv,
                                   {std::filesystem::path(line.file).filename().string(),
                                    document.formatName, "strata-cli convert"}};
    const TableFileResult written =
        *format == TableFileFormat::NetCdf
            ? writeNetcdf(line, *prepared, options)
            : writeTableFile(*format, *prepared->table, line.output, prepared->selection, options);
    if (!written.written) {
        std::fprintf(stderr, "strata-cli: cannot write %s: %s\n", line.output.c_str(),
                     written.error.c_str());
        return exitUsage;
    }
    std::vector<Diagnostic>& all = prepared->diagnostics;
    all.insert(all.end(), written.rows.diagnostics.begin(), written.rows.diagnostics.end());
    printDiagnostics(stderr, all);
    std::fprintf(stderr, "strata-cli: wrote %llu rows to %s%s\n",
                 static_cast<unsigned long long>(written.rows.rowsWritten), line.output.c_str(),
                 summaryNotes(written, *format).c_str());
    return statusOf(all);
}

} // namespace strata::cli
