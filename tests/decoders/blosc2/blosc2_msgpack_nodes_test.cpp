// Any msgpack value as a tree (metalayers), and what a cut or a deep nesting does to it.
#include "formats/blosc2/msgpack_nodes.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

TEST(Blosc2MsgpackNodes, EveryScalarTypeReadsAsItsValue) {
    const auto bytes = bytesOf({
        0x9c,                                                 // fixarray 12
        0x05, 0xff, 0xc0, 0xc3,                               // 5, -1, nil, true
        0xcd, 0x01, 0x00,                                     // uint16 256
        0xd1, 0xff, 0x00,                                     // int16 -256
        0xca, 0x3f, 0xc0, 0x00, 0x00,                         // float32 1.5
        0xcb, 0x40, 0x09, 0x21, 0xfb, 0x54, 0x44, 0x2d, 0x18, // float64 pi
        0xd9, 0x02, 'h',  'i',                                // str8 "hi"
        0xc4, 0x03, 1,    2,    3,                            // bin8, 3 bytes
        0xd4, 0x07, 0x00,                                     // fixext1 type 7
        0x80,                                                 // empty fixmap
    });
    const auto node = blosc2::msgpackNode("value", bytes, 100);
    EXPECT_EQ(node->value(), "12 items");
    EXPECT_EQ(node->range(), (ByteRange{100, bytes.size()}));
    const std::vector<std::string> expected = {"5",
                                               "-1",
                                               "nil",
                                               "true",
                                               "256",
                                               "-256",
                                               "1.5",
                                               "3.141592653589793",
                                               "\"hi\"",
                                               "3 bytes",
                                               "ext type 7, 1 byte",
                                               "0 entries"};
    ASSERT_EQ(node->children().size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        EXPECT_EQ(node->children()[i]->value(), expected[i]) << i;
        EXPECT_EQ(node->children()[i]->label(), "[" + std::to_string(i) + "]");
    }
    EXPECT_EQ(node->children()[4]->range(), (ByteRange{105, 3}));
}

// A value cut by the end of the bytes keeps what was read before it; a Damaged node at the
// offset of the field the bytes run out in (the uint16's two bytes at 9, one there) ends the
// containers around it, once.
TEST(Blosc2MsgpackNodes, ACutValueEndsTheTreeInOneDamagedNode) {
    const auto bytes = bytesOf({0x82, 0xa1, 'a', 0x01, 0xa1, 'b', 0x92, 0x02, 0xcd, 0x01});
    const auto node = blosc2::msgpackNode("value", bytes, 0);
    ASSERT_EQ(node->children().size(), 2u);
    EXPECT_EQ(node->children()[0]->label(), "a");
    EXPECT_EQ(node->children()[0]->value(), "1");
    const Node& b = *node->children()[1];
    EXPECT_EQ(b.label(), "b");
    ASSERT_EQ(b.children().size(), 2u);
    EXPECT_EQ(b.children()[0]->value(), "2");
    EXPECT_EQ(b.children()[1]->kind(), NodeKind::Damaged);
    EXPECT_EQ(b.children()[1]->value(), "msgpack value cut off at offset 9");
    // A scalar alone, cut: the node itself is damaged.
    const auto cut = blosc2::msgpackNode("value", bytesOf({0xcb, 0x40}), 10);
    EXPECT_EQ(cut->kind(), NodeKind::Damaged);
    EXPECT_EQ(cut->value(), "msgpack value cut off at offset 11");
}

// Nesting past 64 levels is not read further; the tree says so and ends.
TEST(Blosc2MsgpackNodes, DeepNestingStopsWithASayingNode) {
    std::vector<std::byte> bytes(1000, std::byte{0x91}); // arrays of one array, 1000 deep
    bytes.push_back(std::byte{0x01});
    const auto node = blosc2::msgpackNode("value", bytes, 0);
    const Node* deepest = node.get();
    int depth = 0;
    while (!deepest->children().empty() && deepest->kind() != NodeKind::Damaged) {
        deepest = deepest->children().front().get();
        ++depth;
    }
    EXPECT_EQ(deepest->kind(), NodeKind::Damaged);
    EXPECT_NE(deepest->value().find("deeper than 64 levels"), std::string::npos);
    EXPECT_LE(depth, 66);
}

} // namespace
} // namespace strata::test
