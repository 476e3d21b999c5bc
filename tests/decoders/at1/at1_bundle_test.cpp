// Codec 12, bundle (at1-codecs.md section 12), on hand-made files: the manifest read as the
// public decoder reads it, unsafe names refused, entries decoded as inner files (trailer
// included), a bundle inside a bundle refused, and the tree naming each entry.
#include "formats/at1/codecs/bundle/bundle_manifest.h"
#include "strata/check.h"
#include "strata/decode_error.h"
#include "strata/format_registry.h"
#include "support/at1_test_encoder.h"
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/damage.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

using Streams = std::vector<at1enc::PublicStream>;

Document openBundle(const Streams& streams) {
    const std::string file = at1enc::publicWholeFile(12, streams);
    const auto* data = reinterpret_cast<const std::byte*>(file.data());
    return openBytes({data, data + file.size()}, "bundle.at1");
}

std::string entryBytes(const ArchiveEntry& entry, std::vector<Diagnostic>& diagnostics) {
    std::string out;
    entry.payload->produce(
        [&out](std::span<const std::byte> piece) {
            out.append(reinterpret_cast<const char*>(piece.data()), piece.size());
            return true;
        },
        diagnostics);
    return out;
}

std::vector<std::string> errorTexts(const std::vector<Diagnostic>& diagnostics) {
    std::vector<std::string> texts;
    for (const auto& diagnostic : diagnostics) {
        if (diagnostic.severity == Severity::Error) {
            texts.push_back(std::to_string(diagnostic.offset) + " " + diagnostic.message);
        }
    }
    return texts;
}

at1::DecodedStream manifestStream(std::string text) {
    at1::DecodedStream stream{"manifest", {100, 10}, {}};
    for (const char c : text) {
        stream.data.push_back(static_cast<std::byte>(c));
    }
    return stream;
}

TEST(At1BundleManifest, NamesAreTakenAsThePublicDecoderTakesThem) {
    // Spaces after the colon are allowed, a null name is skipped, other keys are ignored.
    const auto names = at1::readManifestNames(manifestStream(
        R"([{"name": "a.txt", "len": 3}, {"name":null}, {"name":"b/c.log"}, {"name":   "d"}])"));
    EXPECT_EQ(names, (std::vector<std::string>{"a.txt", "b/c.log", "d"}));
    // "name" : with a space before the colon is no name.
    EXPECT_TRUE(at1::readManifestNames(manifestStream(R"([{"name" : "x"}])")).empty());
}

TEST(At1BundleManifest, EscapesLongNamesAndOpenQuotesAreRefused) {
    const std::string longName(512, 'n');
    const struct {
        std::string manifest;
        std::string error;
    } cases[] = {
        {R"([{"name": "a\"b"}])", "stream 'manifest' (decoded byte 10): entry name 0 holds a "
                                  "backslash escape (names are plain UTF-8, never escaped)"},
        {R"([{"name": "ok"}, {"name": "cut)", "stream 'manifest' (decoded byte 26): entry name 1 "
                                              "has no closing quote"},
        {"[{\"name\": \"" + longName + "\"}]",
         "stream 'manifest' (decoded byte 10): entry name 0 has 512 bytes (at most 511)"},
    };
    for (const auto& c : cases) {
        try {
            at1::readManifestNames(manifestStream(c.manifest));
            ADD_FAILURE() << c.manifest;
        } catch (const DecodeError& error) {
            EXPECT_EQ(error.offset(), 100u);
            EXPECT_EQ(std::string(error.what()), c.error);
        }
    }
    EXPECT_EQ(at1::readManifestNames(manifestStream("{\"name\": \"" + longName.substr(1) + "\"}"))
                  .front()
                  .size(),
              511u);
}

