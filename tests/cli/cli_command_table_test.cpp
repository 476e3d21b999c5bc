// strata-cli's commands as one table: every command writes where -o says or fails saying why,
// and takes only its own options.
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <filesystem>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

const std::string coleFile = corpusPath("cole/multi_rowgroups.col").string();
const std::string at1File = corpusPath("at1/col_all_verbatim.at1").string();

TEST(CliCommandTable, AnOutputThatCannotBeWrittenExitsTwoSayingWhy) {
    const std::string unwritable = "/nonexistent-strata-dir/out.txt";
    const std::vector<std::vector<std::string>> commands{{"info", coleFile},
                                                         {"tree", coleFile},
                                                         {"stats", coleFile},
                                                         {"check", coleFile},
                                                         {"csv", coleFile},
                                                         {"cat", at1File},
                                                         {"scan", coleFile, "--where", "#0 > 0"}};
    for (auto arguments : commands) {
        arguments.insert(arguments.end(), {"-o", unwritable});
        const CliResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments[0];
        EXPECT_NE(result.err.find("strata-cli: cannot write " + unwritable +
                                  ": No such file or directory"),
                  std::string::npos)
            << arguments[0] << ": " << result.err;
        EXPECT_TRUE(result.out.empty()) << arguments[0];
    }
}

TEST(CliCommandTable, AFullDeviceIsAWriteErrorToo) {
    if (!std::filesystem::exists("/dev/full")) {
        GTEST_SKIP() << "no /dev/full";
    }
    const CliResult result = runCli({"tree", coleFile, "-o", "/dev/full"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("cannot write /dev/full: No space left on device"), std::string::npos)
        << result.err;
}

TEST(CliCommandTable, OptionsACommandDoesNotTakeAreRejected) {
    // Each command line and the option it does not take.
    const std::vector<std::pair<std::vector<std::string>, std::string>> wrong{
        {{"csv", coleFile, "--depth", "3"}, "--depth"},
        {{"info", coleFile, "--table", "1"}, "--table"},
        {{"cat", at1File, "--json"}, "--json"},
        {{"tree", coleFile, "--where", "#0 > 1"}, "--where"},
        {{"check", coleFile, "--no-header"}, "--no-header"},
        {{"stats", coleFile, "--rows", "0:1"}, "--rows"},
        {{"scan", coleFile, "--where", "#0 > 1", "--depth", "1"}, "--depth"},
        {{"extract", at1File, "-o", "/tmp", "--entry", "x"}, "--entry"},
        {{"tree", at1File, "--entry", "x"}, "--entry"}};
    for (const auto& [arguments, option] : wrong) {
        const CliResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments[0] << " " << option;
        EXPECT_NE(result.err.find("strata-cli: " + arguments[0] + " does not take " + option),
                  std::string::npos)
            << result.err;
        EXPECT_TRUE(result.out.empty());
    }
    // Before the file is named, too.
    EXPECT_EQ(runCli({"csv", "--depth", "3", coleFile}).exitCode, 2);
}

TEST(CliCommandTable, EveryOptionACommandsHelpListsItTakes) {
    // The options each command's help lists, given one by one, parse (exit 0 or 1, never 2).
    const std::vector<std::vector<std::string>> accepted{
        {"info", coleFile, "--json"},
        {"tree", coleFile, "--json", "--depth", "1"},
        {"csv", coleFile, "--table", "0", "--delimiter", "tab", "--no-header", "--quote", "all",
         "--missing", "NA", "--float", "fixed:2", "--crlf", "--columns", "#0", "--rows", "0:2"},
        {"stats", coleFile, "--table", "0", "--json"},
        {"check", coleFile, "--json"},
        {"scan", coleFile, "--where", "#0 > 0", "--table", "0", "--json"},
        {"cat", at1File},
        {"cat", corpusPath("at1-codecs/bundle_twelve_entries.at1").string(), "--entry",
         "day01/host.log"}};
    for (const auto& arguments : accepted) {
        const CliResult result = runCli(arguments);
        EXPECT_NE(result.exitCode, 2) << arguments[0] << ": " << result.err;
        const std::string help = runCli({arguments[0], "--help"}).out;
        for (const std::string& argument : arguments) {
            if (argument.rfind("--", 0) == 0) {
                EXPECT_NE(help.find("  " + argument), std::string::npos)
                    << arguments[0] << " help lacks " << argument;
            }
        }
    }
}

TEST(CliCommandTable, OutputFileGetsWhatStandardOutputWouldHave) {
    const auto path = testTempPath("strata_cli_command_table.txt");
    for (const std::string command : {"info", "tree", "stats", "check"}) {
        const CliResult toFile = runCli({command, coleFile, "-o", path.string()});
        const CliResult toStdout = runCli({command, coleFile});
        EXPECT_EQ(toFile.exitCode, toStdout.exitCode) << command;
        EXPECT_TRUE(toFile.out.empty()) << command;
        EXPECT_EQ(readFileText(path), toStdout.out) << command;
    }
    std::filesystem::remove(path);
}

} // namespace
} // namespace strata::test
