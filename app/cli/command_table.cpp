#include "command_table.h"

#include "commands.h"
#include "convert_command.h"
#include "dataset_check_command.h"
#include "diff_command.h"
#include "layer_commands.h"
#include "plot_command.h"
#include "repair_command.h"
#include "report_command.h"
#include "size_commands.h"

#include <algorithm>

namespace strata::cli {

bool Command::takes(std::string_view option) const {
    return std::find(options.begin(), options.end(), option) != options.end();
}

const std::vector<Command>& commandTable() {
    static const std::vector<Command> commands{
        {"info",
         "info FILE... [--json] [-o OUT]",
         "the format, size, tables and their columns, and the number of diagnostics",
         {"--json", "--output"},
         runInfo,
         false,
         1,
         {},
         true},
        {"tree",
         "tree FILE... [--json] [--depth N] [-o OUT]",
         "the structure tree of the file, every node with its absolute byte range",
         {"--json", "--depth", "--output"},
         runTree,
         false,
         1,
         {},
         true},
        {"csv",
         "csv FILE... [--table N] [--as TYPE] [--where EXPR]... [--sort COL[,COL...]] [CSV "
         "OPTIONS] "
         "[-o OUT]",
         "a table as RFC 4180 CSV, decoded block by block in parallel",
         {"--table", "--as", "--where", "--sort", "--delimiter", "--no-header", "--quote",
          "--missing", "--float", "--crlf", "--columns", "--rows", "--output"},
         runCsv,
         false,
         1,
         {.readThrough = true},
         false,
         nullptr,
         true},
        {"convert",
         "convert FILE... -o OUT [--to FORMAT] [--table N] [--as TYPE] [--where EXPR]... "
         "[--sort COL[,COL...]] [--columns COL,...] [--rows FIRST:COUNT] [--slice S]",
         "a table in another format, chosen by OUT's extension or --to: JSON Lines (.jsonl, "
         ".ndjson), CSV (.csv), NetCDF-4 (.nc: a variable per column in its own type, missing "
         "cells as _FillValue), NumPy (.npy: a structured array of the number columns, or one "
         "column's array), ODB-2 (.odb) or COLE (.col); a Blosc2 file's items, or the --slice of "
         "its b2nd array, as a Blosc2 frame (.b2frame) or b2nd array (.b2nd) in the source's "
         "codec and filters; written through a temporary file, so a failed run leaves nothing",
         {"--to", "--table", "--as", "--where", "--sort", "--columns", "--rows", "--slice",
          "--output"},
         runConvert,
         true,
         1,
         {.readThrough = true},
         false,
         nullptr,
         true},
        {"repair",
         "repair FILE -o OUT [--fill-zeros] [--json]",
         "what a damaged file still holds, written to OUT as a file its format's library reads "
         "(ODB-2 frames, COLE row groups, Blosc2 frame chunks: those that decode copied, ones "
         "readable but damaged re-encoded, the rest dropped); prints what was kept and dropped "
         "and why; exit 0 when nothing was lost, 1 when something was",
         {"--fill-zeros", "--json", "--output"},
         runRepair,
         true,
         1,
         {.readThrough = true}},
        {"report",
         "report FILE [--session S] [--to md|html] [-o REPORT.md|.html]",
         "a report to hand to whoever owns the file's writer: its identity (path, size, "
         "SHA-256, format and the version that wrote it, tables), every diagnostic check "
         "finds, with its place and the bytes there, and the bookmarks of a session file "
         "(FILE's, or the one file's it holds), each found by its path: moved or missing where "
         "FILE's structure differs; Markdown (plain text), or one self-contained HTML page for "
         "-o OUT.html or --to html; exit status as check's",
         {"--session", "--to", "--output"},
         runReport,
         false,
         1,
         {.readThrough = true}},
        {"stats",
         "stats FILE... [--table N] [--where EXPR]... [--counts COLUMN [--top N] "
         "[--max-distinct N] | --group-by COL,... [--aggregate LIST] [--bin COL:SIZE]... "
         "[--order key|count] [--max-groups N] [--csv [CSV OPTIONS]]] [--json] [-o OUT]",
         "column statistics: count, missing, min, max, distinct values, mean, standard "
         "deviation, most frequent values and a histogram; stored bounds that disagree with "
         "the data are reported; with --where, of the matching rows; with --counts, one "
         "column's value counts; with --group-by, a row per group with its aggregates",
         {"--table", "--where", "--counts", "--top", "--max-distinct", "--group-by", "--aggregate",
          "--bin", "--order", "--max-groups", "--csv", "--delimiter", "--no-header", "--quote",
          "--missing", "--float", "--crlf", "--json", "--output"},
         runStats,
         false,
         1,
         {.readThrough = true},
         false,
         nullptr,
         true},
        {"cat",
         "cat FILE [--entry NAME | --layer PATH] [-o OUT]",
         "the decoded payload bytes (AT-1, Blosc2), one file of a bundle, or one decoded layer "
         "(a decompressed stream, a block after one filter)",
         {"--entry", "--layer", "--output"},
         runCat,
         false,
         1,
         {.tables = false, .readThrough = true}},
        {"layers",
         "layers FILE... [--json] [-o OUT]",
         "the decoded byte layers of the file (decompressed streams, blocks after their codec "
         "and after each filter): path, how each is made and its size when known",
         {"--json", "--output"},
         runLayers,
         false,
         1,
         {.tables = false},
         true},
        {"sizes",
         "sizes FILE... [--by column|codec|unit|kind] [--json] [-o OUT]",
         "where the file's bytes go, largest first: bytes, share of the file, and the decoded "
         "size and ratio where the file states them; every byte is counted once, so the "
         "entries sum to the file size (bytes no structure claims are 'unaccounted'); units, "
         "columns and codecs past the 1,000 largest are one entry that says how many it holds",
         {"--by", "--json", "--output"},
         runSizes,
         false,
         1,
         {.tables = false},
         true},
        {"extract",
         "extract FILE -o DIR",
         "every file of a bundle (AT-1 codec 12) written below DIR under its own relative name, "
         "parent directories created; names that would leave DIR and symbolic links inside it "
         "are refused; stops at the first file that fails to decode",
         {"--output"},
         runExtract,
         true,
         1,
         {.tables = false}},
        {"check",
         "check FILE|DIR|'GLOB'... [--json | --jsonl] [-o OUT]",
         "decode everything and print every diagnostic with its offset, including stored "
         "bounds (zone maps, page and codec min/max) that disagree with the data; of folders "
         "(walked, files of known formats) and quoted globs, every file on all cores and a "
         "summary: files by format, bytes, rows, the damaged files with their first diagnostic",
         {"--json", "--jsonl", "--output"},
         runCheck,
         false,
         1,
         {.readThrough = true},
         true,
         runDatasetCheck},
        {"scan",
         "scan FILE... --where EXPR... [--table N] [--count] [--json] [-o OUT]",
         "the rows matching every EXPR as the file wrote them, or with --count their number; "
         "blocks whose stored bounds exclude a match are skipped without decoding",
         {"--where", "--table", "--count", "--json", "--output"},
         runScan,
         false,
         1,
         {.readThrough = true},
         false,
         nullptr,
         true},
        {"plot",
         "plot FILE... [--table N] [--x COL] --y COL [--color COL | --density] [--map] "
         "[--image [--slice I,:,:] [--log]] [--where EXPR]... [--size WxH] -o OUT.png|svg|csv",
         "plot a column against the row number (--y alone: a line), or against another column "
         "(a scatter, coloured by --color, or a density of points per pixel), to PNG or SVG, or "
         "the aggregated pixels as CSV; every row is drawn, aggregated per pixel block by block; "
         "needs no display; --map: latitude against longitude on a world map; --image: a b2nd "
         "array's plane as a heatmap; with --where, only the matching rows are plotted",
         {"--table", "--x", "--y", "--color", "--density", "--map", "--image", "--slice", "--log",
          "--where", "--size", "--output"},
         runPlot,
         false,
         1,
         {},
         false,
         nullptr,
         true},
        {"diff",
         "diff A B [--json] [--table N] [--key COL,...] [--tolerance abs:X|rel:X|float32] "
         "[--max N] [--structure-only | --data-only] [--bytes] [-o OUT]",
         "compare two files: their structure trees aligned by meaning (nodes added, removed, "
         "changed field by field), their tables cell by cell (by position or by key columns) "
         "and their payloads and raw bytes (ranges inserted, deleted, replaced); only the "
         "differences are shown, each with its path and its offsets in both files; exit status "
         "0 same, 1 different, 2 error",
         {"--json", "--table", "--key", "--tolerance", "--max", "--structure-only", "--data-only",
          "--bytes", "--output"},
         runDiff,
         false,
         2},
    };
    return commands;
}

const Command* findCommand(std::string_view name) {
    for (const Command& command : commandTable()) {
        if (command.name == name) {
            return &command;
        }
    }
    return nullptr;
}

} // namespace strata::cli
