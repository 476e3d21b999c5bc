#include "strata/check.h"
#include "strata/column_statistics.h"
#include "strata/stored_bounds.h"
#include "strata/table_query.h"
#include "support/corpus.h"
#include "writers/cole_writer.h"

#include <gtest/gtest.h>

namespace strata {
namespace {

using test::ColeWriter;

// Three row groups of a "temperature" column holding 10..19, 50..59 and 90..97.
ColeWriter temperatures() {
    ColeWriter writer;
    writer.addColumn("temperature", ColeWriter::Type::Int64, ColeWriter::Encoding::Plain);
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

TEST(StoredBounds, HonestColePageStatisticsGiveNothing) {
    const Document document = test::openBytes(temperatures().finish(), "t.col");
    EXPECT_TRUE(boundDiagnostics(checkDocument(document)).empty());
}

TEST(StoredBounds, StatisticsThatLieAreErrorsNamingTheRowGroupAndColumn) {
    ColeWriter writer = temperatures();
    writer.overrideLastStats(0, 90, 90); // the last group holds up to 97
    const Document document = test::openBytes(writer.finish(), "t.col");
    const auto found = boundDiagnostics(checkDocument(document));
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].severity, Severity::Error);
    EXPECT_EQ(found[0].message, "column temperature: stored max 90 < actual max 97");
    EXPECT_EQ(found[0].nodePath, "file / row group 2");
    EXPECT_EQ(found[0].offset, document.tables[0]->blocks()[2].range.offset);
}

TEST(StoredBounds, StatisticsReportTheDisagreementToo) {
    ColeWriter writer = temperatures();
    writer.overrideLastStats(0, 90, 90);
    const Document document = test::openBytes(writer.finish(), "t.col");
    const TableStatistics statistics = computeTableStatistics(*document.tables[0]);
    ASSERT_EQ(statistics.diagnostics.size(), 1u);
    EXPECT_EQ(statistics.diagnostics[0].message,
              "column temperature: stored max 90 < actual max 97");
    EXPECT_EQ(statistics.columns[0].maxText, "97");
}

TEST(StoredBounds, LooseBoundsAreWarnings) {
    ColeWriter writer = temperatures();
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
