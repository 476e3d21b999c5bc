// Blosc files as writers other than c-blosc2 leave them (issue 36).
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

constexpr const char* chunkFile = "blosc2/codecs/codec_lz4_shuffle_f64sine.b2chunk";
constexpr const char* chunkRaw = "blosc2/codecs/codec_lz4_shuffle_f64sine.raw";

std::vector<std::byte> payloadOf(const Document& document) {
    std::vector<std::byte> out;
    std::vector<Diagnostic> diagnostics;
    document.payload->produce(
        [&](std::span<const std::byte> piece) {
            out.insert(out.end(), piece.begin(), piece.end());
            return true;
        },
        diagnostics);
    return out;
}

// A Zarr implementation stores each chunk with 16 zero bytes after its cbytes, in a file named
// by its grid position ("3.5.2", no extension): the chunk is recognised by its header, read as
// its header describes, and the bytes after it are a warning at their offset.
TEST(Blosc2OtherWriters, BytesAfterTheChunkAreAWarningNotAReasonToRefuse) {
    auto bytes = readFileBytes(corpusPath(chunkFile));
    const std::uint64_t cbytes = bytes.size();
    bytes.resize(bytes.size() + 16, std::byte{0});
    const Document document = openBytes(bytes, "3.5.2");
    EXPECT_EQ(document.formatName, "Blosc2");
    ASSERT_TRUE(document.payload);
    EXPECT_EQ(payloadOf(document), readFileBytes(corpusPath(chunkRaw)));
    const auto diagnostics = checkDocument(document);
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0].severity, Severity::Warning);
    EXPECT_EQ(diagnostics[0].offset, cbytes);
    EXPECT_EQ(diagnostics[0].message, "16 bytes follow the chunk's cbytes");
}

// Bytes that only start like a chunk header, with a cbytes no c-blosc2 chunk of that nbytes can
// have, stay unknown.
TEST(Blosc2OtherWriters, AnImplausibleCbytesIsNoChunk) {
    auto bytes = readFileBytes(corpusPath(chunkFile));
    bytes.resize(bytes.size() + 16, std::byte{0});
    // nbytes 16: a chunk of 16 decoded bytes never takes the corpus chunk's cbytes.
    bytes[4] = std::byte{16};
    bytes[5] = bytes[6] = bytes[7] = std::byte{0};
    EXPECT_EQ(openBytes(bytes, "3.5.2").formatName, "unknown");
}

} // namespace
} // namespace strata::test
