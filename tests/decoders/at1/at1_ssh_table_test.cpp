// An ssh log's table (codec 0, at1-codecs.md section 4) against the original text: one row per
// line, the line itself first; a line of the writer's header pattern "MONTH ( ?DAY) TIME HOST
// sshd[PID]: MESSAGE" has its fields in their columns, any other line only the line.
#include "strata/format_registry.h"
#include "support/at1_original.h"
#include "support/table_text.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <regex>
#include <set>

namespace strata::test {
namespace {

// Columns: line, month, day, time, host, pid, template, message, var 1, ...
constexpr std::size_t templateColumn = 6;
constexpr std::size_t messageColumn = 7;
constexpr std::size_t firstVariable = 8;

// The writer's header pattern, fields free of spaces, the pid canonical decimal.
// The message may hold any byte but '\n' ('\r' too).
const std::regex
    sshdLine(R"(^([^ ]+) ( ?[^ ]+) ([^ ]+) ([^ ]+) sshd\[(0|[1-9][0-9]{0,19})\]: ([^\n]*)$)");

TEST(At1SshTable, RowsAreTheOriginalLinesWithTheirFields) {
    const Document document = openFile(corpusPath("at1-codecs/ssh_auth.at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    const auto cells = tableCells(*document.tables[0]);
    const auto lines = originalLines(readFileText(corpusPath("at1-codecs/ssh_auth.orig")));
    const QJsonObject detail = codecDetail("ssh_auth");
    ASSERT_EQ(static_cast<int>(lines.size()), detail["nlines"].toInt());
    ASSERT_EQ(cells.size(), lines.size() + 1);
    const auto& header = cells[0];
    EXPECT_EQ(std::vector<std::string>(header.begin(), header.begin() + 8),
              (std::vector<std::string>{"line", "month", "day", "time", "host", "pid", "template",
                                        "message"}));
    ASSERT_GT(header.size(), firstVariable);
    for (std::size_t v = firstVariable; v < header.size(); ++v) {
        EXPECT_EQ(header[v], "var " + std::to_string(v - firstVariable + 1));
    }
    int templated = 0;
    int raw = 0;
    int verbatim = 0;
    std::set<std::string> templates;
    for (std::size_t row = 0; row < lines.size(); ++row) {
        const auto& record = cells[row + 1];
        EXPECT_EQ(record[0], lines[row]) << "row " << row;
        std::smatch fields;
        if (!std::regex_match(lines[row], fields, sshdLine)) {
            ++verbatim;
            for (std::size_t c = 1; c < record.size(); ++c) {
                EXPECT_EQ(record[c], missingMarker) << "row " << row << " column " << c;
            }
            continue;
        }
        for (std::size_t f = 1; f <= 5; ++f) {
            EXPECT_EQ(record[f], fields[f].str()) << "row " << row << " column " << f;
        }
        EXPECT_EQ(record[messageColumn], fields[6].str()) << "row " << row;
        if (record[templateColumn] == missingMarker) {
            ++raw;
            for (std::size_t c = firstVariable; c < record.size(); ++c) {
                EXPECT_EQ(record[c], missingMarker) << "row " << row << " column " << c;
            }
            continue;
        }
        ++templated;
        templates.insert(record[templateColumn]);
        // The variables are pieces of the message, in order; the cells after the template's
        // last slot are missing.
        std::size_t at = 0;
        bool ended = false;
        for (std::size_t c = firstVariable; c < record.size(); ++c) {
            if (record[c] == missingMarker) {
                ended = true;
                continue;
            }
            EXPECT_FALSE(ended) << "row " << row << " has a variable after a missing one";
            const std::size_t found = fields[6].str().find(record[c], at);
            ASSERT_NE(found, std::string::npos) << "row " << row << " var " << c - 7;
            at = found + record[c].size();
        }
    }
    EXPECT_EQ(templated, detail["templated"].toInt());
    EXPECT_EQ(raw, detail["untemplated"].toInt());
    EXPECT_EQ(verbatim, detail["verbatim"].toInt());
    EXPECT_EQ(static_cast<int>(templates.size()), detail["ntemplates"].toInt());
}

TEST(At1SshTable, PidsAreUnsignedUpTo2To64Minus1) {
    const Document document = openFile(corpusPath("at1-codecs/ssh_auth.at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    EXPECT_EQ(document.tables[0]->columns()[5].type, LogicalType::UInt64);
    const auto cells = tableCells(*document.tables[0]);
    // ssh_auth has a line "... sshd[18446744073709551615]: ...".
    const auto largest = std::find_if(cells.begin(), cells.end(), [](const auto& record) {
        return record[5] == "18446744073709551615";
    });
    EXPECT_NE(largest, cells.end());
}

TEST(At1SshTable, StreamingFramesAreBlocksOfTheirLines) {
    const Document document = openFile(corpusPath("at1-codecs/ssh_stream.at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    const Table& table = *document.tables[0];
    const auto lines = originalLines(readFileText(corpusPath("at1-codecs/ssh_stream.orig")));
    const auto cells = tableCells(table);
    // Raw frames (the manifest's frames without streams) hold no records: the rows are the
    // lines of the other frames, in order.
    const QJsonObject streaming = corpusCase("ssh_stream");
    const auto frameLines = static_cast<std::size_t>(streaming["chunk_lines"].toInt());
    std::vector<std::string> expected;
    std::size_t structured = 0;
    std::size_t line = 0;
    for (const auto& value : streaming["frames"].toArray()) {
        const QJsonObject frame = value.toObject();
        if (!frame.contains("streams")) {
            line += frameLines;
            continue;
        }
        ++structured;
        const auto nlines = static_cast<std::size_t>(frame["codec_detail"]["nlines"].toInt());
        ASSERT_LE(line + nlines, lines.size());
        expected.insert(expected.end(), lines.begin() + line, lines.begin() + line + nlines);
        line += nlines;
    }
    EXPECT_EQ(line, lines.size());
    EXPECT_EQ(table.blocks().size(), structured);
    ASSERT_EQ(cells.size(), expected.size() + 1);
    for (std::size_t row = 0; row < expected.size(); ++row) {
        EXPECT_EQ(cells[row + 1][0], expected[row]) << "row " << row;
    }
}

} // namespace
} // namespace strata::test
