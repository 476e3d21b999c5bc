// A Blosc2 item's bytes lie in its chunk's decoded layer (issue 16): item i of a frame whose
// chunks hold n items each is in chunk i / n at (i mod n) * typesize. Checked against the
// corpus manifest (corpus/blosc2/manifest.json: chunksize, typesize) and the bytes c-blosc2
// returned for the file (.raw).
#include "strata/endian.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

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

} // namespace
} // namespace strata::test
