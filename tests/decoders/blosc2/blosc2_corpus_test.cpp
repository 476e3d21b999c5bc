// Every Blosc2 corpus file decodes to the bytes the producing library returned
// (corpus/blosc2/manifest.json), and its tree lists the blocks and streams the manifest walk saw.
#include "core/digest.h"
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/payload.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <cstring>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::vector<QJsonObject> manifestFiles() {
    std::vector<QJsonObject> files;
    for (const auto& value :
         readJson(corpusPath("blosc2/manifest.json")).object()["files"].toArray()) {
        files.push_back(value.toObject());
    }
    return files;
}

std::string nameOf(const QJsonObject& file) {
    return file["file"].toString().toStdString();
}

template <typename Predicate> std::vector<std::string> manifestNamesWhere(Predicate&& keep) {
    std::vector<std::string> names;
    for (const auto& file : manifestFiles()) {
        if (keep(file)) {
            names.push_back(nameOf(file));
        }
    }
    return names;
}

std::vector<std::string> manifestNames() {
    return manifestNamesWhere([](const QJsonObject&) { return true; });
}

// Files whose decompressed bytes are stored beside them as items to compare with.
bool hasRawItems(const QJsonObject& file) {
    return !file["raw_file"].isNull() && file["content_defined"].toBool(true) &&
           file["kind"].toString() != "blosc2_lazy_chunk" &&
           file["kind"].toString() != "b2nd_array";
}

// Single chunks, whose manifest entry has a walk of their blocks and streams (frames are
// checked chunk by chunk in the frame tests).
bool hasLayoutWalk(const QJsonObject& file) {
    return file.contains("layout_walk");
}

QJsonObject manifestEntry(const std::string& name) {
    for (const auto& file : manifestFiles()) {
        if (nameOf(file) == name) {
            return file;
        }
    }
    return {};
}

// A node's children in its own byte space: the nodes inside its decoded layers left out.
std::vector<const Node*> childrenInItsSpace(const Node& node) {
    std::vector<const Node*> children;
    for (const auto& child : node.children()) {
        if (child->layer() == node.layer()) {
            children.push_back(child.get());
        }
    }
    return children;
}

// A node's children cover its range exactly, in order.
void expectChildrenTile(const Node& node) {
    std::uint64_t position = node.range().offset;
    for (const Node* child : childrenInItsSpace(node)) {
        EXPECT_EQ(child->range().offset, position) << node.path() << " / " << child->label();
        position = child->range().end();
    }
    EXPECT_EQ(position, node.range().end()) << node.path();
}

const Node* childLabelled(const Node& node, const std::string& label) {
    for (const auto& child : node.children()) {
        if (child->label() == label) {
            return child.get();
        }
    }
    return nullptr;
}

class Blosc2Corpus : public ::testing::TestWithParam<std::string> {
protected:
    const QJsonObject file = manifestEntry(GetParam());
};
class Blosc2RawItems : public Blosc2Corpus {};
class Blosc2LayoutWalk : public Blosc2Corpus {};

TEST_P(Blosc2Corpus, PayloadHasTheLibrarySha256) {
    const Document document = openFile(corpusPath("blosc2/" + nameOf(file)));
    ASSERT_EQ(document.formatName, "Blosc2");
    if (file["kind"].toString() == "blosc2_lazy_chunk") {
        // Not self-contained: the structure and the block table are there, no payload, and a
        // warning says where the blocks are.
        EXPECT_FALSE(document.payload);
        ASSERT_EQ(document.tables.size(), 1u);
        EXPECT_EQ(document.tables[0]->rowCount(), 1u);
        ASSERT_EQ(document.diagnostics.size(), 1u);
        EXPECT_EQ(document.diagnostics[0].severity, Severity::Warning);
        EXPECT_NE(document.diagnostics[0].message.find("frame offset 567"), std::string::npos);
        return;
    }
    ASSERT_TRUE(document.payload);
    std::vector<Diagnostic> diagnostics;
    std::uint64_t size = 0;
    const std::string digest = payloadSha256(document, diagnostics, size);
    EXPECT_TRUE(document.diagnostics.empty()) << document.diagnostics.front().message;
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.front().message;
    EXPECT_EQ(size, static_cast<std::uint64_t>(file["decompressed_size"].toInteger()));
    if (file["content_defined"].toBool(true)) {
        EXPECT_EQ(digest, file["decompressed_sha256"].toString().toStdString());
    }
}

