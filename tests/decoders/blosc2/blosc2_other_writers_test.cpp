// Blosc files as writers other than c-blosc2 leave them (issue 36).
#include "formats/blosc2/blosc2_format.h"
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/payload.h"

#include <gtest/gtest.h>
#include <random>

namespace strata::test {
namespace {

constexpr const char* chunkFile = "blosc2/codecs/codec_lz4_shuffle_f64sine.b2chunk";
constexpr const char* chunkRaw = "blosc2/codecs/codec_lz4_shuffle_f64sine.raw";

std::vector<std::byte> payloadOf(const Document& document) {
    std::vector<Diagnostic> diagnostics;
    return payloadBytes(document, diagnostics);
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

// Detection by the header alone must not claim what is not Blosc: random bytes of every size a
// chunk header could start, and every corpus file of the other formats.
TEST(Blosc2OtherWriters, RandomBytesAndOtherFormatsAreNeverTakenForBlosc) {
    const Format& blosc = blosc2::blosc2Format();
    std::mt19937_64 random(20261129);
    for (int i = 0; i < 10000; ++i) {
        std::vector<std::byte> bytes(16 + random() % 4096);
        for (std::byte& byte : bytes) {
            byte = static_cast<std::byte>(random());
        }
        const auto source = ByteSource::fromBuffer(std::move(bytes), "0.0." + std::to_string(i));
        EXPECT_EQ(blosc.detect(*source), Match::No) << "random buffer " << i;
    }
    std::size_t others = 0;
    for (const char* folder : {"at1", "at1-codecs", "cole", "odb2"}) {
        for (const auto& entry :
             std::filesystem::recursive_directory_iterator(corpusPath(folder))) {
            if (!entry.is_regular_file()) {
                continue;
            }
            const auto source = ByteSource::openFile(entry.path());
            ASSERT_TRUE(source) << entry.path();
            EXPECT_EQ(blosc.detect(*source), Match::No) << entry.path();
            ++others;
        }
    }
    EXPECT_GT(others, 300u);
}

} // namespace
} // namespace strata::test
