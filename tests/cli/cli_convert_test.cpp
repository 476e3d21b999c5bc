// strata-cli convert: tables out as JSON Lines read back by Python's json module, every cell
// compared with the table Strata decodes, and the rules of writing OUT (issue 38).
#include "core/utf8.h"
#include "strata/format_registry.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <gtest/gtest.h>
#include <numeric>
#include <sstream>

namespace strata::test {
namespace {

// Reads JSON Lines with Python's json module and prints each row's values, one per line: "null",
// "i:<int>", "f:<float repr>", "s:<the string's bytes in hex, through surrogateescape>", and an
// empty line after each row, with each row's keys first as "k:<hex>".
constexpr const char* pythonReader = R"(
import json, sys
for line in open(sys.argv[1], encoding="utf-8", errors="surrogateescape"):
    row = json.loads(line)
    for key, value in row.items():
        print("k:" + key.encode("utf-8", "surrogateescape").hex())
        if value is None:
            print("null")
        elif isinstance(value, bool):
            print("b:" + str(value))
        elif isinstance(value, int):
            print("i:" + str(value))
        elif isinstance(value, float):
            print("f:" + repr(value))
        else:
            print("s:" + value.encode("utf-8", "surrogateescape").hex())
    print()
)";

std::string hexOf(std::string_view bytes) {
    static const char digits[] = "0123456789abcdef";
    std::string out;
    for (const char c : bytes) {
        out += digits[static_cast<unsigned char>(c) >> 4];
        out += digits[static_cast<unsigned char>(c) & 15];
    }
    return out;
}

// Whether Python's reading of one cell is the cell: integers exactly, floats to the bit (a
// float32 column's as float32), strings byte for byte, missing cells and non-finite floats null.
::testing::AssertionResult sameCell(const ColumnData& column, std::size_t row,
                                    const std::string& read) {
    const auto fail = [&](const std::string& expected) {
        return ::testing::AssertionFailure() << "read " << read << ", expected " << expected;
    };
    if (column.isMissing(row)) {
        return read == "null" ? ::testing::AssertionSuccess() : fail("null");
    }
    switch (column.type()) {
    case LogicalType::Int64: {
        const std::string expected = "i:" + std::to_string(column.intAt(row));
        return read == expected ? ::testing::AssertionSuccess() : fail(expected);
    }
    case LogicalType::UInt64:
    case LogicalType::Bitfield: {
        const std::string expected =
            "i:" + std::to_string(static_cast<std::uint64_t>(column.intAt(row)));
        return read == expected ? ::testing::AssertionSuccess() : fail(expected);
    }
    case LogicalType::Float32:
    case LogicalType::Float64: {
        const double value = column.doubleAt(row);
        if (!std::isfinite(value)) {
            return read == "null" ? ::testing::AssertionSuccess() : fail("null");
        }
        if (read.size() < 3 || (read[0] != 'f' && read[0] != 'i')) {
            return fail(std::to_string(value));
        }
        const double parsed = std::strtod(read.c_str() + 2, nullptr);
        const bool same = column.type() == LogicalType::Float32
                              ? static_cast<float>(parsed) == static_cast<float>(value)
                              : parsed == value;
        return same ? ::testing::AssertionSuccess() : fail(std::to_string(value));
    }
    case LogicalType::String: {
        const std::string expected = "s:" + hexOf(column.stringAt(row));
        return read == expected ? ::testing::AssertionSuccess() : fail(expected);
    }
    }
    return fail("a known type");
}

// Checks what a Python reader printed (per row, per column of `shown`: "k:<hex name>" then the
// value, an empty line after the row) against `table` decoded here, with `cellMatches` per cell;
// returns the number of cells checked.
template <typename CellMatches>
std::size_t expectCellsReadBack(const std::string& file, const Table& table,
                                const std::vector<std::size_t>& shown, const std::string& printed,
                                CellMatches&& cellMatches) {
    std::istringstream lines(printed);
    std::string line;
    std::size_t cells = 0;
    for (std::size_t b = 0; b < table.blocks().size(); ++b) {
        const BlockData data = table.readBlockSafely(b);
        for (std::uint64_t row = 0; row < data.rowCount; ++row) {
            for (const std::size_t c : shown) {
                std::getline(lines, line);
                EXPECT_EQ(line, "k:" + hexOf(table.columns()[c].name)) << file;
                std::getline(lines, line);
                EXPECT_TRUE(cellMatches(data.columns[c], static_cast<std::size_t>(row), line))
                    << file << " row " << table.blocks()[b].firstRow + row << " column "
                    << table.columns()[c].name;
                ++cells;
            }
            std::getline(lines, line);
            EXPECT_EQ(line, "") << file;
        }
    }
    EXPECT_FALSE(std::getline(lines, line)) << file << ": more rows than the table: " << line;
    return cells;
}

std::vector<std::size_t> allColumns(const Table& table) {
    std::vector<std::size_t> columns(table.columns().size());
    std::iota(columns.begin(), columns.end(), std::size_t{0});
    return columns;
}

// Converts `file`'s first table to JSON Lines and checks every cell Python reads against the
// table decoded here; returns the number of cells checked.
std::size_t expectJsonLinesReadBack(const std::string& file) {
    const std::filesystem::path out = testTempPath("convert.jsonl");
    const CliResult converted = runCli({"convert", corpusPath(file).string(), "-o", out.string()});
    EXPECT_EQ(converted.exitCode, 0) << file << ": " << converted.err;
    const CliResult read = runProgram("python3", {"-c", pythonReader, out.string()});
    EXPECT_EQ(read.exitCode, 0) << file << ": " << read.err;
    std::filesystem::remove(out);

    const Document document = openFile(corpusPath(file));
    const Table& table = *document.tables.at(0);
    return expectCellsReadBack(file, table, allColumns(table), read.out, sameCell);
}

TEST(CliConvert, JsonLinesOfEveryFormatReadBackThroughPythonCellForCell) {
    for (const char* file : {"odb2/odb/capi_strings.odb", "odb2/odb/capi_bitfields.odb",
                             "odb2/odb/capi_custom_missing_values.odb", "cole/all_combos.col",
                             "blosc2/frames/array_2d_f64.b2nd", "at1/col_blank_lines.at1"}) {
        EXPECT_GT(expectJsonLinesReadBack(file), 0u) << file;
    }
}

// Reads a NetCDF file with python3-netcdf4 (Debian's, hence /usr/bin/python3) or a .npy file
// with numpy, printing what pythonReader prints; missing cells as NetCDF masks them ("null"),
// floats as repr gives them (nan, inf), a .npy of one column keyed by argv[2].
constexpr const char* netcdfReader = R"(
import sys, netCDF4, numpy
d = netCDF4.Dataset(sys.argv[1])
variables = list(d.variables.values())
for v in variables:
    v.set_auto_chartostring(False)  # its chartostring cannot take multi-byte UTF-8
names = [v.getncattr("long_name") if "long_name" in v.ncattrs() else v.name for v in variables]
values = [v[:] for v in variables]
for r in range(len(d.dimensions["row"])):
    for name, v, column in zip(names, variables, values):
        print("k:" + name.encode("utf-8", "surrogateescape").hex())
        x = column[r]
        if v.dtype.kind == "S":  # a row of characters, padded with NULs
            print("s:" + b"".join(x.compressed() if numpy.ma.isMA(x) else x).rstrip(b"\0").hex())
        elif numpy.ma.is_masked(x):
            print("null")
        elif v.dtype.kind in "iu":
            print("i:" + str(int(x)))
        else:
            print("f:" + repr(float(x)))
    print()
)";
constexpr const char* npyReader = R"(
import sys, numpy
a = numpy.load(sys.argv[1])
names = a.dtype.names or (None,)
for record in a:
    for name in names:
        x = record[name] if name else record
        print("k:" + (name or sys.argv[2]).encode("utf-8", "surrogateescape").hex())
        if a.dtype[name or 0].kind in "iu" if name else a.dtype.kind in "iu":
            print("i:" + str(int(x)))
        else:
            print("f:" + repr(float(x)))
    print()
)";

