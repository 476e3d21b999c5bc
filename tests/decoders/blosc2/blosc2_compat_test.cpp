// Chunks and frames written by earlier Blosc releases (corpus blosc2-compat, issue 36): each
// decodes to the bytes c-blosc2 3.3.2 decodes it to (manifest.json `decoded_sha256`).
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/payload.h"

#include <QJsonArray>
#include <QJsonObject>
#include <cstring>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::vector<QJsonObject> compatFiles() {
    std::vector<QJsonObject> files;
    for (const auto& file :
         readJson(corpusPath("blosc2-compat/manifest.json")).object()["files"].toArray()) {
        files.push_back(file.toObject());
    }
    return files;
}

std::vector<std::string> namesDecodedByCBlosc2() {
    std::vector<std::string> names;
    for (const QJsonObject& file : compatFiles()) {
        if (file.contains("decoded_sha256")) {
            names.push_back(file["file"].toString().toStdString());
        }
    }
    return names;
}

QJsonObject compatEntry(const std::string& name) {
    for (const QJsonObject& file : compatFiles()) {
        if (file["file"].toString().toStdString() == name) {
            return file;
        }
    }
    ADD_FAILURE() << name << " is not in the manifest";
    return {};
}

Document openCompat(const std::string& name) {
    return openFile(corpusPath("blosc2-compat/" + name));
}

// c-blosc2 does not restore the bytes after a version-2 block's last bitshuffled element
// (filters.h): Strata reads them as stored and notes it; the manifest's digest has zeros there.
// The number of such bytes, from the note.
std::size_t versionTwoTail(const Diagnostic& diagnostic) {
    if (diagnostic.severity != Severity::Info ||
        diagnostic.message.find("c-blosc2 leaves them unwritten") == std::string::npos) {
        return 0;
    }
    return std::stoul(diagnostic.message.substr(std::string_view("the last ").size()));
}

class Blosc2Compat : public ::testing::TestWithParam<std::string> {};

// Every byte c-blosc2 writes is Strata's; where a version-2 tail is (the last block's), c-blosc2
// writes none, and its digest was taken over zeros.
TEST_P(Blosc2Compat, DecodesToWhatCBlosc2DecodesItTo) {
    const QJsonObject entry = compatEntry(GetParam());
    const Document document = openCompat(GetParam());
    ASSERT_EQ(document.formatName, "Blosc2");
    ASSERT_TRUE(document.payload);
    std::vector<Diagnostic> diagnostics;
    auto payload = payloadBytes(document, diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.front().message;
    EXPECT_EQ(payload.size(), static_cast<std::uint64_t>(entry["decoded_size"].toInteger()));
    for (const Diagnostic& diagnostic : checkDocument(document)) {
        const std::size_t tail = versionTwoTail(diagnostic);
        ASSERT_GT(tail, 0u) << diagnostic.message;
        ASSERT_LE(tail, payload.size());
        std::fill(payload.end() - static_cast<std::ptrdiff_t>(tail), payload.end(), std::byte{0});
    }
    EXPECT_EQ(sha256Hex(payload), entry["decoded_sha256"].toString().toStdString());
}

INSTANTIATE_TEST_SUITE_P(Files, Blosc2Compat, ::testing::ValuesIn(namesDecodedByCBlosc2()),
                         [](const auto& info) {
                             std::string name = info.param;
                             for (char& c : name) {
                                 c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                             }
                             return name;
                         });

// The 1.18.0 bitshuffle chunks: 641,091 bytes in blocks of 262,144 (typesize 4) or 524,288
// (typesize 8), so the last block holds 116,803 bytes, 29,200 whole elements of 4 (or 14,600 of
// 8), a multiple of 8, and 3 bytes after them. c-blosc's leftover test, which wrote them, sets
// byte i of those to i mod 256: "@AB". They are in the file, Strata shows them, and a note at
// the last block says c-blosc2 does not.
TEST(Blosc2CompatBitShuffle, TheBytesAfterTheBitshuffledElementsAreReadAsStored) {
    for (const auto& [name, lastBlock] :
         {std::pair("blosc-1.18.0-lz4-bitshuffle4-memcpy.cdata", "file / block 2"),
          std::pair("blosc-1.18.0-lz4-bitshuffle8-nomemcpy.cdata", "file / block 1")}) {
        const Document document = openCompat(name);
        std::vector<Diagnostic> diagnostics;
        const auto payload = payloadBytes(document, diagnostics);
        ASSERT_EQ(payload.size(), 641091u) << name;
        EXPECT_EQ(std::string(reinterpret_cast<const char*>(payload.data()) + 641088, 3), "@AB");
        // The int32 before them: item 160,271 of 0, 1, 2, ...
        std::int32_t last = 0;
        std::memcpy(&last, payload.data() + 641084, 4);
        EXPECT_EQ(last, 160271);
        const auto found = checkDocument(document);
        ASSERT_EQ(found.size(), 1u) << name;
        EXPECT_EQ(versionTwoTail(found[0]), 3u) << found[0].message;
        EXPECT_NE(found[0].message.find("(116803 bytes, typesize"), std::string::npos)
            << found[0].message;
        EXPECT_EQ(found[0].nodePath, lastBlock);
    }
    // 1.17.1 wrote one byte more: 29,200.x elements, not a multiple of 8, the block copied whole.
    EXPECT_TRUE(checkDocument(openCompat("blosc-1.17.1-lz4-bitshuffle4-memcpy.cdata")).empty());
}

// c-blosc2 never had snappy; c-blosc 1.x chunks with it hold the same data as the same
// release's lz4 chunk (README), and Strata reads them.
TEST(Blosc2CompatSnappy, SnappyChunksHoldWhatTheSameReleasesLz4ChunkHolds) {
    for (const char* release : {"1.3.0", "1.7.0", "1.11.1", "1.14.0"}) {
        const std::string prefix = std::string("c-blosc-1.21.3-blosc-") + release;
        const Document snappy = openCompat(prefix + "-snappy.cdata");
        const Document lz4 = openCompat(prefix + "-lz4.cdata");
        ASSERT_TRUE(snappy.payload && lz4.payload) << release;
        std::vector<Diagnostic> diagnostics;
        EXPECT_EQ(payloadBytes(snappy, diagnostics), payloadBytes(lz4, diagnostics)) << release;
        EXPECT_TRUE(diagnostics.empty()) << release;
        EXPECT_TRUE(checkDocument(snappy).empty()) << release;
    }
}

} // namespace
} // namespace strata::test
