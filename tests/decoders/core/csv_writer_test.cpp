#include "strata/csv_writer.h"

#include <array>
#include <charconv>
#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <string>

namespace strata {
namespace {

std::string writeCsv(const std::vector<Column>& columns, const BlockData& block,
                     const CsvOptions& options) {
    std::string out;
    CsvWriter writer(options, [&out](std::string_view bytes) { out += bytes; });
    writer.writeHeader(columns, {});
    writer.writeRows(block, 0, block.rowCount, {});
    writer.flush();
    return out;
}

std::string writeCsv(const std::vector<Column>& columns, const BlockData& block) {
    const CsvOptions defaults;
    return writeCsv(columns, block, defaults);
}

std::string shortestText(double value) {
    std::array<char, 64> buffer;
    return {buffer.data(), std::to_chars(buffer.data(), buffer.data() + buffer.size(), value).ptr};
}

std::string shortestText(float value) {
    std::array<char, 64> buffer;
    return {buffer.data(), std::to_chars(buffer.data(), buffer.data() + buffer.size(), value).ptr};
}

// Cells repeating the row above are copied from it, runs of them at once; a column of doubles
// whose first cells need 17 digits skips the look for short decimals. Every cell must still be
// its own text: rows of an observation-like block (runs of repeated values, missing cells inside
// and across runs) against text built cell by cell with std::to_chars.
TEST(CsvWriter, RepeatedCellsAndLongDoublesAreWrittenAsEveryCellsOwnText) {
    std::mt19937_64 random(20261126);
    std::uniform_real_distribution<double> unit(-1, 1);
    const std::vector<Column> columns{
        {"station", LogicalType::String, "", {}}, {"date", LogicalType::Int64, "", {}},
        {"lat", LogicalType::Float32, "", {}},    {"level", LogicalType::Int64, "", {}},
        {"noise", LogicalType::Float64, "", {}},  {"value", LogicalType::Float64, "", {}}};
    ColumnData station(LogicalType::String), date(LogicalType::Int64), lat(LogicalType::Float32),
        level(LogicalType::Int64), noise(LogicalType::Float64), value(LogicalType::Float64);
    constexpr int rows = 500;
    std::string expected = "station,date,lat,level,noise,value\n";
    std::string stationText = "ST1";
    float latitude = 53.28F;
    std::int64_t levelValue = 1000;
    bool levelMissing = false;
    for (int row = 0; row < rows; ++row) {
        if (random() % 7 == 0) { // a new report: the header cells change
            stationText = "ST" + std::to_string(random() % 5);
            latitude = static_cast<float>(unit(random) * 90);
        }
        if (random() % 3 == 0) {
            levelMissing = random() % 2 == 0;
            levelValue = static_cast<std::int64_t>(random() % 4) * 250;
        }
        const double noiseValue = unit(random) / 3;
        const double shortValue = static_cast<double>(random() % 100000) / 100;
        station.appendString(stationText);
        date.appendInt(20240101);
        lat.appendDouble(latitude);
        if (levelMissing) {
            level.appendMissing();
        } else {
            level.appendInt(levelValue);
        }
        noise.appendDouble(noiseValue);
        value.appendDouble(shortValue);
        expected += stationText + ",20240101," + shortestText(latitude) + "," +
                    (levelMissing ? "" : std::to_string(levelValue)) + "," +
                    shortestText(noiseValue) + "," + shortestText(shortValue) + "\n";
    }
    BlockData block;
    for (ColumnData* column : {&station, &date, &lat, &level, &noise, &value}) {
        block.columns.push_back(std::move(*column));
    }
    block.rowCount = rows;
    EXPECT_EQ(writeCsv(columns, block), expected);

    // Into a buffer, as export workers write blocks, in two ranges.
    CsvOptions noHeader;
    noHeader.headerRow = false;
    CsvWriter writer(noHeader);
    writer.writeRows(block, 0, 123, {});
    writer.writeRows(block, 123, rows - 123, {});
    const TextBuffer text = writer.takeText();
    EXPECT_EQ(text.view(), std::string_view(expected).substr(expected.find('\n') + 1));
}

// A row wider than 64 columns, columns that keep returning to a few values (their texts are
// copied from earlier cells of the column), a column of noise next to them, missing cells, and
// a buffer flushed in the middle of it all; then every fifth row left out, as a filter does.
// Every cell must be its own text, as std::to_chars writes it.
TEST(CsvWriter, WideRowsAndColumnsOfFewValuesAreWrittenAsEveryCellsOwnText) {
    std::mt19937_64 random(7);
    std::uniform_real_distribution<double> unit(-1, 1);
    constexpr std::size_t columnCount = 70;
    constexpr std::size_t rows = 6000;
    const std::array<float, 4> errors{0.5F, 0.75F, 1.0F, 1.25F};
    const std::array<double, 3> levels{100000.0, 92500.0, 0.1};
    std::vector<Column> columns;
    BlockData block;
    for (std::size_t c = 0; c < columnCount; ++c) {
        const LogicalType type = c % 3 == 0   ? LogicalType::Float32
                                 : c % 3 == 1 ? LogicalType::Float64
                                              : LogicalType::Int64;
        columns.push_back({"c" + std::to_string(c), type, "", {}});
        block.columns.emplace_back(type);
    }
    std::vector<std::string> lines(rows);
    for (std::size_t row = 0; row < rows; ++row) {
        for (std::size_t c = 0; c < columnCount; ++c) {
            ColumnData& column = block.columns[c];
            std::string text;
            if (random() % 11 == 0) {
                column.appendMissing();
            } else if (column.type() == LogicalType::Float32) {
                // Every sixth column is noise, which the writer stops remembering.
                const float value = c % 6 == 0 ? errors[random() % errors.size()]
                                               : static_cast<float>(unit(random) * 300);
                column.appendDouble(value);
                text = shortestText(value);
            } else if (column.type() == LogicalType::Float64) {
                const double value =
                    c > 64 || random() % 2 == 0 ? levels[row / 7 % levels.size()] : unit(random);
                column.appendDouble(value);
                text = shortestText(value);
            } else {
                const auto value = static_cast<std::int64_t>(row / 3 + c);
                column.appendInt(value);
                text = std::to_string(value);
            }
            lines[row] += (c == 0 ? "" : ",") + text;
        }
    }
    block.rowCount = rows;
    std::string expected;
    for (std::size_t c = 0; c < columnCount; ++c) {
        expected += (c == 0 ? "" : ",") + columns[c].name;
    }
    expected += '\n';
    std::vector<std::uint64_t> kept;
    std::string expectedKept;
    for (std::size_t row = 0; row < rows; ++row) {
        expected += lines[row] + '\n';
        if (row % 5 != 3) {
            kept.push_back(row);
            expectedKept += lines[row] + '\n';
        }
    }
    EXPECT_EQ(writeCsv(columns, block), expected);

    CsvOptions noHeader;
    noHeader.headerRow = false;
    CsvWriter writer(noHeader);
    writer.writeRowList(block, kept, {});
    EXPECT_EQ(writer.takeText().view(), expectedKept);
}

TEST(CsvWriter, QuotesOnlyWhereNeededAndKeepsBytes) {
    std::vector<Column> columns{{"text", LogicalType::String, "", {}}};
    BlockData block;
    ColumnData text(LogicalType::String);
    for (const char* value :
         {"plain", "a,b", "say \"hi\"", "line\nbreak", "cr\rhere", " padded ", "", "\xff\xfe"}) {
        text.appendString(value);
    }
    text.appendMissing();
    block.columns.push_back(std::move(text));
    block.rowCount = 9;
    EXPECT_EQ(writeCsv(columns, block),
              "text\nplain\n\"a,b\"\n\"say \"\"hi\"\"\"\n\"line\nbreak\"\n\"cr\rhere\"\n"
              " padded \n\"\"\n\xff\xfe\n\"\"\n");
}

TEST(CsvWriter, EmptyStringAndMissingDifferWhenMissingTextIsSet) {
    std::vector<Column> columns{{"s", LogicalType::String, "", {}}};
    BlockData block;
    ColumnData text(LogicalType::String);
    text.appendString("");
    text.appendMissing();
    block.columns.push_back(std::move(text));
    block.rowCount = 2;
    CsvOptions options;
    options.missingText = "NA";
    EXPECT_EQ(writeCsv(columns, block, options), "s\n\"\"\nNA\n");
}

TEST(CsvWriter, NumbersAsShortestRoundTripText) {
    std::vector<Column> columns{{"i", LogicalType::Int64, "", {}},
                                {"", LogicalType::Float32, "", {}},
                                {"d", LogicalType::Float64, "", {}},
                                {"u", LogicalType::UInt64, "", {}}};
    BlockData block;
    ColumnData ints(LogicalType::Int64), floats(LogicalType::Float32),
        doubles(LogicalType::Float64), unsigneds(LogicalType::UInt64);
    ints.appendInt(std::numeric_limits<std::int64_t>::min());
    floats.appendDouble(0.1f);
    doubles.appendDouble(0.1);
    unsigneds.appendInt(-1);
    ints.appendInt(42);
    floats.appendDouble(std::numeric_limits<double>::infinity());
    doubles.appendDouble(-std::numeric_limits<double>::quiet_NaN());
    unsigneds.appendInt(7);
    block.columns = {ints, floats, doubles, unsigneds};
    block.rowCount = 2;
    EXPECT_EQ(writeCsv(columns, block),
              "i,,d,u\n-9223372036854775808,0.1,0.1,18446744073709551615\n42,inf,nan,7\n");
}

TEST(CsvWriter, OptionsChangeDelimiterQuotingLineEndsAndFloats) {
    std::vector<Column> columns{{"a;b", LogicalType::Float64, "", {}},
                                {"s", LogicalType::String, "", {}}};
    BlockData block;
    ColumnData doubles(LogicalType::Float64), text(LogicalType::String);
    doubles.appendDouble(2.0 / 3.0);
    text.appendString("x");
    block.columns = {doubles, text};
    block.rowCount = 1;
    CsvOptions options;
    options.delimiter = ';';
    options.lineEnd = CsvOptions::LineEnd::CrLf;
    options.floatFormat = CsvOptions::FloatFormat::Fixed;
    options.fixedDigits = 3;
    EXPECT_EQ(writeCsv(columns, block, options), "\"a;b\";s\r\n0.667;x\r\n");
    options.quoting = CsvOptions::Quoting::All;
    options.headerRow = false;
    EXPECT_EQ(writeCsv(columns, block, options), "\"0.667\";\"x\"\r\n");
}

TEST(CsvWriter, LoneEmptyFieldIsQuotedInEveryModeSoNoRowIsLost) {
    std::vector<Column> columns{{"s", LogicalType::String, "", {}}};
    BlockData block;
    ColumnData text(LogicalType::String);
    for (const char* value : {"", "", "x", ""}) {
        text.appendString(value);
    }
    block.columns.push_back(std::move(text));
    block.rowCount = 4;
    CsvOptions options;
    for (const auto quoting :
         {CsvOptions::Quoting::Minimal, CsvOptions::Quoting::All, CsvOptions::Quoting::Never}) {
        options.quoting = quoting;
        const std::string expectedX = quoting == CsvOptions::Quoting::All ? "\"x\"" : "x";
        const std::string expectedHeader = quoting == CsvOptions::Quoting::All ? "\"s\"" : "s";
        EXPECT_EQ(writeCsv(columns, block, options),
                  expectedHeader + "\n\"\"\n\"\"\n" + expectedX + "\n\"\"\n");
    }
    // Two empty fields are a delimiter, not a blank line: nothing to quote.
    columns.push_back({"t", LogicalType::String, "", {}});
    block.columns.push_back(block.columns.front());
    options.quoting = CsvOptions::Quoting::Minimal;
    EXPECT_EQ(writeCsv(columns, block, options), "s,t\n,\n,\nx,x\n,\n");
}

} // namespace
} // namespace strata
