// JSON Lines as strata-cli convert writes it: what each type of cell becomes.
#include "strata/json_lines_writer.h"

#include <gtest/gtest.h>
#include <limits>

namespace strata::test {
namespace {

TEST(JsonLinesWriter, EachCellAsJsonHoldsItOrNullWhereJsonCannot) {
    const std::vector<Column> columns = {{"id", LogicalType::Int64, {}, {}},
                                         {"flags", LogicalType::UInt64, {}, {}},
                                         {"lat", LogicalType::Float32, {}, {}},
                                         {"value", LogicalType::Float64, {}, {}},
                                         {"name \"q\"", LogicalType::String, {}, {}}};
    ColumnData id(LogicalType::Int64), flags(LogicalType::UInt64), lat(LogicalType::Float32),
        value(LogicalType::Float64), name(LogicalType::String);
    id.appendInt(-7);
    flags.appendInt(-1); // 2^64 - 1, bit for bit
    lat.appendDouble(static_cast<double>(0.1f));
    value.appendDouble(1e300);
    name.appendString("Gen\xe8ve\n\"x\"");
    id.appendMissing();
    flags.appendInt(3);
    lat.appendDouble(std::numeric_limits<double>::quiet_NaN());
    value.appendDouble(-std::numeric_limits<double>::infinity());
    name.appendString("\xc3\xa9t\xc3");
    BlockData block;
    for (ColumnData* column : {&id, &flags, &lat, &value, &name}) {
        block.columns.push_back(std::move(*column));
    }
    block.rowCount = 2;
    std::atomic<std::uint64_t> nonFinite{0};
    JsonLinesWriter writer(columns, TextBuffer{}, &nonFinite);
    writer.writeRows(block, 0, 2, {});
    // Latin-1 è and a cut é sequence are bytes of no UTF-8: lone surrogates \uDCXX keep them.
    EXPECT_EQ(std::string(writer.takeText().view()),
              "{\"id\":-7,\"flags\":18446744073709551615,\"lat\":0.1,\"value\":1e+300,"
              "\"name \\\"q\\\"\":\"Gen\\udce8ve\\n\\\"x\\\"\"}\n"
              "{\"id\":null,\"flags\":3,\"lat\":null,\"value\":null,"
              "\"name \\\"q\\\"\":\"\xc3\xa9t\\udcc3\"}\n");
    EXPECT_EQ(nonFinite.load(), 2u);
    // Chosen columns, in the chosen order.
    JsonLinesWriter chosen(columns, TextBuffer{});
    const std::size_t order[] = {3, 0};
    const std::uint64_t rows[] = {0};
    chosen.writeRowList(block, rows, order);
    EXPECT_EQ(std::string(chosen.takeText().view()), "{\"value\":1e+300,\"id\":-7}\n");
}

} // namespace
} // namespace strata::test
