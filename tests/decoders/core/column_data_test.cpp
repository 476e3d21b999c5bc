// ColumnData keeps its missing flags in step with its cells, whatever order cells arrive in.
#include "strata/column_data.h"

#include <gtest/gtest.h>

namespace strata {
namespace {

TEST(ColumnData, CellsAppendedAfterAMissingOneArePresent) {
    ColumnData text(LogicalType::String);
    text.appendString("a");
    text.appendMissing();
    text.appendString("b");
    text.appendString("c");
    ColumnData numbers(LogicalType::Int64);
    numbers.appendMissing(2);
    numbers.appendInt(7);
    ColumnData reals(LogicalType::Float64);
    reals.appendMissing();
    reals.appendDouble(0.5);
    ASSERT_EQ(text.size(), 4u);
    EXPECT_FALSE(text.isMissing(0));
    EXPECT_TRUE(text.isMissing(1));
    EXPECT_FALSE(text.isMissing(2));
    EXPECT_FALSE(text.isMissing(3));
    EXPECT_EQ(text.stringAt(3), "c");
    EXPECT_EQ(text.missingFlags().size(), 4u);
    EXPECT_TRUE(numbers.isMissing(1));
    EXPECT_FALSE(numbers.isMissing(2));
    EXPECT_EQ(numbers.intAt(2), 7);
    EXPECT_FALSE(reals.isMissing(1));
    EXPECT_FALSE(text.sameCell(1, 2));
}

} // namespace
} // namespace strata
