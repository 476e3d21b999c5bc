// The reverse of a cell's bytes (strata/cell_at.h): every byte of a cell leads back to it, in
// the file (COLE, ODB-2) and in a decoded layer (a Blosc2 chunk's items); bytes of no cell lead
// nowhere.
#include "strata/cell_at.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata {
namespace {

struct Case {
    const char* file;
    std::uint64_t rowStep; // rows tried: 0, step, 2 step, ... and the last
};

class CellAt : public ::testing::TestWithParam<Case> {};

TEST_P(CellAt, EveryByteOfACellLeadsBackToIt) {
    const Document document = openFile(test::corpusPath(GetParam().file));
    ASSERT_FALSE(document.tables.empty());
    const Table& table = *document.tables[0];
    const std::size_t columns = table.columns().size();
    std::size_t tried = 0;
    for (std::uint64_t row = 0; row < table.rowCount();
         row = row + GetParam().rowStep < table.rowCount() || row + 1 == table.rowCount()
                   ? row + GetParam().rowStep
                   : table.rowCount() - 1) {
        for (std::size_t column = 0; column < columns; ++column) {
            const auto cell = table.cellRange(row, column);
            if (!cell || cell->range.length == 0) {
                continue;
            }
            // Where columns share their bytes, the last of them is the answer.
            std::size_t owner = column;
            for (std::size_t later = column + 1; later < columns; ++later) {
                if (table.cellRange(row, later) == cell) {
                    owner = later;
                }
            }
            // Rows that share the bytes (an RLE run, a dictionary string, a constant in a
            // frame's header) lead to one of them, no later than this one.
            for (const std::uint64_t at : {cell->range.offset, cell->range.end() - 1}) {
                const auto found = cellHolding(table, cell->layerPath, at);
                ASSERT_TRUE(found) << "row " << row << " column " << column << " byte " << at;
                EXPECT_LE(found->row, row);
                EXPECT_EQ(found->column, owner);
                const auto back = table.cellRange(found->row, found->column);
                ASSERT_TRUE(back);
                EXPECT_EQ(back->layerPath, cell->layerPath);
                EXPECT_TRUE(back->range.contains(at)) << "row " << found->row << " byte " << at;
            }
            ++tried;
        }
    }
    EXPECT_GT(tried, 0u);
}

INSTANTIATE_TEST_SUITE_P(Files, CellAt,
                         ::testing::Values(Case{"cole/multi_rowgroups.col", 7},
                                           Case{"cole/all_combos.col", 5},
                                           Case{"odb2/odb/capi_multiframe_codec_change.odb", 997},
                                           Case{"blosc2/frames/frame_meta_lz4_f64.b2frame", 1733}));

TEST(CellAt, BytesOfNoCellLeadNowhere) {
    const Document document = openFile(test::corpusPath("cole/multi_rowgroups.col"));
    const Table& table = *document.tables[0];
    EXPECT_FALSE(cellHolding(table, "", 0));        // the file header
    EXPECT_FALSE(cellHolding(table, "", 1u << 30)); // past the end
}

} // namespace
} // namespace strata
