// Bookmarks follow the structure (strata/bookmark.h): in the file they were made in, they are
// found where they were; in another file of the same format their node is found by path, moved
// to its new bytes, or said to be missing rather than pointing at unrelated bytes.
#include "strata/bookmark.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata {
namespace {

const char* const twoFrames = "odb2/odb/capi_rarely_changing.odb";         // frame 1 at 146145
const char* const sixFrames = "odb2/odb/capi_multiframe_codec_change.odb"; // frame 1 at 2446
const char* const oneFrame = "odb2/odb/capi_bitfields.odb";

// A bookmark on 4 bytes 57 bytes into a node, as the window makes it.
Bookmark bookmarkInside(const Document& document, const std::string& path) {
    const Node* node = document.root->findByPath(path);
    EXPECT_NE(node, nullptr) << path;
    Bookmark bookmark;
    bookmark.name = "second frame's header";
    bookmark.path = path;
    bookmark.nodeRange = node->range();
    bookmark.range = {node->range().offset + 57, 4};
    return bookmark;
}

TEST(BookmarkPlace, IsFoundWhereItWasMade) {
    const Document document = openFile(test::corpusPath(twoFrames));
    const Bookmark bookmark = bookmarkInside(document, "file / frame 1");
    const BookmarkPlace place = placeBookmark(document, bookmark);
    EXPECT_EQ(place.fit, BookmarkFit::Found);
    EXPECT_EQ(place.range, (ByteRange{146145 + 57, 4}));
    ASSERT_NE(place.node, nullptr);
    EXPECT_EQ(place.node->path(), "file / frame 1");
    EXPECT_EQ(place.layer, nullptr);
}

TEST(BookmarkPlace, MovesWithItsNodeInAnotherFile) {
    const Document made = openFile(test::corpusPath(twoFrames));
    const Document other = openFile(test::corpusPath(sixFrames));
    const BookmarkPlace place = placeBookmark(other, bookmarkInside(made, "file / frame 1"));
    EXPECT_EQ(place.fit, BookmarkFit::Moved);
    // The same distance into the frame: the start of its header, as in the file it was made in.
    EXPECT_EQ(place.range, (ByteRange{2446 + 57, 4}));
    EXPECT_EQ(other.root->findByPath("file / frame 1 / header")->range().offset, 2446u + 57);
    EXPECT_EQ(place.node->path(), "file / frame 1");
}

TEST(BookmarkPlace, IsMissingWhereTheFileHasNoSuchNode) {
    const Document made = openFile(test::corpusPath(twoFrames));
    const Document other = openFile(test::corpusPath(oneFrame));
    const BookmarkPlace place = placeBookmark(other, bookmarkInside(made, "file / frame 1"));
    EXPECT_EQ(place.fit, BookmarkFit::Missing);
    EXPECT_EQ(place.reason, "no node at file / frame 1");
    EXPECT_EQ(place.node, nullptr);
}

TEST(BookmarkPlace, ACellNeedsItsColumnAndRow) {
    const Document document = openFile(test::corpusPath(twoFrames));
    Bookmark bookmark = bookmarkInside(document, "file / frame 0");
    const std::string column = document.tables[0]->columns()[2].name;
    bookmark.cell = BookmarkCell{0, column, 11'999};
    EXPECT_EQ(placeBookmark(document, bookmark).fit, BookmarkFit::Found);
    bookmark.cell->row = 12'000;
    EXPECT_EQ(placeBookmark(document, bookmark).reason, "table 0 has 12000 rows, not row 12000");
    bookmark.cell = BookmarkCell{0, "no such column", 0};
    EXPECT_EQ(placeBookmark(document, bookmark).reason, "table 0 has no column 'no such column'");
    bookmark.cell = BookmarkCell{3, column, 0};
    EXPECT_EQ(placeBookmark(document, bookmark).reason, "the file has no table 3");
}

TEST(BookmarkPlace, BytesOfNoNodeMustBeInTheFile) {
    const Document document = openFile(test::corpusPath(oneFrame));
    Bookmark bookmark;
    bookmark.range = {10, 6};
    const BookmarkPlace place = placeBookmark(document, bookmark);
    EXPECT_EQ(place.fit, BookmarkFit::Found);
    EXPECT_EQ(place.range, bookmark.range);
    bookmark.range = {document.source->size() - 2, 6};
    EXPECT_EQ(placeBookmark(document, bookmark).fit, BookmarkFit::Missing);
}

TEST(BookmarkPlace, ALayerBookmarkFindsItsLayer) {
    const Document document =
        openFile(test::corpusPath("blosc2/frames/frame_meta_lz4_f64.b2frame"));
    const auto cell = document.tables[0]->cellRange(5000, 1);
    ASSERT_TRUE(cell && !cell->layerPath.empty());
    const Node* node =
        Node::deepestHolding(*document.root->findLayerByPath(cell->layerPath), cell->range);
    Bookmark bookmark;
    bookmark.path = node->path();
    bookmark.nodeRange = node->range();
    bookmark.layerPath = cell->layerPath;
    bookmark.range = cell->range;
    const BookmarkPlace place = placeBookmark(document, bookmark);
    EXPECT_EQ(place.fit, BookmarkFit::Found);
    ASSERT_NE(place.layer, nullptr);
    EXPECT_EQ(place.layer->path(), cell->layerPath);
    EXPECT_EQ(place.range, cell->range);
}

} // namespace
} // namespace strata
