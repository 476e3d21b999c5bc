// An ODB-2 table cell's bytes: its value in its row, or the marker of a row that carries it
// forward, or a constant codec's min field. Offsets hand-computed from
// corpus/odb2/manifest.json (capi_rarely_changing: frame data_offset, codecs) and the rows'
// bytes: value widths 0, 0, 0, 1, 4, 1, 4, 4, 1, 4, 8 in frame 0, so a full row is a 2-byte
// marker and 27 bytes, and the columns lie 0, 0, 0, 0, 1, 5, 6, 10, 14, 15, 19 bytes after it.
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

enum RarelyChanging : std::size_t { andate = 1, date = 3, time = 4, vertco = 9, obsvalue = 10 };

const Table& rarelyChanging() {
    static const Document document = openFile(corpusPath("odb2/odb/capi_rarely_changing.odb"));
    return *document.tables.at(0);
}

// The cell's bytes, which lie in the file.
std::optional<ByteRange> cell(std::uint64_t row, std::size_t column) {
    const auto bytes = rarelyChanging().cellRange(row, column);
    if (!bytes) {
        return std::nullopt;
    }
    EXPECT_EQ(bytes->layerPath, "");
    return bytes->range;
}

TEST(Odb2CellRange, AStoredValueIsItsBytesInItsRow) {
    // Row 0 at 3624 (frame 0's data), marker 0: time@hdr (100000, a0 86 01 00) at 3626 + 1,
    // obsvalue@body at 3626 + 19.
    EXPECT_EQ(cell(0, time), (ByteRange{3627, 4}));
    EXPECT_EQ(cell(0, date), (ByteRange{3626, 1}));
    EXPECT_EQ(cell(0, obsvalue), (ByteRange{3645, 8}));
    // Row 1 at 3653 has marker 9: vertco_reference_1@body (92500) at 3655, obsvalue at 3659.
    EXPECT_EQ(cell(1, vertco), (ByteRange{3655, 4}));
    EXPECT_EQ(cell(1, obsvalue), (ByteRange{3659, 8}));
    // Row 10000 is frame 1's first (data at 147716), where date@hdr is constant: time@hdr
    // (230000) is the first value after the marker.
    EXPECT_EQ(cell(10000, time), (ByteRange{147718, 4}));
}

TEST(Odb2CellRange, ACarriedForwardValueIsTheMarkerOfItsRow) {
    // Row 1 starts at column 9: time@hdr repeats row 0's, as the marker at 3653 says.
    EXPECT_EQ(cell(1, time), (ByteRange{3653, 2}));
    EXPECT_EQ(cell(2, date), (ByteRange{3667, 2}));
}

TEST(Odb2CellRange, AConstantIsTheMinFieldOfItsColumnHeader) {
    // andate@desc's header: name at 195, codec name "constant" at 214, hasMissing at 222, min
    // (20240101.0) at 226.
    EXPECT_EQ(cell(0, andate), (ByteRange{226, 8}));
    // Row 1 starts past it: like any other value, the row's marker carries it forward.
    EXPECT_EQ(cell(1, andate), (ByteRange{3653, 2}));
}

TEST(Odb2CellRange, NoneOutsideTheTableOrPastDamage) {
    EXPECT_EQ(cell(12000, time), std::nullopt);
    EXPECT_EQ(cell(0, 11), std::nullopt);
    // Cut inside row 1: row 0 keeps its bytes, row 1 has none.
    auto bytes = readFileBytes(corpusPath("odb2/odb/capi_rarely_changing.odb"));
    bytes.resize(3660);
    const Document document = openBytes(bytes, "cut.odb");
    ASSERT_FALSE(document.tables.empty());
    const Table& table = *document.tables.at(0);
    EXPECT_EQ(table.cellRange(0, obsvalue), (CellBytes{{3645, 8}, {}}));
    EXPECT_EQ(table.cellRange(1, obsvalue), std::nullopt);
}

} // namespace
} // namespace strata::test
