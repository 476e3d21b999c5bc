// strata-cli diff A B end to end: exit statuses as diff(1), the text naming each difference's
// path and offsets in both files, --json, --key, --max.
#include "strata/format_registry.h"
#include "support/cli_runner.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>
#include <filesystem>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

void writeFile(const std::filesystem::path& path, const std::vector<std::byte>& bytes) {
    std::FILE* file = std::fopen(path.c_str(), "wb");
    ASSERT_NE(file, nullptr);
    std::fwrite(bytes.data(), 1, bytes.size(), file);
    std::fclose(file);
}

// 100 rows of id 0..99 and value id * 10; with `inserted`, a row (1000, 10000) before id 50.
std::vector<std::byte> idValueFile(bool inserted) {
    ColeBytesWriter writer;
    writer.addColumn("id", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    writer.addColumn("value", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    std::vector<std::int64_t> ids;
    std::vector<std::int64_t> values;
    for (std::int64_t id = 0; id < 100; ++id) {
        if (inserted && id == 50) {
            ids.push_back(1000);
            values.push_back(10000);
        }
        ids.push_back(id);
        values.push_back(id * 10);
    }
    writer.addRowGroup({ids, values});
    return writer.finish();
}

QJsonObject parseJson(const std::string& text) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << text;
    return document.object();
}

class CliDiff : public ::testing::Test {
protected:
    void SetUp() override {
        writeFile(m_a, idValueFile(false));
        writeFile(m_b, idValueFile(true));
    }
    void TearDown() override {
        std::filesystem::remove(m_a);
        std::filesystem::remove(m_b);
    }
    const std::filesystem::path m_a = testTempPath("strata_cli_diff_a.col");
    const std::filesystem::path m_b = testTempPath("strata_cli_diff_b.col");
};

TEST_F(CliDiff, IdenticalFilesExitZeroAndPrintNothing) {
    const auto result = runCli({"diff", m_a.string(), m_a.string()});
    EXPECT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.out, "");
    const auto json = runCli({"diff", m_a.string(), m_a.string(), "--json"});
    EXPECT_EQ(json.exitCode, 0);
    EXPECT_TRUE(parseJson(json.out)["same"].toBool());
}

TEST_F(CliDiff, ChangedValueNamesTheCellWithBothValuesAndOffsets) {
    // int32_plain.col with row 3 (2147483647) rewritten as 7: the PLAIN value's bytes.
    auto bytes = readFileBytes(corpusPath("cole/int32_plain.col"));
    const std::string original = corpusPath("cole/int32_plain.col").string();
    const auto itself = parseJson(runCli({"diff", original, original, "--json"}).out);
    ASSERT_TRUE(itself["same"].toBool());
    const auto cells = runCli({"csv", original, "--rows", "3:1", "--no-header"});
    ASSERT_EQ(cells.out, "2147483647\n");
    // The PLAIN int32 the cell is read from (the decoder knows each cell's bytes).
    const auto cell = openFile(original).tables.at(0)->cellRange(3, 0);
    ASSERT_TRUE(cell && cell->layerPath.empty());
    ASSERT_EQ(cell->range.length, 4u);
    const std::size_t at = cell->range.offset;
    bytes[at] = std::byte{7};
    bytes[at + 1] = bytes[at + 2] = bytes[at + 3] = std::byte{0};
    const auto changed = testTempPath("strata_cli_diff_changed.col");
    writeFile(changed, bytes);
    const auto result = runCli({"diff", original, changed.string()});
    const auto json = runCli({"diff", original, changed.string(), "--json"});
    std::filesystem::remove(changed);
    EXPECT_EQ(result.exitCode, 1) << result.err;
    const std::string range = "[" + std::to_string(at) + ", +4]";
    EXPECT_NE(result.out.find("row 3 / v  A " + range + "  B " + range + ": 2147483647 \u2192 7"),
              std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("changed cells per column: v 1"), std::string::npos);
    const QJsonObject table = parseJson(json.out)["tables"].toArray()[0].toObject();
    EXPECT_EQ(table["changed_cells"].toInt(), 1);
    const QJsonObject listed = table["cells"].toArray()[0].toObject();
    EXPECT_EQ(listed["before"].toString(), "2147483647");
    EXPECT_EQ(listed["after"].toString(), "7");
    EXPECT_EQ(listed["a"].toObject()["offset"].toInteger(), static_cast<qint64>(at));
}

