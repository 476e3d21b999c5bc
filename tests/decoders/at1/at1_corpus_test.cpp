// Every AT-1 corpus case rebuilds its .orig byte for byte, in both dialects, through the Payload
// and through `strata-cli cat`; the tree shows the streams, frames and row groups the manifest
// lists (corpus/at1/manifest.json).
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/at1_rebuild.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::vector<std::string> caseNames() {
    std::vector<std::string> names;
    for (const auto& value :
         readJson(corpusPath("at1/manifest.json")).object()["cases"].toArray()) {
        names.push_back(value.toObject()["name"].toString().toStdString());
    }
    return names;
}

const Node* childLabelled(const Node& parent, const std::string& label) {
    for (const auto& child : parent.children()) {
        if (child->label() == label) {
            return child.get();
        }
    }
    return nullptr;
}

std::uint64_t fieldNumber(const Node& node, const std::string& name) {
    for (const auto& field : node.fields()) {
        if (field.name == name) {
            return std::get<std::uint64_t>(field.value);
        }
    }
    ADD_FAILURE() << node.path() << " has no field " << name;
    return 0;
}

std::string fieldText(const Node& node, const std::string& name) {
    for (const auto& field : node.fields()) {
        if (field.name == name) {
            return fieldValueText(field.value);
        }
    }
    ADD_FAILURE() << node.path() << " has no field " << name;
    return {};
}

// Each manifest stream is a node of the stream set at its payload offset with its sizes.
void expectStreams(const Node& setNode, const QJsonArray& streams) {
    ASSERT_EQ(setNode.children().size(), static_cast<std::size_t>(streams.size()))
        << setNode.path();
    for (const auto& value : streams) {
        const auto stream = value.toObject();
        const std::string name = stream["name"].toString().toStdString();
        const Node* node = childLabelled(setNode, "stream '" + name + "'");
        ASSERT_NE(node, nullptr) << setNode.path() << " " << name;
        EXPECT_EQ(fieldNumber(*node, "payload_offset"),
                  static_cast<std::uint64_t>(stream["offset"].toInteger()));
        EXPECT_EQ(fieldNumber(*node, "compressed_size"),
                  static_cast<std::uint64_t>(stream["comp_len"].toInteger()));
        EXPECT_EQ(fieldNumber(*node, "decoded_size"),
                  static_cast<std::uint64_t>(stream["raw_len"].toInteger()));
        EXPECT_EQ(fieldText(*node, "backend"), stream["backend"].toString().toStdString());
    }
}

class At1Corpus : public ::testing::TestWithParam<std::string> {};

TEST_P(At1Corpus, PayloadRebuildsOriginal) {
    const std::string name = GetParam();
    const Document document = openFile(corpusPath("at1/" + name + ".at1"));
    ASSERT_EQ(document.formatName, "AT-1");
    EXPECT_FALSE(hasErrors(document.diagnostics)) << document.diagnostics.front().message;
    std::vector<Diagnostic> diagnostics;
    const std::string rebuilt = payloadText(document, diagnostics);
    EXPECT_TRUE(diagnostics.empty())
        << diagnostics.front().offset << " " << diagnostics.front().message;
    const std::string original = readFileText(corpusPath("at1/" + name + ".orig"));
    ASSERT_EQ(rebuilt.size(), original.size());
    EXPECT_TRUE(rebuilt == original);
}

