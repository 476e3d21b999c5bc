#include "strata/byte_kinds.h"
#include "strata/byte_overview.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <cmath>
#include <gtest/gtest.h>
#include <random>
#include <string_view>

namespace strata {
namespace {

std::span<const std::byte> bytesOf(std::string_view text) {
    return std::as_bytes(std::span(text.data(), text.size()));
}

// The entropy of a text computed the long way, from its letter frequencies.
double exactEntropy(std::string_view text) {
    double bits = 0;
    for (int value = 0; value < 256; ++value) {
        const auto count = std::count(text.begin(), text.end(), static_cast<char>(value));
        if (count != 0) {
            const double p = static_cast<double>(count) / static_cast<double>(text.size());
            bits -= p * std::log2(p);
        }
    }
    return bits;
}

TEST(ByteOverview, EntropyOfKnownBuffers) {
    const std::vector<std::byte> zeros(10000);
    EXPECT_DOUBLE_EQ(shannonEntropy(zeros), 0.0);
    std::vector<std::byte> everyValue;
    for (int round = 0; round < 16; ++round) {
        for (int value = 0; value < 256; ++value) {
            everyValue.push_back(static_cast<std::byte>(value));
        }
    }
    EXPECT_DOUBLE_EQ(shannonEntropy(everyValue), 8.0);
    // "abab...": one bit per byte.
    EXPECT_DOUBLE_EQ(shannonEntropy(bytesOf("abababababababab")), 1.0);
    constexpr std::string_view text = "the quick brown fox jumps over the lazy dog again and again";
    EXPECT_NEAR(shannonEntropy(bytesOf(text)), exactEntropy(text), 1e-12);
    EXPECT_DOUBLE_EQ(shannonEntropy({}), 0.0);
}

TEST(ByteOverview, SampledEntropyOfRandomBytesIsWithinAWhisperOfEight) {
    std::mt19937_64 random(7);
    std::vector<std::byte> bytes(8 << 20);
    for (auto& b : bytes) {
        b = static_cast<std::byte>(random());
    }
    const auto source = ByteSource::fromBuffer(std::move(bytes));
    const auto slices = computeByteOverview(*source, nullptr, nullptr, 100);
    ASSERT_EQ(slices.size(), 100u);
    for (const auto& slice : slices) {
        EXPECT_NEAR(slice.entropy, 8.0, 0.05);
        EXPECT_FALSE(slice.kind.has_value());
    }
    EXPECT_EQ(slices.back().range.end(), 8u << 20);
}

// file [0, 1000): header [0, 100), a stream [100, 600) that decodes to 2,000 bytes, then
// metadata [600, 1000).
TEST(ByteOverview, SlicesTakeTheKindMostOfTheirBytesHaveAndTheRatioOfTheStructureThere) {
    Node root("file", NodeKind::File, {0, 1000});
    root.addChild("header", NodeKind::Header, {0, 100});
    Node& stream = root.addChild("stream", NodeKind::Data, {100, 500});
    stream.addLayer(std::make_shared<Layer>("decoded", "test", 2000,
                                            [](const JobControl&) { return LayerBytes{}; }));
    root.addChild("metadata", NodeKind::Metadata, {600, 400});
    const auto source = ByteSource::fromBuffer(std::vector<std::byte>(1000));
    const auto slices = computeByteOverview(*source, &root, nullptr, 10);
    ASSERT_EQ(slices.size(), 10u);
    EXPECT_EQ(slices[0].kind, NodeKind::Header);
    EXPECT_FALSE(slices[0].ratio.has_value());
    for (std::size_t i = 1; i < 6; ++i) {
        EXPECT_EQ(slices[i].kind, NodeKind::Data) << i;
        ASSERT_TRUE(slices[i].ratio.has_value()) << i;
        EXPECT_DOUBLE_EQ(*slices[i].ratio, 4.0);
    }
    EXPECT_EQ(slices[6].kind, NodeKind::Metadata);
    EXPECT_EQ(slices[9].range, (ByteRange{900, 100}));
}

// The slice in the middle of `range`, among slices one byte each.
const OverviewSlice& sliceAt(const std::vector<OverviewSlice>& slices, const ByteRange& range) {
    return slices[range.offset + range.length / 2];
}

// COLE: a row group's ratio is its values written plain (4 bytes an INT32, 8 an INT64, a PLAIN
// string page as it is) over its stored bytes; int64_rle.col (manifest) has INT64 RLE pages.
TEST(ByteOverview, AColeRowGroupsRatioIsItsPlainSizeOverItsBytes) {
    const Document document = openFile(test::corpusPath("cole/int64_rle.col"));
    const QJsonArray files =
        test::readJson(test::corpusPath("cole/manifest.json"))["files"].toArray();
    QJsonObject file;
    for (const auto& value : files) {
        if (value.toObject()["file"].toString() == "int64_rle.col") {
            file = value.toObject();
        }
    }
    ASSERT_FALSE(file.isEmpty());
    const std::uint64_t size = document.source->size();
    const auto slices = computeByteOverview(*document.source, document.root.get(), nullptr, size);
    ASSERT_EQ(slices.size(), size);
    int groups = 0;
    for (const auto& groupValue : file["row_groups"].toArray()) {
        std::uint64_t plain = 0;
        std::uint64_t begin = UINT64_MAX;
        std::uint64_t end = 0;
        for (const auto& chunk : groupValue.toObject()["column_chunks"].toArray()) {
            const auto offset =
                static_cast<std::uint64_t>(chunk.toObject()["file_offset"].toInteger());
            begin = std::min(begin, offset);
            end = std::max(end, offset + static_cast<std::uint64_t>(
                                             chunk.toObject()["total_size"].toInteger()));
            for (const auto& page : chunk.toObject()["pages"].toArray()) {
                plain += 8 * static_cast<std::uint64_t>(page.toObject()["num_values"].toInteger());
            }
        }
        const OverviewSlice& slice = sliceAt(slices, {begin, end - begin});
        ASSERT_TRUE(slice.ratio.has_value());
        EXPECT_DOUBLE_EQ(*slice.ratio,
                         static_cast<double>(plain) / static_cast<double>(end - begin));
        ++groups;
    }
    EXPECT_GE(groups, 1);
}

// ODB-2: a frame's ratio is its cells as odc's 8-byte values over its bytes, so its bytes per
// row are 8 × columns / ratio.
TEST(ByteOverview, AnOdb2FramesRatioGivesItsBytesPerRow) {
    const Document document = openFile(test::corpusPath("odb2/odb/capi_int_codecs.odb"));
    const QJsonObject file = [] {
        for (const auto& value :
             test::readJson(test::corpusPath("odb2/manifest.json"))["files"].toArray()) {
            if (value.toObject()["file"].toString() == "odb/capi_int_codecs.odb") {
                return value.toObject();
            }
        }
        return QJsonObject{};
    }();
    const QJsonObject frame = file["frame_details"].toArray()[0].toObject();
    const std::uint64_t size = document.source->size();
    const auto slices = computeByteOverview(*document.source, document.root.get(), nullptr, size);
    const auto rows = static_cast<double>(frame["rows"].toInteger());
    const auto columns = static_cast<double>(frame["ncolumns"].toInteger());
    const OverviewSlice& slice = sliceAt(slices, {0, size});
    ASSERT_TRUE(slice.ratio.has_value());
    const double bytesPerRow = static_cast<double>(size) / rows;
    EXPECT_DOUBLE_EQ(8 * columns / *slice.ratio, bytesPerRow);
}

TEST(ByteOverview, ASmallFileHasASliceAByteAndCancellingStops) {
    const auto source = ByteSource::fromBuffer(std::vector<std::byte>(5));
    EXPECT_EQ(computeByteOverview(*source, nullptr, nullptr, 600).size(), 5u);
    std::atomic<bool> cancel{true};
    JobControl control;
    control.cancel = &cancel;
    EXPECT_TRUE(computeByteOverview(*source, nullptr, nullptr, 600, control).empty());
}

} // namespace
} // namespace strata
