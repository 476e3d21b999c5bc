// Damaged AT-1 files: truncations and seeded byte flips of small corpus files never crash and
// give either an error diagnostic or the exact original.
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <random>

namespace strata::test {
namespace {

// Decodes everything a user can reach: tree, tables, payload.
struct Outcome {
    bool errors = false;
    std::string payload;
};

Outcome decodeAll(std::vector<std::byte> bytes) {
    const Document document = openBytes(std::move(bytes), "damaged.at1");
    Outcome outcome;
    std::vector<Diagnostic> diagnostics = checkDocument(document);
    if (document.payload) {
        document.payload->produce(
            [&outcome](std::span<const std::byte> piece) {
                outcome.payload.append(reinterpret_cast<const char*>(piece.data()), piece.size());
                return true;
            },
            diagnostics);
    }
    outcome.errors = hasErrors(diagnostics);
    return outcome;
}

// Files every byte of which is covered by a check (xz CRCs, the SHA-256 trailer) or read
// structurally: a flip must be detected or harmless.
const char* const checkedFiles[] = {"col_quotes", "pub_raw_zstd_trailer", "pub_col_telemetry",
                                    "stream_columnar_telemetry"};
// Files with stored or zstd payloads that carry no checksum: a flip in their data can change the
// output unnoticed, so these only must not crash (or leak, under ASan).
const char* const uncheckedFiles[] = {"qcol_small_rg", "pub_col_forced_dict_shuf",
                                      "pub_stream_qjson", "qjson_tiny"};

std::vector<std::byte> flipped(std::vector<std::byte> bytes, std::mt19937_64& random,
                               std::string& where) {
    const int flips = 1 + static_cast<int>(random() % 3);
    for (int f = 0; f < flips; ++f) {
        const std::size_t position = random() % bytes.size();
        const unsigned bit = static_cast<unsigned>(random() % 8);
        bytes[position] ^= std::byte(1u << bit);
        where += " " + std::to_string(position);
    }
    return bytes;
}

TEST(At1Robustness, SeededByteFlipsInCheckedFilesAreDetected) {
    std::mt19937_64 random(0xA71);
    for (const char* name : checkedFiles) {
        const auto bytes = readFileBytes(corpusPath(std::string("at1/") + name + ".at1"));
        const std::string original = readFileText(corpusPath(std::string("at1/") + name + ".orig"));
        for (int trial = 0; trial < 100; ++trial) {
            std::string where;
            const Outcome outcome = decodeAll(flipped(bytes, random, where));
            EXPECT_TRUE(outcome.errors || outcome.payload == original)
                << name << " flips at" << where;
        }
    }
}

TEST(At1Robustness, SeededByteFlipsInUncheckedFilesDoNotCrash) {
    std::mt19937_64 random(0xA72);
    for (const char* name : uncheckedFiles) {
        const auto bytes = readFileBytes(corpusPath(std::string("at1/") + name + ".at1"));
        for (int trial = 0; trial < 100; ++trial) {
            std::string where;
            const Outcome outcome = decodeAll(flipped(bytes, random, where));
            // Sizes and structure are still checked: the output never exceeds what the file
            // declares, whatever the flips.
            EXPECT_LT(outcome.payload.size(), std::size_t{1} << 24) << name << " flips at" << where;
        }
    }
}

TEST(At1Robustness, TruncationsGiveDiagnosticsOrOriginal) {
    std::vector<const char*> names(std::begin(checkedFiles), std::end(checkedFiles));
    names.insert(names.end(), std::begin(uncheckedFiles), std::end(uncheckedFiles));
    for (const char* name : names) {
        const auto bytes = readFileBytes(corpusPath(std::string("at1/") + name + ".at1"));
        const std::string original = readFileText(corpusPath(std::string("at1/") + name + ".orig"));
        const std::size_t step = std::max<std::size_t>(1, bytes.size() / 200);
        for (std::size_t length = 0; length < bytes.size(); length += step) {
            const Outcome outcome =
                decodeAll({bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(length)});
            EXPECT_TRUE(outcome.errors || outcome.payload == original)
                << name << " cut at " << length;
        }
    }
}

TEST(At1Robustness, ADamagedFrameLengthLeavesTheFramesOnBothSides) {
    // stream_columnar_telemetry: frame 2 at 72560, frame 3 at 104960 (strata-cli tree). Its
    // payload_len made to claim 2 MiB: no frame follows where it says.
    auto bytes = readFileBytes(corpusPath("at1/stream_columnar_telemetry.at1"));
    const std::string original = readFileText(corpusPath("at1/stream_columnar_telemetry.orig"));
    constexpr std::size_t frame2 = 72560;
    constexpr std::size_t frame3 = 104960;
    bytes[frame2] = std::byte{0xFF};
    bytes[frame2 + 1] = std::byte{0xFF};
    bytes[frame2 + 2] = std::byte{0x7F};
    const Document document = openBytes(bytes, "damaged.at1");
    const Node* damaged = document.root->findByPath("file / frame 2");
    ASSERT_NE(damaged, nullptr);
    EXPECT_EQ(damaged->kind(), NodeKind::Damaged);
    EXPECT_EQ(damaged->range(), (ByteRange{frame2, frame3 - frame2}));
    EXPECT_NE(damaged->value().find("resumes at the next frame, at 104960"), std::string::npos);
    const Node* after = document.root->findByPath("file / frame 3");
    ASSERT_NE(after, nullptr);
    EXPECT_EQ(after->range().offset, frame3);
    // The payload is the original without frame 2's part: frames on both sides decode whole.
    const Outcome outcome = decodeAll(bytes);
    EXPECT_TRUE(outcome.errors);
    const std::string& salvaged = outcome.payload;
    ASSERT_LT(salvaged.size(), original.size());
    const auto prefix = static_cast<std::size_t>(
        std::mismatch(salvaged.begin(), salvaged.end(), original.begin()).first - salvaged.begin());
    const auto suffix = static_cast<std::size_t>(
        std::mismatch(salvaged.rbegin(), salvaged.rend(), original.rbegin()).first -
        salvaged.rbegin());
    EXPECT_GT(prefix, 0u);
    EXPECT_GT(suffix, 0u);
    EXPECT_GE(prefix + suffix, salvaged.size());
}

} // namespace
} // namespace strata::test