TEST_P(At1Corpus, CliCatRebuildsOriginal) {
    const std::string name = GetParam();
    const CliResult result = runCli({"cat", corpusPath("at1/" + name + ".at1").string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.out == readFileText(corpusPath("at1/" + name + ".orig")));
}

TEST_P(At1Corpus, CheckFindsNothingWrong) {
    const Document document = openFile(corpusPath("at1/" + GetParam() + ".at1"));
    const auto diagnostics = checkDocument(document);
    EXPECT_FALSE(hasErrors(diagnostics))
        << diagnostics.front().offset << " " << diagnostics.front().message;
}

TEST_P(At1Corpus, TreeNamesDialectStreamsAndFrames) {
    const std::string name = GetParam();
    const auto manifest = manifestCase("at1", name);
    const Document document = openFile(corpusPath("at1/" + name + ".at1"));
    const Node& root = *document.root;
    const Node* header = childLabelled(root, "header");
    ASSERT_NE(header, nullptr);
    const std::string dialect =
        name == "stream_empty" ? "neutral" : manifest["dialect"].toString().toStdString();
    EXPECT_EQ(fieldText(*header, "dialect"), dialect);
    EXPECT_EQ(fieldNumber(*header, "codec_id"),
              static_cast<std::uint64_t>(manifest["codec_id"].toInteger()));
    if (manifest.contains("trailer")) {
        const Node* trailer = childLabelled(root, "trailer");
        ASSERT_NE(trailer, nullptr);
        EXPECT_EQ(trailer->range().offset,
                  static_cast<std::uint64_t>(manifest["trailer"].toObject()["offset"].toInteger()));
        EXPECT_EQ(fieldText(*trailer, "sha256"),
                  manifest["trailer"].toObject()["sha256"].toString().toStdString());
    }
    if (manifest.contains("raw_payload")) {
        const Node* raw = childLabelled(root, "raw payload");
        ASSERT_NE(raw, nullptr);
        const Node* data = childLabelled(*raw, "raw data");
        ASSERT_NE(data, nullptr);
        const auto payload = manifest["raw_payload"].toObject();
        EXPECT_EQ(data->range().offset, static_cast<std::uint64_t>(payload["offset"].toInteger()));
        EXPECT_EQ(data->range().length, static_cast<std::uint64_t>(payload["len"].toInteger()));
        EXPECT_EQ(fieldText(*data, "backend"), payload["backend"].toString().toStdString());
    } else if (manifest["container"].toString() == "whole") {
        const Node* set = childLabelled(root, "stream set");
        ASSERT_NE(set, nullptr);
        expectStreams(*set, manifest["streams"].toArray());
    }
    if (manifest["container"].toString() == "stream") {
        const auto frames = manifest["frames"].toArray();
        for (qsizetype f = 0; f < frames.size(); ++f) {
            const auto frame = frames[f].toObject();
            const Node* node = childLabelled(root, "frame " + std::to_string(f));
            ASSERT_NE(node, nullptr) << name << " frame " << f;
            EXPECT_EQ(node->range().offset,
                      static_cast<std::uint64_t>(frame["offset"].toInteger()));
            EXPECT_EQ(fieldNumber(*node, "payload_len"),
                      static_cast<std::uint64_t>(frame["payload_len"].toInteger()));
            EXPECT_EQ(fieldNumber(*node, "method"),
                      static_cast<std::uint64_t>(frame["method"].toInteger()));
            if (frame.contains("streams")) {
                const Node* set = childLabelled(*node, "stream set");
                ASSERT_NE(set, nullptr);
                expectStreams(*set, frame["streams"].toArray());
            } else if (frame.contains("backend")) {
                const Node* data = childLabelled(*node, "raw data");
                ASSERT_NE(data, nullptr);
                EXPECT_EQ(fieldText(*data, "backend"), frame["backend"].toString().toStdString());
            }
        }
        EXPECT_EQ(childLabelled(root, "frame " + std::to_string(frames.size())), nullptr);
    }
}

// Every table block names the tree node that shows it, and that node covers the block's bytes.
TEST_P(At1Corpus, TableBlocksNameTheirTreeNodes) {
    const Document document = openFile(corpusPath("at1/" + GetParam() + ".at1"));
    for (const auto& table : document.tables) {
        for (std::size_t b = 0; b < table->blocks().size(); ++b) {
            const TableBlock& block = table->blocks()[b];
            const std::string named = table->blockNodePath(b);
            const Node* node = document.root.get();
            std::string path = named;
            ASSERT_EQ(path.substr(0, 4), "file");
            path = path.substr(4);
            while (!path.empty()) {
                ASSERT_EQ(path.substr(0, 3), " / ");
                path = path.substr(3);
                const auto end = path.find(" / ");
                node = childLabelled(*node, path.substr(0, end));
                ASSERT_NE(node, nullptr) << named;
                path = end == std::string::npos ? "" : path.substr(end);
            }
            // A row group of a qcolumnar file lies in the blocks stream's decoded layer; the
            // stream holds its file bytes.
            const Node* inFile = node->layer() != nullptr ? node->layer()->owner() : node;
            EXPECT_TRUE(inFile->range().contains(block.range)) << named;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Cases, At1Corpus, ::testing::ValuesIn(caseNames()),
                         [](const auto& info) { return info.param; });

// Every malformed file is rejected by `check` with an error that names an offset.
class At1Bad : public ::testing::TestWithParam<std::string> {};

TEST_P(At1Bad, CheckRejectsWithOffset) {
    const CliResult result = runCli({"check", corpusPath("at1/bad/" + GetParam()).string()});
    EXPECT_EQ(result.exitCode, 1) << result.out << result.err;
    EXPECT_NE(result.out.find("error "), std::string::npos) << result.out;
    const auto position = result.out.find("error ");
    ASSERT_NE(position, std::string::npos);
    EXPECT_TRUE(std::isdigit(static_cast<unsigned char>(result.out[position + 6]))) << result.out;
}

TEST_P(At1Bad, CatGivesNoSuccess) {
    const CliResult result = runCli({"cat", corpusPath("at1/bad/" + GetParam()).string()});
    EXPECT_NE(result.exitCode, 0);
}

std::vector<std::string> badNames() {
    std::vector<std::string> names;
    for (const auto& path : corpusFiles("at1/bad", ".at1")) {
        names.push_back(path.filename().string());
    }
    return names;
}

INSTANTIATE_TEST_SUITE_P(Files, At1Bad, ::testing::ValuesIn(badNames()), [](const auto& info) {
    std::string name = info.param;
    return name.substr(0, name.size() - 4);
});

TEST(At1Bad, TrailerMismatchGivesNoOutput) {
    const CliResult result =
        runCli({"cat", corpusPath("at1/bad/pub_bad_trailer_sha.at1").string()});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(result.out.empty());
}

} // namespace
} // namespace strata::test
