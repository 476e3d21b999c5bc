// A document's tree built again from its layout (withOwnTree, issue 42): the check and the Sizes
// view walk it on a worker while the window expands its own, and the file's units are parsed and
// held once. The copy's tree is its own, its tables the document's, and a check of it finds
// what a check of the document finds.
#include "strata/check.h"
#include "strata/format.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/tree_lookup.h"

#include <gtest/gtest.h>

namespace strata {
namespace {

TEST(OwnTree, IsBuiltAgainWithTheTablesShared) {
    for (const auto& [folder, extension] : std::vector<std::pair<std::string, std::string>>{
             {"odb2", ".odb"}, {"cole", ".col"}, {"blosc2", ".b2frame"}, {"at1", ".at1"}}) {
        for (const auto& path : test::corpusFiles(folder, extension)) {
            const Document document = openFile(path);
            ASSERT_TRUE(document.treeAgain) << path;
            const Document own = withOwnTree(document);
            ASSERT_NE(own.root, nullptr) << path;
            EXPECT_NE(own.root.get(), document.root.get()) << path;
            EXPECT_EQ(own.root->label(), document.root->label()) << path;
            EXPECT_EQ(own.root->range(), document.root->range()) << path;
            EXPECT_EQ(own.root->layers().size(), document.root->layers().size()) << path;
            ASSERT_EQ(own.tables.size(), document.tables.size()) << path;
            for (std::size_t t = 0; t < own.tables.size(); ++t) {
                EXPECT_EQ(own.tables[t], document.tables[t]) << path;
            }
            EXPECT_EQ(own.payload, document.payload) << path;
            EXPECT_EQ(own.diagnostics.size(), document.diagnostics.size()) << path;
            // Expanding the copy leaves the document's tree as it was.
            EXPECT_EQ(test::childLabels(*own.root), test::childLabels(*document.root)) << path;
            std::vector<bool> produced;
            for (const auto& child : document.root->children()) {
                produced.push_back(child->childrenProduced());
            }
            for (const auto& child : own.root->children()) {
                child->children();
            }
            for (std::size_t i = 0; i < produced.size(); ++i) {
                EXPECT_EQ(document.root->children()[i]->childrenProduced(), produced[i])
                    << path << " " << document.root->children()[i]->label();
            }
        }
    }
}

TEST(OwnTree, ACheckOfItFindsWhatACheckOfTheDocumentFinds) {
    // Each damaged where a check finds it: rows, a page, a chunk header, a stream.
    const std::vector<std::pair<const char*, long>> damaged{
        {"odb2/odb/capi_rarely_changing.odb", 88140},
        {"cole/all_combos.col", 2240},
        {"blosc2/frames/frame_zstd_i32_6chunks.b2frame", 100},
        {"at1/col_telemetry_comma.at1", 500}};
    for (const auto& [name, at] : damaged) {
        auto bytes = test::readFileBytes(test::corpusPath(name));
        std::fill(bytes.begin() + at, bytes.begin() + at + 40, std::byte{0xEE});
        const Document document = openDocument(ByteSource::fromBuffer(bytes, name));
        const auto expected = checkDocument(openDocument(ByteSource::fromBuffer(bytes, name)));
        const auto found = checkDocument(withOwnTree(document));
        EXPECT_FALSE(expected.empty()) << name;
        EXPECT_EQ(found, expected) << name;
    }
}

} // namespace
} // namespace strata
