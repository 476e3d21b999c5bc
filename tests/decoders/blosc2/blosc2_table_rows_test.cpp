// A Blosc2 table finds the block of a row from its runs of chunks (one chunk's layout read, not
// one a probe of a binary search over blocks made from layouts read again): the same block as
// the search over its blocks, for every corpus frame, array and chunk, in every item type, cut
// short (rows promised past the file's end), and for a frame of 11,000 chunks.
#include "formats/blosc2/blosc2_table.h"
#include "strata/format_registry.h"
#include "support/blosc2_frames.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

// Rows to ask for: each block's first and last, one between, and past the end.
std::vector<std::uint64_t> rowsToFind(const Table& table) {
    std::vector<std::uint64_t> rows;
    for (std::size_t b = 0; b < table.blockCount(); ++b) {
        const TableBlock block = table.blockAt(b);
        rows.push_back(block.firstRow);
        rows.push_back(block.firstRow + block.rowCount / 2);
        if (block.rowCount > 0) {
            rows.push_back(block.firstRow + block.rowCount - 1);
        }
    }
    rows.push_back(table.rowCount());
    rows.push_back(table.rowCount() + 12345);
    return rows;
}

void expectRowsFoundAsBlocksSay(const Table& table, const std::string& what) {
    for (const std::uint64_t row : rowsToFind(table)) {
        ASSERT_EQ(table.blockOfRow(row), table.Table::blockOfRow(row))
            << what << " " << table.name() << " row " << row;
    }
}

void expectEveryTableFindsItsRows(const std::vector<std::byte>& bytes, const std::string& name) {
    const Document document = openBytes(bytes, name);
    for (const auto& table : document.tables) {
        expectRowsFoundAsBlocksSay(*table, name);
        for (const std::string& type : table->itemTypes()) {
            if (const auto typed = table->withItemType(type)) {
                expectRowsFoundAsBlocksSay(*typed, name + " as " + type);
            }
        }
    }
}

TEST(Blosc2TableRows, ABlockOfARowIsTheOneItsBlocksSay) {
    std::size_t files = 0;
    for (const char* extension : {".b2frame", ".b2nd", ".b2chunk"}) {
        for (const auto& path : corpusFiles("blosc2", extension)) {
            const auto bytes = readFileBytes(path);
            expectEveryTableFindsItsRows(bytes, path.filename().string());
            // Cut in the middle: the rows from there on are promised, not held.
            expectEveryTableFindsItsRows(
                std::vector<std::byte>(bytes.begin(), bytes.begin() + bytes.size() / 2 + 1),
                "half of " + path.filename().string());
            ++files;
        }
    }
    EXPECT_GT(files, 20u);
    std::vector<std::byte> chunk = memcpyedInt32Chunk(0, 4);
    std::vector<blosc2::FrameChunkOut> chunks(500, {chunk, 16, 1, 0});
    chunks.push_back({{}, 16, 10000, blosc2::zerosIndexValue});
    chunks.insert(chunks.end(), 500, {chunk, 16, 1, 0});
    expectEveryTableFindsItsRows(writtenFrame(chunks, 16), "11,000 chunks");
}

} // namespace
} // namespace strata::test
