#pragma once

#include "formats/cole/page_header.h"
#include "strata/column_data.h"

#include <cstdint>
#include <span>

namespace strata::cole {

class ValueRanges;

LogicalType logicalTypeOf(std::uint8_t columnType);

// Decodes one page's data (docs/formats/cole.md, "Page data") and appends its values to `out`.
// `dataOffset` is the absolute offset of data[0]. At most `maxValues` values are produced:
// run lengths and counts beyond it are errors, so a few bytes cannot demand gigabytes.
// Throws DecodeError on malformed data; values appended before the error stay.
void decodePage(std::uint8_t columnType, const PageHeader& header, std::span<const std::byte> data,
                std::uint64_t dataOffset, std::uint64_t maxValues, ColumnData& out);
// The same decode, also recording where the bytes of each appended value lie, one range per
// value (those appended before an error too), so value k of a chunk has range k.
void decodePage(std::uint8_t columnType, const PageHeader& header, std::span<const std::byte> data,
                std::uint64_t dataOffset, std::uint64_t maxValues, ColumnData& out,
                ValueRanges& ranges);

} // namespace strata::cole
