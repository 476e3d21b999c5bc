// A COLE table cell's bytes: the value a PLAIN page stores, or the RLE run, DELTA base or delta,
// or DICTIONARY index run that produces it. Offsets hand-computed from corpus/cole/manifest.json
// (all_combos: each chunk's data_offset and data_summary) and the notes of corpus/cole/README.md.
#include "formats/cole/value_ranges.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

// all_combos's columns: i32_plain, i32_rle, i32_delta, i64_plain, i64_rle, i64_delta, str_plain,
// str_dict; row group 0 holds rows 0-6, row group 1 row 7, row group 2 rows 8-71.
enum AllCombos : std::size_t {
    i32Plain,
    i32Rle,
    i32Delta,
    i64Plain,
    i64Rle,
    i64Delta,
    strPlain,
    strDict
};

const Table& allCombos() {
    static const Document document = openFile(corpusPath("cole/all_combos.col"));
    return *document.tables.at(0);
}

// The cell's bytes, which lie in the file.
std::optional<ByteRange> cell(std::uint64_t row, std::size_t column) {
    const auto bytes = allCombos().cellRange(row, column);
    if (!bytes) {
        return std::nullopt;
    }
    EXPECT_EQ(bytes->layerPath, "");
    return bytes->range;
}

TEST(ColeCellRange, PlainIntegersAreTheirOwnFourOrEightBytes) {
    // i32_plain's data starts at 44: row 2 (-1547656964) is 4 bytes at 44 + 2 * 4.
    EXPECT_EQ(cell(2, i32Plain), (ByteRange{52, 4}));
    // i64_plain's data starts at 202: row 3 (8908132700640245036) at 202 + 3 * 8.
    EXPECT_EQ(cell(3, i64Plain), (ByteRange{226, 8}));
    // Row group 2's first row is table row 8: i32_plain's data at 863, i64_plain's at 1382.
    EXPECT_EQ(cell(8, i32Plain), (ByteRange{863, 4}));
    EXPECT_EQ(cell(9, i64Plain), (ByteRange{1390, 8}));
}

TEST(ColeCellRange, RleValuesAreTheirRun) {
    // i32_rle at 108: 02 | 06 e2 0c (6 x 817) | 01 20 (1 x 16).
    EXPECT_EQ(cell(0, i32Rle), (ByteRange{109, 3}));
    EXPECT_EQ(cell(5, i32Rle), (ByteRange{109, 3}));
    EXPECT_EQ(cell(6, i32Rle), (ByteRange{112, 2}));
    // i64_rle at 294: 03 | 03 + 6-byte zigzag of 1620203551482 | 01 + 5 bytes | 03 + 5 bytes.
    EXPECT_EQ(cell(2, i64Rle), (ByteRange{295, 7}));
    EXPECT_EQ(cell(3, i64Rle), (ByteRange{302, 6}));
    EXPECT_EQ(cell(6, i64Rle), (ByteRange{308, 6}));
}

TEST(ColeCellRange, DeltaValuesAreTheBaseOrTheirDelta) {
    // i32_delta at 150: base -680 (4 bytes), num_deltas 6 at 154, then deltas -237 (d9 03),
    // 866 (c4 0d), 822 (ec 0c), 60 (78), ...
    EXPECT_EQ(cell(0, i32Delta), (ByteRange{150, 4}));
    EXPECT_EQ(cell(1, i32Delta), (ByteRange{155, 2}));
    EXPECT_EQ(cell(3, i32Delta), (ByteRange{159, 2}));
    EXPECT_EQ(cell(4, i32Delta), (ByteRange{161, 1}));
    EXPECT_EQ(cell(5, i32Delta), (ByteRange{162, 2}));
    // i64_delta at 350: base (8 bytes), num_deltas at 358, delta 126339 (86 b6 0f).
    EXPECT_EQ(cell(0, i64Delta), (ByteRange{350, 8}));
    EXPECT_EQ(cell(1, i64Delta), (ByteRange{359, 3}));
    // Row group 1 has one row: its i32_delta page (at 634) is a base and no delta.
    EXPECT_EQ(cell(7, i32Delta), (ByteRange{634, 4}));
}

TEST(ColeCellRange, DictionaryValuesAreTheirIndexRun) {
    // str_dict at 481: dict_size and 3 entries (30 bytes), then num_runs 3 at 511 and the runs
    // 04 00 (4 x north), 02 02 (2 x west), 01 04 (1 x south).
    EXPECT_EQ(cell(0, strDict), (ByteRange{512, 2}));
    EXPECT_EQ(cell(3, strDict), (ByteRange{512, 2}));
    EXPECT_EQ(cell(4, strDict), (ByteRange{514, 2}));
    EXPECT_EQ(cell(6, strDict), (ByteRange{516, 2}));
}

TEST(ColeCellRange, PlainStringsAreTheirCharactersOrTheOffsetThatEndsThem) {
    // str_plain at 391: 8 offsets (0, 13, 18, 23, 23, ...), the characters from 423.
    EXPECT_EQ(cell(0, strPlain), (ByteRange{423, 13}));
    EXPECT_EQ(cell(2, strPlain), (ByteRange{441, 5})); // "café"
    // Row 3 is empty: the offset entry 4 (at 391 + 4 * 4) that ends it.
    EXPECT_EQ(cell(3, strPlain), (ByteRange{407, 4}));
}

TEST(ColeCellRange, NoneOutsideTheTable) {
    EXPECT_EQ(cell(72, i32Plain), std::nullopt);
    EXPECT_EQ(cell(0, 8), std::nullopt);
}

TEST(ColeCellRange, NoneForCellsADamagedPageDoesNotReach) {
    // The second run of i32_rle (at 112) claims 127 values where one row is left: the page stops
    // after the first run's 6 values.
    auto bytes = readFileBytes(corpusPath("cole/all_combos.col"));
    bytes[112] = std::byte{0x7F};
    const Document document = openBytes(bytes, "damaged.col");
    const Table& table = *document.tables.at(0);
    EXPECT_EQ(table.cellRange(5, i32Rle), (CellBytes{{109, 3}, {}}));
    EXPECT_EQ(table.cellRange(6, i32Rle), std::nullopt);
    EXPECT_EQ(table.cellRange(6, i32Delta), (CellBytes{{164, 2}, {}}));
}

TEST(ColeValueRanges, EvenlySpacedValuesShareAnEntry) {
    cole::ValueRanges ranges;
    ranges.append(3, 100, 4, 4); // PLAIN: 100, 104, 108
    ranges.append(1, 112, 4, 0); // continues them
    ranges.append(5, 116, 2, 0); // a run: five values from the same two bytes
    ranges.append(1, 118, 1, 0);
    ranges.append(1, 119, 1, 0);
    EXPECT_EQ(ranges.size(), 11u);
    EXPECT_EQ(ranges.at(3), (ByteRange{112, 4}));
    EXPECT_EQ(ranges.at(4), (ByteRange{116, 2}));
    EXPECT_EQ(ranges.at(8), (ByteRange{116, 2}));
    EXPECT_EQ(ranges.at(9), (ByteRange{118, 1}));
    EXPECT_EQ(ranges.at(10), (ByteRange{119, 1}));
    EXPECT_EQ(ranges.at(11), std::nullopt);
}

} // namespace
} // namespace strata::test
