// COLE repair (issue 37): a file damaged the ways writers fail (cut short at and inside row
// groups, the footer zeroed, the metadata broken part way, a page header's copies differing, a
// page that does not decode) becomes a file that opens without a diagnostic and holds exactly the
// rows of the row groups the report keeps, decoded as in the damaged file.
#include "formats/cole/file_layout.h"
#include "strata/byte_source.h"
#include "strata/check.h"
#include "support/corpus.h"
#include "support/repaired.h"
#include "support/table_text.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

const char* const fileName = "cole/multi_rowgroups.col"; // 12 row groups, 4 columns

std::vector<std::byte> original() {
    return readFileBytes(corpusPath(fileName));
}

cole::FileLayout layoutOf(const std::vector<std::byte>& bytes) {
    return cole::readFileLayout(*ByteSource::fromBuffer(bytes, "layout.col"));
}

// Row group `g`'s column chunks as the metadata lists them.
std::vector<cole::ColumnChunk> chunksOf(const std::vector<std::byte>& bytes, std::size_t g) {
    const auto source = ByteSource::fromBuffer(bytes, "layout.col");
    return cole::chunksOf(*source, cole::readFileLayout(*source).rowGroups.at(g));
}

struct Outcome {
    Repaired repaired;
    Document reopened;
};

// Repairs `damaged`, checks what every repair must hold, and returns it.
Outcome repairAndCheck(const std::vector<std::byte>& damaged, const std::string& what) {
    const Document document = openBytes(damaged, "damaged.col");
    auto repaired = repairInMemory(document);
    if (!repaired) {
        ADD_FAILURE() << what << ": COLE has no repair";
        return {};
    }
    Document reopened = openBytes(repaired->bytes, "repaired.col");
    EXPECT_TRUE(reopened.diagnostics.empty())
        << what << ": " << reopened.diagnostics.front().message;
    EXPECT_EQ(reopened.tables.size(), 1u) << what;
    if (!document.tables.empty() && !reopened.tables.empty()) {
        auto expected = keptCells(*document.tables.front(), repaired->report);
        auto actual = tableCells(*reopened.tables.front());
        // Inferred names are one word in the repaired file ("column 0 (inferred INT64)" there).
        expected.front() = actual.front();
        EXPECT_EQ(actual, expected) << what;
        EXPECT_EQ(reopened.tables.front()->rowCount(), repaired->report.rowsKept()) << what;
    }
    return {std::move(*repaired), std::move(reopened)};
}

std::size_t count(const RepairReport& report, RepairEntry::Action action) {
    return static_cast<std::size_t>(
        std::count_if(report.entries.begin(), report.entries.end(),
                      [action](const RepairEntry& entry) { return entry.action == action; }));
}

TEST(ColeRepair, ASoundFileIsWrittenByteForByte) {
    for (const auto& path : corpusFiles("cole", ".col")) {
        const auto bytes = readFileBytes(path);
        const Document document = openBytes(bytes, path.filename().string());
        if (!checkDocument(document).empty()) {
            continue; // the writer-quirk file
        }
        const auto repaired = repairInMemory(document);
        ASSERT_TRUE(repaired) << path;
        EXPECT_TRUE(repaired->report.unchanged) << path;
        EXPECT_FALSE(repaired->report.lost()) << path;
        EXPECT_EQ(repaired->bytes, bytes) << path;
    }
}

