#include "core/reader.h"
#include "support/corpus.h"

#include <gtest/gtest.h>
#include <vector>

namespace strata {
namespace {

using test::bytesOf;

TEST(Reader, ReadsLittleAndBigEndianIntegersAndFloats) {
    const auto data =
        bytesOf({0x01, 0x02, 0x03, 0x04, 0x00, 0x00, 0x80, 0x3F, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0});
    Reader reader(data, 100);
    EXPECT_EQ(reader.le<std::uint16_t>("a"), 0x0201);
    EXPECT_EQ(reader.be<std::uint16_t>("b"), 0x0304);
    EXPECT_EQ(reader.le<float>("c"), 1.0f);
    EXPECT_EQ(reader.be<double>("d"), 1.0);
    EXPECT_TRUE(reader.atEnd());
    EXPECT_EQ(reader.offset(), 116u);
}

TEST(Reader, DefaultOrderFollowsTheReader) {
    const auto data = bytesOf({0x00, 0x00, 0x00, 0x01});
    Reader big(data, 0, Endian::Big);
    EXPECT_EQ(big.read<std::uint32_t>("x"), 1u);
    Reader little(data);
    EXPECT_EQ(little.read<std::uint32_t>("x"), 0x01000000u);
}

TEST(Reader, FailureCarriesAbsoluteOffsetAndWhat) {
    const auto data = bytesOf({1, 2, 3});
    Reader reader(data, 1000);
    reader.skip(2, "prefix");
    try {
        reader.read<std::uint32_t>("row count");
        FAIL() << "expected a DecodeError";
    } catch (const DecodeError& error) {
        EXPECT_EQ(error.offset(), 1002u);
        EXPECT_NE(std::string(error.what()).find("row count"), std::string::npos);
    }
}

TEST(Reader, VarintsAndZigzag) {
    // 300 = AC 02 (cole-columnar.md "Varint Encoding"); zigzag 3 = -2.
    const auto data = bytesOf({0xAC, 0x02, 0x03, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F});
    Reader reader(data);
    EXPECT_EQ(reader.uvarint("v"), 300u);
    EXPECT_EQ(reader.zigzag("z"), -2);
    EXPECT_EQ(reader.uvarint("u32", 5, 32), 0xFFFFFFFFu);
}

TEST(Reader, VarintOverflowAndTruncationAreErrors) {
    const auto tooBig = bytesOf({0xFF, 0xFF, 0xFF, 0xFF, 0x1F}); // 35 bits
    Reader a(tooBig);
    EXPECT_THROW(a.uvarint("v", 5, 32), DecodeError);
    const auto tooLong =
        bytesOf({0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01});
    Reader b(tooLong);
    EXPECT_THROW(b.uvarint("v"), DecodeError);
    const auto eleventhBit = bytesOf({0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02});
    Reader c(eleventhBit);
    EXPECT_THROW(c.uvarint("v"), DecodeError); // bit 64 set
    const auto truncated = bytesOf({0x80, 0x80});
    Reader d(truncated, 50);
    try {
        d.uvarint("count");
        FAIL();
    } catch (const DecodeError& error) {
        EXPECT_EQ(error.offset(), 50u);
    }
    const auto maxU64 = bytesOf({0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01});
    Reader e(maxU64);
    EXPECT_EQ(e.uvarint("v"), ~std::uint64_t{0});
}

TEST(Reader, LengthPrefixedTextAndSubReaders) {
    const auto data = bytesOf({3, 0, 0, 0, 'a', 'b', 'c', 9, 9});
    Reader reader(data, 10);
    EXPECT_EQ(reader.lengthPrefixedText("name"), "abc");
    Reader sub = reader.sub(2, "tail");
    EXPECT_EQ(sub.offset(), 17u);
    EXPECT_EQ(sub.u8("x"), 9);
    EXPECT_TRUE(reader.atEnd());
    const auto lying = bytesOf({0xFF, 0, 0, 0, 'a'});
    Reader bad(lying);
    EXPECT_THROW(bad.lengthPrefixedText("name"), DecodeError);
}

TEST(Reader, SeekPastEndFails) {
    const auto data = bytesOf({1, 2});
    Reader reader(data);
    reader.seek(2, "end");
    EXPECT_TRUE(reader.atEnd());
    EXPECT_THROW(reader.seek(3, "past"), DecodeError);
}

} // namespace
} // namespace strata
