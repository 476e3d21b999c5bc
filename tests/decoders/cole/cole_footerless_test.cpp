// A COLE file cut before its footer: the pages before the cut are recovered from their inline
// headers, with the schema inferred, and decode to the intact file's rows.
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <cstring>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

QJsonObject manifestEntry(const std::string& file) {
    for (const auto& entry : readJson(corpusPath("cole/manifest.json"))["files"].toArray()) {
        if (entry.toObject()["file"].toString().toStdString() == file) {
            return entry.toObject();
        }
    }
    ADD_FAILURE() << file << " is not in the manifest";
    return {};
}

QJsonObject rowGroupOf(const QJsonObject& entry, int group) {
    return entry["row_groups"].toArray()[group].toObject();
}

QJsonObject pageOf(const QJsonObject& entry, int group, int column) {
    return rowGroupOf(entry, group)["column_chunks"]
        .toArray()[column]
        .toObject()["pages"]
        .toArray()[0]
        .toObject();
}

std::uint64_t rowGroupEnd(const QJsonObject& entry, int group) {
    const auto last = rowGroupOf(entry, group)["column_chunks"].toArray().last().toObject();
    return static_cast<std::uint64_t>(last["file_offset"].toInteger() +
                                      last["total_size"].toInteger());
}

// Where the file is cut.
enum class Cut {
    AfterRowGroup, // right after the last byte of `group`
    InPageData,    // halfway through the data of the page of (`group`, `column`)
    InPageHeader,  // 20 bytes into that page's 36-byte header: inside its statistics
};

struct Truncation {
    const char* file;
    Cut cut;
    int group;
    int column;
    std::size_t recoveredGroups; // the complete row groups before the cut
};

std::uint64_t cutLength(const QJsonObject& entry, const Truncation& t) {
    if (t.cut == Cut::AfterRowGroup) {
        return rowGroupEnd(entry, t.group);
    }
    const auto page = pageOf(entry, t.group, t.column);
    if (t.cut == Cut::InPageHeader) {
        EXPECT_EQ(page["header_size"].toInteger(), 36);
        return static_cast<std::uint64_t>(page["header_offset"].toInteger() + 20);
    }
    return static_cast<std::uint64_t>(page["data_offset"].toInteger() +
                                      page["compressed_size"].toInteger() / 2);
}

void PrintTo(const Truncation& t, std::ostream* os) {
    *os << t.file << " cut " << static_cast<int>(t.cut) << " at row group " << t.group << " column "
        << t.column;
}

class ColeFooterless : public ::testing::TestWithParam<Truncation> {};