enum class Container { NetCdf, Npy };

// What the reader above prints for a cell written to `container`: NetCDF masks a missing cell
// (and a NaN, its floats' _FillValue); a .npy holds NaN for a missing float and the fills of
// strata/record_writer.h for a missing integer; infinities stay.
std::string expectedStoredCell(const ColumnData& column, std::size_t row, Container container) {
    const bool missing = column.isMissing(row);
    switch (column.type()) {
    case LogicalType::Int64:
        if (missing) {
            return container == Container::NetCdf ? "null" : "i:-9223372036854775808";
        }
        return "i:" + std::to_string(column.intAt(row));
    case LogicalType::UInt64:
    case LogicalType::Bitfield:
        if (missing) {
            return container == Container::NetCdf ? "null" : "i:18446744073709551615";
        }
        return "i:" + std::to_string(static_cast<std::uint64_t>(column.intAt(row)));
    case LogicalType::Float32:
    case LogicalType::Float64: {
        const double value = missing ? std::nan("") : column.doubleAt(row);
        if (std::isnan(value)) {
            return container == Container::NetCdf ? "null" : "f:nan";
        }
        if (std::isinf(value)) {
            return value > 0 ? "f:inf" : "f:-inf";
        }
        return "f:" + std::to_string(value); // compared as a number (sameStoredCell)
    }
    case LogicalType::String:
        // NetCDF strings are UTF-8: other bytes go as Latin-1 (strata/netcdf_table_writer.h).
        return "s:" + (missing ? std::string() : hexOf(asUtf8(column.stringAt(row))));
    }
    return {};
}

