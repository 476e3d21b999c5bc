// The ODB-2 writer (issues 37 and 38): every table of every ODB-2 corpus file written again reads
// back, in Strata and in odc_decode, cell for cell; values no codec of the source held (past
// int32, equal to odc's missing values, NaN, past 2^63, long and many strings) choose codecs
// that hold them.
#include "odc_comparison.h"
#include "support/memory_table.h"
#include "support/odb2_written.h"
#include "support/table_text.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

namespace strata::test {
namespace {

// The written file holds one table (its frames have the same columns) with `expected`'s cells,
// and odc_decode reads what Strata reads.
void expectReadsBackAs(const std::vector<std::byte>& file, const Table& expected,
                       const std::string& what) {
    const Document written = openBytes(file, "written.odb");
    ASSERT_EQ(written.formatName, "ODB-2") << what;
    EXPECT_TRUE(written.diagnostics.empty()) << what << ": " << written.diagnostics.front().message;
    ASSERT_EQ(written.tables.size(), 1u) << what;
    const Table& table = *written.tables[0];
    ASSERT_EQ(table.columns().size(), expected.columns().size()) << what;
    for (std::size_t c = 0; c < table.columns().size(); ++c) {
        EXPECT_EQ(table.columns()[c].name, expected.columns()[c].name) << what;
        EXPECT_EQ(table.columns()[c].type, expected.columns()[c].type) << what;
        ASSERT_EQ(table.columns()[c].bitfields.size(), expected.columns()[c].bitfields.size());
        for (std::size_t f = 0; f < table.columns()[c].bitfields.size(); ++f) {
            EXPECT_EQ(table.columns()[c].bitfields[f].name,
                      expected.columns()[c].bitfields[f].name);
            EXPECT_EQ(table.columns()[c].bitfields[f].width,
                      expected.columns()[c].bitfields[f].width);
        }
    }
    EXPECT_EQ(tableCells(table), tableCells(expected)) << what;
    expectSameAsOdc(file);
}

// Every table of every ODB-2 file of the corpus: odc's and pyodc's, both byte orders, every
// codec, strings, bitfields, custom missing values, frames that change codecs.
TEST(Odb2Writer, EveryCorpusTableReadsBackInStrataAndOdc) {
    std::size_t tables = 0;
    for (const auto& path : corpusFiles("odb2/odb", ".odb")) {
        const Document source = openFile(path);
        if (!source.diagnostics.empty()) {
            continue; // the damaged ones: repair's tests
        }
        for (const auto& table : source.tables) {
            expectReadsBackAs(writtenAsOdb2(*table), *table,
                              path.filename().string() + " " + table->name());
            ++tables;
        }
    }
    EXPECT_GT(tables, 20u);
}

// Frames of a few rows each, and a subset of the columns, as convert --columns writes them.
TEST(Odb2Writer, SmallFramesAndChosenColumns) {
    const Document source = openFile(corpusPath("odb2/odb/capi_bitfields.odb"));
    const Table& table = *source.tables.at(0);
    const auto framed = writtenAsOdb2(table, 7);
    EXPECT_EQ(openBytes(framed, "framed.odb").tables.at(0)->blocks().size(),
              (table.rowCount() + 6) / 7);
    expectReadsBackAs(framed, table, "frames of 7 rows");

    ExportSelection selection;
    selection.columns = {5, 1};
    const Document chosen = openBytes(writtenAsOdb2(table, 10000, selection), "chosen.odb");
    ASSERT_EQ(chosen.tables.size(), 1u);
    const auto cells = tableCells(*chosen.tables[0]);
    const auto all = tableCells(table);
    ASSERT_EQ(cells.size(), all.size());
    for (std::size_t r = 0; r < cells.size(); ++r) {
        EXPECT_EQ(cells[r], (std::vector<std::string>{all[r][5], all[r][1]})) << r;
    }
}

ColumnData integers(LogicalType type, const std::vector<std::optional<std::int64_t>>& values) {
    ColumnData column(type);
    for (const auto& value : values) {
        if (value) {
            column.appendInt(*value);
        } else {
            column.appendMissing();
        }
    }
    return column;
}

ColumnData reals(LogicalType type, const std::vector<std::optional<double>>& values) {
    ColumnData column(type);
    for (const auto& value : values) {
        if (value) {
            column.appendDouble(*value);
        } else {
            column.appendMissing();
        }
    }
    return column;
}

// Values the codecs of the corpus never met: each column reads back whole (odc too), with the
// codec that holds it.
TEST(Odb2Writer, ValuesPastTheUsualCodecsChooseOnesThatHoldThem) {
    constexpr std::int64_t odcMissing = 2147483647;
    const std::vector<std::optional<std::int64_t>> wide = {std::int64_t{1} << 40, -5, std::nullopt,
                                                           std::int64_t{3} << 50};
    const std::vector<std::optional<std::int64_t>> takesMissing = {odcMissing, 1, std::nullopt, 2};
    const std::vector<std::optional<std::int64_t>> narrow = {200, 300, 250, std::nullopt};
    const std::vector<std::optional<double>> realsWithMissingValue = {-2147483647.0, 1.5,
                                                                      std::nullopt, 2.5};
    const std::vector<std::optional<double>> floats = {0.1f, std::nullopt, -3.25f, 1e30f};
    const std::vector<std::optional<double>> oneValue = {7.5, std::nullopt, 7.5, 7.5};
    BlockData block;
    block.rowCount = 4;
    block.columns.push_back(integers(LogicalType::Int64, wide));
    block.columns.push_back(integers(LogicalType::Int64, takesMissing));
    block.columns.push_back(integers(LogicalType::Int64, narrow));
    block.columns.push_back(reals(LogicalType::Float64, realsWithMissingValue));
    block.columns.push_back(reals(LogicalType::Float32, floats));
    block.columns.push_back(reals(LogicalType::Float64, oneValue));
    ColumnData strings(LogicalType::String);
    for (const char* text : {"a-string-longer-than-eight", "short", "", "short"}) {
        strings.appendString(text);
    }
    block.columns.push_back(std::move(strings));
    const MemoryTable table({{"wide", LogicalType::Int64, {}, {}},
                             {"takes_missing", LogicalType::Int64, {}, {}},
                             {"narrow", LogicalType::Int64, {}, {}},
                             {"real_missing_value", LogicalType::Float64, {}, {}},
                             {"floats", LogicalType::Float32, {}, {}},
                             {"one_value", LogicalType::Float64, {}, {}},
                             {"strings", LogicalType::String, {}, {}}},
                            {block});
    const auto file = writtenAsOdb2(table);
    const Document written = openBytes(file, "edge.odb");
    EXPECT_EQ(encodingsOf(written),
              (std::vector<std::string>{"long_real", "int32", "int8_missing", "long_real",
                                        "short_real2", "real_constant_or_missing", "int8_string"}));
    // odc's integers are 32 bits: the column past them is a DOUBLE one, its values exact (and
    // written as the same text).
    ASSERT_EQ(written.tables.size(), 1u);
    EXPECT_EQ(written.tables[0]->columns()[0].type, LogicalType::Float64);
    EXPECT_EQ(tableCells(*written.tables.at(0)), tableCells(table));
    expectSameAsOdc(file);
}

// More distinct strings than int8_string holds, in frames of 300 rows: int16_string.
TEST(Odb2Writer, ManyDistinctStringsTakeInt16Strings) {
    BlockData block;
    block.rowCount = 900;
    ColumnData strings(LogicalType::String);
    for (std::uint64_t r = 0; r < block.rowCount; ++r) {
        strings.appendString("station-" + std::to_string(r));
    }
    block.columns.push_back(std::move(strings));
    const MemoryTable table({{"station@hdr", LogicalType::String, {}, {}}}, {block});
    const auto file = writtenAsOdb2(table, 300);
    EXPECT_EQ(encodingsOf(openBytes(file, "strings.odb")),
              std::vector<std::string>{"int16_string"});
    expectReadsBackAs(file, table, "900 distinct strings");
}

} // namespace
} // namespace strata::test
