// A damaged COLE column chunk: the metadata still leads to every other chunk, which decode as in
// the intact file; the damaged one is a damaged node and missing cells.
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

// rle_long_runs (374 bytes) with a few bytes of its metadata flipped: a column chunk offset
// then points far past the file, and its stored bounds disagree with the values. Every
// diagnostic, the bounds' included, is said at an offset in the file, within the node it names
// (issue 41, item 17).
TEST(ColeDamage, DiagnosticsOfDamagedMetadataLieInTheFile) {
    struct Flip {
        std::size_t position;
        std::uint8_t value;
    };
    for (const std::vector<Flip>& flips :
         {std::vector<Flip>{{7, 0x30}, {219, 0x16}, {316, 0xF7}},
          std::vector<Flip>{{27, 0xDA}, {77, 0x0D}, {114, 0xC5}, {219, 0xAF}},
          std::vector<Flip>{{112, 0x05}, {215, 0x6A}, {309, 0xBA}},
          // Column 0's chunk moved to 67,108,872: its page header and data lie past the end.
          std::vector<Flip>{{215, 0x04}}}) {
        auto bytes = readFileBytes(corpusPath("cole/rle_long_runs.col"));
        for (const Flip& flip : flips) {
            bytes[flip.position] = std::byte{flip.value};
        }
        const Document document = openBytes(bytes, "flipped.col");
        for (const Diagnostic& diagnostic : checkDocument(document)) {
            EXPECT_LT(diagnostic.offset, bytes.size()) << diagnostic.message;
            const Node* node = document.root->findByPath(diagnostic.nodePath);
            ASSERT_NE(node, nullptr) << diagnostic.nodePath;
            EXPECT_TRUE(node->range().contains(diagnostic.offset) ||
                        node->range().end() == diagnostic.offset)
                << diagnostic.nodePath << " does not hold " << diagnostic.offset << ": "
                << diagnostic.message;
        }
    }
}

TEST(ColeDamage, ADamagedColumnChunkLeavesTheOthers) {
    // cli_write_12345rows_seed7: row group 0's column 1 "value" starts at 80044 (a 36-byte page
    // header, then DELTA data); overwrite its header and the start of its data.
    const auto path = corpusPath("cole/cli_write_12345rows_seed7.col");
    auto bytes = readFileBytes(path);
    constexpr std::size_t chunk = 80044;
    std::fill(bytes.begin() + chunk, bytes.begin() + chunk + 60, std::byte{0xEE});
    const Document document = openBytes(bytes, "damaged.col");
    const Node* header =
        document.root->findByPath("file / row group 0 / column 1 \"value\" / page 0 / page header");
    ASSERT_NE(header, nullptr);
    EXPECT_EQ(header->kind(), NodeKind::Damaged);
    EXPECT_EQ(header->range(), (ByteRange{chunk, 36}));
    EXPECT_TRUE(hasErrors(checkDocument(document)));

    const Document intact = openFile(path);
    const Table& damagedTable = *document.tables[0];
    const Table& intactTable = *intact.tables[0];
    ASSERT_EQ(damagedTable.blocks().size(), 2u);
    for (std::size_t b = 0; b < 2; ++b) {
        const BlockData got = damagedTable.readBlock(b);
        const BlockData want = intactTable.readBlock(b);
        ASSERT_EQ(got.rowCount, want.rowCount);
        for (std::size_t c = 0; c < want.columns.size(); ++c) {
            const bool lost = b == 0 && c == 1;
            for (std::uint64_t r = 0; r < want.rowCount; r += 97) {
                if (lost) {
                    ASSERT_TRUE(got.columns[c].isMissing(r)) << "row " << r;
                    continue;
                }
                std::string a;
                std::string e;
                got.columns[c].appendText(r, a);
                want.columns[c].appendText(r, e);
                ASSERT_EQ(a, e) << "block " << b << " column " << c << " row " << r;
            }
        }
    }
}

} // namespace
} // namespace strata::test
