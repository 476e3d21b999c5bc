// Every COLE corpus file decodes to the table its reference reader produced (corpus/cole).
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/table_text.h"

#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::vector<std::string> coleFilesWithCsv() {
    std::vector<std::string> names;
    for (const auto& path : corpusFiles("cole", ".col")) {
        if (std::filesystem::exists(std::filesystem::path(path).replace_extension(".csv"))) {
            names.push_back(path.stem().string());
        }
    }
    return names;
}

class ColeCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(ColeCorpus, TableEqualsReferenceCsv) {
    const std::string name = GetParam();
    const Document document = openFile(corpusPath("cole/" + name + ".col"));
    ASSERT_EQ(document.formatName, "COLE");
    EXPECT_TRUE(document.diagnostics.empty()) << document.diagnostics.front().message;
    const auto expected = parseCsv(readFileText(corpusPath("cole/" + name + ".csv")));
    ASSERT_EQ(document.tables.size(), 1u);
    const auto actual = tableCells(*document.tables[0]);
    if (expected.empty()) {
        // No columns: the reference CSV is empty.
        EXPECT_TRUE(document.tables[0]->columns().empty());
        return;
    }
    ASSERT_EQ(actual.size(), expected.size());
    for (std::size_t r = 0; r < expected.size(); ++r) {
        ASSERT_EQ(actual[r], expected[r]) << name << " record " << r;
    }
}

TEST_P(ColeCorpus, CheckFindsNothingWrong) {
    const Document document = openFile(corpusPath("cole/" + GetParam() + ".col"));
    const auto diagnostics = checkDocument(document);
    EXPECT_TRUE(diagnostics.empty())
        << diagnostics.front().offset << " " << diagnostics.front().message;
}

INSTANTIATE_TEST_SUITE_P(Files, ColeCorpus, ::testing::ValuesIn(coleFilesWithCsv()),
                         [](const auto& info) { return info.param; });

// Every page the manifest lists is in the tree at its true offset, both header copies included.
TEST(ColeTree, EveryPageAtItsManifestOffset) {
    const auto manifest = readJson(corpusPath("cole/manifest.json")).object();
    for (const auto& fileValue : manifest["files"].toArray()) {
        const auto file = fileValue.toObject();
        const std::string name = file["file"].toString().toStdString();
        const Document document = openFile(corpusPath("cole/" + name));
        const auto groups = file["row_groups"].toArray();
        std::size_t groupIndex = 0;
        for (const auto& groupValue : groups) {
            const Node* groupNode = nullptr;
            for (const auto& child : document.root->children()) {
                if (child->label() == "row group " + std::to_string(groupIndex)) {
                    groupNode = child.get();
                }
            }
            ASSERT_NE(groupNode, nullptr) << name << " row group " << groupIndex;
            const auto chunks = groupValue.toObject()["column_chunks"].toArray();
            ASSERT_EQ(groupNode->children().size(), static_cast<std::size_t>(chunks.size()));
            for (qsizetype c = 0; c < chunks.size(); ++c) {
                const auto chunk = chunks[c].toObject();
                const Node& chunkNode = *groupNode->children()[static_cast<std::size_t>(c)];
                EXPECT_EQ(chunkNode.range().offset,
                          static_cast<std::uint64_t>(chunk["file_offset"].toInteger()));
                EXPECT_EQ(chunkNode.range().length,
                          static_cast<std::uint64_t>(chunk["total_size"].toInteger()));
                const auto pages = chunk["pages"].toArray();
                ASSERT_EQ(chunkNode.children().size(), static_cast<std::size_t>(pages.size()));
                for (qsizetype p = 0; p < pages.size(); ++p) {
                    const auto page = pages[p].toObject();
                    const Node& pageNode = *chunkNode.children()[static_cast<std::size_t>(p)];
                    const Node& header = *pageNode.children()[0];
                    const Node& data = *pageNode.children()[1];
                    EXPECT_EQ(header.range().offset,
                              static_cast<std::uint64_t>(page["header_offset"].toInteger()))
                        << name;
                    EXPECT_EQ(header.range().length,
                              static_cast<std::uint64_t>(page["header_size"].toInteger()))
                        << name;
                    EXPECT_EQ(data.range().offset,
                              static_cast<std::uint64_t>(page["data_offset"].toInteger()))
                        << name;
                    EXPECT_EQ(data.range().length,
                              static_cast<std::uint64_t>(page["compressed_size"].toInteger()))
                        << name;
                    EXPECT_EQ(header.value(), page["inline_header_matches_metadata"].toBool()
                                                  ? "matches the metadata copy"
                                                  : "differs from the metadata copy");
                }
            }
            ++groupIndex;
        }
    }
}

TEST(ColeQuirk, UnwrittenColumnIsReportedAndOtherColumnsDecode) {
    const Document document = openFile(corpusPath("cole/quirk_unwritten_rle_column.col"));
    ASSERT_EQ(document.tables.size(), 1u);
    const BlockData block = document.tables[0]->readBlock(0);
    ASSERT_EQ(block.rowCount, 3u);
    EXPECT_EQ(block.columns[0].intAt(0), 1);
    EXPECT_EQ(block.columns[0].intAt(2), 3);
    EXPECT_TRUE(block.columns[1].isMissing(0));
    ASSERT_FALSE(block.diagnostics.empty());
    EXPECT_EQ(block.diagnostics.front().offset, 82u); // the empty page's data offset
}

} // namespace
} // namespace strata::test
