#include "command_options.h"

#include <algorithm>
#include <charconv>

namespace strata::cli {
namespace {

template <typename T> T parseNumber(const std::string& option, const std::string& text) {
    T value{};
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size()) {
        throw UsageError{option + " needs a non-negative number, not '" + text + "'"};
    }
    return value;
}

char parseDelimiter(const std::string& text) {
    if (text == "tab" || text == "\\t") {
        return '\t';
    }
    if (text == "comma") {
        return ',';
    }
    if (text == "semicolon") {
        return ';';
    }
    if (text.size() != 1 || text[0] == '"' || text[0] == '\n' || text[0] == '\r') {
        throw UsageError{"--delimiter needs one character (or tab), not '" + text + "'"};
    }
    return text[0];
}

CsvOptions::Quoting parseQuoting(const std::string& text) {
    if (text == "minimal") {
        return CsvOptions::Quoting::Minimal;
    }
    if (text == "all") {
        return CsvOptions::Quoting::All;
    }
    if (text == "never") {
        return CsvOptions::Quoting::Never;
    }
    throw UsageError{"--quote needs minimal, all or never, not '" + text + "'"};
}

void parseFloatFormat(const std::string& text, CsvOptions& options) {
    if (text == "shortest") {
        options.floatFormat = CsvOptions::FloatFormat::Shortest;
        return;
    }
    if (text.rfind("fixed:", 0) == 0) {
        options.floatFormat = CsvOptions::FloatFormat::Fixed;
        options.fixedDigits = parseNumber<int>("--float fixed:", text.substr(6));
        if (options.fixedDigits > 17) {
            throw UsageError{"--float fixed:N takes at most 17 digits"};
        }
        return;
    }
    throw UsageError{"--float needs shortest or fixed:N, not '" + text + "'"};
}

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        items.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    return items;
}

RowRange parseRows(const std::string& text) {
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos) {
        throw UsageError{"--rows needs FIRST:COUNT (COUNT may be empty: to the end)"};
    }
    RowRange range;
    range.first = parseNumber<std::uint64_t>("--rows", text.substr(0, colon));
    const std::string count = text.substr(colon + 1);
    range.count = count.empty() ? ~std::uint64_t{0} : parseNumber<std::uint64_t>("--rows", count);
    return range;
}

NumericTolerance parseTolerance(const std::string& text) {
    NumericTolerance tolerance;
    if (text == "exact") {
        return tolerance;
    }
    if (text == "float32") {
        tolerance.kind = NumericTolerance::Kind::Float32;
        return tolerance;
    }
    const bool absolute = text.rfind("abs:", 0) == 0;
    if (!absolute && text.rfind("rel:", 0) != 0) {
        throw UsageError{"--tolerance needs abs:X, rel:X, float32 or exact, not '" + text + "'"};
    }
    tolerance.kind = absolute ? NumericTolerance::Kind::Absolute : NumericTolerance::Kind::Relative;
    tolerance.amount = parseNumber<double>("--tolerance", text.substr(4));
    return tolerance;
}

} // namespace