TEST(At1BundleManifest, UnsafeNamesAreNamedWithTheirReason) {
    EXPECT_EQ(at1::unsafeNameReason("dir/sub/file.txt"), "");
    EXPECT_EQ(at1::unsafeNameReason("d\xC3\xBCr/..x/x.."), "");
    EXPECT_EQ(at1::unsafeNameReason(""), "it is empty");
    EXPECT_EQ(at1::unsafeNameReason("/etc/passwd"), "it is absolute");
    EXPECT_EQ(at1::unsafeNameReason("a\\b"), "it holds '\\'");
    EXPECT_EQ(at1::unsafeNameReason("C:x"), "it holds ':'");
    EXPECT_EQ(at1::unsafeNameReason(std::string("a\0b", 3)), "it holds a NUL byte");
    EXPECT_EQ(at1::unsafeNameReason("a//b"), "it has an empty path segment");
    EXPECT_EQ(at1::unsafeNameReason("a/"), "it has an empty path segment");
    EXPECT_EQ(at1::unsafeNameReason("../x"), "it has a '..' segment");
    EXPECT_EQ(at1::unsafeNameReason("a/../../x"), "it has a '..' segment");
    EXPECT_EQ(at1::unsafeNameReason(".."), "it has a '..' segment");
}

TEST(At1Bundle, EntriesAreNamedInnerFilesRebuiltOnDemand) {
    const Document document =
        openBundle({{"manifest", R"([{"name": "logs/a.txt"}, {"name": "b.bin"}])"},
                    {"e0", at1enc::storedRawFile("alpha\n")},
                    {"e1", at1enc::storedRawFile(std::string("\0\1\2", 3))}});
    EXPECT_EQ(errorTexts(document.diagnostics), std::vector<std::string>{});
    EXPECT_FALSE(document.payload);
    ASSERT_EQ(document.entries.size(), 2u);
    EXPECT_EQ(document.entries[0].name, "logs/a.txt");
    EXPECT_EQ(document.entries[1].name, "b.bin");
    std::vector<Diagnostic> diagnostics;
    EXPECT_EQ(entryBytes(document.entries[0], diagnostics), "alpha\n");
    EXPECT_EQ(entryBytes(document.entries[1], diagnostics), std::string("\0\1\2", 3));
    EXPECT_TRUE(diagnostics.empty());
    // The tree names every entry on its stream.
    const Node& set = *document.root->children()[1];
    ASSERT_EQ(set.children().size(), 3u);
    EXPECT_EQ(set.children()[1]->label(), "stream 'e0'");
    EXPECT_EQ(set.children()[1]->value().substr(0, 19), "entry 'logs/a.txt',");
    EXPECT_EQ(set.children()[2]->value().substr(0, 14), "entry 'b.bin',");
}

TEST(At1Bundle, EntriesEndAtTheFirstAbsentOrEmptyStream) {
    const Document document = openBundle({{"manifest", R"([{"name": "a"}, {"name": "b"}])"},
                                          {"e0", at1enc::storedRawFile("A")},
                                          {"e1", ""},
                                          {"e2", at1enc::storedRawFile("C")}});
    ASSERT_EQ(document.entries.size(), 1u);
    EXPECT_EQ(document.entries[0].name, "a");
    // What writers never leave is pointed out: a stream after the end, a name without an entry.
    EXPECT_EQ(document.diagnostics.size(), 2u);
}

TEST(At1Bundle, MalformedBundlesHaveNoEntriesAndSayWhy) {
    const std::string raw = at1enc::storedRawFile("x");
    const struct {
        Streams streams;
        std::string error;
    } cases[] = {
        {{{"manifest", R"([{"name": "../x"}])"}, {"e0", raw}},
         "stream 'manifest': entry 0's name '../x' is unsafe: it has a '..' segment"},
        {{{"manifest", R"([{"name": "ok"}, {"name": "/abs"}])"}, {"e0", raw}, {"e1", raw}},
         "stream 'manifest': entry 1's name '/abs' is unsafe: it is absolute"},
        {{{"manifest", R"([{"name": "one"}])"}, {"e0", raw}, {"e1", raw}},
         "stream 'manifest' names 1 entries, fewer than the 2 entries"},
        {{{"manifest", "[]"}}, "the bundle has no entries (no stream 'e0', or it is empty)"},
        {{{"e0", raw}}, "the stream set has no 'manifest' stream"},
    };
    for (const auto& c : cases) {
        const Document document = openBundle(c.streams);
        EXPECT_TRUE(document.entries.empty());
        const auto errors = errorTexts(document.diagnostics);
        ASSERT_EQ(errors.size(), 1u) << c.error;
        EXPECT_NE(errors.front().find(c.error), std::string::npos) << errors.front();
    }
}

