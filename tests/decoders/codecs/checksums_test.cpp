// The checksums of a selection against the published check values of each algorithm ("123456789")
// and against the command-line tools (md5sum, sha1sum, sha256sum, xxh64sum) on a corpus file.
#include "strata/checksums.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <gtest/gtest.h>
#include <map>
#include <string>

namespace strata::test {
namespace {

std::map<std::string, std::string> checksums(std::string_view text) {
    std::map<std::string, std::string> byName;
    for (const Checksum& checksum :
         checksumsOf(std::as_bytes(std::span<const char>(text.data(), text.size())))) {
        byName[checksum.name] = checksum.hex;
    }
    return byName;
}

TEST(Checksums, TheCheckValuesOfEachAlgorithm) {
    const auto sums = checksums("123456789");
    EXPECT_EQ(sums.at("CRC-32"), "cbf43926");  // CRC-32/ISO-HDLC check value
    EXPECT_EQ(sums.at("CRC-32C"), "e3069283"); // CRC-32/ISCSI check value
    EXPECT_EQ(sums.at("Adler-32"), "091e01de");
    EXPECT_EQ(sums.at("MD5"), "25f9e794323b453885f5181f1b624d0b");
    EXPECT_EQ(sums.at("SHA-1"), "f7c3bc1d808e04732adf679965ccc34ca7ae3441");
    EXPECT_EQ(sums.at("SHA-256"),
              "15e2b0d3c33891ebb0f1ef609ec419420c20e320ce94c65fbc8c3312448eb225");
    EXPECT_EQ(sums.at("xxHash64"), "8cb841db40e6ae83");
    // Nothing at all: the algorithms' empty values.
    const auto empty = checksums("");
    EXPECT_EQ(empty.at("CRC-32"), "00000000");
    EXPECT_EQ(empty.at("CRC-32C"), "00000000");
    EXPECT_EQ(empty.at("Adler-32"), "00000001");
    EXPECT_EQ(empty.at("xxHash64"), "ef46db3751d8e999");
}

// Lengths that are not a multiple of the 8 bytes the CRC-32C instruction takes at a time.
TEST(Checksums, Crc32cOfEveryLengthMatchesTheByteByByteDefinition) {
    std::string text;
    for (int length = 0; length < 40; ++length) {
        // The reflected polynomial, a bit at a time.
        std::uint32_t crc = 0xffffffffu;
        for (const char c : text) {
            crc ^= static_cast<std::uint8_t>(c);
            for (int bit = 0; bit < 8; ++bit) {
                crc = (crc >> 1) ^ ((crc & 1u) != 0 ? 0x82F63B78u : 0u);
            }
        }
        char expected[9];
        std::snprintf(expected, sizeof expected, "%08x", ~crc);
        EXPECT_EQ(checksums(text).at("CRC-32C"), expected) << length;
        text += static_cast<char>('a' + length % 26);
    }
}

TEST(Checksums, TheToolsAgreeOnAFile) {
    const std::string path = corpusPath("odb2/odb/capi_rarely_changing.odb").string();
    const std::string bytes = readFileText(corpusPath("odb2/odb/capi_rarely_changing.odb"));
    const auto sums = checksums(bytes);
    for (const auto& [tool, name] : std::map<std::string, std::string>{
             {"md5sum", "MD5"}, {"sha1sum", "SHA-1"}, {"sha256sum", "SHA-256"}}) {
        const CliResult result = runProgram(tool, {path});
        ASSERT_EQ(result.exitCode, 0) << tool;
        EXPECT_EQ(result.out.substr(0, result.out.find(' ')), sums.at(name)) << tool;
    }
}

} // namespace
} // namespace strata::test