const std::vector<CommandOption>& commandOptions() {
    static const std::vector<CommandOption> options{
        {"--json", "", "--json", "print JSON instead of text", false,
         [](CommandLine& line, const std::string&) { line.json = true; }},
        {"--jsonl", "", "--jsonl",
         "check of several files, a folder or a glob: a JSON line per file as it finishes "
         "(file, format, bytes, rows, diagnostics, errors, the first diagnostic)",
         false, [](CommandLine& line, const std::string&) { line.jsonLines = true; }},
        {"--fill-zeros", "", "--fill-zeros",
         "repair: a Blosc2 chunk that does not decode becomes a chunk of zeros, keeping the "
         "array's shape, rather than being dropped",
         false, [](CommandLine& line, const std::string&) { line.fillZeros = true; }},
        {"--depth", "", "--depth N", "stop N levels below the root", true,
         [](CommandLine& line, const std::string& value) {
             line.depth = parseNumber<int>("--depth", value);
         }},
        {"--table", "", "--table N", "the table to use (default 0; info lists them)", true,
         [](CommandLine& line, const std::string& value) {
             line.table = parseNumber<std::size_t>("--table", value);
             line.diff.table = line.table;
         }},
        {"--as", "", "--as TYPE",
         "read a table of raw items (Blosc2) as int, uint, float32 or float64", true,
         [](CommandLine& line, const std::string& value) { line.itemType = value; }},
        {"--where", "", "--where EXPR",
         "keep the rows where EXPR holds: comparisons (= != < <= > >=), AND, OR, NOT, ( ), "
         "IN (...), BETWEEN A AND B, IS [NOT] MISSING, CONTAINS 'text', STARTS WITH 'text', "
         "~ 'regex'; columns by name (lat@hdr), \"quoted name\" or #index, strings in 'single "
         "quotes'; several are ANDed; COLUMN OP VALUE with VALUE bare text still works",
         true, [](CommandLine& line, const std::string& value) { line.where.push_back(value); }},
        {"--count", "", "--count",
         "print the number of matching rows instead of the rows; only the columns the filter "
         "names are decoded",
         false, [](CommandLine& line, const std::string&) { line.countOnly = true; }},
        {"--delimiter", "", "--delimiter C",
         "the field delimiter: one character, or tab (default ,)", true,
         [](CommandLine& line, const std::string& value) {
             line.csv.delimiter = parseDelimiter(value);
         }},
        {"--no-header", "", "--no-header", "no header row of column names", false,
         [](CommandLine& line, const std::string&) { line.csv.headerRow = false; }},
        {"--quote", "", "--quote MODE",
         "minimal (RFC 4180, the default), all or never; a row of one empty field is written as "
         "\"\" in every mode, so that no reader skips it",
         true,
         [](CommandLine& line, const std::string& value) {
             line.csv.quoting = parseQuoting(value);
         }},
        {"--missing", "", "--missing TEXT", "what a missing value becomes (default: nothing)", true,
         [](CommandLine& line, const std::string& value) { line.csv.missingText = value; }},
        {"--float", "", "--float FORMAT",
         "shortest (exact, the default) or fixed:N digits after the point", true,
         [](CommandLine& line, const std::string& value) { parseFloatFormat(value, line.csv); }},
        {"--crlf", "", "--crlf", "end records with CR LF (default LF)", false,
         [](CommandLine& line, const std::string&) {
             line.csv.lineEnd = CsvOptions::LineEnd::CrLf;
         }},
        {"--columns", "", "--columns A,B,#3", "these columns, in this order", true,
         [](CommandLine& line, const std::string& value) { line.columns = splitList(value); }},
        {"--sort", "", "--sort COL[,COL...]",
         "rows in the order of these columns (by name or #index), ascending, or descending as "
         "-COL or COL:desc; later columns break ties, equal rows keep table order, missing values "
         "come last; sorted with bounded memory (temporary files past 256 MiB of keys)",
         true, [](CommandLine& line, const std::string& value) { line.sort = value; }},
        {"--rows", "", "--rows FIRST:COUNT", "these rows (COUNT empty: to the end)", true,
         [](CommandLine& line, const std::string& value) { line.rows = parseRows(value); }},
        {"--counts", "", "--counts COLUMN",
         "the column's distinct values with their exact counts, most frequent first, instead of "
         "the statistics",
         true, [](CommandLine& line, const std::string& value) { line.counts = value; }},
        {"--top", "", "--top N", "--counts lists the N most frequent values (default 20; 0: all)",
         true,
         [](CommandLine& line, const std::string& value) {
             line.top = parseNumber<std::size_t>("--top", value);
         }},
        {"--max-distinct", "", "--max-distinct N",
         "--counts stops with an error past N distinct values (default 5000000, about 100 bytes "
         "each)",
         true,
         [](CommandLine& line, const std::string& value) {
             line.maxDistinct = parseNumber<std::size_t>("--max-distinct", value);
         }},
        {"--group-by", "", "--group-by COL[,COL...]",
         "stats: one row per distinct combination of these columns' values (missing values "
         "form their own group) with --aggregate's values, exact, over the rows --where keeps",
         true,
         [](CommandLine& line, const std::string& value) { line.groupBy = splitList(value); }},
        {"--aggregate", "", "--aggregate LIST",
         "stats --group-by: what each group gets, such as \"count(*), min(obsvalue@body), "
         "max(...), mean(...), sum(...), stdev(...), distinct(...)\" (default count(*)); "
         "count(COL) counts cells that are not missing, stdev is of the population, NaN is "
         "left out of min, max, mean, sum and stdev",
         true, [](CommandLine& line, const std::string& value) { line.aggregate = value; }},
        {"--bin", "", "--bin COL:SIZE",
         "stats --group-by: a numeric key in bins of SIZE (lat@hdr:10: 10-degree bands, each "
         "named by its lower edge), or an ODB-2 date (YYYYMMDD) by day or month, a time "
         "(HHMMSS) by hour",
         true, [](CommandLine& line, const std::string& value) { line.bins.push_back(value); }},
        {"--order", "", "--order key|count",
         "stats --group-by: groups by key ascending (default; missing last) or by count, "
         "largest first",
         true,
         [](CommandLine& line, const std::string& value) {
             if (value != "key" && value != "count") {
                 throw UsageError{"--order takes key or count, not '" + value + "'"};
             }
             line.groupOrder = value;
         }},
        {"--max-groups", "", "--max-groups N",
         "stats --group-by stops with an error past N groups and distinct values held (default "
         "1000000, about 200 bytes each)",
         true,
         [](CommandLine& line, const std::string& value) {
             line.maxGroups = parseNumber<std::size_t>("--max-groups", value);
         }},
        {"--csv", "", "--csv", "stats --group-by: the groups as CSV (with the csv options)", false,
         [](CommandLine& line, const std::string&) { line.csvOutput = true; }},
        {"--entry", "", "--entry NAME", "the bundle's file of this name (info lists them)", true,
         [](CommandLine& line, const std::string& value) { line.entry = value; }},
        {"--layer", "", "--layer PATH", "the decoded layer at this path (layers lists them)", true,
         [](CommandLine& line, const std::string& value) { line.layer = value; }},
        {"--by", "", "--by GROUPING",
         "group the bytes by column (default), codec, unit (row group, frame, chunk, stream) "
         "or kind (header, metadata, data, padding, damaged, unaccounted)",
         true,
         [](CommandLine& line, const std::string& value) {
             const auto grouping = sizeGroupingFromName(value);
             if (!grouping) {
                 throw UsageError{"--by takes column, codec, unit or kind, not '" + value + "'"};
             }
             line.by = *grouping;
         }},
        {"--key", "", "--key COL,...",
         "diff pairs rows by these columns' values (a hash join) instead of by position", true,
         [](CommandLine& line, const std::string& value) {
             line.diff.keyColumns = splitList(value);
         }},
        {"--tolerance", "", "--tolerance T",
         "diff counts numbers as equal within abs:X (absolute), rel:X (relative) or float32 "
         "(equal once rounded to float32); default exact",
         true,
         [](CommandLine& line, const std::string& value) {
             line.diff.tolerance = parseTolerance(value);
         }},
        {"--max", "", "--max N",
         "diff lists at most N differences of each kind (default 100); every one is counted", true,
         [](CommandLine& line, const std::string& value) {
             line.diff.maxListed = parseNumber<std::size_t>("--max", value);
         }},
        {"--structure-only", "", "--structure-only", "diff compares the structure trees only",
         false, [](CommandLine& line, const std::string&) { line.diff.data = false; }},
        {"--data-only", "", "--data-only", "diff compares the tables and payloads only", false,
         [](CommandLine& line, const std::string&) { line.diff.structure = false; }},
        {"--bytes", "", "--bytes",
         "diff also lists the raw files' differing byte ranges (aligned across insertions)", false,
         [](CommandLine& line, const std::string&) { line.diff.bytes = true; }},
        {"--x", "", "--x COLUMN", "plot against this column (default: the row number)", true,
         [](CommandLine& line, const std::string& value) { line.plot.x = value; }},
        {"--y", "", "--y COLUMN", "plot this column", true,
         [](CommandLine& line, const std::string& value) { line.plot.y = value; }},
        {"--color", "", "--color COLUMN", "plot colours each point by this column's value", true,
         [](CommandLine& line, const std::string& value) { line.plot.colour = value; }},
        {"--density", "", "--density",
         "plot colours each pixel by how many points it holds (a 2-D histogram)", false,
         [](CommandLine& line, const std::string&) { line.plot.density = true; }},
        {"--map", "", "--map",
         "plot draws latitude against longitude on a world map with coastlines (the columns "
         "named lat/lon/latitude/longitude, or --x LON --y LAT)",
         false, [](CommandLine& line, const std::string&) { line.plot.map = true; }},
        {"--image", "", "--image", "plot draws a b2nd array of two or more dimensions as a heatmap",
         false, [](CommandLine& line, const std::string&) { line.plot.image = true; }},
        {"--slice", "", "--slice I,:,:",
         "plot --image shows this plane: ':' for the two dimensions shown (y, then x), an index "
         "for each other (default: the last two, the others at 0); convert to b2frame or b2nd "
         "writes this part of the array, as NumPy indexes it (START:STOP or an index per "
         "dimension, negative from the end)",
         true, [](CommandLine& line, const std::string& value) { line.slice = value; }},
        {"--log", "", "--log", "plot --image colours by log10 of the values", false,
         [](CommandLine& line, const std::string&) { line.plot.logarithmic = true; }},
        {"--size", "", "--size WxH", "the picture's size in pixels (default 1000x600)", true,
         [](CommandLine& line, const std::string& value) {
             const auto cross = value.find('x');
             if (cross == std::string::npos) {
                 throw UsageError{"--size needs WIDTHxHEIGHT, not '" + value + "'"};
             }
             line.plot.width = parseNumber<int>("--size", value.substr(0, cross));
             line.plot.height = parseNumber<int>("--size", value.substr(cross + 1));
             if (line.plot.width < 100 || line.plot.height < 100 || line.plot.width > 4000 ||
                 line.plot.height > 4000) {
                 throw UsageError{"--size takes 100 to 4000 pixels each way"};
             }
         }},
        {"--to", "", "--to FORMAT",
         "convert: the output format (jsonl, csv, nc, npy, odb) when OUT's extension does not "
         "name it; report: md or html",
         true, [](CommandLine& line, const std::string& value) { line.convertTo = value; }},
        {"--session", "", "--session S",
         "report: the bookmarks of a .strata-session file, found in FILE by their paths", true,
         [](CommandLine& line, const std::string& value) { line.session = value; }},
        {"--output", "-o", "-o, --output OUT",
         "write to OUT instead of standard output (extract: the directory to write into)", true,
         [](CommandLine& line, const std::string& value) { line.output = value; }},
    };
    return options;
}

const CommandOption* findOption(std::string_view spelling) {
    for (const CommandOption& option : commandOptions()) {
        if (spelling == option.name ||
            (!option.shortName.empty() && spelling == option.shortName)) {
            return &option;
        }
    }
    return nullptr;
}

} // namespace strata::cli