TEST_P(Blosc2Corpus, CheckFindsNothingWrong) {
    const Document document = openFile(corpusPath("blosc2/" + nameOf(file)));
    const auto diagnostics = checkDocument(document);
    if (file["kind"].toString() == "blosc2_lazy_chunk") {
        EXPECT_FALSE(hasErrors(diagnostics)) << diagnostics.back().message; // the warning only
        return;
    }
    EXPECT_TRUE(diagnostics.empty())
        << diagnostics.front().offset << " " << diagnostics.front().message;
}

// Every block of the item table, decoded on its own (delta fetching block 0 itself), holds the
// library's bytes.
TEST_P(Blosc2RawItems, ItemTableBlocksHoldTheLibraryBytes) {
    const Document document = openFile(corpusPath("blosc2/" + nameOf(file)));
    const auto raw =
        readFileBytes(corpusPath("blosc2/" + file["raw_file"].toString().toStdString()));
    const auto table = document.tables.at(0)->withItemType("uint");
    ASSERT_TRUE(table);
    const std::size_t width = table->rowCount() == 0 ? 1 : raw.size() / table->rowCount();
    ASSERT_EQ(table->rowCount(), raw.size() / width);
    for (std::size_t b = 0; b < table->blocks().size(); ++b) {
        const BlockData data = table->readBlock(b);
        EXPECT_TRUE(data.diagnostics.empty());
        const std::uint64_t first = table->blocks()[b].firstRow;
        for (std::uint64_t r = 0; r < data.rowCount; ++r) {
            std::uint64_t expected = 0;
            std::memcpy(&expected, raw.data() + (first + r) * width, width);
            ASSERT_EQ(static_cast<std::uint64_t>(data.columns[1].intAt(r)), expected)
                << "block " << b << " row " << r;
        }
    }
}

// The tree's blocks and streams are the manifest walk's (Z zero, R run, W raw, C codec), and
// the children of a chunk tile it exactly.
TEST_P(Blosc2LayoutWalk, TreeListsEveryBlockAndStream) {
    const QJsonObject walk = file["layout_walk"].toObject();
    const Document document = openFile(corpusPath("blosc2/" + nameOf(file)));
    const Node& root = *document.root;
    expectChildrenTile(root);
    const auto blocks = walk["per_block_streams"].toArray();
    for (qsizetype b = 0; b < blocks.size(); ++b) {
        if (blocks[b].toString() == "...") {
            break; // the walk lists the first 64 blocks only
        }
        const Node* block = childLabelled(root, "block " + std::to_string(b));
        ASSERT_NE(block, nullptr) << nameOf(file) << " block " << b;
        EXPECT_EQ(block->range().offset,
                  static_cast<std::uint64_t>(walk["bstarts"].toArray()[b].toInteger()));
        if (blocks[b].isArray()) {
            // VL-blocks: [uncompressed size, compressed size].
            const auto sizes = blocks[b].toArray();
            const auto parts = childrenInItsSpace(*block);
            ASSERT_EQ(parts.size(), 2u);
            EXPECT_EQ(parts[0]->value(), std::to_string(sizes[0].toInteger()));
            EXPECT_EQ(parts[1]->range().length, static_cast<std::uint64_t>(sizes[1].toInteger()));
            continue;
        }
        const std::string classes = blocks[b].toString().toStdString();
        const auto streams = childrenInItsSpace(*block);
        ASSERT_EQ(streams.size(), classes.size()) << nameOf(file) << " block " << b;
        std::uint64_t streamAt = block->range().offset;
        for (std::size_t s = 0; s < classes.size(); ++s) {
            const Node& stream = *streams[s];
            EXPECT_EQ(stream.range().offset, streamAt);
            streamAt = stream.range().end();
            const std::string kind = std::get<std::string>(stream.fields()[1].value);
            const char expected = classes[s];
            const char actual = kind == "zeros" ? 'Z'
                                : kind == "run" ? 'R'
                                : kind == "raw" ? 'W'
                                                : 'C';
            EXPECT_EQ(actual, expected) << nameOf(file) << " block " << b << " stream " << s;
        }
        EXPECT_EQ(streamAt, block->range().end());
    }
}

// Test names from file names: letters and digits, the rest as '_'.
std::string testNameOf(const ::testing::TestParamInfo<std::string>& info) {
    std::string name = info.param;
    for (char& c : name) {
        if (!std::isalnum(static_cast<unsigned char>(c))) {
            c = '_';
        }
    }
    return name;
}

