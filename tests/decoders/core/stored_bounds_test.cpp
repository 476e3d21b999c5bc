#include "strata/check.h"
#include "strata/column_statistics.h"
#include "strata/stored_bounds.h"
#include "strata/table_query.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"

#include <cmath>
#include <gtest/gtest.h>

namespace strata {
namespace {

using test::ColeBytesWriter;

// Three row groups of a "temperature" column holding 10..19, 50..59 and 90..97.
ColeBytesWriter temperatures() {
    ColeBytesWriter writer;
    writer.addColumn("temperature", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    for (const auto& [first, count] : {std::pair{10, 10}, std::pair{50, 10}, std::pair{90, 8}}) {
        std::vector<std::int64_t> values;
        for (int v = first; v < first + count; ++v) {
            values.push_back(v);
        }
        writer.addRowGroup({values});
    }
    return writer;
}

std::vector<Diagnostic> boundDiagnostics(const std::vector<Diagnostic>& all) {
    std::vector<Diagnostic> found;
    for (const auto& diagnostic : all) {
        if (diagnostic.message.find("stored") != std::string::npos) {
            found.push_back(diagnostic);
        }
    }
    return found;
}

// One block of one float64 column with the bounds given, for the comparison alone.
class DoubleBlockTable : public ListedBlocksTable {
public:
    DoubleBlockTable(ColumnData cells, double min, double max)
        : m_cells(std::move(cells))
        , m_bounds{min, max} {
        m_blocks.push_back({0, m_cells.size(), {100, 50}});
    }
    std::string name() const override { return "t"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::string blockNodePath(std::size_t /*index*/) const override { return "file / block 0"; }
    BlockData readBlock(std::size_t) const override {
        BlockData data;
        data.rowCount = m_cells.size();
        data.columns.push_back(m_cells);
        return data;
    }
    std::optional<ColumnBounds> blockBounds(std::size_t, std::size_t) const override {
        return m_bounds;
    }

private:
    ColumnData m_cells;
    ColumnBounds m_bounds;
    std::vector<Column> m_columns{{"x", LogicalType::Float64, "plain", {}}};
};

std::vector<std::string> boundMessages(const DoubleBlockTable& table) {
    std::vector<std::string> messages;
    for (const auto& diagnostic : compareStoredBounds(table, 0, table.readBlock(0))) {
        messages.push_back(diagnostic.message);
    }
    return messages;
}

// 21 cells (more than the comparison's lanes, and a tail): NaN and missing cells take no part;
// the largest value (7.5) sits in the tail, the smallest (-3) behind a missing -100.
ColumnData mixedDoubles() {
    ColumnData cells(LogicalType::Float64);
    for (int i = 0; i < 21; ++i) {
        cells.appendDouble(i == 4       ? -3.0
                           : i == 9     ? -100.0
                           : i == 20    ? 7.5
                           : i % 3 == 0 ? std::nan("")
                                        : i * 0.25);
    }
    cells.setMissing(9);
    cells.appendMissing();
    return cells;
}

TEST(StoredBounds, DoublesSkipMissingAndNotANumberCells) {
    EXPECT_TRUE(boundMessages(DoubleBlockTable(mixedDoubles(), -3, 7.5)).empty());
    EXPECT_EQ(boundMessages(DoubleBlockTable(mixedDoubles(), -2, 7)),
              (std::vector<std::string>{"column x: stored min -2 > actual min -3",
                                        "column x: stored max 7 < actual max 7.5"}));
}

// 17 cells: `other`, then zeros of the sign of `first`, then of the other sign.
ColumnData zerosAfter(double other, double first) {
    ColumnData cells(LogicalType::Float64);
    for (int i = 0; i < 17; ++i) {
        cells.appendDouble(i == 0 ? other : i == 1 ? first : -first);
    }
    return cells;
}

TEST(StoredBounds, OfEqualZerosTheFirstInRowOrderIsShown) {
    // -0 and 0 compare equal: the text names the first one met, as a walk in row order would.
    for (const double first : {-0.0, 0.0}) {
        const std::string text = std::signbit(first) ? "-0" : "0";
        EXPECT_EQ(boundMessages(DoubleBlockTable(zerosAfter(5, first), 1, 5)),
                  std::vector<std::string>{"column x: stored min 1 > actual min " + text});
        EXPECT_EQ(boundMessages(DoubleBlockTable(zerosAfter(-5, first), -5, -1)),
                  std::vector<std::string>{"column x: stored max -1 < actual max " + text});
    }
}

TEST(StoredBounds, EveryCellMissingOrNotANumberComparesNothing) {
    ColumnData cells(LogicalType::Float64);
    cells.appendDouble(std::nan(""));
    cells.appendMissing(3);
    EXPECT_TRUE(boundMessages(DoubleBlockTable(cells, 1, -1)).empty());
}

TEST(StoredBounds, HonestColePageStatisticsGiveNothing) {
    const Document document = test::openBytes(temperatures().finish(), "t.col");
    EXPECT_TRUE(boundDiagnostics(checkDocument(document)).empty());
}

TEST(StoredBounds, StatisticsThatLieAreErrorsNamingTheRowGroupAndColumn) {
    ColeBytesWriter writer = temperatures();
    writer.overrideLastStats(0, 90, 90); // the last group holds up to 97
    const Document document = test::openBytes(writer.finish(), "t.col");
    const auto found = boundDiagnostics(checkDocument(document));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].severity, Severity::Error);
    EXPECT_EQ(found[0].message, "column temperature: stored max 90 < actual max 97");
    // Said where the file stores the bound: the chunk's copy of its page headers in the
    // metadata, which names the row group and the column.
    EXPECT_EQ(
        found[0].nodePath,
        "file / metadata / row group metadata / row group 2 / chunk column 0 \"temperature\"");
    const Node* chunk = document.root->findByPath(found[0].nodePath);
    ASSERT_NE(chunk, nullptr);
    EXPECT_EQ(found[0].offset, chunk->range().offset);
}

TEST(StoredBounds, StatisticsReportTheDisagreementToo) {
    ColeBytesWriter writer = temperatures();
    writer.overrideLastStats(0, 90, 90);
    const Document document = test::openBytes(writer.finish(), "t.col");
    const TableStatistics statistics = computeTableStatistics(*document.tables[0]);
    ASSERT_EQ(statistics.diagnostics.size(), 1u);
    EXPECT_EQ(statistics.diagnostics[0].message,
              "column temperature: stored max 90 < actual max 97");
    EXPECT_EQ(statistics.columns[0].maxText, "97");
}

// Each column's bounds are compared where it folds, on the pool: a column asked for twice is
// still reported once, and the bounds of a column left out of the statistics are compared too.
TEST(StoredBounds, StatisticsOfChosenColumnsReportEveryDisagreementOnce) {
    ColeBytesWriter writer = temperatures();
    writer.overrideLastStats(0, 90, 90);
    const Document document = test::openBytes(writer.finish(), "t.col");
    StatisticsOptions twice;
    twice.columns = {0, 0};
    const TableStatistics statistics = computeTableStatistics(*document.tables[0], twice);
    ASSERT_EQ(statistics.columns.size(), 2u);
    ASSERT_EQ(statistics.diagnostics.size(), 1u);
    EXPECT_EQ(statistics.diagnostics[0].message,
              "column temperature: stored max 90 < actual max 97");
    StatisticsOptions none;
    none.columns = {7}; // no such column: nothing folds, the bounds are still compared
    const TableStatistics left = computeTableStatistics(*document.tables[0], none);
    EXPECT_TRUE(left.columns.empty());
    ASSERT_EQ(left.diagnostics.size(), 1u);
    EXPECT_EQ(left.diagnostics[0].nodePath, "file / row group 2");
}

TEST(StoredBounds, LooseBoundsAreWarnings) {
    ColeBytesWriter writer = temperatures();
    writer.overrideLastStats(0, 0, 100);
    const Document document = test::openBytes(writer.finish(), "t.col");
    const auto found = boundDiagnostics(checkDocument(document));
    ASSERT_EQ(found.size(), 2u);
    EXPECT_EQ(found[0].severity, Severity::Warning);
    EXPECT_EQ(found[0].message, "column temperature: stored min 0 < actual min 90 (a loose bound)");
    EXPECT_EQ(found[1].message,
              "column temperature: stored max 100 > actual max 97 (a loose bound)");
}

TEST(StoredBounds, ColeScansSkipRowGroupsByPageStatistics) {
    const Document document = test::openBytes(temperatures().finish(), "t.col");
    const Table& table = *document.tables[0];
    const QueryExpression filter = QueryExpression::parse("temperature >= 55", table.columns());
    std::vector<std::int64_t> matches;
    const ScanOutcome outcome =
        scanTable(table, filter, [&](std::size_t, const BlockData& data, auto rows) {
            for (const std::uint64_t row : rows) {
                matches.push_back(data.columns[0].intAt(row));
            }
        });
    EXPECT_EQ(outcome.skippedBlocks, std::vector<std::size_t>{0});
    std::vector<std::int64_t> expected;
    for (int v = 55; v < 60; ++v) {
        expected.push_back(v);
    }
    for (int v = 90; v < 98; ++v) {
        expected.push_back(v);
    }
    EXPECT_EQ(matches, expected);
}

} // namespace
} // namespace strata
