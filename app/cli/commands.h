#pragma once

#include "command_line.h"
#include "output_stream.h"
#include "strata/document.h"
#include "strata/query_expression.h"
#include "strata/table_export.h"

#include <memory>
#include <optional>
#include <vector>

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

// The table a csv or convert run writes (read as --as asks), and which of its rows and columns
// in what order (--where, --columns, --rows, --sort), with the diagnostics so far.
struct TableExport {
    std::shared_ptr<const Table> retyped; // the table read as another item type, if asked
    const Table* table = nullptr;
    ExportSelection selection;
    std::vector<Diagnostic> diagnostics;
};
// nullopt after saying why on standard error, `status` then the exit status.
std::optional<TableExport> prepareTableExport(const CommandLine& line, const Document& document,
                                              int& status);
int runCat(const CommandLine& line, const Document& document, OutputStream& out);
int runCheck(const CommandLine& line, const Document& document, OutputStream& out);
int runExtract(const CommandLine& line, const Document& document, OutputStream& out);
int runScan(const CommandLine& line, const Document& document, OutputStream& out);
int runStats(const CommandLine& line, const Document& document, OutputStream& out);

} // namespace strata::cli