::testing::AssertionResult sameStoredCell(const ColumnData& column, std::size_t row,
                                          const std::string& read, Container container) {
    const std::string expected = expectedStoredCell(column, row, container);
    const bool finiteFloat =
        isFloating(column.type()) && !column.isMissing(row) && std::isfinite(column.doubleAt(row));
    if (!finiteFloat) {
        return read == expected
                   ? ::testing::AssertionSuccess()
                   : ::testing::AssertionFailure() << "read " << read << ", expected " << expected;
    }
    const double value = column.doubleAt(row);
    const double parsed = read.starts_with("f:") ? std::strtod(read.c_str() + 2, nullptr) : 0;
    const bool same = column.type() == LogicalType::Float32
                          ? static_cast<float>(parsed) == static_cast<float>(value)
                          : parsed == value;
    return same && read.starts_with("f:")
               ? ::testing::AssertionSuccess()
               : ::testing::AssertionFailure() << "read " << read << ", expected " << value;
}

// Converts `file`'s first table (its columns `columns`, empty: all) to NetCDF or .npy and checks
// every cell the Python reader reads against the table decoded here; returns the cells checked.
std::size_t expectStoredReadBack(const std::string& file, Container container,
                                 const std::vector<std::size_t>& columns = {}) {
    const Document document = openFile(corpusPath(file));
    const Table& table = *document.tables.at(0);
    std::vector<std::size_t> shown = columns;
    std::string columnList;
    for (const std::size_t c : columns) {
        columnList += (columnList.empty() ? "" : ",") + table.columns()[c].name;
    }
    if (shown.empty()) {
        shown = allColumns(table);
    }
    const bool netcdf = container == Container::NetCdf;
    const std::filesystem::path out = testTempPath(netcdf ? "convert.nc" : "convert.npy");
    std::vector<std::string> arguments = {"convert", corpusPath(file).string(), "-o", out.string()};
    if (!columnList.empty()) {
        arguments.insert(arguments.end(), {"--columns", columnList});
    }
    const CliResult converted = runCli(arguments);
    EXPECT_EQ(converted.exitCode, 0) << file << ": " << converted.err;
    const CliResult read =
        runProgram("/usr/bin/python3", {"-c", netcdf ? netcdfReader : npyReader, out.string(),
                                        table.columns()[shown.front()].name});
    EXPECT_EQ(read.exitCode, 0) << file << ": " << read.err;
    std::filesystem::remove(out);

    return expectCellsReadBack(
        file, table, shown, read.out,
        [container](const ColumnData& column, std::size_t row, const std::string& line) {
            return sameStoredCell(column, row, line, container);
        });
}

