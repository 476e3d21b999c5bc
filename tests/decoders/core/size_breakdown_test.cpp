#include "strata/format_registry.h"
#include "strata/size_breakdown.h"
#include "support/blosc2_frames.h"
#include "support/build_paths.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <gtest/gtest.h>
#include <map>
#include <set>

namespace strata {
namespace {

using test::corpusPath;

// Every corpus file a format opens: not the CSVs, originals, raw outputs and notes beside them.
std::vector<std::filesystem::path> everyCorpusFile() {
    static const std::set<std::string> notInput{".csv", ".orig", ".raw", ".json", ".md", ".txt"};
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(corpusPath(""))) {
        if (entry.is_regular_file() && !notInput.contains(entry.path().extension().string()) &&
            entry.path().filename().string()[0] != '.') {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::uint64_t sumOf(const std::vector<SizeEntry>& entries) {
    std::uint64_t sum = 0;
    for (const SizeEntry& entry : entries) {
        sum += entry.bytes;
    }
    return sum;
}

const SizeEntry* entryNamed(const SizeBreakdown& sizes, SizeGrouping grouping,
                            const std::string& name) {
    for (const SizeEntry& entry : sizes.entries(grouping)) {
        if (entry.name == name) {
            return &entry;
        }
    }
    return nullptr;
}

std::uint64_t bytesOf(const SizeBreakdown& sizes, SizeGrouping grouping, const std::string& name) {
    const SizeEntry* entry = entryNamed(sizes, grouping, name);
    return entry == nullptr ? 0 : entry->bytes;
}

void expectEveryGroupingSumsToTheFile(const SizeBreakdown& sizes, std::uint64_t fileSize,
                                      const std::string& context) {
    EXPECT_EQ(sizes.fileSize, fileSize) << context;
    for (std::size_t g = 0; g < sizeGroupingCount; ++g) {
        const auto& entries = sizes.groupings[g];
        EXPECT_EQ(sumOf(entries), fileSize)
            << context << " by " << sizeGroupingName(static_cast<SizeGrouping>(g));
        for (std::size_t i = 1; i < entries.size(); ++i) {
            EXPECT_GE(entries[i - 1].bytes, entries[i].bytes) << context << ": largest first";
        }
        for (const SizeEntry& entry : entries) {
            EXPECT_GT(entry.bytes, 0u) << context << " " << entry.name;
            EXPECT_LE(entry.overheadBytes, entry.bytes) << context << " " << entry.name;
            EXPECT_LE(entry.compressedBytes, entry.bytes) << context << " " << entry.name;
        }
    }
}

TEST(SizeBreakdown, EveryGroupingOfEveryCorpusFileSumsToTheFileSize) {
    const auto files = everyCorpusFile();
    ASSERT_GT(files.size(), 300u);
    for (const auto& path : files) {
        const Document document = openFile(path);
        const SizeBreakdown sizes = computeSizeBreakdown(document);
        expectEveryGroupingSumsToTheFile(sizes, std::filesystem::file_size(path), path.string());
        // Every entry names nodes that exist.
        for (const SizeEntry& entry : sizes.entries(SizeGrouping::Column)) {
            for (const std::string& nodePath : entry.paths) {
                EXPECT_NE(document.root->findByPath(nodePath), nullptr) << nodePath;
            }
        }
    }
}

TEST(SizeBreakdown, TruncatedFilesStillSumToTheirSize) {
    for (const char* name :
         {"cole/all_combos.col", "odb2/odb/capi_rarely_changing.odb",
          "blosc2/frames/frame_zstd_i32_6chunks.b2frame", "at1/col_telemetry_comma.at1"}) {
        const auto bytes = test::readFileBytes(corpusPath(name));
        for (const std::size_t keep : {bytes.size() / 3, bytes.size() / 2, bytes.size() - 1}) {
            std::vector<std::byte> cut(bytes.begin(), bytes.begin() + static_cast<long>(keep));
            const Document document =
                test::openBytes(std::move(cut), std::filesystem::path(name).filename().string());
            const SizeBreakdown sizes = computeSizeBreakdown(document);
            expectEveryGroupingSumsToTheFile(sizes, keep,
                                             std::string(name) + " cut at " + std::to_string(keep));
        }
    }
}

// Produces every container below `node`, as a user who opened them all.
void openContainers(const Node& node) {
    if (node.kind() != NodeKind::File && node.kind() != NodeKind::Group) {
        return;
    }
    for (const auto& child : node.children()) {
        openContainers(*child);
    }
}

void expectSameBreakdown(const SizeBreakdown& a, const SizeBreakdown& b, const std::string& what) {
    for (std::size_t g = 0; g < sizeGroupingCount; ++g) {
        const auto& left = a.groupings[g];
        const auto& right = b.groupings[g];
        ASSERT_EQ(left.size(), right.size()) << what;
        for (std::size_t i = 0; i < left.size(); ++i) {
            EXPECT_EQ(left[i].name, right[i].name) << what;
            EXPECT_EQ(left[i].bytes, right[i].bytes) << what << " " << left[i].name;
            EXPECT_EQ(left[i].overheadBytes, right[i].overheadBytes) << what << " " << left[i].name;
            EXPECT_EQ(left[i].compressedBytes, right[i].compressedBytes) << what;
            EXPECT_EQ(left[i].decodedBytes, right[i].decodedBytes) << what << " " << left[i].name;
            EXPECT_EQ(left[i].paths, right[i].paths) << what << " " << left[i].name;
            EXPECT_EQ(left[i].pathsLeftOut, right[i].pathsLeftOut) << what << " " << left[i].name;
        }
    }
}

// The bundled ODB-2 sample (three frames) repeated: 1,200 frames, more units than are listed.
std::vector<std::byte> manyFrames() {
    const auto sample =
        test::readFileBytes(test::sourceDirectory() / "resources" / "samples" / "sample.odb");
    std::vector<std::byte> bytes;
    for (int copy = 0; copy < 400; ++copy) {
        bytes.insert(bytes.end(), sample.begin(), sample.end());
    }
    return bytes;
}

// The walk makes the parts nobody opened on scratch copies and drops them (issue 42: the Sizes
// view of an AT-1 file of 100,000 frames kept every frame's nodes, 660 MB): the same entries
// and paths as on a tree opened whole, and the tree as it was.
TEST(SizeBreakdown, UnopenedPartsCountAsOpenedOnesAndStayUnmade) {
    std::vector<std::pair<std::string, std::vector<std::byte>>> files{{"many.odb", manyFrames()}};
    for (const char* name : {"cole/all_combos.col", "at1/col_telemetry_comma.at1",
                             "blosc2/frames/frame_zstd_i32_6chunks.b2frame"}) {
        files.emplace_back(name, test::readFileBytes(corpusPath(name)));
    }
    for (const auto& [name, bytes] : files) {
        const Document unopened = test::openBytes(bytes, name);
        const Document opened = test::openBytes(bytes, name);
        openContainers(*opened.root);
        expectSameBreakdown(computeSizeBreakdown(unopened), computeSizeBreakdown(opened), name);
    }
    const Document many = test::openBytes(manyFrames(), "many.odb");
    computeSizeBreakdown(many);
    ASSERT_EQ(many.root->children().size(), 3u); // frames 0-511, 512-1023, 1024-1199
    for (const auto& group : many.root->children()) {
        EXPECT_FALSE(group->childrenProduced()) << group->label();
    }
}

// Columns past the largest are one entry too, left out while the walk adds up (a Blosc2 frame of
// 100,000 chunks made 200,000 column entries, 120 MB in the window): the largest met first and
// last are listed, bytes of an entry left out follow it, the sums hold.
TEST(SizeBreakdown, ManyColumnsListTheLargestAndAddUpTheOthers) {
    const auto bytes = test::manyColumnsFrame();
    const SizeBreakdown sizes = computeSizeBreakdown(test::openBytes(bytes, "columns.b2frame"));
    expectEveryGroupingSumsToTheFile(sizes, bytes.size(), "columns.b2frame");
    const auto& columns = sizes.entries(SizeGrouping::Column);
    ASSERT_EQ(columns.size(), maxUnitEntries + 1);
    const SizeEntry* others =
        entryNamed(sizes, SizeGrouping::Column, std::string(otherColumnsName));
    ASSERT_NE(others, nullptr);
    EXPECT_GT(others->pathsLeftOut, 9000u);
    EXPECT_TRUE(others->paths.empty());
    for (const char* name : {"chunk 0 / block 0", "chunk 4990 / block 0", "chunk 4999 / block 0"}) {
        const SizeEntry* column = entryNamed(sizes, SizeGrouping::Column, name);
        ASSERT_NE(column, nullptr) << name;
        EXPECT_EQ(column->bytes, 64u) << name;
    }
    const SizeEntry* unit =
        entryNamed(sizes, SizeGrouping::Unit, "chunks / chunks 4608\u20134999 / chunk 4999");
    ASSERT_NE(unit, nullptr);
    EXPECT_EQ(unit->bytes, 32u + 64u);
}

// Units past the largest maxUnitEntries are one entry that counts them; the sums still hold.
TEST(SizeBreakdown, ManyUnitsListTheLargestAndAddUpTheOthers) {
    const auto bytes = manyFrames();
    const SizeBreakdown sizes = computeSizeBreakdown(test::openBytes(bytes, "many.odb"));
    expectEveryGroupingSumsToTheFile(sizes, bytes.size(), "many.odb");
    const auto& units = sizes.entries(SizeGrouping::Unit);
    ASSERT_EQ(units.size(), maxUnitEntries + 1);
    const SizeEntry* others = entryNamed(sizes, SizeGrouping::Unit, std::string(otherUnitsName));
    ASSERT_NE(others, nullptr);
    EXPECT_EQ(others->pathsLeftOut, 1200u - maxUnitEntries);
    EXPECT_TRUE(others->paths.empty());
    // The sample's frames are 782, 783 and 782 bytes: the 400 of 783 are all listed, and the
    // frames left out are 782 bytes each.
    EXPECT_EQ(others->bytes, 782u * (1200u - maxUnitEntries));
    std::size_t largest = 0;
    for (const SizeEntry& unit : units) {
        if (&unit != others) {
            EXPECT_EQ(unit.paths.size(), 1u) << unit.name;
            largest += unit.bytes == 783u ? 1 : 0;
        }
    }
    EXPECT_EQ(largest, 400u);
}

// COLE: a column's bytes are its chunks (page header and data) in every row group, a codec's
// the page data of its pages (docs/formats/cole.md: one page per chunk, total_size includes the
// header).
TEST(SizeBreakdown, ColeColumnsAndEncodingsAreTheManifestsPages) {
    const QJsonArray files = test::readJson(corpusPath("cole/manifest.json"))["files"].toArray();
    int checked = 0;
    for (const auto& value : files) {
        const QJsonObject file = value.toObject();
        const std::string name = file["file"].toString().toStdString();
        const Document document = openFile(corpusPath("cole/" + name));
        const SizeBreakdown sizes = computeSizeBreakdown(document);
        std::map<std::string, std::uint64_t> columns;
        std::map<std::string, std::uint64_t> encodings;
        std::map<std::string, std::uint64_t> rowGroups;
        const QJsonArray schema = file["schema"].toArray();
        for (const auto& group : file["row_groups"].toArray()) {
            for (const auto& chunkValue : group.toObject()["column_chunks"].toArray()) {
                const QJsonObject chunk = chunkValue.toObject();
                // Columns are named as the tree labels them: 'column 1 "i32_rle"'.
                const int index = chunk["column"].toInt();
                const std::string label =
                    "column " + std::to_string(index) + " \"" +
                    schema[index].toObject()["name"].toString().toStdString() + "\"";
                columns[label] += static_cast<std::uint64_t>(chunk["total_size"].toInteger());
                rowGroups["row group " + std::to_string(group.toObject()["index"].toInt())] +=
                    static_cast<std::uint64_t>(chunk["total_size"].toInteger());
                for (const auto& pageValue : chunk["pages"].toArray()) {
                    const QJsonObject page = pageValue.toObject();
                    encodings[page["encoding"].toString().toStdString()] +=
                        static_cast<std::uint64_t>(page["compressed_size"].toInteger());
                }
            }
        }
        std::uint64_t columnBytes = 0;
        for (const SizeEntry& entry : sizes.entries(SizeGrouping::Column)) {
            if (entry.name.front() != '(') {
                columnBytes += entry.bytes;
            }
        }
        std::uint64_t expectedColumnBytes = 0;
        for (const auto& [label, bytes] : columns) {
            expectedColumnBytes += bytes;
        }
        EXPECT_EQ(columnBytes, expectedColumnBytes) << name;
        // Names may be empty or repeat (column_names.col): compare by name where they are unique.
        if (name != "column_names.col") {
            for (const auto& [label, bytes] : columns) {
                EXPECT_EQ(bytesOf(sizes, SizeGrouping::Column, label), bytes)
                    << name << " " << label;
            }
        }
        for (const auto& [encoding, bytes] : encodings) {
            EXPECT_EQ(bytesOf(sizes, SizeGrouping::Codec, encoding), bytes)
                << name << " " << encoding;
        }
        for (const auto& [group, bytes] : rowGroups) {
            EXPECT_EQ(bytesOf(sizes, SizeGrouping::Unit, group), bytes) << name << " " << group;
        }
        ++checked;
    }
    EXPECT_GE(checked, 20);
}

// A COLE INT32 page of n values is 4n bytes plain: RLE's ratio is plain over encoded.
TEST(SizeBreakdown, ColeRatioIsPlainSizeOverEncodedSize) {
    const Document document = openFile(corpusPath("cole/int32_rle.col"));
    const SizeBreakdown sizes = computeSizeBreakdown(document);
    const QJsonArray files = test::readJson(corpusPath("cole/manifest.json"))["files"].toArray();
    for (const auto& value : files) {
        const QJsonObject file = value.toObject();
        if (file["file"].toString() != "int32_rle.col") {
            continue;
        }
        std::uint64_t plain = 0;
        std::uint64_t encoded = 0;
        for (const auto& group : file["row_groups"].toArray()) {
            for (const auto& chunk : group.toObject()["column_chunks"].toArray()) {
                for (const auto& page : chunk.toObject()["pages"].toArray()) {
                    plain +=
                        4 * static_cast<std::uint64_t>(page.toObject()["num_values"].toInteger());
                    encoded +=
                        static_cast<std::uint64_t>(page.toObject()["compressed_size"].toInteger());
                }
            }
        }
        const SizeEntry* rle = entryNamed(sizes, SizeGrouping::Codec, "RLE");
        ASSERT_NE(rle, nullptr);
        EXPECT_EQ(rle->compressedBytes, encoded);
        EXPECT_EQ(rle->decodedBytes, plain);
        ASSERT_TRUE(rle->ratio());
        EXPECT_DOUBLE_EQ(*rle->ratio(), static_cast<double>(plain) / static_cast<double>(encoded));
    }
}

// AT-1: a backend's bytes are the payloads of the streams it compressed (comp_len); the columns
// of a columnar set share the `values` payload in proportion to their chunks, whose lengths are
// their decoded sizes.
TEST(SizeBreakdown, At1CodecsAreTheManifestsStreamsAndColumnsShareValues) {
    for (const std::string folder : {"at1", "at1-codecs"}) {
        const QJsonArray cases =
            test::readJson(corpusPath(folder + "/manifest.json"))["cases"].toArray();
        for (const auto& value : cases) {
            const QJsonObject entry = value.toObject();
            const std::string name = entry["file"].toString().toStdString();
            const Document document = openFile(corpusPath(folder + "/" + name));
            const SizeBreakdown sizes = computeSizeBreakdown(document);
            std::map<std::string, std::uint64_t> backends;
            const auto addStreams = [&backends](const QJsonArray& streams) {
                for (const auto& s : streams) {
                    backends[s.toObject()["backend"].toString().toStdString()] +=
                        static_cast<std::uint64_t>(s.toObject()["comp_len"].toInteger());
                }
            };
            addStreams(entry["streams"].toArray());
            for (const auto& frame : entry["frames"].toArray()) {
                addStreams(frame.toObject()["streams"].toArray());
            }
            if (entry.contains("raw_payload")) {
                const QJsonObject raw = entry["raw_payload"].toObject();
                backends[raw["backend"].toString().toStdString()] +=
                    static_cast<std::uint64_t>(raw["len"].toInteger());
            }
            if (!entry["frames"].toArray().isEmpty() || backends.empty()) {
                continue; // raw frames of a stream are not listed with their backends
            }
            for (const auto& [backend, bytes] : backends) {
                EXPECT_EQ(bytesOf(sizes, SizeGrouping::Codec, backend), bytes)
                    << folder << "/" << name << " " << backend;
            }
            const QJsonArray columns = entry["columnar"].toObject()["columns"].toArray();
            if (columns.isEmpty()) {
                continue;
            }
            std::uint64_t valuesLength = 0;
            for (const auto& s : entry["streams"].toArray()) {
                if (s.toObject()["name"] == "values") {
                    valuesLength = static_cast<std::uint64_t>(s.toObject()["comp_len"].toInteger());
                }
            }
            std::uint64_t chunks = 0;
            for (const auto& c : columns) {
                chunks += static_cast<std::uint64_t>(c.toObject()["chunk_len"].toInteger());
            }
            std::uint64_t shared = 0;
            std::uint64_t decoded = 0;
            for (const SizeEntry& column : sizes.entries(SizeGrouping::Column)) {
                if (column.name.front() != '(') {
                    shared += column.bytes;
                    decoded += column.decodedBytes;
                    EXPECT_EQ(column.overheadBytes, 0u) << name << " " << column.name;
                }
            }
            EXPECT_EQ(shared, valuesLength) << name;
            EXPECT_EQ(decoded, chunks) << name;
            for (const auto& c : columns) {
                const auto chunk = static_cast<double>(c.toObject()["chunk_len"].toInteger());
                const double expected = static_cast<double>(valuesLength) * chunk /
                                        static_cast<double>(std::max<std::uint64_t>(chunks, 1));
                bool found = false;
                for (const SizeEntry& column : sizes.entries(SizeGrouping::Column)) {
                    if (column.decodedBytes == static_cast<std::uint64_t>(chunk) &&
                        std::abs(static_cast<double>(column.bytes) - expected) <= 1.0) {
                        found = true;
                    }
                }
                EXPECT_TRUE(found) << name << " column " << c.toObject()["col"].toInt();
            }
        }
    }
}

// Blosc2: a regular chunk's blocks are its columns, each the bytes from its bstart to the
// next; the codec holds every byte after the header and bstarts; the blocks decode to nbytes.
TEST(SizeBreakdown, Blosc2BlocksAreTheManifestsBlockSizes) {
    const QJsonArray files = test::readJson(corpusPath("blosc2/manifest.json"))["files"].toArray();
    int checked = 0;
    for (const auto& value : files) {
        const QJsonObject file = value.toObject();
        const QJsonObject walk = file["layout_walk"].toObject();
        if (walk["layout"].toString() != "regular" || walk["uses_dict"].toBool() ||
            !walk["walk_end_equals_cbytes"].toBool() || !walk["bstarts_increasing"].toBool()) {
            continue;
        }
        const std::string name = file["file"].toString().toStdString();
        const Document document = openFile(corpusPath("blosc2/" + name));
        const SizeBreakdown sizes = computeSizeBreakdown(document);
        const auto cbytes = static_cast<std::uint64_t>(walk["cbytes"].toInteger());
        const QJsonArray bstarts = walk["bstarts"].toArray();
        if (bstarts.size() != walk["nblocks"].toInteger()) {
            continue; // the manifest lists the first 65 bstarts only
        }
        for (qsizetype b = 0; b < bstarts.size(); ++b) {
            const auto begin = static_cast<std::uint64_t>(bstarts[b].toInteger());
            const std::uint64_t end = b + 1 < bstarts.size()
                                          ? static_cast<std::uint64_t>(bstarts[b + 1].toInteger())
                                          : cbytes;
            EXPECT_EQ(bytesOf(sizes, SizeGrouping::Column, "block " + std::to_string(b)),
                      end - begin)
                << name << " block " << b;
        }
        const auto first = static_cast<std::uint64_t>(walk["first_stream_offset"].toInteger());
        // One codec holds the streams; the header and bstarts are of none.
        const SizeEntry* codec = nullptr;
        for (const SizeEntry& entry : sizes.entries(SizeGrouping::Codec)) {
            if (entry.name.front() != '(') {
                EXPECT_EQ(codec, nullptr) << name << ": a second codec " << entry.name;
                codec = &entry;
            }
        }
        ASSERT_NE(codec, nullptr) << name;
        EXPECT_EQ(codec->bytes, cbytes - first) << name;
        EXPECT_EQ(codec->decodedBytes, static_cast<std::uint64_t>(walk["nbytes"].toInteger()))
            << name;
        ++checked;
    }
    EXPECT_GE(checked, 40);
}

// A Blosc2 frame's chunks: the bytes of each chunk and its blocks are its chunk_len.
TEST(SizeBreakdown, Blosc2FrameChunksAreTheManifestsChunkLengths) {
    const Document document = openFile(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    const SizeBreakdown sizes = computeSizeBreakdown(document);
    const QJsonArray files = test::readJson(corpusPath("blosc2/manifest.json"))["files"].toArray();
    for (const auto& value : files) {
        if (value.toObject()["file"].toString() != "frames/frame_zstd_i32_6chunks.b2frame") {
            continue;
        }
        for (const auto& chunkValue : value.toObject()["schunk"].toObject()["chunks"].toArray()) {
            const QJsonObject chunk = chunkValue.toObject();
            // A special chunk (a 32-byte header alone) lives in the offsets index, not in the
            // frame: the other five make up compressed_size.
            if (chunk["chunk_len"].toInteger() <= 32) {
                continue;
            }
            const std::string label = "chunk " + std::to_string(chunk["index"].toInt());
            std::uint64_t bytes = 0;
            for (const SizeEntry& entry : sizes.entries(SizeGrouping::Column)) {
                if (entry.name == label || entry.name.starts_with(label + " / ")) {
                    bytes += entry.bytes;
                }
            }
            EXPECT_EQ(bytes, static_cast<std::uint64_t>(chunk["chunk_len"].toInteger())) << label;
            EXPECT_EQ(bytesOf(sizes, SizeGrouping::Unit, "chunks / " + label),
                      static_cast<std::uint64_t>(chunk["chunk_len"].toInteger()))
                << label;
        }
    }
}

// ODB-2: the rows of a frame are its columns' values and a 2-byte marker per row
// (odb2.md "Row data"); in capi_real_as_long_real every row starts at column 0, so each
// long_real column takes 8 bytes a row and the constant ones nothing.
TEST(SizeBreakdown, Odb2RowsAreColumnValuesAndMarkers) {
    const QJsonArray files = test::readJson(corpusPath("odb2/manifest.json"))["files"].toArray();
    for (const auto& value : files) {
        const QJsonObject file = value.toObject();
        const std::string name = file["file"].toString().toStdString();
        const Document document = openFile(corpusPath("odb2/" + name));
        const SizeBreakdown sizes = computeSizeBreakdown(document);
        std::uint64_t data = 0;
        for (const auto& frame : file["frame_details"].toArray()) {
            data += static_cast<std::uint64_t>(frame.toObject()["data_size"].toInteger());
        }
        std::uint64_t coded = 0;
        for (const SizeEntry& entry : sizes.entries(SizeGrouping::Codec)) {
            if (entry.name.front() != '(') {
                coded += entry.bytes;
            }
        }
        const auto rows = static_cast<std::uint64_t>(file["total_rows"].toInteger());
        if (bytesOf(sizes, SizeGrouping::Kind, "damaged") != 0) {
            continue; // a frame that does not decode is damaged bytes, not rows
        }
        EXPECT_EQ(coded + 2 * rows, data) << name;
        if (name == "odb/capi_real_as_long_real.odb") {
            const QJsonObject frame = file["frame_details"].toArray()[0].toObject();
            std::uint64_t longReals = 0;
            for (const auto& column : frame["columns"].toArray()) {
                const std::string codec = column.toObject()["codec"].toString().toStdString();
                const std::string columnName = column.toObject()["name"].toString().toStdString();
                const std::uint64_t expected = codec == "long_real" ? 8 * rows : 0;
                longReals += expected;
                const SizeEntry* entry = entryNamed(sizes, SizeGrouping::Column, columnName);
                ASSERT_NE(entry, nullptr) << columnName;
                // Its values, and its descriptor in the header.
                EXPECT_EQ(entry->bytes - entry->overheadBytes, expected) << columnName;
                EXPECT_GT(entry->overheadBytes, 0u) << columnName;
            }
            EXPECT_EQ(bytesOf(sizes, SizeGrouping::Codec, "long_real"), longReals);
        }
    }
}

TEST(SizeBreakdown, ApportionSplitsExactlyInProportion) {
    EXPECT_EQ(apportion(10, {1, 1, 1}), (std::vector<std::uint64_t>{4, 3, 3}));
    EXPECT_EQ(apportion(100, {50, 25, 25}), (std::vector<std::uint64_t>{50, 25, 25}));
    EXPECT_EQ(apportion(7, {0, 0}), (std::vector<std::uint64_t>{4, 3}));
    EXPECT_EQ(apportion(0, {5, 9}), (std::vector<std::uint64_t>{0, 0}));
    EXPECT_TRUE(apportion(5, {}).empty());
}

TEST(SizeBreakdown, GroupingNamesRoundTrip) {
    for (std::size_t g = 0; g < sizeGroupingCount; ++g) {
        const auto grouping = static_cast<SizeGrouping>(g);
        EXPECT_EQ(sizeGroupingFromName(sizeGroupingName(grouping)), grouping);
    }
    EXPECT_FALSE(sizeGroupingFromName("bytes"));
}

} // namespace
} // namespace strata