TEST(ColeRepair, ACutFileKeepsEveryCompleteRowGroup) {
    const auto bytes = original();
    const cole::FileLayout layout = layoutOf(bytes);
    ASSERT_EQ(layout.rowGroups.size(), 12u);
    std::uint64_t rowsBefore = 0;
    for (std::size_t g = 0; g < layout.rowGroups.size(); ++g) {
        const ByteRange group = layout.rowGroups[g].dataRange();
        // At the end of the row group, and inside its last column's page.
        for (const std::uint64_t length : {group.end(), group.end() - 3}) {
            const std::string what = "cut at " + std::to_string(length);
            const auto damaged = std::vector<std::byte>(bytes.begin(), bytes.begin() + length);
            const Outcome outcome = repairAndCheck(damaged, what);
            const bool whole = length == group.end();
            EXPECT_EQ(outcome.repaired.report.rowsKept(),
                      rowsBefore + (whole ? layout.rowGroups[g].numRows : 0))
                << what;
            EXPECT_TRUE(outcome.repaired.report.lost()) << what; // the footer's rows at least
            ASSERT_EQ(outcome.repaired.report.notes.size(), 1u) << what;
            EXPECT_EQ(outcome.repaired.report.notes.front(),
                      "column names inferred from the page headers: column_0, column_1, "
                      "column_2, column_3")
                << what;
        }
        rowsBefore += layout.rowGroups[g].numRows;
    }
}

TEST(ColeRepair, AZeroedFooterKeepsEveryRowGroup) {
    auto bytes = original();
    std::fill(bytes.end() - 12, bytes.end(), std::byte{0});
    const Outcome outcome = repairAndCheck(bytes, "zeroed footer");
    EXPECT_EQ(outcome.repaired.report.rowsKept(), 1005u);
    EXPECT_EQ(count(outcome.repaired.report, RepairEntry::Action::Copied), 12u);
}

TEST(ColeRepair, MetadataBrokenPartWayKeepsTheRowGroupsItNoLongerLists) {
    auto bytes = original();
    const cole::FileLayout layout = layoutOf(bytes);
    // Row group 3's first chunk entry: num_pages (after file_offset and total_size) made huge.
    const std::uint64_t numPages = chunksOf(bytes, 3)[0].metadataRange.offset + 16;
    bytes[numPages + 3] = std::byte{0x7F};
    const Outcome outcome = repairAndCheck(bytes, "metadata broken");
    EXPECT_EQ(outcome.repaired.report.rowsKept(), 1005u);
    EXPECT_FALSE(outcome.repaired.report.lost());
    // Names and types come from the metadata's schema, which is before the damage.
    EXPECT_EQ(outcome.reopened.tables.front()->columns().front().name, layout.schema.front().name);
}

TEST(ColeRepair, PageHeaderCopiesThatDifferAreReencoded) {
    auto bytes = original();
    // Row group 5, column 0: the inline copy's min statistic changed.
    const cole::PageLocation page = chunksOf(bytes, 5)[0].pages[0];
    bytes[page.offset + 16] ^= std::byte{0x01};
    const Outcome outcome = repairAndCheck(bytes, "inline header");
    EXPECT_EQ(outcome.repaired.report.rowsKept(), 1005u);
    EXPECT_EQ(count(outcome.repaired.report, RepairEntry::Action::Reencoded), 1u);
    EXPECT_EQ(outcome.repaired.report.entries[5].action, RepairEntry::Action::Reencoded);
    EXPECT_EQ(outcome.repaired.report.entries[5].why,
              "page header differs from its copy in the metadata at " +
                  std::to_string(page.metadataHeader.offset));
}

TEST(ColeRepair, ARowGroupWhosePageDoesNotDecodeIsDropped) {
    auto bytes = original();
    const cole::FileLayout layout = layoutOf(bytes);
    // Row group 7: a page's data overwritten with varint continuation bytes.
    const std::vector<cole::ColumnChunk> chunks = chunksOf(bytes, 7);
    for (const auto& chunk : chunks) {
        const ByteRange data = chunk.pages[0].data;
        std::fill(bytes.begin() + static_cast<std::ptrdiff_t>(data.offset),
                  bytes.begin() + static_cast<std::ptrdiff_t>(data.end()), std::byte{0xFF});
    }
    const Outcome outcome = repairAndCheck(bytes, "page data");
    EXPECT_EQ(outcome.repaired.report.entries[7].action, RepairEntry::Action::Dropped);
    EXPECT_EQ(outcome.repaired.report.rowsLost(), layout.rowGroups[7].numRows);
    EXPECT_EQ(outcome.repaired.report.rowsKept(), 1005u - layout.rowGroups[7].numRows);
}

} // namespace
} // namespace strata::test