TEST(At1Bundle, CheckReportsAnInnerTrailerMismatchAtTheEntryStream) {
    // e1 ends in a trailer whose SHA-256 (all zero) is not the hash of "beta".
    const std::string badTrailer =
        at1enc::storedRawFile("beta") + std::string(32, '\0') + std::string("\xA1\x53\x36\x01", 4);
    const Document document = openBundle({{"manifest", R"([{"name": "a"}, {"name": "b"}])"},
                                          {"e0", at1enc::storedRawFile("alpha")},
                                          {"e1", badTrailer}});
    ASSERT_EQ(document.entries.size(), 2u);
    const auto errors = errorTexts(checkDocument(document));
    ASSERT_EQ(errors.size(), 1u);
    // The offset is e1's payload in the outer file; the message names the inner offset.
    const std::string expected = std::to_string(document.entries[1].range.offset) +
                                 " entry 1 'b' (inner file byte 10): "
                                 "trailer SHA-256 0000";
    EXPECT_EQ(errors.front().substr(0, expected.size()), expected);
    std::vector<Diagnostic> diagnostics;
    EXPECT_EQ(entryBytes(document.entries[1], diagnostics), "");
}

TEST(At1Bundle, ABundleInsideABundleIsAnError) {
    const std::string inner = at1enc::publicWholeFile(
        12, {{"manifest", R"([{"name": "x"}])"}, {"e0", at1enc::storedRawFile("x")}});
    const Document document =
        openBundle({{"manifest", R"([{"name": "inner.at1"}])"}, {"e0", inner}});
    ASSERT_EQ(document.entries.size(), 1u);
    std::vector<Diagnostic> diagnostics;
    EXPECT_EQ(entryBytes(document.entries[0], diagnostics), "");
    EXPECT_EQ(errorTexts(diagnostics),
              std::vector<std::string>{std::to_string(document.entries[0].range.offset) +
                                       " entry 0 'inner.at1' (inner file byte 4): a bundle "
                                       "inside a bundle (bundles hold plain files only)"});
}

TEST(At1Bundle, CatOfABundleSaysToNameAnEntry) {
    const CliResult result =
        runCli({"cat", corpusPath("at1-codecs/bundle_twelve_entries.at1").string()});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_EQ(result.out, "");
    EXPECT_NE(result.err.find("holds 12 files and no single payload; use cat --entry NAME"),
              std::string::npos)
        << result.err;
}

TEST(At1Bundle, DamagedBundlesAndDicomFilesAreReportedInsideTheFile) {
    // decodeEverything asserts that every diagnostic, an entry's included, lies in the file.
    for (const char* name : {"bundle_twelve_entries", "bundle_project", "dicom_ct16_hdelta"}) {
        const auto bytes = readFileBytes(corpusPath(std::string("at1-codecs/") + name + ".at1"));
        const Document intact = openBytes(bytes, "intact.at1");
        for (const std::size_t length :
             structuralTruncationLengths(*intact.root, bytes.size(), 64, 256)) {
            const std::vector<std::byte> cut(bytes.begin(),
                                             bytes.begin() + static_cast<std::ptrdiff_t>(length));
            decodeEverything(cut, "cut.at1",
                             std::string(name) + " cut at " + std::to_string(length));
        }
        for (const auto& [position, mask] : byteFlips(bytes.size(), 256, 0xB0D)) {
            auto flipped = bytes;
            flipped[position] ^= std::byte{mask};
            decodeEverything(flipped, "flipped.at1",
                             std::string(name) + " flipped at " + std::to_string(position));
        }
    }
}

} // namespace
} // namespace strata::test
