// Query while compressed on AT-1 qcolumnar/qjson files: every manifest predicate skips exactly
// the listed row groups and returns exactly the listed lines; zone maps and block offsets match
// the manifest; table columns are named as the format says.
#include "core/digest.h"
#include "strata/format_registry.h"
#include "strata/table_query.h"
#include "strata/value_text.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

struct PredicateCase {
    std::string file;
    QJsonObject query;
    QJsonObject predicate;
};

std::vector<PredicateCase> predicateCases() {
    std::vector<PredicateCase> cases;
    for (const auto& value :
         readJson(corpusPath("at1/manifest.json")).object()["cases"].toArray()) {
        const auto entry = value.toObject();
        if (!entry.contains("query")) {
            continue;
        }
        for (const auto& predicate : entry["query"].toObject()["predicates"].toArray()) {
            cases.push_back({entry["name"].toString().toStdString(), entry["query"].toObject(),
                             predicate.toObject()});
        }
    }
    return cases;
}

std::vector<std::string> queryFiles() {
    std::vector<std::string> names;
    for (const auto& value :
         readJson(corpusPath("at1/manifest.json")).object()["cases"].toArray()) {
        if (value.toObject().contains("query")) {
            names.push_back(value.toObject()["name"].toString().toStdString());
        }
    }
    return names;
}

// The manifest's bound as --where text: integers exactly, floats round-trip exact.
std::string boundText(const QJsonObject& predicate, const char* key) {
    const QJsonValue value = predicate[key];
    if (predicate["type"].toString() == "integer") {
        return QString::number(value.toInteger()).toStdString();
    }
    std::string text;
    appendShortest(text, value.toDouble());
    return text;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (;;) {
        const auto end = text.find('\n', start);
        if (end == std::string::npos) {
            out.push_back(text.substr(start));
            return out;
        }
        out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
}

class At1Predicates : public ::testing::TestWithParam<PredicateCase> {};

TEST_P(At1Predicates, SkipsListedGroupsAndReturnsListedLines) {
    const auto& [file, query, predicate] = GetParam();
    const std::string path = corpusPath("at1/" + file + ".at1").string();
    const std::string column = "#" + std::to_string(predicate["col"].toInt());
    const std::vector<std::string> arguments = {
        "scan",    path,
        "--where", column + " >= " + boundText(predicate, "lo"),
        "--where", column + " <= " + boundText(predicate, "hi")};
    auto jsonArguments = arguments;
    jsonArguments.push_back("--json");
    const CliResult json = runCli(jsonArguments);
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const auto result = QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).object();
    EXPECT_EQ(result["row_groups"].toInt(), query["nrg"].toInt());
    EXPECT_EQ(result["skipped"].toArray(), predicate["skipped_groups"].toArray());
    EXPECT_EQ(result["rows"].toArray().size(), predicate["match_count"].toInt());
    const qsizetype survivors = predicate["survivor_groups"].toArray().size();
    EXPECT_LE(result["decoded_blocks"].toInt(), survivors * query["coltypes"].toArray().size());

    // The lines themselves, byte for byte, from the plain output.
    const CliResult plain = runCli(arguments);
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    const auto original = lines(readFileText(corpusPath("at1/" + file + ".orig")));
    std::string expected;
    for (const auto& line : predicate["match_lines"].toArray()) {
        const std::string& text = original.at(static_cast<std::size_t>(line.toInt()));
        expected += text + "\n";
    }
    EXPECT_TRUE(plain.out == expected) << file << " " << predicate["name"].toString().toStdString();
    const std::string matched = plain.out.empty() ? "" : plain.out.substr(0, plain.out.size() - 1);
    const auto digest =
        sha256({reinterpret_cast<const std::byte*>(matched.data()), matched.size()});
    EXPECT_EQ(hexBytes(digest.data(), digest.size()),
              predicate["match_sha256"].toString().toStdString());
}

