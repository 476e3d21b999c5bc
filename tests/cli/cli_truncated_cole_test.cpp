// strata-cli csv on a COLE file cut before its footer: the rows of the complete row groups,
// recovered from the inline page headers, and exit status 1.
#include "support/cli_runner.h"
#include "support/corpus.h"
#include "support/csv_reader.h"

#include <cstdio>
#include <filesystem>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

TEST(CliTruncatedCole, CsvWritesTheRecoveredRowsAndExitsOne) {
    // multi_rowgroups cut right after row group 6 (manifest: its last chunk ends at 6189): row
    // groups 0-6 hold 1 + 2 + 3 + 10 + 100 + 500 + 1 = 617 rows.
    constexpr std::size_t cut = 6189;
    const auto bytes = readFileBytes(corpusPath("cole/multi_rowgroups.col"));
    const auto path = testTempPath("strata_cli_truncated.col");
    {
        std::FILE* file = std::fopen(path.c_str(), "wb");
        ASSERT_NE(file, nullptr);
        std::fwrite(bytes.data(), 1, cut, file);
        std::fclose(file);
    }
    const auto result = runCli({"csv", path.string()});
    std::filesystem::remove(path);
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_NE(result.err.find("error 6189 file truncated at 6189: footer missing; 7 row groups "
                              "recovered from inline page headers"),
              std::string::npos)
        << result.err;

    const auto written = parseCsv(result.out);
    const auto reference = parseCsv(readFileText(corpusPath("cole/multi_rowgroups.csv")));
    ASSERT_EQ(written.size(), 1u + 617u);
    EXPECT_EQ(written[0], (std::vector<std::string>{
                              "column 0 (inferred INT64)", "column 1 (inferred INT32)",
                              "column 2 (inferred STRING)", "column 3 (inferred INT32)"}));
    for (std::size_t r = 1; r < written.size(); ++r) {
        ASSERT_EQ(written[r], reference[r]) << "row " << r - 1;
    }
}

} // namespace
} // namespace strata::test
