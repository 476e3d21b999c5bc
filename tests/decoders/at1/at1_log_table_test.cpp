// A log file's table (codec 3, at1-codecs.md section 3) against the original text: one row per
// line, the line itself in the last column, and for every templated line its variables, found
// again in the line by the writer's rule (a maximal run that starts with a digit and continues
// with [0-9A-Za-z_.:/+-]), in the var columns.
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/at1_original.h"
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"
#include "support/table_text.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

bool variableByte(char byte) {
    return std::isalnum(static_cast<unsigned char>(byte)) ||
           std::string_view("_.:/+-").find(byte) != std::string_view::npos;
}

std::vector<std::string> writerVariables(const std::string& line) {
    std::vector<std::string> variables;
    for (std::size_t i = 0; i < line.size();) {
        if (std::isdigit(static_cast<unsigned char>(line[i]))) {
            std::size_t end = i + 1;
            while (end < line.size() && variableByte(line[end])) {
                ++end;
            }
            variables.push_back(line.substr(i, end - i));
            i = end;
        } else {
            ++i;
        }
    }
    return variables;
}

TEST(At1LogTable, RowsAreTheOriginalLinesWithTheirVariables) {
    const Document document = openFile(corpusPath("at1-codecs/log_syslog.at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    const auto cells = tableCells(*document.tables[0]);
    const auto lines = originalLines(readFileText(corpusPath("at1-codecs/log_syslog.orig")));
    const QJsonObject detail = codecDetail("log_syslog");
    ASSERT_EQ(cells.size(), lines.size() + 1);
    ASSERT_EQ(static_cast<int>(lines.size()), detail["nlines"].toInt());
    const auto& header = cells[0];
    EXPECT_EQ(header[0], "line");
    EXPECT_EQ(header[1], "template");
    EXPECT_EQ(header[2], "var 1");
    int templated = 0;
    for (std::size_t row = 0; row < lines.size(); ++row) {
        const auto& record = cells[row + 1];
        EXPECT_EQ(record[0], lines[row]) << "row " << row;
        if (record[1] == missingMarker) {
            continue;
        }
        ++templated;
        const auto variables = writerVariables(lines[row]);
        ASSERT_LE(variables.size(), record.size() - 2) << "row " << row;
        for (std::size_t v = 0; v < record.size() - 2; ++v) {
            const std::string expected = v < variables.size() ? variables[v] : missingMarker;
            EXPECT_EQ(record[v + 2], expected) << "row " << row << " var " << v + 1;
        }
    }
    EXPECT_EQ(templated, detail["templated"].toInt());
}

TEST(At1LogTable, StreamingFramesAreBlocksOfTheirLines) {
    const Document document = openFile(corpusPath("at1-codecs/log_stream.at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    const Table& table = *document.tables[0];
    const auto lines = originalLines(readFileText(corpusPath("at1-codecs/log_stream.orig")));
    const auto cells = tableCells(table);
    ASSERT_GT(table.blocks().size(), 1u);
    // Raw frames hold no records: the table has the structured frames' lines, in order.
    std::size_t line = 0;
    for (std::size_t row = 1; row < cells.size(); ++row) {
        while (line < lines.size() && lines[line] != cells[row][0]) {
            ++line;
        }
        ASSERT_LT(line, lines.size()) << "row " << row - 1 << " is no line of the original";
        ++line;
    }
}

// A damaged nlines claims more lines than the flags stream has bytes: no table block of 2^40
// rows (nor a 2^40-row allocation), a warning, and the rebuild's error.
TEST(At1LogTable, LineCountBeyondTheFlagsIsNoBlock) {
    std::string meta;
    at1enc::putVarint(meta, std::uint64_t{1} << 40);
    meta += '\1';
    const Document document = openAt1(at1enc::publicWholeFile(3, {{"meta", meta},
                                                                  {"flags", std::string(2, '\0')},
                                                                  {"templates", ""},
                                                                  {"tids", ""},
                                                                  {"vars", ""},
                                                                  {"verbatim", "a\nb"}}));
    EXPECT_TRUE(document.tables.empty());
    ASSERT_FALSE(document.diagnostics.empty());
    EXPECT_NE(document.diagnostics.front().message.find("line flags for nlines 1099511627776"),
              std::string::npos)
        << document.diagnostics.front().message;
    EXPECT_TRUE(hasErrors(checkDocument(document)));
}

} // namespace
} // namespace strata::test
