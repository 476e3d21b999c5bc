// strata-cli's help: per command, the version with its libraries, the generated man page.
#include "support/cli_runner.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

TEST(CliHelp, EveryCommandHasItsOwnHelp) {
    for (const std::string command :
         {"info", "tree", "csv", "stats", "cat", "extract", "check", "scan"}) {
        const auto result = runCli({command, "--help"});
        EXPECT_EQ(result.exitCode, 0) << command;
        EXPECT_EQ(result.out.rfind("usage: strata-cli " + command + " FILE", 0), 0u) << result.out;
        EXPECT_NE(result.out.find("options:"), std::string::npos) << command;
    }
    EXPECT_NE(runCli({"csv", "--help"}).out.find("--delimiter C"), std::string::npos);
    EXPECT_EQ(runCli({"frobnicate", "--help"}).exitCode, 2);
}

TEST(CliHelp, VersionNamesTheCodecLibraries) {
    const auto result = runCli({"--version"});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_EQ(result.out.rfind("strata-cli ", 0), 0u);
    for (const char* library : {"liblzma", "zstd", "lz4", "zlib", "snappy", "OpenSSL"}) {
        EXPECT_NE(result.out.find(std::string("  ") + library + " "), std::string::npos) << library;
    }
}

TEST(CliHelp, ManPageIsRoffWithEveryCommand) {
    const auto result = runCli({"--help-man"});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_EQ(result.out.rfind(".TH STRATA-CLI 1", 0), 0u);
    for (const char* section : {".SH NAME", ".SH SYNOPSIS", ".SH COMMANDS", ".SH EXIT STATUS"}) {
        EXPECT_NE(result.out.find(section), std::string::npos) << section;
    }
    EXPECT_NE(result.out.find(".B stats FILE"), std::string::npos);
}

} // namespace
} // namespace strata::test
