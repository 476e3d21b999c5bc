// Random tables written by odc's own encoder (libodc C API) across every codec decode in
// Strata to exactly what odc_decode returns, frame by frame.
#include "odc_peer.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <cfloat>
#include <cmath>
#include <gtest/gtest.h>
#include <random>
#include <set>

namespace strata::test {
namespace {

using odc::PeerColumn;

// Columns chosen so that odc's encoder uses every codec it has (it picks per frame from the
// values: range, missing values, distinct strings).
std::vector<PeerColumn> randomColumns(long rows, std::mt19937& random) {
    std::uniform_real_distribution<double> unit(0, 1);
    const auto pick = [&](long n) {
        return static_cast<long>(unit(random) * static_cast<double>(n));
    };
    const auto sometimes = [&](double p) { return unit(random) < p; };
    std::vector<PeerColumn> columns{
        {"slow@hdr", ODC_INTEGER, {}, {}, {}, {}},
        {"k_constant", ODC_INTEGER, {}, {}, {}, {}},
        {"k_constant_or_missing", ODC_INTEGER, {}, {}, {}, {}},
        {"k_int8", ODC_INTEGER, {}, {}, {}, {}},
        {"k_int8_missing", ODC_INTEGER, {}, {}, {}, {}},
        {"k_int16", ODC_INTEGER, {}, {}, {}, {}},
        {"k_int16_missing", ODC_INTEGER, {}, {}, {}, {}},
        {"k_int32", ODC_INTEGER, {}, {}, {}, {}},
        {"r_constant", ODC_REAL, {}, {}, {}, {}},
        {"r_constant_or_missing", ODC_REAL, {}, {}, {}, {}},
        {"r_short_real2", ODC_REAL, {}, {}, {}, {}},
        {"r_short_real", ODC_REAL, {}, {}, {}, {}},
        {"d_long_real", ODC_DOUBLE, {}, {}, {}, {}},
        {"s_constant", ODC_STRING, {}, {}, {}, {}},
        {"s_int8_string", ODC_STRING, {}, {}, {}, {}},
        {"s_int16_string", ODC_STRING, {}, {}, {}, {}},
        {"b_flags", ODC_BITFIELD, {}, {}, {}, {{"a", 3}, {"b", 5}, {"c", 8}}},
    };
    for (long r = 0; r < rows; ++r) {
        columns[0].integers.push_back(r / 37);
        columns[1].integers.push_back(-123456);
        columns[2].integers.push_back(sometimes(0.3) ? odc::missingInteger : 43);
        columns[3].integers.push_back(-100 + pick(256));
        columns[4].integers.push_back(sometimes(0.1) ? odc::missingInteger : 1000 + pick(255));
        columns[5].integers.push_back(5000 + pick(65536));
        columns[6].integers.push_back(sometimes(0.1) ? odc::missingInteger : pick(65535));
        columns[7].integers.push_back(pick(4000000000L) - 2000000000L);
        columns[8].reals.push_back(273.15);
        columns[9].reals.push_back(sometimes(0.2) ? odc::missingDouble : 1013.25);
        columns[10].reals.push_back(sometimes(0.05) ? odc::missingDouble
                                                    : (unit(random) - 0.5) * 1e4);
        // odc falls back to short_real when FLT_MAX is among the values (capi_real_codecs).
        columns[11].reals.push_back(sometimes(0.05)   ? FLT_MAX
                                    : sometimes(0.05) ? odc::missingDouble
                                                      : unit(random) * 100);
        columns[12].reals.push_back(
            sometimes(0.05) ? odc::missingDouble : std::ldexp(unit(random) - 0.5, pick(200) - 100));
        columns[13].strings.push_back("abc");
        columns[14].strings.push_back("st" + std::to_string(pick(60)));
        columns[15].strings.push_back(sometimes(0.5) ? "long-station-" + std::to_string(pick(900))
                                                     : std::to_string(pick(300)));
        columns[16].integers.push_back(pick(65536));
    }
    return columns;
}

std::vector<std::string> encodingsOf(const Document& document) {
    std::vector<std::string> codecs;
    for (const auto& table : document.tables) {
        for (const auto& column : table->columns()) {
            std::size_t begin = 0;
            while (begin <= column.encoding.size()) {
                const std::size_t end =
                    std::min(column.encoding.find(',', begin), column.encoding.size());
                codecs.push_back(column.encoding.substr(begin, end - begin));
                begin = end + 1;
            }
        }
    }
    return codecs;
}

// Compares every cell of every frame with what odc_decode returns.
void expectSameAsOdc(const std::vector<std::byte>& file) {
    const Document document = openBytes(file, "odc.odb");
    ASSERT_EQ(document.formatName, "ODB-2");
    ASSERT_TRUE(document.diagnostics.empty()) << document.diagnostics.front().message;
    std::vector<std::pair<const Table*, std::size_t>> blocks;
    for (const auto& table : document.tables) {
        for (std::size_t b = 0; b < table->blocks().size(); ++b) {
            blocks.emplace_back(table.get(), b);
        }
    }
    std::size_t frame = 0;
    odc::decodeFrames(file, [&](odc_decoder_t* decoder, long rows) {
        ASSERT_LT(frame, blocks.size());
        const auto& [table, index] = blocks[frame];
        const BlockData block = table->readBlock(index);
        ASSERT_EQ(block.rowCount, static_cast<std::uint64_t>(rows)) << "frame " << frame;
        ASSERT_TRUE(block.diagnostics.empty());
        for (std::size_t c = 0; c < table->columns().size(); ++c) {
            int size = 0;
            int stride = 0;
            const void* data = nullptr;
            odc::check(
                odc_decoder_column_data_array(decoder, static_cast<int>(c), &size, &stride, &data),
                "column data");
            const auto* bytes = static_cast<const char*>(data);
            const ColumnData& column = block.columns[c];
            const LogicalType type = table->columns()[c].type;
            for (long r = 0; r < rows; ++r) {
                const char* cell = bytes + static_cast<std::ptrdiff_t>(r) * stride;
                const auto row = static_cast<std::size_t>(r);
                const std::string where = "frame " + std::to_string(frame) + " column " +
                                          table->columns()[c].name + " row " + std::to_string(r);
                if (type == LogicalType::String) {
                    const std::string_view text(cell, static_cast<std::size_t>(size));
                    ASSERT_EQ(column.stringAt(row), text.substr(0, text.find('\0'))) << where;
                } else if (isIntegral(type)) {
                    long value;
                    std::memcpy(&value, cell, 8);
                    ASSERT_EQ(column.isMissing(row), value == odc::missingInteger) << where;
                    if (!column.isMissing(row)) {
                        ASSERT_EQ(column.intAt(row), value) << where;
                    }
                } else {
                    double value;
                    std::memcpy(&value, cell, 8);
                    ASSERT_EQ(column.isMissing(row), value == odc::missingDouble) << where;
                    if (!column.isMissing(row) && !std::isnan(value)) {
                        ASSERT_EQ(column.doubleAt(row), value) << where;
                    }
                }
            }
        }
        ++frame;
    });
    EXPECT_EQ(frame, blocks.size());
}

TEST(Odb2AgainstOdc, RandomTablesAcrossEveryCodecDecodeAsOdcDecodesThem) {
    std::mt19937 random(4711);
    std::set<std::string> codecs;
    for (const long rowsPerFrame : {1000L, 777L, 5000L}) {
        const long rows = 6000;
        const auto file = odc::encode(randomColumns(rows, random), rows, rowsPerFrame);
        expectSameAsOdc(file);
        for (const auto& codec : encodingsOf(openBytes(file, "odc.odb"))) {
            codecs.insert(codec);
        }
    }
    // chars: odc switches to it above 65,535 distinct strings in a frame.
    const long rows = 70000;
    PeerColumn keys{"obs_key", ODC_STRING, {}, {}, {}, {}};
    for (long r = 0; r < rows; ++r) {
        keys.strings.push_back("k" + std::to_string(1000000 + r));
    }
    const auto file = odc::encode({keys}, rows, rows);
    expectSameAsOdc(file);
    for (const auto& codec : encodingsOf(openBytes(file, "odc.odb"))) {
        codecs.insert(codec);
    }
    for (const char* codec :
         {"constant", "constant_string", "constant_or_missing", "real_constant_or_missing", "chars",
          "long_real", "short_real", "short_real2", "int32", "int16", "int8", "int8_missing",
          "int16_missing", "int8_string", "int16_string"}) {
        EXPECT_TRUE(codecs.count(codec)) << codec << " was not written by odc";
    }
}

} // namespace
} // namespace strata::test
