// Blosc files as writers other than c-blosc2 leave them (issue 36).
#include "formats/blosc2/blosc2_format.h"
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/payload.h"
#include "support/table_text.h"
#include "support/tree_lookup.h"

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

// python-blosc2 keeps a CTable's schema in a frame with no chunks, in its vlmetalayers (made
// here by c-blosc2 3.3.2: corpus blosc2-other-writers/README.md). c-blosc2 writes no offsets
// index for it; the frame is sound, and each vlmetalayer's msgpack shows as a tree in its
// decoded chunk, every value over its bytes.
TEST(Blosc2OtherWriters, AFrameThatHoldsOnlyMetadataIsSoundAndShowsItsMsgpack) {
    const Document document = openFile(corpusPath("blosc2-other-writers/meta_only.b2frame"));
    ASSERT_EQ(document.formatName, "Blosc2");
    EXPECT_TRUE(checkDocument(document).empty()) << checkDocument(document).front().message;
    EXPECT_EQ(document.tables.at(0)->rowCount(), 0u);
    EXPECT_EQ(document.writer, "frame format 3");
    const std::string schema = "file / trailer / vlmetalayers / \"schema\"";
    const Node& msgpack = nodeAtPath(document, schema + " / msgpack");
    EXPECT_EQ(msgpack.value(), "3 entries");
    ASSERT_NE(msgpack.layer(), nullptr);
    EXPECT_EQ(msgpack.layer()->name(), "decoded chunk");
    const Node& kind = nodeAtPath(document, schema + " / msgpack / kind");
    EXPECT_EQ(kind.value(), "\"ctable\"");
    // The entry covers its key and its value: a4 "kind" a6 "ctable", after the fixmap byte.
    EXPECT_EQ(kind.range(), (ByteRange{1, 12}));
    const auto decoded = msgpack.layer()->bytes()->source->bytes();
    EXPECT_EQ(std::to_integer<int>(decoded[1]), 0xa4);
    EXPECT_EQ(nodeAtPath(document, schema + " / msgpack / columns / [1] / dtype").value(),
              "\"<f8\"");
    EXPECT_EQ(nodeAtPath(document, schema + " / msgpack / version").value(), "1");
    EXPECT_EQ(nodeAtPath(document, "file / trailer / vlmetalayers / \"note\" / msgpack").value(),
              "\"empty table\"");
}

// caterva, and c-blosc2 after it, read a `caterva` metalayer of five elements, without the
// dtype b2nd added (c-blosc2 b2nd.h): the array's shape comes from it, and the file says so.
TEST(Blosc2OtherWriters, ACatervaMetalayerOfFiveElementsDescribesTheArray) {
    const Document document = openFile(corpusPath("blosc2-other-writers/caterva_4x6_i8.b2frame"));
    ASSERT_EQ(document.formatName, "Blosc2");
    EXPECT_TRUE(checkDocument(document).empty()) << checkDocument(document).front().message;
    EXPECT_EQ(document.writer,
              "frame format 2, chunks of format 5 (versionlz 1), caterva metalayer v0, no dtype");
    EXPECT_EQ(document.root->value(), "b2nd array, caterva metalayer v0, no dtype");
    // Item i of the 4 x 6 array holds i * 3 - 7, written as 2 x 3 chunks: the table shows the
    // array in C order, a row per array row.
    const auto cells = tableCells(*document.tables.at(0)->withItemType("int"));
    ASSERT_EQ(cells.size(), 5u);
    ASSERT_EQ(cells[1].size(), 7u);
    for (std::size_t row = 0; row < 4; ++row) {
        for (std::size_t column = 0; column < 6; ++column) {
            EXPECT_EQ(cells[row + 1][column + 1],
                      std::to_string(static_cast<int>(row * 6 + column) * 3 - 7))
                << row << "," << column;
        }
    }
}

// The b2nd metalayer of today's c-blosc2 has seven elements; the file says which version.
TEST(Blosc2OtherWriters, TheWriterVersionsAreSaid) {
    EXPECT_EQ(openFile(corpusPath("blosc2/frames/array_2d_f64.b2nd")).writer,
              "frame format 2, chunks of format 5 (versionlz 1), b2nd metalayer v0");
    EXPECT_EQ(
        openFile(corpusPath("blosc2-compat/blosc-1.18.0-lz4-bitshuffle4-memcpy.cdata")).writer,
        "chunk format 2 (versionlz 1)");
}

} // namespace
} // namespace strata::test
