// b2nd arrays read as planes (strata/nd_array.h) and their items' bytes: against the corpus
// array's .raw (the C-order array c-blosc2 returned), and for three dimensions against the
// table's rows, which readSlab gathers another way.
#include "strata/format_registry.h"
#include "strata/layer.h"
#include "strata/nd_array.h"
#include "support/corpus.h"

#include <cstring>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

const char* const arrayFile = "blosc2/frames/array_2d_f64.b2nd";

double rawItem(const std::vector<std::byte>& raw, std::uint64_t index) {
    double value = 0;
    std::memcpy(&value, raw.data() + index * 8, 8);
    return value;
}

TEST(Blosc2Array, APlaneIsTheArrayEitherWayRound) {
    const Document document = openFile(corpusPath(arrayFile));
    const auto array = document.tables.at(0)->ndArray();
    ASSERT_NE(array, nullptr);
    EXPECT_EQ(array->shape(), (std::vector<std::uint64_t>{150, 130}));
    const auto raw = readFileBytes(corpusPath("blosc2/frames/array_2d_f64.raw"));
    const std::vector<std::uint64_t> origin{0, 0};
    const ArrayPlane plane = array->readPlane(0, 1, origin);
    EXPECT_TRUE(plane.diagnostics.empty());
    ASSERT_EQ(plane.width, 130u);
    ASSERT_EQ(plane.height, 150u);
    const ArrayPlane turned = array->readPlane(1, 0, origin);
    ASSERT_EQ(turned.width, 150u);
    for (std::uint64_t r = 0; r < 150; ++r) {
        for (std::uint64_t c = 0; c < 130; ++c) {
            ASSERT_EQ(plane.valueAt(c, r), rawItem(raw, r * 130 + c)) << r << ", " << c;
            ASSERT_EQ(turned.valueAt(r, c), rawItem(raw, r * 130 + c)) << r << ", " << c;
        }
    }
    EXPECT_TRUE(std::isnan(plane.valueAt(130, 0)));
}

TEST(Blosc2Array, PlanesThatDoNotFitAreRefused) {
    const Document document = openFile(corpusPath(arrayFile));
    const auto array = document.tables.at(0)->ndArray();
    ASSERT_NE(array, nullptr);
    const std::vector<std::uint64_t> origin{0, 0};
    EXPECT_EQ(array->readPlane(0, 0, origin).width, 0u);
    EXPECT_EQ(array->readPlane(0, 2, origin).diagnostics.size(), 1u);
    EXPECT_EQ(array->readPlane(0, 1, std::vector<std::uint64_t>{0}).width, 0u);
    // Items the table reads at another width are no array.
    EXPECT_EQ(document.tables[0]->withItemType("float32")->ndArray(), nullptr);
    // The blocks table is none either.
    EXPECT_EQ(document.tables.at(1)->ndArray(), nullptr);
}

TEST(Blosc2Array, AnItemsCellIsItsBytesInItsDecodedChunk) {
    const Document document = openFile(corpusPath(arrayFile));
    const Table& table = *document.tables.at(0);
    const auto raw = readFileBytes(corpusPath("blosc2/frames/array_2d_f64.raw"));
    const auto array = table.ndArray();
    // Items in the first chunk, in an edge chunk (padded) and the last item.
    for (const auto& [row, column] : std::vector<std::pair<std::uint64_t, std::uint64_t>>{
             {0, 0}, {17, 33}, {70, 129}, {149, 100}, {149, 129}}) {
        const std::vector<std::uint64_t> index{row, column};
        const ArrayCell cell = array->cellOf(index);
        EXPECT_EQ(cell.row, row);
        EXPECT_EQ(cell.column, column + 1);
        const auto bytes = table.cellRange(cell.row, cell.column);
        ASSERT_TRUE(bytes) << row << ", " << column;
        EXPECT_EQ(bytes->range.length, 8u);
        const Layer* layer = document.root->findLayerByPath(bytes->layerPath);
        ASSERT_NE(layer, nullptr) << bytes->layerPath;
        const auto produced = layer->bytes();
        ASSERT_NE(produced, nullptr);
        double value = 0;
        std::memcpy(&value, produced->source->bytes().data() + bytes->range.offset, 8);
        EXPECT_EQ(value, rawItem(raw, row * 130 + column)) << bytes->layerPath;
    }
    // chunk grid 3 x 3 (chunkshape 64 x 48): item (70, 129) is in chunk row 1, column 2.
    EXPECT_EQ(table.cellRange(70, 130)->layerPath, "file / chunks / chunk 5 :: decoded chunk");
    EXPECT_FALSE(table.cellRange(70, 0)) << "the row number is no item";
}

