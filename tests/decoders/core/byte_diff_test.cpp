// The byte alignment of the diff engine: Myers inside small regions, anchors across big ones.
#include "diff/byte_diff.h"
#include "diff/myers_diff.h"

#include <cstring>
#include <gtest/gtest.h>
#include <random>

namespace strata {
namespace {

std::span<const std::byte> spanOf(std::string_view text) {
    return {reinterpret_cast<const std::byte*>(text.data()), text.size()};
}

ByteSourcePtr sourceOf(std::vector<std::byte> bytes) {
    return ByteSource::fromBuffer(std::move(bytes));
}

// Random bytes below 0x80, so that bytes an edit writes (0x80 and up) never equal a neighbour
// and every edit has one place.
std::vector<std::byte> randomBytes(std::size_t size) {
    std::mt19937 generator(17);
    std::vector<std::byte> bytes(size);
    for (auto& b : bytes) {
        b = static_cast<std::byte>(generator() & 0x7f);
    }
    return bytes;
}

TEST(MyersDiff, InsertionsAreTheirOwnRegions) {
    const auto regions = myersDiff(spanOf("hello world"), spanOf("hello, world!"), 100, 200, 16);
    ASSERT_TRUE(regions);
    ASSERT_EQ(regions->size(), 2u);
    EXPECT_EQ((*regions)[0].a, (ByteRange{105, 0}));
    EXPECT_EQ((*regions)[0].b, (ByteRange{205, 1}));
    EXPECT_EQ((*regions)[1].a, (ByteRange{111, 0}));
    EXPECT_EQ((*regions)[1].b, (ByteRange{212, 1}));
}

TEST(MyersDiff, ReplacementMergesDeletionAndInsertion) {
    const auto regions = myersDiff(spanOf("abcXdef"), spanOf("abcYdef"), 0, 0, 16);
    ASSERT_TRUE(regions);
    ASSERT_EQ(regions->size(), 1u);
    EXPECT_EQ((*regions)[0].a, (ByteRange{3, 1}));
    EXPECT_EQ((*regions)[0].b, (ByteRange{3, 1}));
}

TEST(MyersDiff, EqualIsEmptyAndTooManyEditsIsNothing) {
    EXPECT_TRUE(myersDiff(spanOf("same"), spanOf("same"), 0, 0, 4)->empty());
    EXPECT_FALSE(myersDiff(spanOf("aaaaaaaa"), spanOf("bbbbbbbb"), 0, 0, 4));
}

TEST(ByteDiff, TenBytesInsertedInTheMiddleAreOneInsertedRange) {
    const auto a = randomBytes(1 << 20);
    auto b = a;
    b.insert(b.begin() + 500000, 10, std::byte{0xff});
    const ByteDiff result = diffBytes(*sourceOf(a), *sourceOf(b), 100, {});
    ASSERT_EQ(result.rangeCount, 1u);
    EXPECT_EQ(result.ranges[0].a, (ByteRange{500000, 0}));
    EXPECT_EQ(result.ranges[0].b, (ByteRange{500000, 10}));
    EXPECT_EQ(result.bytesInB, 10u);
}

TEST(ByteDiff, EditsFarApartAreAlignedByAnchorsNotACascade) {
    // Inserted at 300,000, replaced at 700,000, deleted at 900,000 (offsets in A).
    const auto a = randomBytes(1 << 20);
    auto b = a;
    // Edited from the back, so that each edit's offset is A's.
    b.erase(b.begin() + 900000, b.begin() + 900000 + 20);
    for (std::size_t i = 0; i < 5; ++i) {
        b[700000 + i] = std::byte{0xfe};
    }
    b.insert(b.begin() + 300000, 10, std::byte{0xff});
    const ByteDiff result = diffBytes(*sourceOf(a), *sourceOf(b), 100, {});
    ASSERT_EQ(result.rangeCount, 3u);
    EXPECT_EQ(result.ranges[0].a, (ByteRange{300000, 0}));
    EXPECT_EQ(result.ranges[0].b, (ByteRange{300000, 10}));
    EXPECT_EQ(result.ranges[1].a, (ByteRange{700000, 5}));
    EXPECT_EQ(result.ranges[1].b, (ByteRange{700010, 5}));
    EXPECT_EQ(result.ranges[2].a, (ByteRange{900000, 20}));
    EXPECT_EQ(result.ranges[2].b, (ByteRange{900010, 0}));
}

TEST(ByteDiff, UnrelatedBytesAreOneReplacedRange) {
    const auto a = randomBytes(200000);
    std::vector<std::byte> b(150000, std::byte{0xaa});
    const ByteDiff result = diffBytes(*sourceOf(a), *sourceOf(b), 100, {});
    ASSERT_EQ(result.rangeCount, 1u);
    EXPECT_EQ(result.ranges[0].a, (ByteRange{0, 200000}));
    EXPECT_EQ(result.ranges[0].b, (ByteRange{0, 150000}));
}

TEST(ByteDiff, SameBytes) {
    const auto a = randomBytes(10000);
    EXPECT_TRUE(sameBytes(*sourceOf(a), *sourceOf(a), {}));
    auto b = a;
    b[9999] ^= std::byte{1};
    EXPECT_FALSE(sameBytes(*sourceOf(a), *sourceOf(b), {}));
    EXPECT_TRUE(diffBytes(*sourceOf(a), *sourceOf(a), 10, {}).equal());
}

// A payload in memory, produced in pieces of `piece` bytes; its size known or not.
class PiecewisePayload : public Payload {
public:
    PiecewisePayload(std::vector<std::byte> bytes, std::size_t piece, bool sizeKnown = true)
        : m_bytes(std::move(bytes))
        , m_piece(piece)
        , m_sizeKnown(sizeKnown) {}
    std::optional<std::uint64_t> size() const override {
        return m_sizeKnown ? std::optional<std::uint64_t>(m_bytes.size()) : std::nullopt;
    }
    bool produce(const Sink& sink, std::vector<Diagnostic>&) const override {
        for (std::size_t at = 0; at < m_bytes.size(); at += m_piece) {
            if (!sink(std::span(m_bytes).subspan(at, std::min(m_piece, m_bytes.size() - at)))) {
                return false;
            }
        }
        return true;
    }

private:
    std::vector<std::byte> m_bytes;
    std::size_t m_piece;
    bool m_sizeKnown;
};

std::optional<ByteDiff> inStep(const std::vector<std::byte>& a, const std::vector<std::byte>& b,
                               std::size_t pieceA, std::size_t pieceB) {
    std::vector<Diagnostic> diagnosticsA;
    std::vector<Diagnostic> diagnosticsB;
    return diffPayloadsInStep(PiecewisePayload(a, pieceA), PiecewisePayload(b, pieceB),
                              diagnosticsA, diagnosticsB, 100, {});
}

TEST(PayloadsInStep, ReplacedBytesGiveTheRangesTheAlignmentGives) {
    const auto a = randomBytes(300'000);
    auto b = a;
    for (std::size_t i = 0; i < 3; ++i) {
        b[1000 + i] = std::byte{0x90};
    }
    for (std::size_t i = 0; i < 64; ++i) {
        b[150'000 + 2 * i] = std::byte{0xa0}; // every other byte: one island, Myers inside
    }
    b.back() = std::byte{0xff};
    // Pieces that do not line up between the files.
    const auto stepped = inStep(a, b, 4096, 10'007);
    ASSERT_TRUE(stepped);
    const ByteDiff aligned = diffBytes(*sourceOf(a), *sourceOf(b), 100, {});
    EXPECT_EQ(stepped->rangeCount, aligned.rangeCount);
    EXPECT_EQ(stepped->bytesInA, aligned.bytesInA);
    ASSERT_EQ(stepped->ranges.size(), aligned.ranges.size());
    for (std::size_t r = 0; r < aligned.ranges.size(); ++r) {
        EXPECT_EQ(stepped->ranges[r].a, aligned.ranges[r].a) << r;
        EXPECT_EQ(stepped->ranges[r].b, aligned.ranges[r].b) << r;
    }
    EXPECT_EQ(stepped->ranges.front().a, (ByteRange{1000, 3}));
    EXPECT_EQ(stepped->ranges.back().a, (ByteRange{299'999, 1}));
    EXPECT_EQ(stepped->sizeA, 300'000u);
}

TEST(PayloadsInStep, EqualPayloadsHaveNoRange) {
    const auto a = randomBytes(100'000);
    const auto stepped = inStep(a, a, 4096, 999);
    ASSERT_TRUE(stepped);
    EXPECT_TRUE(stepped->equal());
}

TEST(PayloadsInStep, ShiftedBytesAndOtherSizesAreLeftToTheAlignment) {
    const auto a = randomBytes(200'000);
    // Ten bytes inserted early and ten deleted late: the same size, everything between shifted.
    auto b = a;
    b.insert(b.begin() + 1000, 10, std::byte{0x90});
    b.erase(b.begin() + 150'000, b.begin() + 150'010);
    ASSERT_EQ(a.size(), b.size());
    EXPECT_FALSE(inStep(a, b, 4096, 4096));
    auto longer = a;
    longer.push_back(std::byte{1});
    EXPECT_FALSE(inStep(a, longer, 4096, 4096));
    std::vector<Diagnostic> diagnosticsA;
    std::vector<Diagnostic> diagnosticsB;
    EXPECT_FALSE(diffPayloadsInStep(PiecewisePayload(a, 4096, false), PiecewisePayload(a, 4096),
                                    diagnosticsA, diagnosticsB, 100, {}));
}

} // namespace
} // namespace strata
