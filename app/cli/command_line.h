#pragma once

#include "strata/csv_writer.h"
#include "strata/document_diff.h"
#include "strata/size_breakdown.h"
#include "strata/table_export.h"

#include <optional>
#include <string>
#include <vector>

namespace strata::cli {

struct Command;

// plot: what to plot and how big a picture.
struct PlotArguments {
    std::string x;      // --x COLUMN; empty: the row number
    std::string y;      // --y COLUMN
    std::string colour; // --color COLUMN
    bool density = false;
    bool map = false;         // --map: latitude against longitude on a map
    bool image = false;       // --image: a b2nd array's plane as a heatmap
    bool logarithmic = false; // --log: --image colours by log10 of the values
    int width = 1000;         // --size WxH
    int height = 600;
};

// A parsed command line: the command, its file, and its options.
struct CommandLine {
    std::vector<std::string> arguments; // as given, without the program name
    const Command* command = nullptr;   // an entry of commandTable()
    std::string file;                   // the FILE this run reads ("-": standard input)
    std::vector<std::string> files;     // every FILE given (several for info, check, tree...)
    bool json = false;
    bool jsonLines = false; // check of a dataset: a JSON line per file as it finishes
    bool fillZeros = false; // repair: a Blosc2 chunk that does not decode becomes zeros
    std::optional<int> depth;
    std::size_t table = 0;
    std::string output;    // -o; empty: standard output
    std::string session;   // report --session: a .strata-session file whose bookmarks to report
    std::string convertTo; // convert --to: the output format, when OUT's extension does not say
    // --slice: plot --image's plane ("70,:,:"; empty: the last two dimensions), or the part of an
    // array convert writes as b2frame or b2nd ("0:10,:,5"; empty: all of it)
    std::string slice;
    std::string
        itemType; // csv --as: read the table's items as this type (int, uint, float32, float64)
    std::vector<std::string> where; // --where EXPR, ANDed (csv, scan, stats, plot)
    bool countOnly = false;         // scan --count: the number of matching rows, not the rows
    CsvOptions csv; // csv: --delimiter, --no-header, --quote, --missing, --float, --crlf
    std::vector<std::string> columns;       // csv --columns: names or #index, in output order
    std::optional<RowRange> rows;           // csv --rows FIRST:COUNT
    std::string sort;                       // csv --sort COL[,COL...] (-COL or COL:desc descending)
    std::string entry;                      // cat --entry: a bundle's file by name
    std::string layer;                      // cat --layer: a decoded layer by path
    std::string counts;                     // stats --counts: the column whose values are counted
    std::size_t top = 20;                   // stats --counts: values listed (0: all)
    std::size_t maxDistinct = 5'000'000;    // stats --counts: the memory bound, in values
    std::vector<std::string> groupBy;       // stats --group-by: key columns (COL or COL:BINS)
    std::vector<std::string> bins;          // stats --bin COL:WIDTH|hour|day|month
    std::string aggregate;                  // stats --aggregate: "count(*), mean(x)"
    std::string groupOrder = "key";         // stats --order key|count
    std::size_t maxGroups = 1'000'000;      // stats --max-groups: the memory bound
    bool csvOutput = false;                 // stats --csv: the groups as CSV
    SizeGrouping by = SizeGrouping::Column; // sizes --by
    std::string otherFile;                  // diff: the second file, B
    // diff: --table, --key, --tolerance, --max, --structure-only, --data-only, --bytes
    DiffOptions diff;
    PlotArguments plot;
};

// Thrown for a command line that does not parse; the message says why.
struct UsageError {
    std::string message;
};

// Parses the arguments after the program name; throws UsageError for an unknown command or
// option, an option the command does not take, or a value that does not parse.
CommandLine parseCommandLine(const std::vector<std::string>& arguments);

} // namespace strata::cli