INSTANTIATE_TEST_SUITE_P(Manifest, At1Predicates, ::testing::ValuesIn(predicateCases()),
                         [](const auto& info) {
                             return info.param.file + "_" + std::to_string(info.index);
                         });

class At1Query : public ::testing::TestWithParam<std::string> {};

// Zone maps, block offsets and tags of the footer index, as the table and tree see them.
TEST_P(At1Query, ZoneMapsAndBlocksMatchManifest) {
    const std::string name = GetParam();
    QJsonObject query;
    for (const auto& value :
         readJson(corpusPath("at1/manifest.json")).object()["cases"].toArray()) {
        if (value.toObject()["name"].toString().toStdString() == name) {
            query = value.toObject()["query"].toObject();
        }
    }
    const Document document = openFile(corpusPath("at1/" + name + ".at1"));
    const auto zones = query["zone_maps"].toArray();
    if (zones.isEmpty()) {
        EXPECT_TRUE(document.tables.empty());
        return;
    }
    ASSERT_EQ(document.tables.size(), 1u);
    const Table& table = *document.tables[0];
    ASSERT_EQ(table.blocks().size(), static_cast<std::size_t>(zones.size()));
    EXPECT_EQ(table.rowCount(), static_cast<std::uint64_t>(query["n_struct"].toInteger()));
    const auto paths = query["paths"].toArray();
    // Without JSON paths, a qcolumnar file's names are its first line's fields when that line is
    // a header kept verbatim (these files' first lines are), else the columns are numbered.
    std::vector<std::string> header;
    if (paths.isEmpty()) {
        const auto original = lines(readFileText(corpusPath("at1/" + name + ".orig")));
        const std::string delimiter = query["delim"].toString().toStdString();
        std::string_view rest = original.empty() ? std::string_view() : original.front();
        while (!delimiter.empty()) {
            const auto cut = rest.find(delimiter);
            header.emplace_back(rest.substr(0, cut));
            if (cut == std::string_view::npos) {
                break;
            }
            rest.remove_prefix(cut + delimiter.size());
        }
        if (header.size() != table.columns().size() ||
            std::find(header.begin(), header.end(), "") != header.end()) {
            header.clear(); // not a name for every column
        }
    }
    for (std::size_t c = 0; c < table.columns().size(); ++c) {
        const std::string expected = !paths.isEmpty()
                                         ? paths[static_cast<qsizetype>(c)].toString().toStdString()
                                     : header.empty() ? "c" + std::to_string(c)
                                                      : header[c];
        EXPECT_EQ(table.columns()[c].name, expected);
    }
    for (qsizetype g = 0; g < zones.size(); ++g) {
        const auto row = zones[g].toArray();
        for (qsizetype c = 0; c < row.size(); ++c) {
            const auto bounds =
                table.blockBounds(static_cast<std::size_t>(g), static_cast<std::size_t>(c));
            if (row[c].isNull()) {
                EXPECT_FALSE(bounds.has_value());
                continue;
            }
            ASSERT_TRUE(bounds.has_value());
            const auto pair = row[c].toArray();
            if (std::holds_alternative<std::int64_t>(bounds->min)) {
                EXPECT_EQ(std::get<std::int64_t>(bounds->min), pair[0].toInteger());
                EXPECT_EQ(std::get<std::int64_t>(bounds->max), pair[1].toInteger());
            } else {
                EXPECT_EQ(std::get<double>(bounds->min), pair[0].toDouble());
                EXPECT_EQ(std::get<double>(bounds->max), pair[1].toDouble());
            }
        }
    }
    // Block file offsets and tags, in the tree under the blocks stream.
    const Node* set = nullptr;
    for (const auto& child : document.root->children()) {
        if (child->label() == "stream set") {
            set = child.get();
        }
    }
    ASSERT_NE(set, nullptr);
    const Node* blocks = nullptr;
    for (const auto& child : set->children()) {
        if (child->label() == "stream 'blocks'") {
            blocks = child.get();
        }
    }
    ASSERT_NE(blocks, nullptr);
    // The blocks lie in the stream's decoded layer, which starts where the first block does.
    const auto firstBlock = static_cast<std::uint64_t>(
        query["blocks"].toArray()[0].toObject()["file_offset"].toInteger());
    for (const auto& value : query["blocks"].toArray()) {
        const auto block = value.toObject();
        const Node& group = *blocks->children()[static_cast<std::size_t>(block["group"].toInt())];
        const Node& node = *group.children()[static_cast<std::size_t>(block["col"].toInt())];
        ASSERT_NE(node.layer(), nullptr);
        EXPECT_EQ(node.layer()->owner(), blocks);
        EXPECT_EQ(node.range().offset,
                  static_cast<std::uint64_t>(block["file_offset"].toInteger()) - firstBlock);
        EXPECT_EQ(node.range().length, static_cast<std::uint64_t>(block["clen"].toInteger()));
        EXPECT_EQ(node.value().substr(0, block["tag"].toString().size()),
                  block["tag"].toString().toStdString());
    }
}

