#pragma once

#include <cstdint>

namespace strata::cole {

// cole-columnar.md "Page Header" and "Schema"; the real writer's layout is in
// docs/formats/cole.md.
enum class Encoding : std::uint8_t { Plain = 0, Rle = 1, Delta = 2, Dictionary = 3 };
enum class ColumnType : std::uint8_t { Int32 = 0, Int64 = 1, String = 2 };

// The encodings a column of each type can have: PLAIN and DICTIONARY for strings, PLAIN, RLE
// and DELTA for integers.
constexpr bool encodingFits(ColumnType type, Encoding encoding) {
    return type == ColumnType::String
               ? encoding == Encoding::Plain || encoding == Encoding::Dictionary
               : encoding == Encoding::Plain || encoding == Encoding::Rle ||
                     encoding == Encoding::Delta;
}

} // namespace strata::cole