// The corpus array's metalayer rewritten, at the same length, as shape [150, 9, 16], chunkshape
// [64, 3, 16] and blockshape [16, 1, 16]: the same 3 x 3 chunks of 3,072 padded items.
TEST(Blosc2Array, APlaneOfAThreeDimensionalArrayIsItsTablesItems) {
    auto bytes = readFileBytes(corpusPath(arrayFile));
    const auto hex = [](std::string_view text) {
        std::vector<std::byte> out;
        for (std::size_t i = 0; i + 1 < text.size(); i += 2) {
            out.push_back(
                static_cast<std::byte>(std::stoi(std::string(text.substr(i, 2)), nullptr, 16)));
        }
        return out;
    };
    const auto original = hex("97000292d30000000000000096d3000000000000008292d200000040d200000030"
                              "92d200000010d20000001000db000000033c6638");
    const auto threeD = hex("97000393d30000000000000096d30000000000000009d3000000000000001093d2"
                            "00000040cc03109310011000db000000033c6638");
    ASSERT_EQ(original.size(), threeD.size());
    const auto at = std::search(bytes.begin(), bytes.end(), original.begin(), original.end());
    ASSERT_NE(at, bytes.end());
    std::copy(threeD.begin(), threeD.end(), at);
    const Document document = openBytes(bytes, "three.b2nd");
    const Table& table = *document.tables.at(0);
    const auto array = table.ndArray();
    ASSERT_NE(array, nullptr);
    ASSERT_EQ(array->shape(), (std::vector<std::uint64_t>{150, 9, 16}));
    ASSERT_EQ(table.rowCount(), 150u * 9 * 16);
    std::vector<double> items;
    for (std::size_t b = 0; b < table.blocks().size(); ++b) {
        const BlockData data = table.readBlock(b);
        const auto& values = data.columns.at(1).doubles();
        items.insert(items.end(), values.begin(), values.end());
    }
    ASSERT_EQ(items.size(), table.rowCount());
    // Dimensions 1 and 2 at i0 = 70, then dimensions 0 and 2 at i1 = 5.
    const ArrayPlane across = array->readPlane(1, 2, std::vector<std::uint64_t>{70, 0, 0});
    ASSERT_EQ(across.width, 16u);
    ASSERT_EQ(across.height, 9u);
    for (std::uint64_t y = 0; y < 9; ++y) {
        for (std::uint64_t x = 0; x < 16; ++x) {
            ASSERT_EQ(across.valueAt(x, y), items[70 * 144 + y * 16 + x]) << y << ", " << x;
        }
    }
    const ArrayPlane down = array->readPlane(0, 2, std::vector<std::uint64_t>{0, 5, 0});
    ASSERT_EQ(down.height, 150u);
    for (std::uint64_t y = 0; y < 150; ++y) {
        for (std::uint64_t x = 0; x < 16; ++x) {
            ASSERT_EQ(down.valueAt(x, y), items[y * 144 + 5 * 16 + x]) << y << ", " << x;
        }
    }
    const std::vector<std::uint64_t> index{70, 5, 3};
    EXPECT_EQ(array->cellOf(index).row, 70u * 144 + 5 * 16 + 3);
    EXPECT_EQ(array->cellOf(index).column, 1u);
}

} // namespace
} // namespace strata::test
