// A Blosc2 item's bytes lie in its chunk's decoded layer (issue 16): item i of a frame whose
// chunks hold n items each is in chunk i / n at (i mod n) * typesize. Checked against the
// corpus manifest (corpus/blosc2/manifest.json: chunksize, typesize) and the bytes c-blosc2
// returned for the file (.raw). A b2nd array's item lies at its place in its chunk's block grid
// (b2nd spec: chunks and blocks in C order, edge ones padded), computed by hand below.
#include "strata/endian.h"
#include "strata/format_registry.h"
#include "strata/payload.h"
#include "support/corpus.h"

#include <cstring>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::vector<std::byte> layerBytes(const Document& document, const CellBytes& cell) {
    const Layer* layer = document.root->findLayerByPath(cell.layerPath);
    EXPECT_NE(layer, nullptr) << cell.layerPath;
    if (layer == nullptr) {
        return {};
    }
    const auto view = layer->bytes()->source->view(cell.range.offset, cell.range.length);
    return {view.begin(), view.end()};
}

const Table& itemTable(const Document& document) {
    for (const auto& table : document.tables) {
        if (table->name() == "items") {
            return *table;
        }
    }
    ADD_FAILURE() << "no items table";
    return *document.tables.at(0);
}

std::string chunkLayer(int chunk) {
    return "file / chunks / chunk " + std::to_string(chunk) + " :: decoded chunk";
}

// Every cell of column `column` (from `first` on) reads, in its layer, the bytes the table
// decodes for it (gathered by readSlab, which walks chunks and blocks the other way round).
void expectCellsHoldTheirValues(const Document& document, const Table& table, std::size_t column) {
    for (std::size_t b = 0; b < table.blocks().size(); ++b) {
        const BlockData data = table.readBlock(b);
        for (std::uint64_t r = 0; r < data.rowCount; ++r) {
            const std::uint64_t row = table.blocks()[b].firstRow + r;
            const auto cell = table.cellRange(row, column);
            ASSERT_TRUE(cell.has_value()) << row;
            const auto bytes = layerBytes(document, *cell);
            ASSERT_EQ(bytes.size(), 8u) << row;
            double value = 0;
            std::memcpy(&value, bytes.data(), 8);
            ASSERT_EQ(value, data.columns[column].doubleAt(r)) << row;
        }
    }
}

TEST(Blosc2CellRange, FrameItemsInTheirChunksDecodedLayer) {
    // frame_meta_lz4_f64: 4 chunks of 32,000 bytes, typesize 8: 4,000 items a chunk.
    const Document document = openFile(corpusPath("blosc2/frames/frame_meta_lz4_f64.b2frame"));
    const auto raw = readFileBytes(corpusPath("blosc2/frames/frame_meta_lz4_f64.raw"));
    const Table& items = itemTable(document);
    ASSERT_EQ(items.rowCount(), 16000u);
    EXPECT_EQ(items.cellRange(0, 1), (CellBytes{{0, 8}, chunkLayer(0)}));
    EXPECT_EQ(items.cellRange(3999, 1), (CellBytes{{3999 * 8, 8}, chunkLayer(0)}));
    EXPECT_EQ(items.cellRange(4000, 1), (CellBytes{{0, 8}, chunkLayer(1)}));
    EXPECT_EQ(items.cellRange(9123, 1), (CellBytes{{(9123 - 8000) * 8, 8}, chunkLayer(2)}));
    // The index column is the same item.
    EXPECT_EQ(items.cellRange(9123, 0), items.cellRange(9123, 1));
    EXPECT_EQ(items.cellRange(16000, 1), std::nullopt);
    // The bytes there are the item's, as c-blosc2 decompressed them, and the table's value.
    for (const std::uint64_t row : {0u, 3999u, 4000u, 9123u, 15999u}) {
        const auto cell = items.cellRange(row, 1);
        ASSERT_TRUE(cell.has_value());
        const auto bytes = layerBytes(document, *cell);
        ASSERT_EQ(bytes.size(), 8u);
        EXPECT_TRUE(std::equal(bytes.begin(), bytes.end(), raw.begin() + row * 8)) << row;
        const BlockData block = items.readBlock(items.blockOfRow(row));
        const std::uint64_t inBlock = row - items.blocks()[items.blockOfRow(row)].firstRow;
        EXPECT_EQ(static_cast<std::uint64_t>(block.columns[1].intAt(inBlock)),
                  loadLE<std::uint64_t>(bytes.data()))
            << row;
    }
}