TEST_P(ColeFooterless, RecoversTheCompleteRowGroupsBeforeTheCut) {
    const Truncation t = GetParam();
    const QJsonObject entry = manifestEntry(t.file);
    const std::uint64_t length = cutLength(entry, t);
    auto bytes = readFileBytes(corpusPath(std::string("cole/") + t.file));
    bytes.resize(length);
    const Document cut = openBytes(bytes, "cut.col");
    const Document intact = openFile(corpusPath(std::string("cole/") + t.file));
    ASSERT_EQ(cut.formatName, "COLE");

    // The diagnostic names where the file ends and how many row groups came back; it points at
    // the first byte not recovered into the table.
    const auto diagnostic =
        std::find_if(cut.diagnostics.begin(), cut.diagnostics.end(), [](const Diagnostic& d) {
            return d.message.rfind("file truncated at ", 0) == 0;
        });
    ASSERT_NE(diagnostic, cut.diagnostics.end());
    const std::string groups =
        std::to_string(t.recoveredGroups) + (t.recoveredGroups == 1 ? " row group" : " row groups");
    EXPECT_EQ(diagnostic->message, "file truncated at " + std::to_string(length) +
                                       ": footer missing; " + groups +
                                       " recovered from inline page headers");
    EXPECT_EQ(diagnostic->severity, Severity::Error);
    const std::uint64_t recoveredEnd =
        t.recoveredGroups == 0 ? 8 : rowGroupEnd(entry, static_cast<int>(t.recoveredGroups) - 1);
    EXPECT_EQ(diagnostic->offset, recoveredEnd);
    const Node* named = cut.root->findByPath(diagnostic->nodePath);
    ASSERT_NE(named, nullptr) << diagnostic->nodePath;
    // A cut right after a row group leaves nothing after it: the diagnostic is at the file's end.
    EXPECT_TRUE(named->range().contains(recoveredEnd) || recoveredEnd == length)
        << diagnostic->nodePath;

    // Every column is named by its inferred type, which is the intact file's.
    ASSERT_EQ(cut.tables.size(), 1u);
    const Table& table = *cut.tables[0];
    const auto schema = entry["schema"].toArray();
    ASSERT_EQ(table.columns().size(), static_cast<std::size_t>(schema.size()));
    for (qsizetype c = 0; c < schema.size(); ++c) {
        EXPECT_EQ(table.columns()[c].name,
                  "column " + std::to_string(c) + " (inferred " +
                      schema[c].toObject()["type"].toString().toStdString() + ")");
    }

    // The rows are those of the complete row groups, cell for cell the intact file's.
    const auto cutCells = tableCells(table);
    const auto intactCells = tableCells(*intact.tables[0]);
    std::uint64_t rows = 0;
    for (std::size_t g = 0; g < t.recoveredGroups; ++g) {
        rows += static_cast<std::uint64_t>(
            rowGroupOf(entry, static_cast<int>(g))["num_rows"].toInteger());
    }
    EXPECT_EQ(table.rowCount(), rows);
    ASSERT_EQ(cutCells.size(), rows + 1);
    // The rows of the row group the cut falls in are counted as lost, not shown.
    const std::uint64_t lost =
        t.cut == Cut::AfterRowGroup
            ? 0
            : static_cast<std::uint64_t>(rowGroupOf(entry, t.group)["num_rows"].toInteger());
    EXPECT_EQ(table.lostRowCount(), lost);
    EXPECT_EQ(table.firstLossAt(), lost == 0 ? 0 : recoveredEnd);
    for (std::uint64_t r = 1; r <= rows; ++r) {
        ASSERT_EQ(cutCells[r], intactCells[r]) << "row " << r - 1;
    }

    // The tree: the recovered row groups, the complete pages of a row group cut short, and the
    // cut page as a damaged node.
    const auto& children = cut.root->children();
    for (std::size_t g = 0; g < t.recoveredGroups; ++g) {
        const Node* node = cut.root->findByPath("file / row group " + std::to_string(g));
        ASSERT_NE(node, nullptr) << g;
        EXPECT_EQ(node->range().end(), rowGroupEnd(entry, static_cast<int>(g)));
    }
    EXPECT_EQ(cut.root->findByPath("file / row group " + std::to_string(t.recoveredGroups)),
              nullptr);
    if (t.cut == Cut::AfterRowGroup) {
        EXPECT_EQ(children.back()->label(), "row group " + std::to_string(t.recoveredGroups - 1));
        return;
    }
    const std::uint64_t pageStart =
        static_cast<std::uint64_t>(pageOf(entry, t.group, t.column)["header_offset"].toInteger());
    const Node& tail = *children.back();
    EXPECT_EQ(tail.label(), "cut tail");
    EXPECT_EQ(tail.kind(), NodeKind::Damaged);
    EXPECT_EQ(tail.range(), (ByteRange{pageStart, length - pageStart}));
    const Node* incomplete = cut.root->findByPath(
        "file / row group " + std::to_string(t.recoveredGroups) + " (incomplete)");
    if (t.column == 0) {
        EXPECT_EQ(incomplete, nullptr);
    } else {
        ASSERT_NE(incomplete, nullptr);
        EXPECT_EQ(incomplete->range(), (ByteRange{recoveredEnd, pageStart - recoveredEnd}));
        EXPECT_EQ(incomplete->children().size(), static_cast<std::size_t>(t.column));
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cuts, ColeFooterless,
    ::testing::Values(
        // The file of the issue: row groups 0-6 intact.
        Truncation{"multi_rowgroups.col", Cut::AfterRowGroup, 6, 0, 7},
        Truncation{"multi_rowgroups.col", Cut::InPageData, 7, 2, 7},
        Truncation{"multi_rowgroups.col", Cut::InPageHeader, 9, 0, 9},
        // Row groups of 10000 and 2345 rows.
        Truncation{"cli_write_12345rows_seed7.col", Cut::AfterRowGroup, 0, 0, 1},
        Truncation{"cli_write_12345rows_seed7.col", Cut::InPageData, 1, 3, 1},
        // All eight type and encoding pairs.
        Truncation{"all_combos.col", Cut::AfterRowGroup, 1, 0, 2},
        Truncation{"all_combos.col", Cut::InPageData, 2, 4, 2},
        // 64 columns whose types repeat every 8: one row group of 64, not eight of 8.
        Truncation{"wide_64cols.col", Cut::InPageData, 1, 0, 1},
        Truncation{"stats_edge.col", Cut::InPageHeader, 1, 1, 1},
        Truncation{"string_plain.col", Cut::AfterRowGroup, 0, 0, 1},
        // Cut inside the only row group: its columns are known, none of its rows.
        Truncation{"int64_delta.col", Cut::InPageData, 0, 0, 0}));

TEST(ColeFooterless, ADamagedFooterLeavesTheMetadataAsTheCutTail) {
    // all_combos with its footer magic broken: the body is whole; the walk stops at the metadata.
    const QJsonObject entry = manifestEntry("all_combos.col");
    auto bytes = readFileBytes(corpusPath("cole/all_combos.col"));
    const std::uint64_t size = bytes.size();
    bytes[size - 12] = std::byte{'X'};
    const Document document = openBytes(bytes, "damaged.col");
    ASSERT_EQ(document.tables.size(), 1u);
    EXPECT_EQ(document.tables[0]->rowCount(), 72u); // 7 + 1 + 64
    const auto metadata =
        static_cast<std::uint64_t>(entry["footer"].toObject()["metadata_offset"].toInteger());
    const Node& tail = *document.root->children().back();
    EXPECT_EQ(tail.label(), "cut tail");
    EXPECT_EQ(tail.range(), (ByteRange{metadata, size - metadata}));
    EXPECT_EQ(tail.value(), "bytes that do not read as a page");
}

TEST(ColeFooterless, TheWalkStopsAfter262144Pages) {
    // More than 262144 14-byte headers of empty RLE pages, 1000 a row group (each row group's
    // count differs from the last): the walk's memory is bounded, the pages past it are the tail.
    constexpr std::size_t pages = (std::size_t{1} << 18) + 1000;
    std::vector<std::byte> bytes(8 + pages * 14);
    const char header[] = {'C', 'O', 'L', 'E', 1, 0, 0, 0};
    std::memcpy(bytes.data(), header, sizeof header);
    for (std::size_t p = 0; p < pages; ++p) {
        std::byte* page = bytes.data() + 8 + p * 14;
        const auto values = static_cast<std::uint32_t>(p / 1000 + 1);
        std::memcpy(page + 8, &values, 4); // little-endian hosts only, as the corpus
        page[12] = std::byte{1};           // RLE, no statistics
    }
    const Document document = openBytes(bytes, "many.col");
    ASSERT_EQ(document.tables.size(), 1u);
    EXPECT_EQ(document.tables[0]->columns().size(), 1000u);
    EXPECT_EQ(document.tables[0]->columns()[999].name, "column 999 (inferred INT32)");
    EXPECT_EQ(document.tables[0]->blocks().size(), 262u); // 262144 = 262 * 1000 + 144
    const Node& tail = *document.root->children().back();
    EXPECT_EQ(tail.label(), "cut tail");
    EXPECT_EQ(tail.range().offset, 8u + (std::uint64_t{1} << 18) * 14);
    EXPECT_EQ(tail.value(), "pages after the first 262144; Strata walks no further");
    EXPECT_NE(document.root->findByPath("file / row group 262 (incomplete)"), nullptr);
}

} // namespace
} // namespace strata::test
