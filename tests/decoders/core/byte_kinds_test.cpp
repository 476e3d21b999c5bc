// The kinds the hex view colours bytes by come from the layout: the same before anything is
// expanded as after the nodes over a byte are produced, in every format of the corpus.
#include "strata/byte_kinds.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata {
namespace {

// Samples at most this many offsets per file, evenly spread, plus every byte of small files.
constexpr std::uint64_t samplesPerFile = 4096;

std::string kindsDisagreement(const std::filesystem::path& path) {
    const Document document = test::openBytes(test::readFileBytes(path), path.string());
    const Node& root = *document.root;
    const std::uint64_t size = root.range().length;
    const std::uint64_t step = std::max<std::uint64_t>(1, size / samplesPerFile);
    std::vector<NodeKind> before;
    ByteKinds unexpanded(&root);
    for (std::uint64_t offset = 0; offset < size; offset += step) {
        before.push_back(*unexpanded.kindAt(offset));
    }
    for (std::uint64_t offset = 0; offset < size; offset += step) {
        root.deepestAt(offset);
    }
    ByteKinds expanded(&root);
    for (std::uint64_t offset = 0, i = 0; offset < size; offset += step, ++i) {
        const NodeKind after = *expanded.kindAt(offset);
        if (after != before[i]) {
            return path.filename().string() + " at " + std::to_string(offset) + ": " +
                   std::string(nodeKindName(before[i])) + " before expanding, " +
                   std::string(nodeKindName(after)) + " after (" + root.deepestAt(offset)->path() +
                   ")";
        }
    }
    return {};
}

void expectKindsFromTheLayout(const std::string& folder, const std::string& extension) {
    const auto files = test::corpusFiles(folder, extension);
    ASSERT_FALSE(files.empty()) << folder;
    for (const auto& path : files) {
        EXPECT_EQ(kindsDisagreement(path), "");
    }
}

TEST(ByteKinds, Odb2FramesAreColouredBeforeTheyAreExpanded) {
    expectKindsFromTheLayout("odb2", ".odb");
}

TEST(ByteKinds, ColeRowGroupsAreColouredBeforeTheyAreExpanded) {
    expectKindsFromTheLayout("cole", ".col");
}

TEST(ByteKinds, Blosc2ChunksAreColouredBeforeTheyAreExpanded) {
    for (const char* extension : {".b2frame", ".b2nd", ".b2lazy", ".b2chunk", ".blosc1"}) {
        expectKindsFromTheLayout("blosc2", extension);
    }
}

TEST(ByteKinds, At1StreamsAreColouredBeforeTheyAreExpanded) {
    expectKindsFromTheLayout("at1", ".at1");
}

TEST(ByteKinds, AnOdb2FrameShowsHeaderMetadataAndDataUnexpanded) {
    const auto bytes = test::readFileBytes(test::corpusPath("odb2/odb/capi_properties.odb"));
    // Where the parts of frame 1 lie, from a copy whose frame is expanded.
    const Document expanded = test::openBytes(bytes);
    const auto parts = expanded.root->children()[1]->children();
    ASSERT_EQ(parts.size(), 3u);
    const ByteRange fixedHeader = parts[0]->range();
    const ByteRange header = parts[1]->range();
    const ByteRange rows = parts[2]->range();
    ASSERT_EQ(parts[2]->label(), "rows");

    const Document document = test::openBytes(bytes);
    const Node& frame = *document.root->childrenIfProduced()[1];
    ASSERT_EQ(frame.label(), "frame 1");
    ByteKinds kinds(document.root.get());
    EXPECT_EQ(kinds.kindAt(fixedHeader.offset), NodeKind::Header);
    EXPECT_EQ(kinds.kindAt(header.offset + header.length / 2), NodeKind::Metadata);
    EXPECT_EQ(kinds.kindAt(rows.offset + rows.length / 2), NodeKind::Data);
    EXPECT_FALSE(frame.childrenProduced());
}

TEST(ByteKinds, SpansOfADeferredNodeFollowWhatItsGeneratorWouldProduce) {
    Node root("file", NodeKind::File, {0, 100});
    Node& group = root.addChild("group", NodeKind::Group, {0, 100});
    const Node::ChildGenerator produce = [](Node& parent) {
        parent.addChild("header", NodeKind::Header, {0, 10});
        Node& pages = parent.addChild("pages", NodeKind::Group, {20, 60});
        pages.setChildGenerator([](Node& p) { p.addChild("page", NodeKind::Data, {20, 10}); });
        parent.addChild("index", NodeKind::Metadata, {80, 10});
    };
    group.setChildKinds(kindsFromGenerator(group, produce));
    group.setChildGenerator(produce);
    const KindSpans expected{{{0, 10}, NodeKind::Header},
                             {{10, 10}, NodeKind::Group},
                             {{20, 60}, NodeKind::Data},
                             {{80, 10}, NodeKind::Metadata},
                             {{90, 10}, NodeKind::Group}};
    const auto spans = group.childKinds();
    ASSERT_EQ(spans.size(), expected.size());
    for (std::size_t i = 0; i < spans.size(); ++i) {
        EXPECT_EQ(spans[i].range, expected[i].range) << i;
        EXPECT_EQ(spans[i].kind, expected[i].kind) << i;
    }
    ByteKinds kinds(&root);
    EXPECT_EQ(kinds.kindAt(5), NodeKind::Header);
    EXPECT_EQ(kinds.kindAt(15), NodeKind::Group); // a gap the group's children leave
    EXPECT_EQ(kinds.kindAt(25), NodeKind::Data);
    EXPECT_EQ(kinds.kindAt(85), NodeKind::Metadata);
    EXPECT_EQ(kinds.kindAt(100), std::nullopt);
    EXPECT_FALSE(group.childrenProduced());
}

// The runs handed out one at a time, the deferred parts' kinds not kept (the overview strip's
// walk), are the runs kindSpansOf lists: on every corpus file of each format, each walked on a
// fresh tree.
TEST(ByteKinds, RunsVisitedAreTheRunsListed) {
    for (const auto& [folder, extension] : std::vector<std::pair<std::string, std::string>>{
             {"odb2", ".odb"}, {"cole", ".col"}, {"blosc2", ".b2frame"}, {"at1", ".at1"}}) {
        for (const auto& path : test::corpusFiles(folder, extension)) {
            const auto bytes = test::readFileBytes(path);
            const Document visited = test::openBytes(bytes, path.string());
            KindSpans runs;
            visitKindSpans(*visited.root, [&runs](const KindSpan& span) { runs.push_back(span); });
            const Document listed = test::openBytes(bytes, path.string());
            const KindSpans expected = kindSpansOf(*listed.root);
            ASSERT_EQ(runs.size(), expected.size()) << path;
            for (std::size_t i = 0; i < runs.size(); ++i) {
                EXPECT_EQ(runs[i].range, expected[i].range) << path << " " << i;
                EXPECT_EQ(runs[i].kind, expected[i].kind) << path << " " << i;
            }
        }
    }
}

} // namespace
} // namespace strata
