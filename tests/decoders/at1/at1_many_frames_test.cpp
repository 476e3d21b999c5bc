// An AT-1 streaming file of 1,100 frames (issue 42, "millions of units"): its frames are shown in
// groups of 512 made when shown, each frame's streams when it is expanded; a path without the
// groups finds a frame; check walks them all and keeps none.
#include "formats/at1/codecs/columnar/columnar_codec.h"
#include "formats/at1/file_layout.h"
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/at1_test_encoder.h"
#include "support/corpus.h"
#include "support/page_touch_source.h"
#include "support/tree_lookup.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

constexpr std::size_t frames = 1100;

std::vector<std::byte> manyFrames() {
    using namespace at1enc;
    const TelemetryChunk first = encodeTelemetryChunk(0, 10, true, 0);
    const TelemetryChunk next = encodeTelemetryChunk(10, 10, false, 0);
    std::string file("AT1\x03\x04", 5);
    putVarint(file, 10);
    for (std::size_t frame = 0; frame < frames; ++frame) {
        const TelemetryChunk& chunk = frame == 0 ? first : next;
        putVarint(file, chunk.streamSet.size() + 1);
        file += '\0';
        file += chunk.streamSet;
    }
    const auto* begin = reinterpret_cast<const std::byte*>(file.data());
    return {begin, begin + file.size()};
}

TEST(At1ManyFrames, GroupsOf512AndFramesAreMadeWhenShown) {
    const Document document = openBytes(manyFrames(), "many.at1");
    EXPECT_EQ(unmadeGroupLabels(*document.root, "frames"),
              (std::vector<std::string>{"frames 0\u2013511", "frames 512\u20131023",
                                        "frames 1024\u20131099"}));
    EXPECT_EQ(document.tables.at(0)->rowCount(), frames * 10);
    const Node* frame = document.root->findByPath("file / frame 1050");
    ASSERT_NE(frame, nullptr);
    EXPECT_EQ(frame->path(), "file / frames 1024\u20131099 / frame 1050");
    EXPECT_FALSE(frame->childrenProduced());
    // Its fields and streams, made now, as an eagerly built frame had them.
    ASSERT_EQ(frame->fields().size(), 2u);
    EXPECT_EQ(frame->fields()[1].name, "method");
    EXPECT_NE(document.root->findByPath(frame->path() + " / stream set"), nullptr);

    EXPECT_FALSE(hasErrors(checkDocument(document)));
    for (const auto& child : document.root->children()) {
        if (child->label() == "frames 0\u2013511") {
            EXPECT_FALSE(child->childrenProduced());
        }
    }
}

// Opening reads every frame's stream set and small streams once; it gives their pages back
// behind it, so that what stays resident is what is shown, not the file.
TEST(At1ManyFrames, OpeningGivesBackThePagesItReads) {
    const auto source = PageTouchSource::create(manyFrames(), "many.at1");
    const Document document = openDocument(source);
    const std::size_t pages = source->size() / PageTouchSource::pageSize;
    ASSERT_GT(pages, 100u);
    EXPECT_GE(source->touchedPages().size(), pages); // every frame was read
    EXPECT_LE(source->heldPages().size(), 2u);
    // A frame shown and its rows read bring back theirs only.
    const Node* frame = document.root->findByPath("file / frame 700");
    ASSERT_NE(frame, nullptr);
    (void)frame->children();
    const BlockData rows = document.tables.at(0)->readBlock(700);
    EXPECT_EQ(rows.rowCount, 10u);
    EXPECT_LE(source->heldPages().size(), 4u);
}

// Check walks no frame the open found sound (their streams' damage is the decodes'), yet finds
// damage in one: a stream the open does not read, cut within its payload, is reported by the
// decode of the frame's rows.
TEST(At1ManyFrames, CheckFindsDamageInFramesItDoesNotWalk) {
    std::vector<std::byte> bytes = manyFrames();
    const std::string path = "file / frame 700 / stream set / stream 'values'";
    ByteRange values;
    {
        const Document sound = openBytes(bytes, "many.at1");
        const Node* frame = sound.root->findByPath("file / frame 700");
        ASSERT_NE(frame, nullptr);
        EXPECT_TRUE(frame->damageReportedElsewhere());
        const Node* stream = sound.root->findByPath(path);
        ASSERT_NE(stream, nullptr);
        EXPECT_TRUE(stream->damageReportedElsewhere());
        values = stream->range();
    }
    bytes[values.end() - 12] ^= std::byte{0x5A};
    const Document damaged = openBytes(bytes, "many.at1");
    EXPECT_TRUE(damaged.root->findByPath("file / frame 700")->damageReportedElsewhere());
    const std::vector<Diagnostic> found = checkDocument(damaged);
    const bool reported = std::any_of(found.begin(), found.end(), [&](const Diagnostic& d) {
        return d.severity == Severity::Error && values.contains(d.offset);
    });
    EXPECT_TRUE(reported);
    // A stream the open reads (the frame's meta), damaged, makes the frame walked.
    std::vector<std::byte> metaDamaged = manyFrames();
    const Document sound = openBytes(metaDamaged, "many.at1");
    const Node* meta = sound.root->findByPath("file / frame 701 / stream set / stream 'meta'");
    ASSERT_NE(meta, nullptr);
    metaDamaged[meta->range().end() - 3] ^= std::byte{0x5A};
    const Document broken = openBytes(metaDamaged, "many.at1");
    EXPECT_FALSE(broken.root->findByPath("file / frame 701")->damageReportedElsewhere());
    EXPECT_TRUE(hasErrors(checkDocument(broken)));
}

// The frames after the first say the same of their columns (types, quoting, delimiter, no
// header) and of their rows (10, all structured): they hold one layout, what the file keeps of
// each of them (its chunk lengths are read again when a frame is decoded). The first, with its
// header line, holds its own.
TEST(At1ManyFrames, FramesThatSayTheSameOfTheirColumnsShareIt) {
    const auto source = ByteSource::fromBuffer(manyFrames(), "many.at1");
    const at1::FileLayout file = at1::readFileLayout(*source);
    ASSERT_EQ(file.codecs.size(), frames);
    std::vector<const at1::ColumnarSection*> layouts;
    for (const auto& codec : file.codecs) {
        layouts.push_back(codec.find<at1::ColumnarSection>());
        ASSERT_NE(layouts.back(), nullptr);
    }
    EXPECT_TRUE(layouts[0]->shape->hasHeader);
    EXPECT_FALSE(layouts[1]->shape->hasHeader);
    EXPECT_NE(layouts[0]->shape, layouts[1]->shape);
    for (std::size_t frame = 2; frame < frames; ++frame) {
        ASSERT_EQ(layouts[frame], layouts[1]) << frame;
    }
    EXPECT_EQ(layouts[1]->nrows, 10u);
    EXPECT_EQ(layouts[1]->structuredRows, 10u);
    EXPECT_EQ(layouts[1]->shape->columnTypes, layouts[0]->shape->columnTypes);
}

} // namespace
} // namespace strata::test
