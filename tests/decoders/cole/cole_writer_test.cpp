// Files from the test writer decode to what was written (the writer feeds benchmarks and tests).
#include "support/corpus.h"
#include "writers/cole_writer.h"

#include <gtest/gtest.h>
#include <limits>

namespace strata::test {
namespace {

TEST(ColeWriter, EveryTypeAndEncodingRoundTrips) {
    ColeWriter writer;
    writer.addColumn("a", ColeWriter::Type::Int32, ColeWriter::Encoding::Delta);
    writer.addColumn("b", ColeWriter::Type::Int64, ColeWriter::Encoding::Rle);
    writer.addColumn("c", ColeWriter::Type::String, ColeWriter::Encoding::Dictionary);
    writer.addColumn("d", ColeWriter::Type::String, ColeWriter::Encoding::Plain);
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