TEST(Blosc2CellRange, AChunkFilesItemsInTheFilesDecodedLayer) {
    // A single chunk of 100,001 bytes, typesize 4: 25,000 whole items; the layer belongs to the
    // file's node.
    const Document document =
        openFile(corpusPath("blosc2/typesize/oddsize_ts4_n100001_lz4_shuffle.b2chunk"));
    const auto raw =
        readFileBytes(corpusPath("blosc2/typesize/oddsize_ts4_n100001_lz4_shuffle.raw"));
    ASSERT_EQ(raw.size(), 100001u);
    const Table& items = itemTable(document);
    ASSERT_EQ(items.rowCount(), 25000u);
    for (const std::uint64_t row : {0u, 1u, 12345u, 24999u}) {
        const auto cell = items.cellRange(row, 1);
        ASSERT_TRUE(cell.has_value());
        EXPECT_EQ(*cell, (CellBytes{{row * 4, 4}, "file :: decoded chunk"}));
        const auto bytes = layerBytes(document, *cell);
        ASSERT_EQ(bytes.size(), 4u);
        EXPECT_TRUE(std::equal(bytes.begin(), bytes.end(), raw.begin() + row * 4)) << row;
    }
}

TEST(Blosc2CellRange, TwoDimensionalArrayItemsAtTheirPlaceInTheirChunksBlocks) {
    // array_2d_f64 (manifest): shape [150, 130], chunkshape [64, 48], blockshape [16, 16], <f8.
    // Chunk grid 3 x 3; a chunk is 4 x 3 blocks of 256 items (edge chunks padded to 64 x 48).
    const Document document = openFile(corpusPath("blosc2/frames/array_2d_f64.b2nd"));
    const auto raw = readFileBytes(corpusPath("blosc2/frames/array_2d_f64.raw"));
    const Table& items = itemTable(document);
    ASSERT_EQ(items.rowCount(), 150u);
    // Column c + 1 holds item (row, c).
    EXPECT_EQ(items.cellRange(0, 1), (CellBytes{{0, 8}, chunkLayer(0)}));
    // (63, 47): chunk 0, block (3, 2) = 11, (15, 15) in it = 255: item 11 * 256 + 255.
    EXPECT_EQ(items.cellRange(63, 48), (CellBytes{{3071 * 8, 8}, chunkLayer(0)}));
    // (64, 48): the first item of chunk (1, 1) = 4.
    EXPECT_EQ(items.cellRange(64, 49), (CellBytes{{0, 8}, chunkLayer(4)}));
    // (70, 129): chunk (1, 2) = 5, at (6, 33) in it: block (0, 2) = 2, (6, 1) in it = 97.
    EXPECT_EQ(items.cellRange(70, 130), (CellBytes{{(2 * 256 + 97) * 8, 8}, chunkLayer(5)}));
    // (149, 0): edge chunk (2, 0) = 6, at (21, 0): block (1, 0) = 3, (5, 0) in it = 80.
    EXPECT_EQ(items.cellRange(149, 1), (CellBytes{{(3 * 256 + 80) * 8, 8}, chunkLayer(6)}));
    // The row column spans chunks; past the shape there is nothing.
    EXPECT_EQ(items.cellRange(70, 0), std::nullopt);
    EXPECT_EQ(items.cellRange(150, 1), std::nullopt);
    EXPECT_EQ(items.cellRange(0, 131), std::nullopt);
    // The bytes there are the item's as c-blosc2 wrote the array (.raw, C order).
    for (const auto& [row, column] : {std::pair<std::uint64_t, std::size_t>{70, 129},
                                      {149, 0},
                                      {63, 47},
                                      {128, 96},
                                      {149, 129}}) {
        const auto cell = items.cellRange(row, column + 1);
        ASSERT_TRUE(cell.has_value());
        const auto bytes = layerBytes(document, *cell);
        ASSERT_EQ(bytes.size(), 8u);
        EXPECT_TRUE(std::equal(bytes.begin(), bytes.end(), raw.begin() + (row * 130 + column) * 8))
            << row << ", " << column;
    }
    for (const std::size_t column : {1u, 48u, 49u, 97u, 130u}) {
        expectCellsHoldTheirValues(document, items, column);
    }
    // Retyped as float32 the table lists the items' halves: row 2k + 1 is item k's bytes 4..7.
    const auto halves = items.withItemType("float32");
    ASSERT_TRUE(halves);
    EXPECT_EQ(halves->cellRange(2 * (70 * 130 + 129) + 1, 1),
              (CellBytes{{(2 * 256 + 97) * 8 + 4, 4}, chunkLayer(5)}));
}

