// forEachCOrderBox: the boxes an array is read and written in follow its C order exactly, none
// larger than asked unless one line along the last dimensions is.
#include "strata/array_export.h"
#include "strata/array_slice.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

TEST(ArrayExport, BoxesFollowTheCOrder) {
    const std::vector<std::vector<std::uint64_t>> shapes = {
        {3, 4, 5}, {7}, {2, 1, 9}, {1, 1, 1}, {4, 6}, {3, 0, 2}, {}};
    for (const auto& shape : shapes) {
        for (const std::uint64_t maxItems : {1u, 7u, 20u, 1000u}) {
            std::uint64_t next = 0; // the C-order number of the next item expected
            bool ok = true;
            forEachCOrderBox(
                shape, maxItems,
                [&](std::span<const std::uint64_t> origin, std::span<const std::uint64_t> extent) {
                    std::uint64_t items = 1;
                    std::uint64_t first = 0;
                    for (std::size_t d = 0; d < shape.size(); ++d) {
                        items *= extent[d];
                        first = first * shape[d] + origin[d];
                    }
                    ok = ok && first == next;
                    next += items;
                    const bool oneLine = shape.empty() || extent.back() == shape.back();
                    ok = ok && (items <= maxItems || oneLine);
                    return true;
                });
            std::uint64_t total = 1;
            for (const std::uint64_t extent : shape) {
                total *= extent;
            }
            EXPECT_TRUE(ok) << shapeText(shape) << " by " << maxItems;
            EXPECT_EQ(next, total) << shapeText(shape) << " by " << maxItems;
        }
    }
}

TEST(ArrayExport, SlicesParseAsNumPyIndexes) {
    const std::vector<std::uint64_t> shape = {10, 20, 30};
    const auto slice = std::get<ArraySlice>(parseArraySlice("2:5,-1,:-28", shape));
    EXPECT_EQ(slice.shape(), (std::vector<std::uint64_t>{3, 2}));
    EXPECT_EQ(slice.dimensions[1].start, 19u);
    EXPECT_TRUE(slice.dimensions[1].single);
    EXPECT_EQ(std::get<ArraySlice>(parseArraySlice("5:2", shape)).shape()[0], 0u);
    EXPECT_EQ(std::get<ArraySlice>(parseArraySlice("-100:3", shape)).dimensions[0].start, 0u);
    EXPECT_EQ(std::get<ArraySlice>(parseArraySlice("", shape)).items(), 6000u);
    EXPECT_TRUE(std::holds_alternative<std::string>(parseArraySlice("x", shape)));
    EXPECT_TRUE(std::holds_alternative<std::string>(parseArraySlice("-11", shape)));
    EXPECT_TRUE(std::holds_alternative<std::string>(parseArraySlice("1:2:1", shape)));
    EXPECT_TRUE(std::holds_alternative<std::string>(parseArraySlice("1,2,3,4", shape)));
}

} // namespace
} // namespace strata::test
