// Table::readBlockCells for ODB-2 (decodeFrameCells): the cells of a few rows of a frame, read
// without decoding the others, are the cells a whole decode gives those rows, for every corpus
// file's every frame and column (carried-forward values, missing values, strings of every codec,
// both byte orders), and a scan with a filter that keeps few rows writes what one that keeps
// many does.
#include "strata/format_registry.h"
#include "strata/query_expression.h"
#include "strata/table_query.h"
#include "support/corpus.h"

#include <gtest/gtest.h>
#include <numeric>

namespace strata::test {
namespace {

::testing::AssertionResult sameCell(const ColumnData& whole, std::size_t wholeRow,
                                    const ColumnData& cells, std::size_t row) {
    if (whole.isMissing(wholeRow) != cells.isMissing(row)) {
        return ::testing::AssertionFailure()
               << "missing " << whole.isMissing(wholeRow) << " vs " << cells.isMissing(row);
    }
    if (whole.isMissing(wholeRow)) {
        return ::testing::AssertionSuccess();
    }
    if (whole.type() == LogicalType::String) {
        return whole.stringAt(wholeRow) == cells.stringAt(row)
                   ? ::testing::AssertionSuccess()
                   : ::testing::AssertionFailure() << "'" << whole.stringAt(wholeRow) << "' vs '"
                                                   << cells.stringAt(row) << "'";
    }
    if (isFloating(whole.type())) {
        const double a = whole.doubleAt(wholeRow);
        const double b = cells.doubleAt(row);
        return (a == b || (a != a && b != b)) ? ::testing::AssertionSuccess()
                                              : ::testing::AssertionFailure() << a << " vs " << b;
    }
    return whole.intAt(wholeRow) == cells.intAt(row) ? ::testing::AssertionSuccess()
                                                     : ::testing::AssertionFailure()
                                                           << whole.intAt(wholeRow) << " vs "
                                                           << cells.intAt(row);
}

TEST(Odb2BlockCells, APicksCellsAreTheWholeDecodesCells) {
    std::size_t checked = 0;
    for (const auto& path : corpusFiles("odb2/odb", ".odb")) {
        const Document document = openFile(path);
        for (const auto& table : document.tables) {
            std::vector<std::size_t> columns(table->columns().size());
            std::iota(columns.begin(), columns.end(), std::size_t{0});
            for (std::size_t b = 0; b < table->blocks().size(); ++b) {
                const BlockData whole = table->readBlock(b);
                const std::uint64_t rows = table->blocks()[b].rowCount;
                // The first and last rows, every seventh, and one past the rows (ignored).
                std::vector<std::uint64_t> picked;
                for (std::uint64_t r = 0; r < rows; r += 7) {
                    picked.push_back(r);
                }
                if (rows > 1 && picked.back() != rows - 1) {
                    picked.push_back(rows - 1);
                }
                const BlockData cells = table->readBlockCells(b, columns, picked);
                ASSERT_EQ(cells.rowCount, whole.rowCount) << path;
                ASSERT_EQ(cells.columns.size(), whole.columns.size()) << path;
                for (std::size_t c = 0; c < columns.size(); ++c) {
                    ASSERT_EQ(cells.columns[c].size(), whole.columns[c].size())
                        << path << " column " << c;
                    for (const std::uint64_t r : picked) {
                        ASSERT_TRUE(sameCell(whole.columns[c], r, cells.columns[c], r))
                            << path << " block " << b << " column " << table->columns()[c].name
                            << " row " << r;
                    }
                }
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 20u);
}

TEST(Odb2BlockCells, AScanThatKeepsFewRowsHandsOverTheirWholeCells) {
    // Every corpus table filtered on its first integer column's value in its first row: the
    // rows kept are few in most frames (the scan then reads their cells alone), and each cell
    // the sink reads is the whole decode's.
    std::size_t sparseBlocks = 0;
    for (const auto& path : corpusFiles("odb2/odb", ".odb")) {
        const Document document = openFile(path);
        for (const auto& table : document.tables) {
            const auto& columns = table->columns();
            std::size_t key = columns.size();
            for (std::size_t c = 0; c < columns.size() && key == columns.size(); ++c) {
                if (columns[c].type == LogicalType::Int64 && table->rowCount() > 8) {
                    key = c;
                }
            }
            if (key == columns.size()) {
                continue;
            }
            const BlockData first = table->readBlock(0);
            if (first.columns[key].isMissing(0)) {
                continue;
            }
            const QueryExpression filter = QueryExpression::parse(
                "\"" + columns[key].name + "\" = " + std::to_string(first.columns[key].intAt(0)),
                columns);
            scanTable(
                *table, filter,
                [&](std::size_t block, const BlockData& data, std::span<const std::uint64_t> rows) {
                    const BlockData whole = table->readBlock(block);
                    sparseBlocks += rows.size() * 4 < whole.rowCount ? 1 : 0;
                    for (const std::uint64_t r : rows) {
                        for (std::size_t c = 0; c < columns.size(); ++c) {
                            ASSERT_TRUE(sameCell(whole.columns[c], r, data.columns[c], r))
                                << path << " block " << block << " row " << r << " "
                                << columns[c].name;
                        }
                    }
                });
        }
    }
    EXPECT_GT(sparseBlocks, 3u);
}

} // namespace
} // namespace strata::test
