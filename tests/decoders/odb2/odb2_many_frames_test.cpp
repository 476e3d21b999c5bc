// An ODB-2 file of 600 frames (the bundled sample repeated; issue 42, "millions of units"): its
// frames are shown in groups of 512 made when shown; a path without the groups finds a frame.
#include "strata/check.h"
#include "support/build_paths.h"
#include "support/corpus.h"
#include "support/tree_lookup.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

TEST(Odb2ManyFrames, GroupsOf512AreMadeWhenShown) {
    const std::vector<std::byte> sample =
        readFileBytes(sourceDirectory() / "resources" / "samples" / "sample.odb");
    std::vector<std::byte> bytes;
    for (int copy = 0; copy < 200; ++copy) {
        bytes.insert(bytes.end(), sample.begin(), sample.end());
    }
    const Document document = openBytes(bytes, "many.odb");
    EXPECT_EQ(unmadeGroupLabels(*document.root, ""),
              (std::vector<std::string>{"frames 0\u2013511", "frames 512\u2013599"}));
    const Node* frame = document.root->findByPath("file / frame 555");
    ASSERT_NE(frame, nullptr);
    EXPECT_EQ(frame->path(), "file / frames 512\u2013599 / frame 555");
    EXPECT_FALSE(hasErrors(checkDocument(document)));
}

} // namespace
} // namespace strata::test
