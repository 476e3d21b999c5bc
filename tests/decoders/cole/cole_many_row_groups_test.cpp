// A COLE file of 1,300 row groups (issue 42, "millions of units"): the tree shows them in groups
// of 512 made when shown, a path without the groups still finds a row group, and check finds
// damage inside a group without keeping the groups it walked.
#include "strata/check.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"
#include "support/tree_lookup.h"

#include <gtest/gtest.h>
#include <numeric>

namespace strata::test {
namespace {

constexpr std::size_t rowGroups = 1300;

std::vector<std::byte> manyRowGroups() {
    ColeBytesWriter writer;
    writer.addColumn("id", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    std::vector<std::int64_t> ids(4);
    for (std::size_t group = 0; group < rowGroups; ++group) {
        std::iota(ids.begin(), ids.end(), static_cast<std::int64_t>(group * ids.size()));
        writer.addRowGroup({ids});
    }
    return writer.finish();
}

TEST(ColeManyRowGroups, GroupsOf512AreMadeWhenShown) {
    const Document document = openBytes(manyRowGroups(), "many.col");
    EXPECT_EQ(unmadeGroupLabels(*document.root, "row groups"),
              (std::vector<std::string>{"row groups 0\u2013511", "row groups 512\u20131023",
                                        "row groups 1024\u20131299"}));
    EXPECT_EQ(document.tables.at(0)->rowCount(), rowGroups * 4);

    // A path as the diagnostics write it, without the group, finds the row group in it.
    const Node* group = document.root->findByPath("file / row group 700");
    ASSERT_NE(group, nullptr);
    EXPECT_EQ(group->path(), "file / row groups 512\u20131023 / row group 700");
    EXPECT_EQ(document.root->findByPath(group->path()), group);
    EXPECT_EQ(document.root->findByPath("file / row group 1300"), nullptr);
}

TEST(ColeManyRowGroups, CheckFindsDamageInAGroupAndKeepsNone) {
    std::vector<std::byte> bytes = manyRowGroups();
    // Row group 1,100's inline page header, overwritten: the metadata's copy still places the
    // page, and the differing copy is damage that only the row group's children show.
    ByteRange header;
    {
        const Document intact = openBytes(bytes, "many.col");
        const Node* page =
            intact.root->findByPath("file / row group 1100 / column 0 \"id\" / page 0");
        ASSERT_NE(page, nullptr);
        header = page->children().front()->range();
    }
    std::fill_n(bytes.begin() + static_cast<std::ptrdiff_t>(header.offset), 4, std::byte{0x7F});
    const Document damaged = openBytes(bytes, "damaged.col");
    const std::vector<Diagnostic> found = checkDocument(damaged);
    ASSERT_TRUE(hasErrors(found));
    bool inGroup = false;
    for (const Diagnostic& diagnostic : found) {
        inGroup = inGroup || diagnostic.nodePath.starts_with(
                                 "file / row groups 1024\u20131299 / row group 1100 / ");
    }
    EXPECT_TRUE(inGroup);
    for (const auto& child : damaged.root->children()) {
        if (child->label().starts_with("row groups") && !child->label().ends_with("1299")) {
            EXPECT_FALSE(child->childrenProduced()) << child->label();
        }
    }
}

} // namespace
} // namespace strata::test
