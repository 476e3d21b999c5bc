// NetCDF tables are written a chunk at a time past HDF5's filters (strata/netcdf_table_writer.h):
// tables of several chunks with a partial last one, blocks that do not line up with the chunks,
// strings longer than a chunk's 16 characters, bytes that are no UTF-8, noise-like numbers (their
// byte planes stored), a column named as the row dimension, sorted rows and row ranges, read
// back by python3-netcdf4 byte for byte.
#include "core/digest.h"
#include "core/utf8.h"
#include "strata/netcdf_table_writer.h"
#include "strata/value_text.h"
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/memory_table.h"

#include <bit>
#include <cstring>
#include <filesystem>
#include <gtest/gtest.h>
#include <limits>
#include <numeric>
#include <random>

namespace strata {
namespace {

using test::MemoryTable;

// Blocks of a size that does not divide the 65,536-row chunks: 150,000 rows, three chunks.
constexpr std::uint64_t rowsPerBlock = 50'000;
constexpr std::size_t blockCount = 3;
constexpr std::uint64_t rowCount = rowsPerBlock * blockCount;

// Row i's cells, from i alone.
double noise(std::uint64_t i) {
    std::mt19937_64 random(i);
    return std::bit_cast<double>((random() >> 12) | 0x3FF0000000000000ULL);
}
bool countMissing(std::uint64_t i) {
    return i % 101 == 0;
}
std::int64_t count(std::uint64_t i) {
    return static_cast<std::int64_t>(i) * 3 - 7;
}
float ratio(std::uint64_t i) {
    return static_cast<float>(i) / 7.0F;
}
bool flagsMissing(std::uint64_t i) {
    return i % 53 == 0;
}
std::uint64_t big(std::uint64_t i) {
    return (std::uint64_t{1} << 63) + i;
}
bool nameMissing(std::uint64_t i) {
    return i % 89 == 0;
}
// Up to 40 bytes; every 97th row has a Latin-1 byte (é), which the file holds as UTF-8.
std::string name(std::uint64_t i) {
    std::string text = "s" + std::to_string(i);
    while (text.size() < i % 41) {
        text += static_cast<char>('a' + text.size() % 26);
    }
    text.resize(i % 41);
    if (i % 97 == 0) {
        text += '\xE9';
    }
    return text;
}

MemoryTable observations() {
    std::vector<Column> columns = {{"row", LogicalType::Float64, "", {}},
                                   {"count", LogicalType::Int64, "", {}},
                                   {"ratio", LogicalType::Float32, "", {}},
                                   {"flags", LogicalType::Bitfield, "", {{"a", 3}, {"b", 5}}},
                                   {"big", LogicalType::UInt64, "", {}},
                                   {"name", LogicalType::String, "", {}}};
    std::vector<BlockData> blocks;
    for (std::size_t b = 0; b < blockCount; ++b) {
        BlockData block;
        block.rowCount = rowsPerBlock;
        for (const Column& column : columns) {
            block.columns.emplace_back(column.type);
        }
        for (std::uint64_t i = b * rowsPerBlock; i < (b + 1) * rowsPerBlock; ++i) {
            block.columns[0].appendDouble(noise(i));
            countMissing(i) ? block.columns[1].appendMissing()
                            : block.columns[1].appendInt(count(i));
            block.columns[2].appendDouble(ratio(i));
            flagsMissing(i) ? block.columns[3].appendMissing()
                            : block.columns[3].appendInt(static_cast<std::int64_t>(i % 256));
            block.columns[4].appendInt(static_cast<std::int64_t>(big(i)));
            nameMissing(i) ? block.columns[5].appendMissing()
                           : block.columns[5].appendString(name(i));
        }
        blocks.push_back(std::move(block));
    }
    return MemoryTable(std::move(columns), std::move(blocks));
}

template <typename Value> void appendBytes(std::string& out, Value value) {
    char bytes[sizeof value];
    std::memcpy(bytes, &value, sizeof value);
    out.append(bytes, sizeof value);
}

// What the reader below prints for the rows `rows` of the table, in that order: each
// variable's shape and the SHA-256 of its bytes as the file stores them (fills for missing
// cells; strings as NUL-padded UTF-8 characters as wide as the longest).
std::string expectedVariables(const std::vector<std::uint64_t>& rows) {
    std::string noises, counts, ratios, flags, bigs;
    std::vector<std::string> names;
    std::size_t width = 1;
    for (const std::uint64_t i : rows) {
        appendBytes(noises, noise(i));
        appendBytes(counts, countMissing(i) ? std::numeric_limits<std::int64_t>::min() : count(i));
        appendBytes(ratios, ratio(i));
        appendBytes(flags, flagsMissing(i) ? std::numeric_limits<std::uint32_t>::max()
                                           : static_cast<std::uint32_t>(i % 256));
        appendBytes(bigs, big(i));
        names.push_back(nameMissing(i) ? "" : asUtf8(name(i)));
        width = std::max(width, names.back().size());
    }
    std::string characters;
    for (const std::string& text : names) {
        characters += text + std::string(width - text.size(), '\0');
    }
    const auto line = [](const char* variable, const std::string& bytes, const std::string& shape) {
        const auto digest = sha256(std::as_bytes(std::span(bytes.data(), bytes.size())));
        return std::string(variable) + " " + shape + " " + hexBytes(digest.data(), digest.size()) +
               "\n";
    };
    const std::string shape = "(" + std::to_string(rows.size()) + ",)";
    return "rows " + std::to_string(rows.size()) + "\n" + line("row", noises, shape) +
           line("count", counts, shape) + line("ratio", ratios, shape) +
           line("flags", flags, shape) + line("big", bigs, shape) +
           line("name", characters,
                "(" + std::to_string(rows.size()) + ", " + std::to_string(width) + ")");
}

constexpr const char* reader = R"(
import hashlib, sys, netCDF4, numpy
d = netCDF4.Dataset(sys.argv[1])
print("rows", len(d.dimensions["row"]))
for name in ["row", "count", "ratio", "flags", "big", "name"]:
    v = d.variables[name]
    v.set_auto_maskandscale(False)
    v.set_auto_chartostring(False)
    data = numpy.ascontiguousarray(v[:])
    print(name, data.shape, hashlib.sha256(data.tobytes()).hexdigest())
)";

std::string writtenAndRead(const Table& table, const ExportSelection& selection) {
    const std::filesystem::path out = test::testTempPath("chunks.nc");
    const TableFileResult result =
        writeNetcdfTableFile(table, out.string(), selection, {{}, {"memory", "test", "test"}});
    EXPECT_TRUE(result.written) << result.error;
    const test::CliResult read = test::runProgram("/usr/bin/python3", {"-c", reader, out.string()});
    std::filesystem::remove(out);
    EXPECT_EQ(read.exitCode, 0) << read.err;
    return read.out;
}

TEST(NetcdfTableWriter, TablesOfManyChunksReadBackByteForByte) {
    const MemoryTable table = observations();
    std::vector<std::uint64_t> all(rowCount);
    std::iota(all.begin(), all.end(), 0);
    EXPECT_EQ(writtenAndRead(table, {}), expectedVariables(all));
}

// Sorted rows come a row at a time; row ranges cut blocks and chunks.
TEST(NetcdfTableWriter, SortedRowsAndRowRangesReadBackInTheirOrder) {
    const MemoryTable table = observations();
    std::vector<std::uint64_t> reversed(rowCount);
    std::iota(reversed.rbegin(), reversed.rend(), 0);
    ExportSelection sorted;
    sorted.order = std::make_shared<const std::vector<std::uint64_t>>(reversed);
    EXPECT_EQ(writtenAndRead(table, sorted), expectedVariables(reversed));

    ExportSelection ranges;
    ranges.rows = {{140'000, 5'000}, {1'000, 70'000}};
    std::vector<std::uint64_t> kept(70'000);
    std::iota(kept.begin(), kept.end(), 1'000);
    for (std::uint64_t i = 140'000; i < 145'000; ++i) {
        kept.push_back(i);
    }
    EXPECT_EQ(writtenAndRead(table, ranges), expectedVariables(kept));
}

} // namespace
} // namespace strata