TEST_F(CliDiff, MaxCapsTheListWhileCountsStayExact) {
    const auto result = runCli({"diff", m_a.string(), m_b.string(), "--json", "--max", "2"});
    EXPECT_EQ(result.exitCode, 1) << result.err;
    const QJsonObject json = parseJson(result.out);
    EXPECT_FALSE(json["same"].toBool());
    const QJsonObject table = json["tables"].toArray()[0].toObject();
    EXPECT_EQ(table["changed_cells"].toInt(), 100);
    EXPECT_EQ(table["cells"].toArray().size(), 2);
    EXPECT_EQ(table["changed_cells_per_column"].toObject()["id"].toInt(), 50);
    EXPECT_EQ(table["rows_only_in_b"].toInt(), 1);
    EXPECT_LE(json["structure"].toObject()["differences"].toArray().size(), 2);

    const auto text = runCli({"diff", m_a.string(), m_b.string(), "--max", "2"});
    EXPECT_NE(text.out.find("  ... and 98 more\n"), std::string::npos) << text.out;
}

TEST_F(CliDiff, KeyPairsRowsByValue) {
    const auto result = runCli({"diff", m_a.string(), m_b.string(), "--key", "id", "--data-only"});
    EXPECT_EQ(result.exitCode, 1) << result.err;
    EXPECT_NE(result.out.find("0 changed cells, 0 rows only in A, 1 rows only in B"),
              std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("row 50 only in B (key 1000) in file / row group 0  B ["),
              std::string::npos)
        << result.out;
    EXPECT_EQ(result.out.find("structure:"), std::string::npos);
}

TEST_F(CliDiff, BytesListsTheInsertedRange) {
    auto bytes = readFileBytes(m_a);
    const std::size_t middle = bytes.size() / 2;
    bytes.insert(bytes.begin() + static_cast<std::ptrdiff_t>(middle), 10, std::byte{0xee});
    const auto inserted = testTempPath("strata_cli_diff_inserted.bin");
    writeFile(inserted, bytes);
    const auto result = runCli({"diff", m_a.string(), inserted.string(), "--bytes", "--json"});
    std::filesystem::remove(inserted);
    EXPECT_EQ(result.exitCode, 1);
    const QJsonObject raw = parseJson(result.out)["bytes"].toObject();
    EXPECT_EQ(raw["count"].toInt(), 1);
    const QJsonObject range = raw["ranges"].toArray()[0].toObject();
    EXPECT_EQ(range["kind"].toString(), "inserted");
    EXPECT_EQ(range["b"].toObject()["length"].toInt(), 10);
}

TEST_F(CliDiff, ErrorsExitTwo) {
    EXPECT_EQ(runCli({"diff", m_a.string()}).exitCode, 2);
    EXPECT_EQ(runCli({"diff", m_a.string(), "/nonexistent/strata.col"}).exitCode, 2);
    const auto key = runCli({"diff", m_a.string(), m_b.string(), "--key", "nope"});
    EXPECT_EQ(key.exitCode, 2);
    EXPECT_NE(key.err.find("key column nope is not in A"), std::string::npos) << key.err;
    EXPECT_EQ(
        runCli({"diff", m_a.string(), m_b.string(), "--structure-only", "--data-only"}).exitCode,
        2);
    EXPECT_EQ(runCli({"diff", m_a.string(), m_b.string(), "--tolerance", "near"}).exitCode, 2);
    EXPECT_EQ(runCli({"diff", m_a.string(), m_b.string(), "--table", "3"}).exitCode, 2);
}

} // namespace
} // namespace strata::test
