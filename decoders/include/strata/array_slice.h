#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace strata {

// A box of an N-dimensional array, as NumPy's basic indexing names one without steps: per
// dimension a range of indexes, or one index, which drops the dimension from the result.
struct ArraySlice {
    struct Dimension {
        std::uint64_t start = 0;
        std::uint64_t stop = 0; // past the last index
        bool single = false;    // one index: the dimension is dropped
    };
    std::vector<Dimension> dimensions; // one per dimension of the array

    // The result's shape: the extents of the dimensions kept, in order.
    std::vector<std::uint64_t> shape() const;
    // The array's dimensions the result keeps, in order.
    std::vector<std::size_t> keptDimensions() const;
    std::uint64_t items() const;
    // The whole of an array of `shape`.
    static ArraySlice whole(const std::vector<std::uint64_t>& shape);
};

// Parses "0:10,:,5" for an array of `shape`: per dimension START:STOP (either may be left out),
// ':' or an INDEX; negative numbers count from the end, ranges are clipped to the extent as
// NumPy clips them; dimensions not named are taken whole. The slice, or why the text names none
// (an index outside its dimension, more entries than dimensions, a step).
std::variant<ArraySlice, std::string> parseArraySlice(std::string_view text,
                                                      const std::vector<std::uint64_t>& shape);

// "100 x 20 x 3"
std::string shapeText(const std::vector<std::uint64_t>& shape);

} // namespace strata