INSTANTIATE_TEST_SUITE_P(Files, Blosc2Corpus, ::testing::ValuesIn(manifestNames()), testNameOf);
INSTANTIATE_TEST_SUITE_P(Files, Blosc2RawItems,
                         ::testing::ValuesIn(manifestNamesWhere(hasRawItems)), testNameOf);
INSTANTIATE_TEST_SUITE_P(Files, Blosc2LayoutWalk,
                         ::testing::ValuesIn(manifestNamesWhere(hasLayoutWalk)), testNameOf);

// A frame's chunks are decoded on the worker threads and handed over in order; a sink that
// stops takes nothing more, and produce says it was stopped.
TEST(Blosc2Frame, PayloadChunksArriveInOrderAndStopWhenTheSinkStops) {
    const Document document = openFile(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    ASSERT_TRUE(document.payload);
    std::vector<Diagnostic> diagnostics;
    std::vector<std::vector<std::byte>> pieces;
    EXPECT_TRUE(document.payload->produce(
        [&](std::span<const std::byte> piece) {
            pieces.emplace_back(piece.begin(), piece.end());
            return true;
        },
        diagnostics));
    EXPECT_TRUE(diagnostics.empty());
    ASSERT_EQ(pieces.size(), 6u);
    // The manifest: chunks of 65536 bytes, the fifth a special all-zeros chunk, the last 40000
    // bytes. The first four hold the items c x 100000 + i x (c + 1), as the generator wrote them.
    for (std::size_t c = 0; c < pieces.size(); ++c) {
        EXPECT_EQ(pieces[c].size(), c == 5 ? 40000u : 65536u) << "chunk " << c;
    }
    EXPECT_TRUE(std::all_of(pieces[4].begin(), pieces[4].end(),
                            [](std::byte b) { return b == std::byte{0}; }));
    for (std::size_t c = 0; c < 4; ++c) {
        const auto& piece = pieces[c];
        for (std::size_t i = 0; i < piece.size() / 4; ++i) {
            std::int32_t value = 0;
            std::memcpy(&value, piece.data() + 4 * i, 4);
            ASSERT_EQ(value, static_cast<std::int32_t>(c * 100000 + i * (c + 1)))
                << "chunk " << c << " item " << i;
        }
    }

    std::size_t taken = 0;
    EXPECT_FALSE(document.payload->produce(
        [&](std::span<const std::byte> piece) {
            EXPECT_TRUE(
                std::equal(piece.begin(), piece.end(), pieces[taken].begin(), pieces[taken].end()));
            return ++taken < 2;
        },
        diagnostics));
    EXPECT_EQ(taken, 2u);
}

TEST(Blosc2Frame, EveryChunkIsAChildAtItsIndexOffset) {
    for (const auto& file : manifestFiles()) {
        if (!file.contains("frame_walk")) {
            continue;
        }
        const Document document = openFile(corpusPath("blosc2/" + nameOf(file)));
        const Node* chunks = childLabelled(*document.root, "chunks");
        ASSERT_NE(chunks, nullptr) << nameOf(file);
        const auto decoded = file["frame_walk"].toObject()["chunk_offsets_decoded"].toArray();
        // A stored chunk is a node of its own; like special chunks in a row are one node whose
        // label names them ("chunks 2\u20134").
        qsizetype i = 0;
        for (const auto& child : chunks->children()) {
            ASSERT_LT(i, decoded.size()) << nameOf(file);
            const Node& chunk = *child;
            const auto entry = decoded[i].toObject();
            if (entry.contains("special")) {
                qsizetype last = i;
                if (chunk.label().starts_with("chunks ")) {
                    const auto dash = chunk.label().find("\u2013");
                    last = std::stoll(chunk.label().substr(dash + std::string("\u2013").size()));
                }
                for (; i <= last; ++i) {
                    EXPECT_TRUE(decoded[i].toObject().contains("special")) << nameOf(file) << i;
                }
                EXPECT_EQ(chunk.range().length, 0u);
                continue;
            }
            EXPECT_EQ(chunk.label(), "chunk " + std::to_string(i)) << nameOf(file);
            ++i;
            EXPECT_EQ(chunk.range().offset,
                      static_cast<std::uint64_t>(entry["abs_offset"].toInteger()));
            expectChildrenTile(chunk);
            const auto expected = file["schunk"].toObject()["chunks"].toArray()[i - 1].toObject();
            EXPECT_EQ(chunk.range().length,
                      static_cast<std::uint64_t>(expected["cbytes"].toInteger()));
        }
        EXPECT_EQ(i, decoded.size()) << nameOf(file);
        const Node* trailer = childLabelled(*document.root, "trailer");
        ASSERT_NE(trailer, nullptr);
        EXPECT_EQ(trailer->range().offset,
                  static_cast<std::uint64_t>(
                      file["frame_walk"].toObject()["trailer_offset"].toInteger()));
    }
}

TEST(Blosc2Array, TwoDimensionalArrayIsATwoDimensionalTable) {
    const Document document = openFile(corpusPath("blosc2/frames/array_2d_f64.b2nd"));
    ASSERT_FALSE(document.tables.empty());
    const Table& table = *document.tables[0];
    ASSERT_EQ(table.columns().size(), 131u); // row + 130 columns
    EXPECT_EQ(table.rowCount(), 150u);
    EXPECT_EQ(table.columns()[1].type, LogicalType::Float64);
    const auto raw = readFileBytes(corpusPath("blosc2/frames/array_2d_f64.raw"));
    const std::size_t block = table.blockOfRow(70);
    const BlockData data = table.readBlock(block);
    const std::uint64_t row = 70 - table.blocks()[block].firstRow;
    double expected = 0;
    std::memcpy(&expected, raw.data() + (70 * 130 + 129) * 8, 8);
    EXPECT_EQ(data.columns[130].doubleAt(row), expected);
}

TEST(Blosc2Table, ItemsFollowTheTypesizeAndCanBeRetyped) {
    const Document document =
        openFile(corpusPath("blosc2/codecs/codec_zstd_shuffle_f64sine.b2chunk"));
    const Table& items = *document.tables[0];
    EXPECT_EQ(items.columns()[1].type, LogicalType::UInt64);
    EXPECT_EQ(items.rowCount(), 96000u / 8);
    const auto floats = items.withItemType("float64");
    ASSERT_TRUE(floats);
    const auto raw = readFileBytes(corpusPath("blosc2/codecs/codec_zstd_shuffle_f64sine.raw"));
    // One table block: the chunk's 12,000 items.
    ASSERT_EQ(floats->blockCount(), 1u);
    const BlockData data = floats->readBlock(floats->blockOfRow(5000));
    double expected = 0;
    std::memcpy(&expected, raw.data() + 5000 * 8, 8);
    EXPECT_EQ(data.columns[1].doubleAt(5000), expected);
    EXPECT_EQ(floats->blockNodePath(0), "file");
    EXPECT_EQ(items.withItemType("complex"), nullptr);

    const Table& blocks = *document.tables[1];
    EXPECT_EQ(blocks.rowCount(), 3u);
    const BlockData info = blocks.readBlock(0);
    EXPECT_EQ(info.columns[2].intAt(1), 6644);
    EXPECT_EQ(info.columns[7].stringAt(0), "zstd");
}

TEST(Blosc2Table, BlockRatiosHaveThreeSignificantDigits) {
    // 80,000 bytes in 59,929 (1.3349...) and 5 in 9 (0.5555...).
    const Document document =
        openFile(corpusPath("blosc2/typesize/oddsize_ts8_n80005_zstd_shuffle.b2chunk"));
    const BlockData info = document.tables.at(1)->readBlock(0);
    ASSERT_EQ(info.rowCount, 2u);
    std::string text;
    info.columns[6].appendText(0, text);
    EXPECT_EQ(text, "1.33");
    text.clear();
    info.columns[6].appendText(1, text);
    EXPECT_EQ(text, "0.556");
}

TEST(Blosc2Cli, CsvAsFloat64) {
    const auto result =
        runCli({"csv", corpusPath("blosc2/codecs/codec_zstd_shuffle_f64sine.b2chunk").string(),
                "--as", "float64"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto records = parseCsv(result.out);
    ASSERT_EQ(records.size(), 12001u);
    EXPECT_EQ(records[0], (std::vector<std::string>{"index", "value"}));
    EXPECT_EQ(records[2], (std::vector<std::string>{"1", "1.30078125"}));
    const auto bad =
        runCli({"csv", corpusPath("blosc2/codecs/codec_zstd_shuffle_f64sine.b2chunk").string(),
                "--as", "complex"});
    EXPECT_EQ(bad.exitCode, 2);
}

} // namespace
} // namespace strata::test
