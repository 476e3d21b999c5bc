// SparseList keeps values for few units of a long list by index, whatever order they come in:
// ODB-2 frames get header damage while the file is walked and bad md5s after, every other frame
// in a hostile file.
#include "core/sparse_list.h"

#include <gtest/gtest.h>
#include <string>

namespace strata {
namespace {

TEST(SparseList, ValuesComeBackByIndexInWhateverOrderTheyCame) {
    SparseList<std::string> values;
    constexpr std::uint64_t units = 200'000;
    for (std::uint64_t i = 0; i < units; i += 2) { // every even unit first
        values.at(i) = "even " + std::to_string(i);
    }
    for (std::uint64_t i = units - 1; i < units; i -= 2) { // then the odd ones, backwards
        values.at(i) = "odd " + std::to_string(i);
    }
    values.at(10) += " again";
    for (const std::uint64_t i : {0u, 10u, 11u, 199'998u, 199'999u}) {
        ASSERT_NE(values.find(i), nullptr) << i;
    }
    EXPECT_EQ(*values.find(10), "even 10 again");
    EXPECT_EQ(*values.find(11), "odd 11");
    EXPECT_EQ(values.find(units), nullptr);
}

} // namespace
} // namespace strata
