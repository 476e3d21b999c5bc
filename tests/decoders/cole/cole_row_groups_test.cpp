// RowGroups keeps a file's row groups packed (issue 42, "a few bytes per unit"): a listed group
// in 32 bytes, its column count once a run, its first row counted from one kept every 64 groups,
// a walked group whole. Every field a group was added with comes back.
#include "formats/cole/file_layout.h"
#include "support/value_list_round_trip.h"

#include <gtest/gtest.h>

namespace strata::cole {
namespace {

void expectSameGroup(const RowGroup& got, const RowGroup& want, std::size_t index) {
    SCOPED_TRACE("row group " + std::to_string(index));
    EXPECT_EQ(got.metadataRange, want.metadataRange);
    EXPECT_EQ(got.numRows, want.numRows);
    EXPECT_EQ(got.numColumns, want.numColumns);
    EXPECT_EQ(got.firstRow, want.firstRow);
    EXPECT_EQ(got.data, want.data);
    EXPECT_EQ(got.listed(), want.listed());
    EXPECT_EQ(got.walkedChunks, want.walkedChunks);
}

TEST(ColeRowGroups, EveryGroupComesBackAsItWasAdded) {
    std::vector<RowGroup> added;
    std::uint64_t firstRow = 0;
    std::uint64_t offset = 8;
    for (std::size_t g = 0; g < 1000; ++g) {
        RowGroup group;
        group.numRows = static_cast<std::uint32_t>(g % 13 == 0 ? 0 : 1000 + g);
        group.numColumns = g < 500 ? 3 : 4;
        group.firstRow = firstRow;
        group.data = {offset, 5000 + g};
        group.metadataRange = {1'000'000 + 60 * g, 60};
        if (g == 700) { // an entry past 32 bits: kept whole
            group.metadataRange.length = std::uint64_t{1} << 33;
        }
        if (g >= 990) { // walked, as after a metadata that stops early
            group.walkedChunks = std::make_shared<const std::vector<ColumnChunk>>(
                std::vector<ColumnChunk>(group.numColumns));
        }
        added.push_back(group);
        firstRow += group.numRows;
        offset = group.data.end();
    }
    test::expectEveryUnitComesBack<RowGroups>(added, expectSameGroup);
}

} // namespace
} // namespace strata::cole