TEST(Blosc2CellRange, ThreeDimensionalArrayItemsAtTheirPlaceInTheirChunksBlocks) {
    // array_2d_f64's nine chunks of 12 x 16 x 16 padded items read as a 3-D array: its b2nd
    // metalayer (53 bytes) rewritten in as many bytes to shape [25, 40, 13], chunkshape
    // [10, 16, 13], blockshape [4, 8, 8] (256 items, the chunks' blocksize). Chunk grid 3 x 3 x 1
    // with edge chunks in dimensions 0 and 1; a chunk is 3 x 2 x 2 blocks, padded in 0 and 2.
    auto bytes = readFileBytes(corpusPath("blosc2/frames/array_2d_f64.b2nd"));
    const std::vector<std::uint8_t> twoD = {0x97, 0x00, 0x02, 0x92, 0xd3};
    const auto at = std::search(bytes.begin(), bytes.end(), twoD.begin(), twoD.end(),
                                [](std::byte a, std::uint8_t b) { return a == std::byte{b}; });
    ASSERT_NE(at, bytes.end());
    const std::vector<std::uint8_t> threeD = {
        0x97, 0x00, 0x03,                                                      // version 0, ndim 3
        0x93, 0xd3, 0,    0,    0, 0,  0,   0,   0,  25, 0xd3, 0,  0, 0, 0, 0, // shape: int64s
        0,    0,    40,   0xd3, 0, 0,  0,   0,   0,  0,  0,    13,             //
        0x93, 0xd2, 0,    0,    0, 10, 16,  13,                                // chunkshape
        0x93, 0xcc, 4,    8,    8,                                             // blockshape
        0x00, 0xdb, 0,    0,    0, 3,  '<', 'f', '8'}; // dtype_format, dtype
    ASSERT_EQ(threeD.size(), 53u);
    std::transform(threeD.begin(), threeD.end(), at, [](std::uint8_t b) { return std::byte{b}; });
    const Document document = openBytes(bytes, "array_3d.b2nd");
    ASSERT_TRUE(document.diagnostics.empty()) << document.diagnostics.front().message;
    const Table& items = itemTable(document);
    ASSERT_EQ(items.columns().size(), 2u); // index, value: one row per item in C order
    ASSERT_EQ(items.rowCount(), 25u * 40 * 13);
    // (0, 0, 0), and (9, 15, 12), the last of chunk 0: block (2, 1, 1) = 11, (1, 7, 4) in it.
    EXPECT_EQ(items.cellRange(0, 1), (CellBytes{{0, 8}, chunkLayer(0)}));
    EXPECT_EQ(items.cellRange((9 * 40 + 15) * 13 + 12, 1),
              (CellBytes{{(11 * 256 + (1 * 8 + 7) * 8 + 4) * 8, 8}, chunkLayer(0)}));
    // (11, 17, 9): chunk (1, 1, 0) = 4, at (1, 1, 9): block (0, 0, 1) = 1, (1, 1, 1) in it = 73.
    EXPECT_EQ(items.cellRange(5950, 1), (CellBytes{{(256 + 73) * 8, 8}, chunkLayer(4)}));
    // (24, 39, 12), the last item, in the corner chunk (2, 2, 0) = 8 at (4, 7, 12): block
    // (1, 0, 1) = 5, (0, 7, 4) in it = 60.
    EXPECT_EQ(items.cellRange(12999, 1), (CellBytes{{(5 * 256 + 60) * 8, 8}, chunkLayer(8)}));
    EXPECT_EQ(items.cellRange(12999, 0), items.cellRange(12999, 1));
    EXPECT_EQ(items.cellRange(13000, 1), std::nullopt);
    expectCellsHoldTheirValues(document, items, 1);
}

TEST(Blosc2CellRange, PayloadBytesInTheirChunksDecodedLayer) {
    // The payload is the cells' byte stream: frame_meta_lz4_f64's 4 chunks of 32,000 bytes one
    // after the other; a range is placed from its first byte, as far as its chunk goes.
    const Document document = openFile(corpusPath("blosc2/frames/frame_meta_lz4_f64.b2frame"));
    const auto raw = readFileBytes(corpusPath("blosc2/frames/frame_meta_lz4_f64.raw"));
    ASSERT_TRUE(document.payload);
    const Payload& payload = *document.payload;
    EXPECT_EQ(payload.layerRange({0, 10}), (CellBytes{{0, 10}, chunkLayer(0)}));
    EXPECT_EQ(payload.layerRange({70000, 100}), (CellBytes{{6000, 100}, chunkLayer(2)}));
    EXPECT_EQ(payload.layerRange({31990, 50}), (CellBytes{{31990, 10}, chunkLayer(0)}));
    EXPECT_EQ(payload.layerRange({128000, 1}), std::nullopt);
    const auto cell = payload.layerRange({70000, 100});
    ASSERT_TRUE(cell.has_value());
    const auto bytes = layerBytes(document, *cell);
    ASSERT_EQ(bytes.size(), 100u);
    EXPECT_TRUE(std::equal(bytes.begin(), bytes.end(), raw.begin() + 70000));
}

TEST(Blosc2CellRange, ArrayPayloadBytesAtTheirItemsPlace) {
    // array_2d_f64's payload is its items in C order: item (70, 129) is at (70 * 130 + 129) * 8,
    // in chunk 5 at item 2 * 256 + 97 (see above); a range running into the next item of the
    // row, which lies in another block, is placed as far as its first item goes.
    const Document document = openFile(corpusPath("blosc2/frames/array_2d_f64.b2nd"));
    ASSERT_TRUE(document.payload);
    const std::uint64_t item = 70 * 130 + 129;
    EXPECT_EQ(document.payload->layerRange({item * 8 + 2, 4}),
              (CellBytes{{(2 * 256 + 97) * 8 + 2, 4}, chunkLayer(5)}));
    EXPECT_EQ(document.payload->layerRange({item * 8 + 2, 20}),
              (CellBytes{{(2 * 256 + 97) * 8 + 2, 6}, chunkLayer(5)}));
}

} // namespace
} // namespace strata::test
