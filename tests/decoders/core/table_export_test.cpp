#include "strata/format_registry.h"
#include "strata/table_export.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/heap_bytes.h"

#include <algorithm>
#include <atomic>
#include <gtest/gtest.h>

namespace strata {
namespace {

using Records = std::vector<std::vector<std::string>>;

// The corpus' own CSV of the file (the reference reader's output, every field quoted).
Records referenceRecords(const std::string& name) {
    return test::parseCsv(test::readFileText(test::corpusPath("cole/" + name + ".csv")));
}

Records exportRecords(const Table& table, const ExportSelection& selection) {
    std::string out;
    const ExportResult result = exportTableCsv(
        table, CsvOptions{}, [&out](std::string_view bytes) { out += bytes; }, selection);
    EXPECT_FALSE(result.cancelled);
    return test::parseCsv(out);
}

TEST(NormalizedRowRanges, SortsClipsAndMergesOverlaps) {
    const auto ranges = normalizedRowRanges({{8, 5}, {0, 2}, {1, 3}, {20, 4}, {12, 1}}, 22);
    ASSERT_EQ(ranges.size(), 3u);
    EXPECT_EQ(ranges[0].first, 0u);
    EXPECT_EQ(ranges[0].count, 4u);
    EXPECT_EQ(ranges[1].first, 8u);
    EXPECT_EQ(ranges[1].count, 5u);
    EXPECT_EQ(ranges[2].first, 20u);
    EXPECT_EQ(ranges[2].count, 2u);
    EXPECT_EQ(normalizedRowRanges({}, 7).front().count, 7u);
    EXPECT_TRUE(normalizedRowRanges({{9, 3}}, 7).empty());
}

TEST(TableExport, WholeTableMatchesTheReferenceReader) {
    const Document document = openFile(test::corpusPath("cole/multi_rowgroups.col"));
    ASSERT_EQ(document.tables.size(), 1u);
    EXPECT_EQ(exportRecords(*document.tables[0], {}), referenceRecords("multi_rowgroups"));
}

TEST(TableExport, RowRangesAcrossBlocksAndChosenColumnsInOrder) {
    const Document document = openFile(test::corpusPath("cole/multi_rowgroups.col"));
    const Table& table = *document.tables[0];
    ASSERT_GT(table.blocks().size(), 5u);
    const std::uint64_t boundary = table.blocks()[4].firstRow; // 16, after groups of 1, 2, 3, 10
    ExportSelection selection;
    selection.columns = {2, 0};
    // Unsorted, overlapping, and one range spanning the first block boundary.
    selection.rows = {{boundary - 2, 4}, {0, 2}, {1, 1}, {boundary + 1, 2}};
    const Records reference = referenceRecords("multi_rowgroups");
    Records expected{{reference[0][2], reference[0][0]}};
    for (const std::uint64_t row : std::vector<std::uint64_t>{
             0, 1, boundary - 2, boundary - 1, boundary, boundary + 1, boundary + 2}) {
        const auto& record = reference[row + 1];
        expected.push_back({record[2], record[0]});
    }
    EXPECT_EQ(exportRecords(table, selection), expected);
}

TEST(TableExport, CancelStopsBeforeTheEndAndSaysSo) {
    const Document document = openFile(test::corpusPath("cole/multi_rowgroups.col"));
    std::atomic<bool> cancel{false};
    JobControl control;
    control.cancel = &cancel;
    control.threads = 1;
    std::uint64_t reports = 0;
    control.progress = [&](std::uint64_t, std::uint64_t) {
        ++reports;
        cancel = true;
    };
    const ExportResult result = exportTableCsv(
        *document.tables[0], CsvOptions{}, [](std::string_view) {}, {}, control);
    EXPECT_TRUE(result.cancelled);
    EXPECT_EQ(reports, 1u);
    EXPECT_EQ(result.rowsWritten, document.tables[0]->blocks()[0].rowCount);
}

// A sparse Blosc2 frame of 10^9 zero items holds its table blocks of a million rows in no bytes:
// they went 256 to a task as blocks of few bytes do, and the export held 9.5 GB of text before
// its first write. A block counts its rows as bytes now: the first text comes with at most a
// few blocks' text held.
TEST(TableExport, BlocksOfManyRowsInFewBytesGoOneToATask) {
    const Document document = openFile(test::corpusPath("blosc2-other-writers/zeros_1m.b2frame"));
    const Table& items = *document.tables.at(0);
    ASSERT_EQ(items.rowCount(), 1000000000u);
    std::atomic<bool> cancel{false};
    JobControl control;
    control.cancel = &cancel;
    control.threads = 2;
    const std::size_t before = test::heapBytesInUse();
    std::size_t held = 0;
    std::uint64_t written = 0;
    const ExportResult result = exportTableCsv(
        items, CsvOptions{},
        [&](std::string_view text) {
            const std::size_t now = test::heapBytesInUse();
            held = std::max(held, now - std::min(before, now));
            written += text.size();
            cancel = written > 100; // past the header: a block's rows
        },
        {}, control);
    EXPECT_TRUE(result.cancelled);
    EXPECT_GT(written, 0u);
    // A block is about 40 MB decoded and as text ("999999,0" a row), a few of them in flight;
    // 256 to a task were gigabytes.
    EXPECT_LT(held, std::size_t{1} << 30) << held << " bytes held at the first write";
}

} // namespace
} // namespace strata
