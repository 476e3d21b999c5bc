// Where a cell's bytes lie in the tree (strata/byte_place.h): in the file, the deepest node
// holding them; in a decoded layer, that layer and its deepest node; a path naming no layer,
// nowhere.
#include "strata/byte_place.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata {
namespace {

TEST(BytePlace, AFileCellIsItsDeepestNode) {
    const Document document = openFile(test::corpusPath("cole/all_combos.col"));
    const auto cell = document.tables[0]->cellRange(3, 3);
    ASSERT_TRUE(cell && cell->layerPath.empty());
    const auto place = placeOf(*document.root, *cell);
    ASSERT_TRUE(place);
    EXPECT_EQ(place->layer, nullptr);
    EXPECT_EQ(place->range, cell->range);
    ASSERT_NE(place->node, nullptr);
    EXPECT_EQ(place->node->path(),
              "file / row group 0 / column 3 \"i64_plain\" / page 0 / page data");
}

TEST(BytePlace, ALayerCellIsInItsLayer) {
    const Document document =
        openFile(test::corpusPath("blosc2/frames/frame_meta_lz4_f64.b2frame"));
    const auto cell = document.tables[0]->cellRange(5000, 1);
    ASSERT_TRUE(cell && !cell->layerPath.empty());
    const auto place = placeOf(*document.root, *cell);
    ASSERT_TRUE(place);
    ASSERT_NE(place->layer, nullptr);
    EXPECT_EQ(place->layer->path(), cell->layerPath);
    ASSERT_NE(place->node, nullptr);
    EXPECT_EQ(place->node->layer(), place->layer);
    EXPECT_TRUE(place->node->range().contains(cell->range));
    EXPECT_FALSE(placeOf(*document.root, CellBytes{cell->range, "file / no such node :: decoded"}));
}

} // namespace
} // namespace strata
