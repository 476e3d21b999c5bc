// Files from the test writer decode to what was written (the writer feeds benchmarks and tests).
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"

#include <gtest/gtest.h>
#include <limits>

namespace strata::test {
namespace {

TEST(ColeWriter, EveryTypeAndEncodingRoundTrips) {
    ColeBytesWriter writer;
    writer.addColumn("a", ColeBytesWriter::Type::Int32, ColeBytesWriter::Encoding::Delta);
    writer.addColumn("b", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Rle);
    writer.addColumn("c", ColeBytesWriter::Type::String, ColeBytesWriter::Encoding::Dictionary);
    writer.addColumn("d", ColeBytesWriter::Type::String, ColeBytesWriter::Encoding::Plain);
    const std::vector<std::int64_t> a{std::numeric_limits<std::int32_t>::max(),
                                      std::numeric_limits<std::int32_t>::min(), 5};
    const std::vector<std::int64_t> b{std::numeric_limits<std::int64_t>::min(),
                                      std::numeric_limits<std::int64_t>::min(), 9};
    const std::vector<std::string> c{"x", "y", "x"};
    const std::vector<std::string> d{"", "q,\"", "long text"};
    writer.addRowGroup({a, b, c, d});
    writer.addRowGroup({std::vector<std::int64_t>{1}, std::vector<std::int64_t>{2},
                        std::vector<std::string>{"z"}, std::vector<std::string>{"w"}});
    const Document document = openBytes(writer.finish(), "written.col");
    ASSERT_TRUE(document.diagnostics.empty()) << document.diagnostics.front().message;
    const auto& table = *document.tables.at(0);
    ASSERT_EQ(table.rowCount(), 4u);
    const BlockData first = table.readBlock(0);
    ASSERT_TRUE(first.diagnostics.empty());
    const auto& ints0 = first.columns[0].ints();
    const auto& ints1 = first.columns[1].ints();
    EXPECT_EQ(std::vector<std::int64_t>(ints0.begin(), ints0.end()), a);
    EXPECT_EQ(std::vector<std::int64_t>(ints1.begin(), ints1.end()), b);
    for (std::size_t r = 0; r < 3; ++r) {
        EXPECT_EQ(first.columns[2].stringAt(r), c[r]);
        EXPECT_EQ(first.columns[3].stringAt(r), d[r]);
    }
    EXPECT_EQ(table.readBlock(1).columns[2].stringAt(0), "z");
}

} // namespace
} // namespace strata::test
