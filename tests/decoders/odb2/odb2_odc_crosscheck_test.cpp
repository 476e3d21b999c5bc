// Random tables written by odc's own encoder (libodc C API) across every codec decode in
// Strata to exactly what odc_decode returns, frame by frame.
#include "odc_comparison.h"
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
