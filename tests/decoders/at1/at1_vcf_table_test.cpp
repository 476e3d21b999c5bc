// A VCF's table (codec 5, at1-codecs.md section 7) against the original text: one row per
// record (a line that does not start with '#'), its TAB-separated fields in the columns, named
// CHROM to FORMAT and then by the samples of the #CHROM header line.
#include "strata/format_registry.h"
#include "support/at1_original.h"
#include "support/table_text.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::vector<std::string> tabFields(const std::string& line) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (std::size_t end; (end = line.find('\t', start)) != std::string::npos; start = end + 1) {
        fields.push_back(line.substr(start, end - start));
    }
    fields.push_back(line.substr(start));
    return fields;
}

// Opens a corpus case and checks its table cell by cell against its .orig.
void expectRecordsOfOriginal(const std::string& name, LogicalType posType) {
    const Document document = openFile(corpusPath("at1-codecs/" + name + ".at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    const Table& table = *document.tables[0];
    EXPECT_EQ(table.columns()[1].type, posType);
    const auto cells = tableCells(table);
    std::vector<std::string> names;
    std::vector<std::vector<std::string>> records;
    for (const auto& line :
         originalLines(readFileText(corpusPath("at1-codecs/" + name + ".orig")))) {
        if (line.starts_with("#CHROM\t")) {
            names = tabFields(line.substr(1));
        } else if (!line.starts_with("#")) {
            records.push_back(tabFields(line));
        }
    }
    const QJsonObject detail = codecDetail(name);
    ASSERT_EQ(static_cast<int>(records.size()), detail["records"].toInt());
    ASSERT_EQ(static_cast<int>(names.size()), 9 + detail["nsamp"].toInt());
    EXPECT_EQ(cells[0], names);
    ASSERT_EQ(cells.size(), records.size() + 1);
    for (std::size_t row = 0; row < records.size(); ++row) {
        EXPECT_EQ(cells[row + 1], records[row]) << "row " << row;
    }
}

TEST(At1VcfTable, RowsAreTheRecordsWithSamplesNamedByTheHeader) {
    expectRecordsOfOriginal("vcf_gt_dp_gq", LogicalType::Int64);
}

TEST(At1VcfTable, OneSampleWithoutATrailingNewline) {
    expectRecordsOfOriginal("vcf_no_nl_one_sample", LogicalType::Int64);
}

TEST(At1VcfTable, PositionsStoredAsTextStayText) {
    // vcf_pos_text's POS are not all canonical integers, so they are stored as text.
    expectRecordsOfOriginal("vcf_pos_text", LogicalType::String);
}

TEST(At1VcfTable, HeaderOnlyFileHasNoTable) {
    const Document document = openFile(corpusPath("at1-codecs/vcf_header_only.at1"));
    EXPECT_TRUE(document.tables.empty());
}

} // namespace
} // namespace strata::test