TEST(CliConvert, NetcdfOfEveryFormatReadsBackThroughNetcdf4CellForCell) {
    for (const char* file :
         {"odb2/odb/capi_strings.odb", "odb2/odb/capi_bitfields.odb",
          "odb2/odb/capi_custom_missing_values.odb", "cole/all_combos.col",
          "blosc2/frames/frame_meta_lz4_f64.b2frame", "at1/col_blank_lines.at1"}) {
        EXPECT_GT(expectStoredReadBack(file, Container::NetCdf), 0u) << file;
    }
}

// A NetCDF file says where its table came from, its units, its bitfields' flags, and its types.
TEST(CliConvert, NetcdfKeepsTypesFillValuesAndFlags) {
    const std::filesystem::path out = testTempPath("flags.nc");
    const std::string file = corpusPath("odb2/odb/capi_bitfields.odb").string();
    ASSERT_EQ(runCli({"convert", file, "-o", out.string()}).exitCode, 0);
    const CliResult read = runProgram("/usr/bin/python3", {"-c", R"(
import sys, netCDF4
d = netCDF4.Dataset(sys.argv[1])
print(d.source, d.source_format, d.source_table)
v = d.variables["qc_multi@body"]
print(v.dtype, list(v.flag_masks), v.flag_meanings, v._FillValue)
print(d.variables["seqno@hdr"].dtype, d.variables["seqno@hdr"]._FillValue)
)",
                                                           out.string()});
    std::filesystem::remove(out);
    ASSERT_EQ(read.exitCode, 0) << read.err;
    EXPECT_EQ(read.out, "capi_bitfields.odb ODB-2 frame 0\n"
                        "uint32 [3, 12, 112, 3968, 61440] fg an var blk spare 4294967295\n"
                        "int64 -9223372036854775808\n");
}

// Strings are characters with _Encoding utf-8: xarray gives them as strings, multi-byte ones too.
TEST(CliConvert, NetcdfStringsReadAsStringsInXarray) {
    const std::filesystem::path out = testTempPath("strings.nc");
    const std::string file = corpusPath("odb2/odb/capi_strings.odb").string();
    ASSERT_EQ(
        runCli({"convert", file, "--columns", "s_utf8,s_long_int16", "-o", out.string()}).exitCode,
        0);
    const CliResult read = runProgram("/usr/bin/python3", {"-c", R"(
import sys, xarray
d = xarray.open_dataset(sys.argv[1])
print(list(d["s_utf8"].values[:3]), d["s_long_int16"].values[2])
)",
                                                           out.string()});
    std::filesystem::remove(out);
    ASSERT_EQ(read.exitCode, 0) << read.err;
    EXPECT_EQ(read.out, "['Z\u00fcrich', '\u00d8rsta', '\u6771\u4eac'] "
                        "long_string_xxxxxxxxxxxxxxxxxxxx_1612\n");
}

