#pragma once

#include <cstddef>
#include <gtest/gtest.h>
#include <stdexcept>
#include <vector>

namespace strata::test {

// Adds `added` to a packed list (ODB-2's Frames, AT-1's Sections, COLE's RowGroups) and expects
// each unit back as it was added, `expectSame(got, want, index)` comparing one: read in order,
// the last by back(), and at() past the end refused.
template <class List, class Unit, class ExpectSame>
void expectEveryUnitComesBack(const std::vector<Unit>& added, ExpectSame expectSame) {
    List list;
    for (const Unit& unit : added) {
        list.push_back(unit);
    }
    ASSERT_EQ(list.size(), added.size());
    std::size_t index = 0;
    for (const Unit unit : list) {
        expectSame(unit, added[index], index);
        ++index;
    }
    EXPECT_EQ(index, added.size());
    expectSame(list.back(), added.back(), added.size() - 1);
    EXPECT_THROW(list.at(added.size()), std::out_of_range);
}

} // namespace strata::test