INSTANTIATE_TEST_SUITE_P(Files, At1Query, ::testing::ValuesIn(queryFiles()),
                         [](const auto& info) { return info.param; });

TEST(At1Table, ColumnarColumnsAreHeaderNames) {
    const Document document = openFile(corpusPath("at1/col_telemetry_comma.at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    const Table& table = *document.tables[0];
    ASSERT_EQ(table.columns().size(), 11u);
    EXPECT_EQ(table.columns()[0].name, "ts");
    EXPECT_EQ(table.columns()[9].name, "msg_id");
    EXPECT_EQ(table.columns()[9].type, LogicalType::Int64);
    EXPECT_EQ(table.rowCount(), 15000u);
    const BlockData block = table.readBlock(0);
    EXPECT_TRUE(block.diagnostics.empty());
    // The first data line of the original, cell by cell.
    const std::string original = readFileText(corpusPath("at1/col_telemetry_comma.orig"));
    const auto second = original.find('\n') + 1;
    const std::string firstRow = original.substr(second, original.find('\n', second) - second);
    std::string rebuilt;
    for (std::size_t c = 0; c < block.columns.size(); ++c) {
        rebuilt += (c == 0 ? "" : ",");
        block.columns[c].appendText(0, rebuilt);
    }
    EXPECT_EQ(rebuilt, firstRow);
}

TEST(At1Table, QcolumnarColumnsAreNamedByTheHeaderLineAndWhereByName) {
    // qcol_meters's first line, stored verbatim, is "epoch,meter,kwh,volts,power_w,counter,state"
    // (issue 41, item 15).
    const std::string path = corpusPath("at1/qcol_meters.at1").string();
    const CliResult byIndex = runCli({"csv", path, "--where", "#4 = -5990"});
    const CliResult byName = runCli({"csv", path, "--where", "power_w = -5990"});
    EXPECT_EQ(byIndex.exitCode, 0) << byIndex.err;
    EXPECT_EQ(byIndex.out, byName.out);
    EXPECT_EQ(byIndex.out.substr(0, 44), "epoch,meter,kwh,volts,power_w,counter,state\n");
    const Document document = openFile(corpusPath("at1/qcol_meters.at1"));
    EXPECT_EQ(document.tables.at(0)->columns().at(1).name, "meter");
    const CliResult bad = runCli({"scan", path, "--where", "nosuch > 1"});
    EXPECT_EQ(bad.exitCode, 2);
}

TEST(At1Table, ScanOnColumnarRebuildsQuotedLines) {
    const CliResult result = runCli({"scan", corpusPath("at1/col_telemetry_comma.at1").string(),
                                     "--where", "status = WARN, door open"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto first = result.out.substr(0, result.out.find('\n'));
    EXPECT_NE(readFileText(corpusPath("at1/col_telemetry_comma.orig")).find(first + "\n"),
              std::string::npos);
    EXPECT_NE(first.find("\"WARN, door open\""), std::string::npos);
}

} // namespace
} // namespace strata::test
