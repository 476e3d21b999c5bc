// OpenOptions: a document opened without tables has none, whatever the format, and keeps
// everything else: the tree, the payload and its bytes.
#include "strata/format_registry.h"
#include "support/at1_rebuild.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::size_t nodeCount(const Node& node) {
    std::size_t count = 1;
    for (const auto& child : node.children()) {
        count += nodeCount(*child);
    }
    return count;
}

TEST(OpenOptions, WithoutTablesEveryFormatOpensItsTreeAndNoTable) {
    for (const char* file :
         {"at1-codecs/log_stream.at1", "cole/all_combos.col", "odb2/odb/capi_chars.odb",
          "blosc2/blocks/blocks_bs1000_text_zstd.b2chunk"}) {
        SCOPED_TRACE(file);
        const auto path = corpusPath(file);
        ASSERT_TRUE(std::filesystem::exists(path));
        const Document whole = openFile(path);
        const Document lean = openFile(path, OpenOptions{.tables = false});
        EXPECT_FALSE(whole.tables.empty());
        EXPECT_TRUE(lean.tables.empty());
        EXPECT_EQ(lean.formatName, whole.formatName);
        ASSERT_TRUE(lean.root && whole.root);
        EXPECT_EQ(nodeCount(*lean.root), nodeCount(*whole.root));
        EXPECT_EQ(lean.root->layers().size(), whole.root->layers().size());
    }
}

TEST(OpenOptions, AJsonFileWithoutTablesRebuildsItsOriginalByteForByte) {
    // Its table's columns come from walking the whole file, which `cat` does without.
    const Document document =
        openFile(corpusPath("at1-codecs/json_gh_events.at1"), OpenOptions{.tables = false});
    ASSERT_TRUE(document.tables.empty());
    std::vector<Diagnostic> diagnostics;
    const std::string rebuilt = payloadText(document, diagnostics);
    EXPECT_TRUE(diagnostics.empty());
    EXPECT_EQ(rebuilt, readFileText(corpusPath("at1-codecs/json_gh_events.orig")));
}

} // namespace
} // namespace strata::test
