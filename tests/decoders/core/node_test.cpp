#include "strata/node.h"

#include <gtest/gtest.h>
#include <thread>

namespace strata {
namespace {

TEST(Node, ChildrenAreClampedIntoTheirParent) {
    Node root("file", NodeKind::File, {0, 100});
    const Node& inside = root.addChild("inside", NodeKind::Data, {10, 20});
    const Node& overhang = root.addChild("overhang", NodeKind::Data, {90, 50});
    const Node& outside = root.addChild("outside", NodeKind::Data, {500, 5});
    const Node& huge = root.addChild("huge", NodeKind::Data, {5, ~std::uint64_t{0}});
    EXPECT_EQ(inside.range(), (ByteRange{10, 20}));
    EXPECT_EQ(overhang.range(), (ByteRange{90, 10}));
    EXPECT_EQ(outside.range(), (ByteRange{100, 0}));
    EXPECT_EQ(huge.range(), (ByteRange{5, 95}));
}

TEST(Node, ASubtreeBuiltApartIsClampedWholeWhenAdded) {
    // A trailer a truncated file claims 40 bytes for, with its fields, in a file of 38 bytes.
    Node root("file", NodeKind::File, {0, 38});
    auto trailer = std::make_unique<Node>("trailer", NodeKind::Metadata, ByteRange{36, 40});
    trailer->addChild("nchunk", NodeKind::Metadata, {36, 4});
    trailer->addChild("offset", NodeKind::Metadata, {40, 8})
        .addChild("low", NodeKind::Metadata, {40, 4});
    const Node& added = root.addChild(std::move(trailer));
    EXPECT_EQ(added.range(), (ByteRange{36, 2}));
    EXPECT_EQ(added.children()[0]->range(), (ByteRange{36, 2}));
    EXPECT_EQ(added.children()[1]->range(), (ByteRange{38, 0}));
    EXPECT_EQ(added.children()[1]->children()[0]->range(), (ByteRange{38, 0}));
}

TEST(Node, DeferredChildrenAreProducedOnceEvenFromManyThreads) {
    Node root("file", NodeKind::File, {0, 100});
    int runs = 0;
    root.setChildGenerator([&runs](Node& parent) {
        ++runs;
        parent.addChild("a", NodeKind::Header, {0, 10});
        parent.addChild("b", NodeKind::Data, {10, 90}).addChild("deep", NodeKind::Data, {50, 5});
    });
    EXPECT_TRUE(root.hasChildren());
    EXPECT_FALSE(root.childrenProduced());
    EXPECT_TRUE(root.childrenIfProduced().empty());
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; ++i) {
        threads.emplace_back([&root] { EXPECT_EQ(root.children().size(), 2u); });
    }
    for (auto& thread : threads) {
        thread.join();
    }
    EXPECT_EQ(runs, 1);
    EXPECT_EQ(root.deepestAt(52)->label(), "deep");
    EXPECT_EQ(root.deepestAt(3)->label(), "a");
    EXPECT_EQ(root.deepestAt(200), nullptr);
    EXPECT_EQ(root.deepestAt(52)->path(), "file / b / deep");
}

TEST(Node, DeepestHoldingARangeStopsAboveTheLeavesItSpans) {
    Node root("file", NodeKind::File, {0, 100});
    Node& run = root.addChild("run", NodeKind::Data, {10, 3});
    run.addChild("length", NodeKind::Data, {10, 1});
    run.addChild("value", NodeKind::Data, {11, 2});
    EXPECT_EQ(root.deepestHolding({10, 3})->label(), "run");
    EXPECT_EQ(root.deepestHolding({11, 2})->label(), "value");
    EXPECT_EQ(root.deepestHolding({11, 0})->label(), "value");
    EXPECT_EQ(root.deepestHolding({9, 3})->label(), "file");
    EXPECT_EQ(root.deepestHolding({99, 2}), nullptr);
}

} // namespace
} // namespace strata
