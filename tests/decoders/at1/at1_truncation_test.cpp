// An AT-1 file cut inside its stored 'blocks' stream: the row groups whose blocks are all there
// are the intact file's rows, the rest are counted as lost and never shown (issue 41, item 1).
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

// qcol_meters: 9000 structured rows in 9 row groups of 1000, its 'blocks' stream stored from
// 1777 to the end of the file (121200 bytes).
constexpr const char* meters = "at1/qcol_meters.at1";

class At1Cut : public ::testing::TestWithParam<std::size_t> {};

TEST_P(At1Cut, WholeRowGroupsAreRowsTheRestAreLost) {
    const std::size_t length = GetParam();
    auto bytes = readFileBytes(corpusPath(meters));
    bytes.resize(length);
    const Document cut = openBytes(bytes, "cut.at1");
    const Document intact = openFile(corpusPath(meters));
    ASSERT_EQ(cut.tables.size(), 1u);
    const Table& table = *cut.tables[0];
    EXPECT_EQ(table.rowCount() % 1000, 0u); // whole row groups only
    EXPECT_LT(table.rowCount(), 9000u);
    EXPECT_EQ(table.rowCount() + table.lostRowCount(), 9000u);
    EXPECT_EQ(table.firstLossAt(), length);
    ASSERT_EQ(table.columns().size(), intact.tables[0]->columns().size());
    for (std::size_t c = 0; c < table.columns().size(); ++c) {
        EXPECT_EQ(table.columns()[c].name, intact.tables[0]->columns()[c].name);
    }
    const auto cells = tableCells(table);
    const auto intactCells = tableCells(*intact.tables[0]);
    ASSERT_EQ(cells.size(), table.rowCount() + 1);
    for (std::size_t r = 0; r < cells.size(); ++r) {
        ASSERT_EQ(cells[r], intactCells[r]) << "row " << r;
    }
    // Opening says where the file ends inside the stream.
    bool said = false;
    for (const Diagnostic& d : cut.diagnostics) {
        said = said || d.message.find("the file ends inside it") != std::string::npos;
        EXPECT_LT(d.offset, length) << d.message;
    }
    EXPECT_TRUE(said);
}

INSTANTIATE_TEST_SUITE_P(Cuts, At1Cut, ::testing::Values(1800, 30000, 60000, 121199));

} // namespace
} // namespace strata::test
