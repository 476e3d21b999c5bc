// Rows a truncated ODB-2 file's header promises but its bytes do not hold are not rows: the
// table holds the whole rows that are there, equal to odc's, counts the others as lost, and CSV
// writes only the rows that are there (issue 41, item 1).
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/table_text.h"

#include <fstream>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

// capi_chars: one frame of 65,600 rows (manifest.json), two columns; its rows start at 247.
constexpr const char* chars = "odb2/odb/capi_chars.odb";
constexpr std::uint64_t promisedRows = 65600;
constexpr std::uint64_t rowsStart = 247;

std::vector<std::byte> cutCharsFile(std::size_t length) {
    auto bytes = readFileBytes(corpusPath(chars));
    bytes.resize(length);
    return bytes;
}

TEST(Odb2LostRows, ACutFileHoldsOnlyItsWholeRowsEqualToOdcs) {
    const std::size_t cut = 437498;
    const Document document = openBytes(cutCharsFile(cut), "cut.odb");
    ASSERT_EQ(document.tables.size(), 1u);
    const Table& table = *document.tables[0];
    const std::uint64_t held = table.rowCount();
    EXPECT_GT(held, 40000u);
    EXPECT_EQ(held + table.lostRowCount(), promisedRows);
    EXPECT_GT(table.firstLossAt(), rowsStart);
    EXPECT_LE(table.firstLossAt(), cut);
    // Every row the table holds is odc's row, decoded; none is a row of missing values.
    const auto expected = parseCsv(readFileText(corpusPath("odb2/expected/capi_chars.sql.csv")));
    const auto cells = tableCells(table); // the column names, then the rows
    ASSERT_EQ(cells.size(), held + 1);
    for (const std::uint64_t row : {std::uint64_t{1}, held / 2, held}) {
        EXPECT_EQ(cells[row][0], expected[row][0]) << "row " << row;
        EXPECT_EQ("'" + cells[row][1] + "'", expected[row][1]) << "row " << row;
    }
    // The loss is said at open, where the rows end, as check says it.
    const auto lost = std::find_if(
        document.diagnostics.begin(), document.diagnostics.end(),
        [&](const Diagnostic& diagnostic) { return diagnostic.offset == table.firstLossAt(); });
    ASSERT_NE(lost, document.diagnostics.end());
    EXPECT_NE(lost->message.find("the remaining " + std::to_string(promisedRows - held) +
                                 " rows are missing"),
              std::string::npos)
        << lost->message;
    EXPECT_TRUE(hasErrors(checkDocument(document)));
}

TEST(Odb2LostRows, ACutAfterAWholeRowLosesTheRestAndNoMore) {
    const Document first = openBytes(cutCharsFile(437498), "cut.odb");
    const std::uint64_t held = first.tables[0]->rowCount();
    const std::uint64_t end = first.tables[0]->firstLossAt();
    // Cut exactly where those rows end: the same rows, the same loss.
    const Document exact = openBytes(cutCharsFile(end), "exact.odb");
    EXPECT_EQ(exact.tables[0]->rowCount(), held);
    EXPECT_EQ(exact.tables[0]->lostRowCount(), promisedRows - held);
    // The whole file loses nothing.
    const Document whole = openFile(corpusPath(chars));
    EXPECT_EQ(whole.tables[0]->rowCount(), promisedRows);
    EXPECT_EQ(whole.tables[0]->lostRowCount(), 0u);
}

TEST(Odb2LostRows, CsvAndInfoCountOnlyTheRowsThere) {
    const auto path = testTempPath("cut_chars.odb");
    {
        const auto bytes = cutCharsFile(437498);
        std::ofstream out(path, std::ios::binary);
        out.write(reinterpret_cast<const char*>(bytes.data()),
                  static_cast<std::streamsize>(bytes.size()));
    }
    const Document document = openFile(path);
    const std::uint64_t held = document.tables[0]->rowCount();
    const CliResult csv = runCli({"csv", path.string()});
    EXPECT_EQ(csv.exitCode, 1);
    const auto rows = parseCsv(csv.out);
    ASSERT_EQ(rows.size(), held + 1); // the header and the rows there, no empty ones
    for (const auto& row : rows) {
        EXPECT_FALSE(row[0].empty());
    }
    const CliResult info = runCli({"info", path.string()});
    EXPECT_NE(info.out.find(": " + std::to_string(held) + " of 65600 rows (" +
                            std::to_string(promisedRows - held) + " lost to truncation at " +
                            std::to_string(document.tables[0]->firstLossAt()) + "), 2 columns"),
              std::string::npos)
        << info.out;
    std::filesystem::remove(path);
}

} // namespace
} // namespace strata::test