// A .npy holds a structured array of the whole table of numbers, or one column's plain array;
// numpy reads every value; a table with strings is a usage error that says which column.
TEST(CliConvert, NpyOfNumberTablesReadsBackThroughNumpy) {
    EXPECT_GT(expectStoredReadBack("odb2/odb/capi_bitfields.odb", Container::Npy), 0u);
    EXPECT_GT(expectStoredReadBack("blosc2/frames/frame_meta_lz4_f64.b2frame", Container::Npy), 0u);
    EXPECT_GT(expectStoredReadBack("odb2/odb/capi_custom_missing_values.odb", Container::Npy, {1}),
              0u);
    const std::filesystem::path out = testTempPath("strings.npy");
    const CliResult strings =
        runCli({"convert", corpusPath("odb2/odb/capi_strings.odb").string(), "-o", out.string()});
    EXPECT_EQ(strings.exitCode, 2);
    EXPECT_NE(strings.err.find("holds strings, which have no fixed size in a .npy array"),
              std::string::npos)
        << strings.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

// The rows a filter keeps, as an ODB-2 file: Strata reads the rows csv would write, and odc
// counts them.
TEST(CliConvert, OdbOfTheRowsAFilterKeepsReadsInStrataAndOdc) {
    const std::string file = corpusPath("odb2/odb/capi_bitfields.odb").string();
    const std::filesystem::path out = testTempPath("subset.odb");
    const CliResult converted =
        runCli({"convert", file, "--where", "status@hdr > 100", "--columns",
                "seqno@hdr,status@hdr,bf_with_missing", "-o", out.string()});
    ASSERT_EQ(converted.exitCode, 0) << converted.err;
    const CliResult expected = runCli({"csv", file, "--where", "status@hdr > 100", "--columns",
                                       "seqno@hdr,status@hdr,bf_with_missing"});
    ASSERT_EQ(expected.exitCode, 0) << expected.err;
    EXPECT_EQ(runCli({"csv", out.string()}).out, expected.out);
    const CliResult counted = runProgram("odc", {"count", out.string()});
    std::filesystem::remove(out);
    ASSERT_EQ(counted.exitCode, 0) << counted.err;
    const auto rows =
        static_cast<std::size_t>(std::count(expected.out.begin(), expected.out.end(), '\n') - 1);
    EXPECT_GT(rows, 100u);
    EXPECT_EQ(counted.out, std::to_string(rows) + "\n");
}

// COLE: a COLE table written again (every type and encoding, many row groups) and an ODB-2
// table of integers and strings read back as the same rows; a float column is a usage error.
TEST(CliConvert, ColeOfIntegerAndStringTablesReadsBackRowForRow) {
    const std::filesystem::path out = testTempPath("converted.col");
    for (const std::string name :
         {"cole/all_combos.col", "cole/multi_rowgroups.col", "cole/cli_write_12345rows_seed7.col",
          "odb2/odb/capi_strings.odb"}) {
        const std::string file = corpusPath(name).string();
        const CliResult converted = runCli({"convert", file, "-o", out.string()});
        ASSERT_EQ(converted.exitCode, 0) << name << ": " << converted.err;
        EXPECT_EQ(runCli({"check", out.string()}).exitCode, 0) << name;
        EXPECT_EQ(runCli({"csv", out.string()}).out, runCli({"csv", file}).out) << name;
    }
    // A COLE table keeps its columns' encodings (its INT32 columns become INT64).
    const std::string cole = corpusPath("cole/all_combos.col").string();
    ASSERT_EQ(runCli({"convert", cole, "-o", out.string()}).exitCode, 0);
    const auto columnsOf = [](const std::string& info) {
        return info.substr(info.find("tables:"));
    };
    EXPECT_EQ(columnsOf(runCli({"info", out.string()}).out), columnsOf(runCli({"info", cole}).out));
    const CliResult subset = runCli({"convert", cole, "--where", "i64_plain > 0", "--columns",
                                     "i64_plain,str_dict", "--to", "col", "-o", out.string()});
    ASSERT_EQ(subset.exitCode, 0) << subset.err;
    EXPECT_EQ(
        runCli({"csv", out.string()}).out,
        runCli({"csv", cole, "--where", "i64_plain > 0", "--columns", "i64_plain,str_dict"}).out);
    const CliResult floats = runCli(
        {"convert", corpusPath("odb2/odb/capi_real_codecs.odb").string(), "-o", out.string()});
    EXPECT_EQ(floats.exitCode, 2);
    EXPECT_NE(floats.err.find("which COLE has no type for"), std::string::npos) << floats.err;
    std::filesystem::remove(out);
}

// The rows csv would write (--where, --columns, --sort), in JSON Lines.
TEST(CliConvert, TakesTheOptionsCsvTakes) {
    const std::filesystem::path out = testTempPath("subset.jsonl");
    const std::string file = corpusPath("cole/all_combos.col").string();
    const CliResult csv = runCli({"csv", file, "--rows", "2:3", "--columns", "i32_plain"});
    ASSERT_EQ(csv.exitCode, 0) << csv.err;
    const CliResult converted =
        runCli({"convert", file, "--rows", "2:3", "--columns", "i32_plain", "-o", out.string()});
    ASSERT_EQ(converted.exitCode, 0) << converted.err;
    EXPECT_NE(converted.err.find("wrote 3 rows to"), std::string::npos) << converted.err;
    const std::string written = readFileText(out);
    std::filesystem::remove(out);
    std::istringstream csvLines(csv.out);
    std::string header;
    std::getline(csvLines, header);
    std::string expected;
    for (std::string value; std::getline(csvLines, value);) {
        expected += "{\"" + header + "\":" + (value.empty() ? "null" : value) + "}\n";
    }
    EXPECT_EQ(written, expected);
}

// OUT is written whole or not at all, never over FILE; names of no format, and formats that cannot
// hold the file's data, are usage errors that say so.
TEST(CliConvert, WritesOutWholeOrNotAtAll) {
    const std::string file = corpusPath("cole/all_combos.col").string();
    const std::filesystem::path folder = testTempPath("convert-folder");
    std::filesystem::create_directories(folder);
    const auto only = [&folder] {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(folder)) {
            names.push_back(entry.path().filename().string());
        }
        return names;
    };
    const CliResult unknown = runCli({"convert", file, "-o", (folder / "out.xyz").string()});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(unknown.err.find("'.xyz' names no format"), std::string::npos) << unknown.err;
    const CliResult notBlosc2 =
        runCli({"convert", file, "--to", "b2frame", "-o", (folder / "o").string()});
    EXPECT_EQ(notBlosc2.exitCode, 2);
    EXPECT_NE(notBlosc2.err.find("b2frame is written from Blosc2 files"), std::string::npos)
        << notBlosc2.err;
    const CliResult sliceOfTable =
        runCli({"convert", file, "--slice", "0:5", "-o", (folder / "o.csv").string()});
    EXPECT_EQ(sliceOfTable.exitCode, 2);
    EXPECT_NE(sliceOfTable.err.find("--slice is for b2frame, b2nd, npy and nc"), std::string::npos)
        << sliceOfTable.err;
    const CliResult badFilter = runCli(
        {"convert", file, "--where", "nosuchcolumn > 1", "-o", (folder / "o.jsonl").string()});
    EXPECT_EQ(badFilter.exitCode, 2);
    EXPECT_TRUE(only().empty()) << only().front();
    const CliResult itself = runCli({"convert", file, "--to", "csv", "-o", file});
    EXPECT_EQ(itself.exitCode, 2);
    EXPECT_NE(itself.err.find("OUT is a FILE it reads"), std::string::npos) << itself.err;
    const CliResult noOut = runCli({"convert", file});
    EXPECT_EQ(noOut.exitCode, 2);
    const CliResult written = runCli({"convert", file, "-o", (folder / "t.csv").string()});
    EXPECT_EQ(written.exitCode, 0) << written.err;
    EXPECT_EQ(only(), std::vector<std::string>{"t.csv"}); // no temporary file left beside it
    EXPECT_EQ(readFileText(folder / "t.csv"), runCli({"csv", file}).out);
    std::filesystem::remove_all(folder);
}

