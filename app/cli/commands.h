#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/document.h"
#include "strata/query_expression.h"

#include <optional>

namespace strata::cli {

// Exit statuses (the CLI contract): 0 success, 1 the file has errors, 2 usage or unreadable.
inline constexpr int exitSuccess = 0;
inline constexpr int exitFileErrors = 1;
inline constexpr int exitUsage = 2;

// The table --table names, or nothing (the reason printed) when there is none.
const Table* selectedTable(const CommandLine& line, const Document& document);
// The --where clauses ANDed (csv, scan, stats, plot); nullopt (the error printed, pointing into
// its clause) when one does not parse.
std::optional<QueryExpression> parseFilter(const CommandLine& line, const Table& table);

// The commands' runners (command_table.cpp names them): each writes to `out` and returns the
// exit status; main() opens and finishes `out`.
int runInfo(const CommandLine& line, const Document& document, OutputStream& out);
int runTree(const CommandLine& line, const Document& document, OutputStream& out);
int runCsv(const CommandLine& line, const Document& document, OutputStream& out);
int runCat(const CommandLine& line, const Document& document, OutputStream& out);
int runCheck(const CommandLine& line, const Document& document, OutputStream& out);
int runExtract(const CommandLine& line, const Document& document, OutputStream& out);
int runScan(const CommandLine& line, const Document& document, OutputStream& out);
int runStats(const CommandLine& line, const Document& document, OutputStream& out);

} // namespace strata::cli
