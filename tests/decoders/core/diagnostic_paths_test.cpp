// Every diagnostic names a node that exists in the tree and whose bytes hold the diagnostic's
// offset, on damaged copies of corpus files: activating a diagnostic in the window lands on that
// node, and the CLI's paths are the tree's (one numbering of frames everywhere).
#include "strata/check.h"
#include "support/corpus.h"
#include "support/damage.h"

#include <gtest/gtest.h>
#include <map>

namespace strata {
namespace {

// Small files of every shape each format has (frames, streams, row groups, chunks).
const std::map<std::string, std::vector<std::string>> sampleFiles{
    {"AT-1",
     {"at1/stream_qjson_weblogs.at1", "at1/col_weather_tab.at1", "at1/pub_raw_zstd_trailer.at1",
      "at1/qjson_applogs.at1"}},
    {"Blosc2",
     {"blosc2/frames/frame_zstd_i32_6chunks.b2frame", "blosc2/frames/frame_meta_lz4_f64.b2frame",
      "blosc2/frames/array_2d_f64.b2nd", "blosc2/dict/dict_zstd_shuffle_f64.b2chunk"}},
    {"COLE", {"cole/multi_rowgroups.col", "cole/all_combos.col", "cole/string_dict.col"}},
    {"ODB-2",
     {"odb2/odb/capi_multiframe_codec_change.odb", "odb2/odb/concat_two_schemas.odb",
      "odb2/odb/capi_bitfields.odb"}},
};

constexpr std::size_t flipsPerFile = 300;
constexpr std::size_t cutsPerFile = 200;

// Why a diagnostic does not lead to its node, or empty when it does.
std::string misplaced(const Node& root, const Diagnostic& diagnostic) {
    if (diagnostic.nodePath.empty()) {
        return "no path";
    }
    const Node* node = root.findByPath(diagnostic.nodePath);
    if (node == nullptr) {
        return "no such node";
    }
    // A node holds the offset, or ends at it (a file cut there, a part missing after it).
    const ByteRange range = node->range();
    if (diagnostic.offset < range.offset || diagnostic.offset > range.end()) {
        return "node [" + std::to_string(range.offset) + ", +" + std::to_string(range.length) +
               "] does not hold the offset";
    }
    return {};
}

struct Tally {
    std::size_t diagnostics = 0;
    std::size_t misplaced = 0;
    std::vector<std::string> examples;
};

void checkDamagedCopy(const std::vector<std::byte>& bytes, const std::string& name,
                      const std::string& what, Tally& tally) {
    const Document document = test::openBytes(bytes, name);
    for (const Diagnostic& diagnostic : checkDocument(document)) {
        ++tally.diagnostics;
        const std::string why = misplaced(*document.root, diagnostic);
        if (!why.empty()) {
            ++tally.misplaced;
            if (tally.examples.size() < 12) {
                tally.examples.push_back(what + ": \"" + diagnostic.nodePath + "\" at " +
                                         std::to_string(diagnostic.offset) + " (" +
                                         diagnostic.message + "): " + why);
            }
        }
    }
}

class DiagnosticPaths : public ::testing::TestWithParam<std::string> {};

TEST_P(DiagnosticPaths, NameANodeHoldingTheOffsetOnDamagedCopies) {
    Tally tally;
    for (const std::string& relative : sampleFiles.at(GetParam())) {
        const auto original = test::readFileBytes(test::corpusPath(relative));
        const std::string name = test::corpusPath(relative).filename().string();
        const Document intact = test::openBytes(original, name);
        std::uint32_t seed = 0;
        for (const char c : relative) {
            seed = seed * 31 + static_cast<unsigned char>(c);
        }
        for (const auto& [position, mask] : test::byteFlips(original.size(), flipsPerFile, seed)) {
            auto bytes = original;
            bytes[position] ^= std::byte{mask};
            checkDamagedCopy(
                bytes, name,
                relative + " flip " + std::to_string(position) + "^" + std::to_string(mask), tally);
        }
        for (const std::size_t length : test::structuralTruncationLengths(
                 *intact.root, original.size(), cutsPerFile / 2, cutsPerFile)) {
            const std::vector<std::byte> bytes(original.begin(),
                                               original.begin() + static_cast<long>(length));
            checkDamagedCopy(bytes, name, relative + " cut at " + std::to_string(length), tally);
        }
    }
    EXPECT_GT(tally.diagnostics, 100u);
    std::string examples;
    for (const std::string& example : tally.examples) {
        examples += "\n  " + example;
    }
    EXPECT_EQ(tally.misplaced, 0u) << tally.misplaced << " of " << tally.diagnostics
                                   << " diagnostics do not lead to their node:" << examples;
}

TEST(DiagnosticPlacement, AColumnChunkDamagedInItsFooterEntryLandsOnThatEntry) {
    // A flip in the length of row group 10's chunk of column 3 in the footer: the chunk's
    // range now runs over the footer, and the diagnostic came without a path.
    auto bytes = test::readFileBytes(test::corpusPath("cole/multi_rowgroups.col"));
    bytes[12564] ^= std::byte{107};
    const Document document = test::openBytes(bytes, "multi_rowgroups.col");
    const auto diagnostics = checkDocument(document);
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0].offset, 12549u);
    EXPECT_EQ(diagnostics[0].nodePath,
              "file / metadata / row group metadata / row group 10 / chunk column 3 \"id\"");
}

INSTANTIATE_TEST_SUITE_P(Formats, DiagnosticPaths,
                         ::testing::Values("AT-1", "Blosc2", "COLE", "ODB-2"),
                         [](const auto& info) {
                             std::string name = info.param;
                             std::erase(name, '-');
                             return name;
                         });

} // namespace
} // namespace strata