// A b2nd array, whole or sliced, as .npy and NetCDF keeps its shape and dtype: numpy and netCDF4
// read every item of the corpus array's .raw; NetCDF's chunks are the array's, clipped.
TEST(CliConvert, ArraysKeepTheirShapeAndDtypeInNpyAndNetcdf) {
    const std::string file = corpusPath("blosc2/frames/array_2d_f64.b2nd").string();
    const std::string raw = corpusPath("blosc2/frames/array_2d_f64.raw").string();
    const struct {
        std::string slice;
        std::string numpyIndex; // the same items, as Python indexes the raw array
    } cases[] = {{"", ":, :"}, {"10:20,-7:", "10:20, -7:"}, {"3", "3"}, {":,129", ":, 129"}};
    for (const auto& slice : cases) {
        for (const char* extension : {".npy", ".nc"}) {
            const std::filesystem::path out = testTempPath(std::string("array") + extension);
            std::vector<std::string> arguments = {"convert", file, "-o", out.string()};
            if (!slice.slice.empty()) {
                arguments.insert(arguments.end(), {"--slice", slice.slice});
            }
            const CliResult converted = runCli(arguments);
            ASSERT_EQ(converted.exitCode, 0) << converted.err;
            EXPECT_NE(converted.err.find(", <f8) to "), std::string::npos) << converted.err;
            const CliResult read =
                runProgram("/usr/bin/python3", {"-c", R"(
import sys, numpy
raw = numpy.fromfile(sys.argv[2], dtype="<f8").reshape(150, 130)
expected = eval("raw[" + sys.argv[3] + "]")
if sys.argv[1].endswith(".npy"):
    a = numpy.load(sys.argv[1])
    chunks = ""
else:
    import netCDF4
    d = netCDF4.Dataset(sys.argv[1])
    a = d["values"][:].data
    chunks = " " + str(d["values"].chunking()) + " " + d.source_format
print(a.dtype, a.shape, bool((a == expected).all()) and a.shape == expected.shape, chunks)
)",
                                                out.string(), raw, slice.numpyIndex});
            ASSERT_EQ(read.exitCode, 0) << read.err;
            EXPECT_NE(read.out.find("float64"), std::string::npos) << read.out;
            EXPECT_NE(read.out.find(" True"), std::string::npos) << slice.slice << ": " << read.out;
            if (slice.slice.empty() && std::string(extension) == ".nc") {
                EXPECT_NE(read.out.find("[64, 48] Blosc2"), std::string::npos) << read.out;
            }
            std::filesystem::remove(out);
        }
    }
    // A table's rows of the array, asked for with table options, stay a table.
    const std::filesystem::path rows = testTempPath("rows.npy");
    ASSERT_EQ(runCli({"convert", file, "--rows", "0:5", "-o", rows.string()}).exitCode, 0);
    const CliResult table = runProgram(
        "/usr/bin/python3",
        {"-c", "import sys, numpy; print(numpy.load(sys.argv[1]).shape)", rows.string()});
    EXPECT_EQ(table.out, "(5,)\n");
    std::filesystem::remove(rows);
    const CliResult odb = runCli({"convert", corpusFiles("odb2/odb", ".odb").at(0).string(),
                                  "--slice", "0:5", "-o", testTempPath("odb.npy").string()});
    EXPECT_EQ(odb.exitCode, 2);
    EXPECT_NE(odb.err.find("written from Blosc2 files"), std::string::npos) << odb.err;
}

