#pragma once

#include "command_line.h"
#include "strata/document.h"

namespace strata::cli {

// Exit statuses (the CLI contract): 0 success, 1 the file has errors, 2 usage or unreadable.
inline constexpr int exitSuccess = 0;
inline constexpr int exitFileErrors = 1;
inline constexpr int exitUsage = 2;

int runInfo(const CommandLine& line, const Document& document);
int runTree(const CommandLine& line, const Document& document);
int runCsv(const CommandLine& line, const Document& document);
int runCat(const CommandLine& line, const Document& document);
int runCheck(const CommandLine& line, const Document& document);
int runScan(const CommandLine& line, const Document& document);
int runStats(const CommandLine& line, const Document& document);

} // namespace strata::cli
