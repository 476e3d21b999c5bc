// The filter expression language: grammar, three-valued logic, errors with their positions,
// the old `COLUMN OP VALUE` clauses, block skipping by stored bounds, and filters on corpus
// files checked against a reference computed here from the reference readers' CSV.
#include "strata/format_registry.h"
#include "strata/query_expression.h"
#include "strata/table_query.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/memory_table.h"

#include <cmath>
#include <cstring>
#include <functional>
#include <gtest/gtest.h>
#include <limits>

namespace strata {
namespace {

using test::MemoryTable;
using Rows = std::vector<std::uint64_t>;

constexpr double missingCell = -999; // marks a missing cell in the test data below

ColumnData integers(LogicalType type, std::vector<std::int64_t> values) {
    ColumnData column(type);
    for (const std::int64_t value : values) {
        column.appendInt(value);
    }
    return column;
}

ColumnData reals(LogicalType type, std::vector<double> values) {
    ColumnData column(type);
    for (const double value : values) {
        if (value == missingCell) {
            column.appendMissing();
        } else {
            column.appendDouble(value);
        }
    }
    return column;
}

ColumnData strings(std::vector<std::string> values) {
    ColumnData column(LogicalType::String);
    for (const auto& value : values) {
        column.appendString(value);
    }
    return column;
}

BlockData block(std::vector<ColumnData> columns) {
    BlockData data;
    data.rowCount = columns.front().size();
    data.columns = std::move(columns);
    return data;
}

// Ten rows in two blocks of five; `id` is the row number.
MemoryTable sampleTable() {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double tenth = static_cast<float>(0.1);
    const double fifth = static_cast<float>(0.2);
    std::vector<Column> columns = {
        {"id", LogicalType::Int64, "", {}},         {"temp", LogicalType::Float64, "", {}},
        {"name", LogicalType::String, "", {}},      {"lat@hdr", LogicalType::Int64, "", {}},
        {"flags", LogicalType::UInt64, "", {}},     {"code", LogicalType::String, "", {}},
        {"with space", LogicalType::Int64, "", {}}, {"f", LogicalType::Float32, "", {}}};
    std::vector<BlockData> blocks;
    blocks.push_back(block(
        {integers(LogicalType::Int64, {0, 1, 2, 3, 4}),
         reals(LogicalType::Float64,
               {1.5, nan, missingCell, -2, std::numeric_limits<double>::infinity()}),
         strings({"alpha", "beta", "gamma", "delta", "ALPHA2"}),
         integers(LogicalType::Int64, {45, 46, 47, 48, 49}),
         integers(LogicalType::UInt64, {1, 2, -1, 4, 8}), strings({"10", "9", "x", "100", "-1"}),
         integers(LogicalType::Int64, {7, 7, 7, 7, 7}),
         reals(LogicalType::Float32, {tenth, tenth, tenth, tenth, tenth})}));
    blocks.push_back(
        block({integers(LogicalType::Int64, {5, 6, 7, 8, 9}),
               reals(LogicalType::Float64, {3, 4, 5, 6, 7}),
               strings({"b1", "b2", "epsilon", "zeta", "eta"}),
               integers(LogicalType::Int64, {50, 51, 52, 53, 54}),
               integers(LogicalType::UInt64, {16, 32, 64, 128, 256}),
               strings({"1", "2", "3", "4", "5"}), integers(LogicalType::Int64, {7, 7, 7, 7, 7}),
               reals(LogicalType::Float32, {fifth, fifth, fifth, fifth, fifth})}));
    MemoryTable table(std::move(columns), std::move(blocks));
    table.setBounds(0, 0, {std::int64_t{0}, std::int64_t{4}});
    table.setBounds(1, 0, {std::int64_t{5}, std::int64_t{9}});
    table.setBounds(1, 1, {3.0, 7.0});
    return table;
}

// The table rows a filter keeps, through scanTable.
Rows matchingRows(const Table& table, const QueryExpression& filter,
                  ScanOutcome* outcome = nullptr) {
    Rows rows;
    ScanOptions options;
    options.sinkColumns.emplace();
    const ScanOutcome result = scanTable(
        table, filter,
        [&](std::size_t b, const BlockData&, std::span<const std::uint64_t> matches) {
            for (const std::uint64_t row : matches) {
                rows.push_back(table.blocks()[b].firstRow + row);
            }
        },
        options);
    if (outcome != nullptr) {
        *outcome = result;
    }
    return rows;
}

Rows matching(const std::string& expression) {
    const MemoryTable table = sampleTable();
    return matchingRows(table, QueryExpression::parse(expression, table.columns()));
}

struct MatchCase {
    std::string expression;
    Rows rows;
};

class QueryMatches : public ::testing::TestWithParam<MatchCase> {};

TEST_P(QueryMatches, KeepsExactlyTheseRows) {
    EXPECT_EQ(matching(GetParam().expression), GetParam().rows) << GetParam().expression;
}

INSTANTIATE_TEST_SUITE_P(
    Grammar, QueryMatches,
    ::testing::Values(
        MatchCase{"id >= 3 AND id < 6", {3, 4, 5}}, MatchCase{"id = 0x3", {3}},
        MatchCase{"id == 3", {3}}, MatchCase{"id <> 3 AND id < 2", {0, 1}},
        MatchCase{"5 < id", {6, 7, 8, 9}}, MatchCase{"id > 2.5", {3, 4, 5, 6, 7, 8, 9}},
        MatchCase{"id IN (1, 8, 42)", {1, 8}},
        MatchCase{"id NOT IN (1, 2, 3, 4, 5, 6, 7, 8, 9)", {0}},
        MatchCase{"id BETWEEN 2 AND 4", {2, 3, 4}}, MatchCase{"id NOT BETWEEN 2 AND 8", {0, 1, 9}},
        MatchCase{"not id < 8 and id != 9", {8}}, MatchCase{"NOT (id < 2 OR id > 3)", {2, 3}},
        // temp: 1.5, NaN, missing, -2, inf, then 3..7.
        MatchCase{"temp > 1", {0, 4, 5, 6, 7, 8, 9}}, MatchCase{"NOT temp > 1", {1, 3}},
        MatchCase{"temp != 1.5", {1, 3, 4, 5, 6, 7, 8, 9}}, MatchCase{"temp IS MISSING", {2}},
        MatchCase{"temp IS NOT MISSING", {0, 1, 3, 4, 5, 6, 7, 8, 9}},
        MatchCase{"temp IS MISSING OR id = 0", {0, 2}},
        MatchCase{"NOT (temp > 100 AND id = 2)", {0, 1, 3, 4, 5, 6, 7, 8, 9}},
        // unknown AND false is false
        MatchCase{"NOT (temp > 100 AND id != 2)", {0, 1, 2, 3, 5, 6, 7, 8, 9}},
        MatchCase{"temp > 100 OR id = 2", {2, 4}}, MatchCase{"temp = inf", {4}},
        MatchCase{"temp > -INF AND temp < 0", {3}}, MatchCase{"temp = nan", {}},
        MatchCase{"temp != nan", {0, 1, 3, 4, 5, 6, 7, 8, 9}}, MatchCase{"name = 'beta'", {1}},
        MatchCase{"name CONTAINS 'ta'", {1, 3, 8, 9}}, MatchCase{"name STARTS WITH 'b'", {1, 5, 6}},
        MatchCase{"name ~ '^[a-z]+[0-9]$'", {5, 6}}, MatchCase{"name > 'epsilon'", {2, 8, 9}},
        MatchCase{"lat@hdr >= 53", {8, 9}}, MatchCase{"\"lat@hdr\" = 45", {0}},
        MatchCase{"flags > 100", {2, 8, 9}}, // 2: 2^64 - 1, unsigned
        MatchCase{"flags = -1", {}}, MatchCase{"flags >= -1", {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}},
        // code holds numbers as text ("x" is none): numbers compare as numbers, strings bytewise.
        MatchCase{"code > 9", {0, 3}}, MatchCase{"code = '9'", {1}},
        MatchCase{"NOT code > 9", {1, 4, 5, 6, 7, 8, 9}},
        MatchCase{"\"with space\" = 7 AND #0 = 4", {4}}, MatchCase{"id CONTAINS 1", {1}},
        // Float32 cells against the literal rounded to float, as they print.
        MatchCase{"f = 0.1", {0, 1, 2, 3, 4}}, MatchCase{"f <= 0.1", {0, 1, 2, 3, 4}},
        MatchCase{"f > 0.1", {5, 6, 7, 8, 9}}));

struct ErrorCase {
    std::string expression;
    std::string message;
    std::size_t position;
};

class QueryErrors : public ::testing::TestWithParam<ErrorCase> {};

TEST_P(QueryErrors, SayWhatAndWhere) {
    const MemoryTable table = sampleTable();
    try {
        QueryExpression::parse(GetParam().expression, table.columns());
        FAIL() << GetParam().expression << " parsed";
    } catch (const ExpressionError& error) {
        EXPECT_EQ(std::string(error.what()), GetParam().message);
        EXPECT_EQ(error.position(), GetParam().position) << GetParam().expression;
    }
}

// Among numbered columns a name one edit from several suggests none of them: "c7" is as near
// to c0 as to c6, and naming c0 would be a guess (issue 41, item 11).
TEST(QueryErrors, ANameAsNearToSeveralColumnsSuggestsNone) {
    std::vector<Column> columns;
    for (int c = 0; c < 7; ++c) {
        columns.push_back({"c" + std::to_string(c), LogicalType::Int64, {}, {}});
    }
    try {
        QueryExpression::parse("c7 > 1", columns);
        FAIL() << "c7 parsed";
    } catch (const ExpressionError& error) {
        EXPECT_EQ(std::string(error.what()), "column 'c7' not found");
    }
    columns.push_back({"temperature", LogicalType::Float64, {}, {}});
    try {
        QueryExpression::parse("temprature > 1", columns);
        FAIL() << "temprature parsed";
    } catch (const ExpressionError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "column 'temprature' not found; did you mean 'temperature'?");
    }
}

INSTANTIATE_TEST_SUITE_P(
    Grammar, QueryErrors,
    ::testing::Values(
        ErrorCase{"lta@hdr > 5", "column 'lta@hdr' not found; did you mean 'lat@hdr'?", 0},
        ErrorCase{"id > 1 AND nmae = 'x'", "column 'nmae' not found; did you mean 'name'?", 11},
        ErrorCase{"zzz = 1", "column 'zzz' not found", 0},
        ErrorCase{"id > ", "expected a value after '>', found the end", 5},
        ErrorCase{"id >> 3", "expected a value after '>', found '>'", 4},
        ErrorCase{"(id > 3", "expected ')' to close the '(' at position 1, found the end", 7},
        ErrorCase{"id > 3)", "')' without a matching '('", 6},
        ErrorCase{"name = \"beta\"",
                  "expected a value after '=', found \"beta\"; strings take single quotes: 'beta'",
                  7},
        ErrorCase{"id = 'abc'", "'abc' is not a number, and column 'id' holds numbers", 5},
        ErrorCase{"id > 1.5.3", "'1.5.3' is not a number, and column 'id' holds numbers", 5},
        ErrorCase{"#12 = 1", "no column #12 (the table has 8 columns, #0 to #7)", 0},
        ErrorCase{"name = 'abc", "unterminated string", 7},
        ErrorCase{"id > 1 AND", "expected a column name, found the end", 10},
        ErrorCase{"id 3",
                  "expected an operator after column 'id' (= != < <= > >= ~ IN BETWEEN IS "
                  "CONTAINS STARTS WITH), found '3'",
                  3},
        ErrorCase{"id BETWEEN 1 OR 3", "expected AND after BETWEEN's low end, found 'OR'", 13},
        ErrorCase{"id IN (1 2)", "expected ',' or ')' in the IN list, found '2'", 9},
        ErrorCase{"id = 1 id = 2", "expected AND, OR or the end, found 'id'", 7},
        ErrorCase{"temp IS NULL", "expected MISSING after IS, found 'NULL'", 8},
        ErrorCase{"id ! 3", "unexpected '!'", 3}));

TEST(QueryExpression, BadRegularExpressionPointsAtThePattern) {
    const MemoryTable table = sampleTable();
    try {
        QueryExpression::parse("name ~ '('", table.columns());
        FAIL();
    } catch (const ExpressionError& error) {
        EXPECT_EQ(std::string(error.what()).rfind("not a regular expression: '(' (", 0), 0u);
        EXPECT_EQ(error.position(), 7u);
    }
}

TEST(QueryExpression, OldWhereClausesStillRead) {
    const MemoryTable table = sampleTable();
    const auto rows = [&](std::vector<std::string> clauses) {
        return matchingRows(table, QueryExpression::parseClauses(clauses, table.columns()));
    };
    // A bare value is text to the end of the clause, as --where read it before.
    EXPECT_EQ(rows({"name = beta"}), (Rows{1}));
    EXPECT_EQ(rows({"name >= b", "id < 7"}), (Rows{1, 2, 3, 5, 6}));
    EXPECT_EQ(rows({"#0 >= 8"}), (Rows{8, 9}));
    // The language's reading wins wherever it has one.
    EXPECT_EQ(rows({"id > 7 AND name = 'eta'"}), (Rows{9}));
    try {
        QueryExpression::parseClauses(std::vector<std::string>{"id = 1", "lat@hdr = oops"},
                                      table.columns());
        FAIL();
    } catch (const ExpressionError& error) {
        EXPECT_EQ(std::string(error.what()),
                  "'oops' is not a number, and column 'lat@hdr' holds numbers");
        EXPECT_EQ(error.clause(), 1u);
        EXPECT_EQ(error.position(), 10u);
    }
    try {
        QueryExpression::parseClauses(std::vector<std::string>{"name = 'a' AND nmae = b"},
                                      table.columns());
        FAIL();
    } catch (const ExpressionError& error) {
        EXPECT_EQ(std::string(error.what()), "column 'nmae' not found; did you mean 'name'?");
    }
}

TEST(QueryExpression, NamesOnlyTheColumnsItUses) {
    const MemoryTable table = sampleTable();
    EXPECT_EQ(
        QueryExpression::parse("temp > 1 OR (#5 = 2 AND temp < 0)", table.columns()).columns(),
        (std::vector<std::size_t>{1, 5}));
    EXPECT_TRUE(QueryExpression().matchesEverything());
}

struct SkipCase {
    std::string expression;
    std::vector<std::size_t> skipped;
};

class QuerySkips : public ::testing::TestWithParam<SkipCase> {};

// id's bounds are [0, 4] and [5, 9]; temp's are stored for the second block only, [3, 7].
TEST_P(QuerySkips, SkipsTheBlocksTheBoundsExclude) {
    const MemoryTable table = sampleTable();
    const QueryExpression filter = QueryExpression::parse(GetParam().expression, table.columns());
    ScanOutcome outcome;
    const Rows rows = matchingRows(table, filter, &outcome);
    EXPECT_EQ(outcome.skippedBlocks, GetParam().skipped) << GetParam().expression;
    EXPECT_EQ(outcome.decodedColumnBlocks,
              (2 - GetParam().skipped.size()) * filter.columns().size());
    // Skipping never loses a row: every block filtered without bounds gives the same rows.
    const MemoryTable unbounded({table.columns()}, {table.readBlock(0), table.readBlock(1)});
    EXPECT_EQ(rows, matchingRows(unbounded, filter));
}

INSTANTIATE_TEST_SUITE_P(
    Bounds, QuerySkips,
    ::testing::Values(SkipCase{"id > 4", {0}}, SkipCase{"NOT id > 4", {1}},
                      SkipCase{"id > 4 OR name = 'x'", {}}, SkipCase{"id > 4 AND name = 'x'", {0}},
                      SkipCase{"id = 12", {0, 1}}, SkipCase{"id != 3", {}},
                      SkipCase{"NOT id BETWEEN 0 AND 4", {0}}, SkipCase{"id IN (1, 2)", {1}},
                      SkipCase{"id IS MISSING", {}}, SkipCase{"temp < 3", {1}},
                      // NaN is outside stored float bounds.
                      SkipCase{"NOT temp < 100", {}}, SkipCase{"temp != 5", {}}));

TEST(QueryExpression, MatchingBlocksDecodeEveryColumnForTheSink) {
    const MemoryTable table = sampleTable();
    const QueryExpression filter = QueryExpression::parse("id = 7", table.columns());
    std::string name;
    const ScanOutcome outcome =
        scanTable(table, filter, [&](std::size_t, const BlockData& data, auto rows) {
            ASSERT_EQ(rows.size(), 1u);
            name = std::string(data.columns[2].stringAt(rows[0]));
        });
    EXPECT_EQ(name, "epsilon");
    EXPECT_EQ(outcome.matchedRows, 1u);
    EXPECT_EQ(outcome.decodedColumnBlocks, table.columns().size());
}

// A corpus file against its reference CSV: `keep` decides from a record's cells (text as the
// reference reader wrote it) whether the row matches.
void expectCorpusFilter(const std::string& file, const std::string& csv,
                        const std::string& expression,
                        const std::function<bool(const std::vector<std::string>&)>& keep) {
    const Document document = openFile(test::corpusPath(file));
    ASSERT_FALSE(document.tables.empty());
    const Table& table = *document.tables[0];
    const auto records = test::parseCsv(test::readFileText(test::corpusPath(csv)));
    Rows expected;
    for (std::size_t r = 1; r < records.size(); ++r) {
        if (keep(records[r])) {
            expected.push_back(r - 1);
        }
    }
    ASSERT_FALSE(expected.empty()) << expression;
    EXPECT_EQ(matchingRows(table, QueryExpression::parse(expression, table.columns())), expected)
        << file << ": " << expression;
}

bool isNull(const std::string& cell) {
    return cell == "NULL";
}

TEST(QueryCorpus, Odb2FiltersMatchOdcSqlOutput) {
    const std::string file = "odb2/odb/capi_multiframe_codec_change.odb";
    const std::string csv = "odb2/expected/capi_multiframe_codec_change.sql.csv";
    // kind, val (REAL), dv (DOUBLE), name ('quoted'), bits; NULL is missing.
    expectCorpusFilter(file, csv,
                       "(kind IN (2, 3) AND dv > 0) OR (name CONTAINS 'long' AND val IS MISSING) "
                       "OR bits >= 250",
                       [](const auto& cells) {
                           const bool kind23 = cells[0] == "2" || cells[0] == "3";
                           return (kind23 && !isNull(cells[2]) && std::stod(cells[2]) > 0) ||
                                  (cells[3].find("long") != std::string::npos &&
                                   isNull(cells[1])) ||
                                  (!isNull(cells[4]) && std::stoll(cells[4]) >= 250);
                       });
    expectCorpusFilter(file, csv, "NOT kind > 5", [](const auto& cells) {
        return !isNull(cells[0]) && std::stoll(cells[0]) <= 5;
    });
    expectCorpusFilter(file, csv, "val = 1.5 AND name STARTS WITH 'co'", [](const auto& cells) {
        return !isNull(cells[1]) && std::stof(cells[1]) == 1.5f && cells[3].rfind("'co", 0) == 0;
    });
}

// The stored range of column `name` in each frame, as `odc header` prints it: "value=X" for a
// constant column, "range=<MIN,MAX>" otherwise.
std::vector<std::pair<double, double>> odcHeaderRanges(const std::string& text,
                                                       const std::string& name) {
    std::vector<std::pair<double, double>> ranges;
    std::size_t at = 0;
    const std::string key = "name: " + name + ",";
    while ((at = text.find(key, at)) != std::string::npos) {
        const std::string line = text.substr(at, text.find('\n', at) - at);
        at += key.size();
        if (const auto value = line.find("value="); value != std::string::npos) {
            const double v = std::stod(line.substr(value + 6));
            ranges.emplace_back(v, v);
        } else if (const auto range = line.find("range=<"); range != std::string::npos) {
            const double low = std::stod(line.substr(range + 7));
            const double high = std::stod(line.substr(line.find(',', range) + 1));
            ranges.emplace_back(low, high);
        }
    }
    return ranges;
}

TEST(QueryCorpus, Odb2SkipsTheFramesOdcHeaderRangesExclude) {
    const Document document =
        openFile(test::corpusPath("odb2/odb/capi_multiframe_codec_change.odb"));
    const Table& table = *document.tables.at(0);
    const auto kind = odcHeaderRanges(test::readFileText(test::corpusPath(
                                          "odb2/expected/capi_multiframe_codec_change.header.txt")),
                                      "kind");
    ASSERT_EQ(kind.size(), table.blocks().size());
    const auto expectSkips = [&](const std::string& expression,
                                 const std::function<bool(double, double)>& mayMatch) {
        std::vector<std::size_t> expected;
        for (std::size_t frame = 0; frame < kind.size(); ++frame) {
            if (!mayMatch(kind[frame].first, kind[frame].second)) {
                expected.push_back(frame);
            }
        }
        ScanOutcome outcome;
        matchingRows(table, QueryExpression::parse(expression, table.columns()), &outcome);
        EXPECT_EQ(outcome.skippedBlocks, expected) << expression;
        return expected.size();
    };
    std::size_t skipped = 0;
    skipped += expectSkips("kind > 150", [](double, double high) { return high > 150; });
    skipped +=
        expectSkips("kind = 7", [](double low, double high) { return low <= 7 && 7 <= high; });
    skipped += expectSkips("NOT kind BETWEEN 0 AND 199",
                           [](double low, double high) { return low < 0 || high > 199; });
    skipped += expectSkips("kind IN (1, 2) OR kind < -50000", [](double low, double high) {
        return (low <= 2 && high >= 1) || low < -50000;
    });
    EXPECT_GT(skipped, 4u); // the predicates do exclude frames
}

TEST(QueryCorpus, Blosc2FiltersMatchTheOriginalItems) {
    const Document document =
        openFile(test::corpusPath("blosc2/blocks/blocks_bs4096_i32_lz4_shuffle.b2chunk"));
    const Table& table = *document.tables.at(0); // index, value (uint32 items)
    const std::vector<std::byte> original =
        test::readFileBytes(test::corpusPath("blosc2/blocks/blocks_bs4096_i32_lz4_shuffle.raw"));
    ASSERT_EQ(table.rowCount(), 25000u);
    Rows expected;
    for (std::uint64_t i = 0; i < table.rowCount(); ++i) {
        std::uint32_t value = 0;
        std::memcpy(&value, original.data() + i * 4, 4); // little-endian, as the host
        if ((value >= 1000 && value <= 2000 && value != 1500) || i >= 24990) {
            expected.push_back(i);
        }
    }
    ASSERT_GT(expected.size(), 10u);
    EXPECT_EQ(matchingRows(table, QueryExpression::parse("value BETWEEN 1000 AND 2000 AND "
                                                         "value != 1500 OR index >= 24990",
                                                         table.columns())),
              expected);
}

TEST(QueryCorpus, ColeFiltersMatchTheReferenceCsv) {
    const std::string file = "cole/multi_rowgroups.col";
    const std::string csv = "cole/multi_rowgroups.csv";
    // ts, code, label, id
    expectCorpusFilter(
        file, csv, "code < -50 AND label = 'north' OR id BETWEEN 10 AND 12", [](const auto& cells) {
            const long long id = std::stoll(cells[3]);
            return (std::stoll(cells[1]) < -50 && cells[2] == "north") || (id >= 10 && id <= 12);
        });
    expectCorpusFilter(file, csv, "label ~ '^s' AND NOT code >= 0", [](const auto& cells) {
        return cells[2].rfind("s", 0) == 0 && std::stoll(cells[1]) < 0;
    });
}

} // namespace
} // namespace strata
