// xz decoding: a one-block stream goes through liblzma's block decoder with its index and footer
// checked against the block; anything else through the stream decoder. Both give the same bytes
// and refuse the same damage.
#include "codecs/decompress.h"

#include <gtest/gtest.h>
#include <lzma.h>
#include <string>
#include <vector>

namespace strata::codecs {
namespace {

std::vector<std::byte> bytesOf(std::string_view text) {
    const auto* data = reinterpret_cast<const std::byte*>(text.data());
    return {data, data + text.size()};
}

std::vector<std::byte> xzOf(const std::vector<std::byte>& data, std::uint32_t preset,
                            lzma_check check = LZMA_CHECK_CRC64) {
    std::vector<std::byte> out(lzma_stream_buffer_bound(data.size()));
    std::size_t size = 0;
    EXPECT_EQ(lzma_easy_buffer_encode(
                  preset, check, nullptr, reinterpret_cast<const std::uint8_t*>(data.data()),
                  data.size(), reinterpret_cast<std::uint8_t*>(out.data()), &size, out.size()),
              LZMA_OK);
    out.resize(size);
    return out;
}

// Text with long repeats far apart, so that matches reach back a long way.
std::vector<std::byte> sampleText() {
    std::string text;
    for (int i = 0; i < 4000; ++i) {
        text += "line " + std::to_string(i * 7919 % 1000) + " of the sample, ";
    }
    return bytesOf(text);
}

DecompressResult decode(const std::vector<std::byte>& input, std::size_t size) {
    std::vector<std::byte> output(size);
    DecompressResult result = xzDecompress(input, output);
    output.resize(result.written);
    return result;
}

TEST(XzDecompress, OneBlockStreamsOfEveryPresetAndCheckDecodeExactly) {
    const auto data = sampleText();
    for (const std::uint32_t preset : {0u, 6u, 9u | LZMA_PRESET_EXTREME}) {
        for (const lzma_check check :
             {LZMA_CHECK_NONE, LZMA_CHECK_CRC32, LZMA_CHECK_CRC64, LZMA_CHECK_SHA256}) {
            const auto input = xzOf(data, preset, check);
            std::vector<std::byte> output(data.size());
            const auto result = xzDecompress(input, output);
            EXPECT_TRUE(result.ok) << preset << " " << check << ": " << result.error;
            EXPECT_EQ(result.written, data.size());
            EXPECT_EQ(result.consumed, input.size());
            EXPECT_EQ(output, data);
        }
    }
}

TEST(XzDecompress, ConcatenatedStreamsDecodeAsOne) {
    const auto first = bytesOf("the first stream, ");
    const auto second = sampleText();
    auto input = xzOf(first, 6);
    const auto tail = xzOf(second, 6);
    input.insert(input.end(), tail.begin(), tail.end());
    std::vector<std::byte> output(first.size() + second.size());
    const auto result = xzDecompress(input, output);
    ASSERT_TRUE(result.ok) << result.error;
    EXPECT_EQ(std::vector<std::byte>(output.begin(), output.begin() + first.size()), first);
    EXPECT_EQ(std::vector<std::byte>(output.begin() + first.size(), output.end()), second);
}

TEST(XzDecompress, EveryChangedByteOfAStreamIsRefused) {
    // Header, block header, data, check, index and footer are all covered by a CRC or the check;
    // a changed byte is an error or, at worst, other bytes of the right size with the check
    // still failing, never a silent success.
    const auto data = bytesOf("a short text that the check covers, twice: a short text");
    const auto input = xzOf(data, 6);
    for (std::size_t at = 0; at < input.size(); ++at) {
        auto damaged = input;
        damaged[at] ^= std::byte{0x01};
        const auto result = decode(damaged, data.size());
        EXPECT_FALSE(result.ok) << "byte " << at << " of " << input.size();
        EXPECT_FALSE(result.error.empty()) << "byte " << at;
    }
}

TEST(XzDecompress, AnOutputOfAnotherSizeThanTheIndexSaysIsRefused) {
    const auto data = sampleText();
    const auto input = xzOf(data, 6);
    EXPECT_FALSE(decode(input, data.size() - 1).ok);
    const auto larger = decode(input, data.size() + 1);
    EXPECT_TRUE(larger.ok); // the stream decoder stops at the stream's end
    EXPECT_EQ(larger.written, data.size());
}

TEST(XzDecompress, BytesAfterTheStreamAreNeverTakenForAWholeStream) {
    const auto data = sampleText();
    auto input = xzOf(data, 6);
    input.resize(input.size() + 8, std::byte{0x55});
    const auto result = decode(input, data.size());
    EXPECT_FALSE(result.ok && result.consumed == input.size()) << result.error;
}

} // namespace
} // namespace strata::codecs
