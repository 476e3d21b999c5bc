#include "core/grouped_children.h"
#include "strata/byte_kinds.h"
#include "strata/layer_cache.h"
#include "strata/node.h"

#include <gtest/gtest.h>

namespace strata {
namespace {

// A layer of `size` bytes counting up from 0, that counts how often it was produced.
std::shared_ptr<Layer> countingLayer(std::string name, std::size_t size, int& produced) {
    return std::make_shared<Layer>(name, "test", size, [size, &produced](const JobControl&) {
        ++produced;
        std::vector<std::byte> bytes(size);
        for (std::size_t i = 0; i < size; ++i) {
            bytes[i] = static_cast<std::byte>(i);
        }
        return LayerBytes{ByteSource::fromBuffer(std::move(bytes)), {}};
    });
}

// file [0, 100): header [0, 10), stream [10, 60) whose decoded layer holds meta [0, 4) with a
// field [1, 2), and values [4, 200).
struct LayeredTree {
    int produced = 0;
    Node root{"file", NodeKind::File, {0, 100}};
    Node* stream = nullptr;
    const Layer* decoded = nullptr;

    LayeredTree() {
        root.addChild("header", NodeKind::Header, {0, 10});
        stream = &root.addChild("stream", NodeKind::Data, {10, 50});
        decoded = &stream->addLayer(countingLayer("decoded", 200, produced));
        Node& meta = stream->addChildIn(
            *decoded, std::make_unique<Node>("meta", NodeKind::Metadata, ByteRange{0, 4}));
        meta.addChild("nrows", NodeKind::Metadata, {1, 1});
        stream->addChildIn(*decoded,
                           std::make_unique<Node>("values", NodeKind::Data, ByteRange{4, 500}));
    }
};

TEST(Layer, ChildrenOfALayerNodeLieInItAndAreClampedToItsSize) {
    LayeredTree tree;
    const Node& meta = *tree.stream->children()[0];
    EXPECT_EQ(meta.layer(), tree.decoded);
    EXPECT_EQ(meta.children()[0]->layer(), tree.decoded);
    EXPECT_EQ(meta.children()[0]->range(), (ByteRange{1, 1}));
    // Not clamped into the stream's file bytes [10, 60), but into the layer's 200 bytes.
    EXPECT_EQ(tree.stream->children()[1]->range(), (ByteRange{4, 196}));
    EXPECT_EQ(tree.stream->layer(), nullptr);
}

TEST(Layer, DeepestAtStaysInItsByteSpace) {
    LayeredTree tree;
    // File offset 1 is in the header, not in the layer's meta field at decoded offset 1.
    EXPECT_EQ(tree.root.deepestAt(1)->label(), "header");
    EXPECT_EQ(tree.root.deepestAt(20)->label(), "stream");
    EXPECT_EQ(Node::deepestAt(*tree.decoded, 1)->label(), "nrows");
    EXPECT_EQ(Node::deepestAt(*tree.decoded, 3)->label(), "meta");
    EXPECT_EQ(Node::deepestAt(*tree.decoded, 150)->label(), "values");
    EXPECT_EQ(tree.produced, 0) << "finding nodes never produces a layer's bytes";
}

TEST(Layer, PathNamesItsOwnerAndFindsItAgain) {
    LayeredTree tree;
    EXPECT_EQ(tree.decoded->path(), "file / stream :: decoded");
    EXPECT_EQ(tree.root.findLayerByPath("file / stream :: decoded"), tree.decoded);
    EXPECT_EQ(tree.root.findLayerByPath("file / stream :: other"), nullptr);
    EXPECT_EQ(tree.root.findLayerByPath("file / stream"), nullptr);
}

TEST(Layer, PathFindsALayerMadeWhenItsOwnerIsExpanded) {
    int produced = 0;
    Node root{"file", NodeKind::File, {0, 100}};
    Node& chunk = root.addChild("chunk", NodeKind::Group, {0, 100});
    chunk.setChildGenerator([&produced](Node& parent) {
        const Layer& decoded = parent.addLayer(countingLayer("decoded", 50, produced));
        parent.addChildIn(decoded,
                          std::make_unique<Node>("block", NodeKind::Data, ByteRange{0, 50}));
    });
    const Layer* found = root.findLayerByPath("file / chunk :: decoded");
    ASSERT_NE(found, nullptr);
    EXPECT_EQ(Node::deepestAt(*found, 10)->label(), "block");
    EXPECT_EQ(produced, 0);
}

TEST(Layer, BytesAreProducedOnceWhileHeld) {
    LayeredTree tree;
    const auto first = tree.decoded->bytes();
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->source->size(), 200u);
    EXPECT_EQ(first->source->bytes()[150], std::byte{150});
    const auto second = tree.decoded->bytes();
    EXPECT_EQ(first.get(), second.get());
    EXPECT_EQ(tree.produced, 1);
}

TEST(Layer, CancelledProductionGivesNothingAndIsNotKept) {
    LayeredTree tree;
    std::atomic<bool> cancel{true};
    JobControl control;
    control.cancel = &cancel;
    EXPECT_EQ(tree.decoded->bytes(control), nullptr);
    EXPECT_NE(tree.decoded->bytes(), nullptr);
    EXPECT_EQ(tree.produced, 2);
}

TEST(LayerCache, KeepsTheMostRecentWithinItsBound) {
    const auto bytesOf = [](std::size_t size) {
        return std::make_shared<const LayerBytes>(
            LayerBytes{ByteSource::fromBuffer(std::vector<std::byte>(size)), {}});
    };
    LayerCache cache(250);
    const auto a = bytesOf(100);
    const auto b = bytesOf(100);
    const auto c = bytesOf(100);
    cache.keep(a);
    cache.keep(b);
    EXPECT_EQ(cache.heldBytes(), 200u);
    cache.keep(a); // a is now the most recent, b the least
    cache.keep(c);
    EXPECT_EQ(cache.heldBytes(), 200u);
    EXPECT_EQ(b.use_count(), 1) << "b was evicted";
    EXPECT_EQ(a.use_count(), 2);
    cache.drop(a.get());
    EXPECT_EQ(cache.heldBytes(), 100u);
    cache.setBudget(10);
    EXPECT_EQ(cache.heldBytes(), 100u) << "the newest stays even beyond the bound";
}

TEST(LayerCache, ALayerThatGoesAwayLeavesNothingHeld) {
    const std::uint64_t before = LayerCache::shared().heldBytes();
    {
        LayeredTree tree;
        ASSERT_NE(tree.decoded->bytes(), nullptr);
        EXPECT_EQ(LayerCache::shared().heldBytes(), before + 200);
    }
    EXPECT_EQ(LayerCache::shared().heldBytes(), before);
}

TEST(Layer, ByteKindsOfTheFileIgnoreLayerNodesAndALayerHasItsOwn) {
    LayeredTree tree;
    ByteKinds file(&tree.root);
    EXPECT_EQ(file.kindAt(1), NodeKind::Header);
    EXPECT_EQ(file.kindAt(20), NodeKind::Data);
    ByteKinds layer(*tree.decoded);
    EXPECT_EQ(layer.kindAt(1), NodeKind::Metadata);
    EXPECT_EQ(layer.kindAt(100), NodeKind::Data);
    EXPECT_EQ(layer.kindAt(300), std::nullopt);
}

TEST(Layer, OriginTextGroupsDigits) {
    EXPECT_EQ(layerOriginText("xz", 21832, 128943), "xz, 21,832 \u2192 128,943 bytes");
    EXPECT_EQ(layerOriginText("stored", 7, 7), "stored, 7 \u2192 7 bytes");
    EXPECT_EQ(layerOriginText("zstd", 1000000, std::nullopt), "zstd, 1,000,000 bytes");
}

TEST(Layer, GroupsOfALongListLieInTheLayerOverTheirOwnBytes) {
    LayeredTree tree;
    Node& owner = tree.root.addChild("list", NodeKind::Data, {60, 40});
    const Layer& layer = owner.addLayer(countingLayer("decoded", 1200, tree.produced));
    // 1,200 one-byte items: groups 0-511, 512-1023, 1024-1199 over their items' bytes.
    addGroupedChildren(owner, 1200, "items",
                       [&layer](Node& parent, std::uint64_t first, std::uint64_t end) {
                           for (std::uint64_t i = first; i < end; ++i) {
                               addChildInLayer(parent, &layer,
                                               std::make_unique<Node>("item " + std::to_string(i),
                                                                      NodeKind::Data,
                                                                      ByteRange{i, 1}));
                           }
                       },
                       {&layer, [](std::uint64_t first, std::uint64_t end) {
                            return ByteRange{first, end - first};
                        }});
    ASSERT_EQ(owner.children().size(), 3u);
    const Node& last = *owner.children()[2];
    EXPECT_EQ(last.layer(), &layer);
    EXPECT_EQ(last.range(), (ByteRange{1024, 176}));
    EXPECT_EQ(last.children()[0]->layer(), &layer);
    EXPECT_EQ(Node::deepestAt(layer, 1100)->label(), "item 1100");
    EXPECT_EQ(tree.root.deepestAt(70)->label(), "list");
}

} // namespace
} // namespace strata