// A b2nd array's slice as a b2nd array and as a frame: the items, shape and summary; the
// table options are refused with the reason.
TEST(CliConvert, ABlosc2ArraySliceIsWrittenInItsOwnFormat) {
    const std::string file = corpusPath("blosc2/frames/array_2d_f64.b2nd").string();
    const std::filesystem::path out = testTempPath("slice.b2nd");
    const CliResult sliced = runCli({"convert", file, "--slice", "10:20,-3:", "-o", out.string()});
    ASSERT_EQ(sliced.exitCode, 0) << sliced.err;
    EXPECT_NE(sliced.err.find("wrote 30 items (10 x 3) in 1 chunks"), std::string::npos)
        << sliced.err;
    const auto raw = readFileBytes(corpusPath("blosc2/frames/array_2d_f64.raw"));
    std::string expected;
    for (std::uint64_t row = 10; row < 20; ++row) {
        for (std::uint64_t column = 127; column < 130; ++column) {
            double value = 0;
            std::memcpy(&value, raw.data() + (row * 130 + column) * 8, 8);
            expected += std::to_string(value) + "\n";
        }
    }
    // The written array's table: a row per first index, a column per second.
    const CliResult csv = runCli({"csv", out.string(), "--no-header"});
    ASSERT_EQ(csv.exitCode, 0) << csv.err;
    std::string read;
    std::istringstream lines(csv.out);
    for (std::string line; std::getline(lines, line);) {
        std::istringstream cells(line);
        std::string cell;
        std::getline(cells, cell, ','); // the row number
        while (std::getline(cells, cell, ',')) {
            read += std::to_string(std::stod(cell)) + "\n";
        }
    }
    EXPECT_EQ(read, expected);
    const CliResult frame = runCli({"convert", file, "--slice", "5", "--to", "b2frame", "-o",
                                    testTempPath("row.b2frame").string()});
    ASSERT_EQ(frame.exitCode, 0) << frame.err;
    EXPECT_NE(frame.err.find("wrote 130 items (130)"), std::string::npos) << frame.err;
    const CliResult refused = runCli(
        {"convert", file, "--where", "value > 1", "-o", testTempPath("where.b2nd").string()});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("choose them with --slice"), std::string::npos) << refused.err;
    const CliResult outside =
        runCli({"convert", file, "--slice", "150", "-o", testTempPath("x.b2nd").string()});
    EXPECT_EQ(outside.exitCode, 2);
    EXPECT_NE(outside.err.find("outside its 150 indexes"), std::string::npos) << outside.err;
}

} // namespace
} // namespace strata::test
