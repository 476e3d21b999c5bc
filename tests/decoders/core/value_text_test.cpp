// Number text: the fast path for short decimals writes exactly what std::to_chars writes, for
// doubles and floats.
#include "strata/value_text.h"

#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace strata {
namespace {

std::string written(double value) {
    std::array<char, maxNumberText> buffer;
    return {buffer.data(), writeShortest(buffer.data(), value)};
}

std::string written(float value) {
    std::array<char, maxNumberText> buffer;
    return {buffer.data(), writeShortest(buffer.data(), value)};
}

std::string reference(float value) {
    std::array<char, 64> buffer;
    return {buffer.data(), std::to_chars(buffer.data(), buffer.data() + buffer.size(), value).ptr};
}

std::string reference(double value) {
    std::array<char, 64> buffer;
    return {buffer.data(), std::to_chars(buffer.data(), buffer.data() + buffer.size(), value).ptr};
}

TEST(ValueText, ShortestNumbersMatchToCharsForDecimalsOfEveryScale) {
    std::mt19937_64 random(20261124);
    std::uniform_int_distribution<std::int64_t> mantissa(-99999999, 99999999);
    std::uniform_int_distribution<int> exponent(-22, 22);
    for (int i = 0; i < 300000; ++i) {
        const double value =
            static_cast<double>(mantissa(random)) * std::pow(10.0, exponent(random));
        ASSERT_EQ(written(value), reference(value)) << value;
        const auto single = static_cast<float>(value);
        ASSERT_EQ(written(single), reference(single)) << single;
    }
}

TEST(ValueText, ShortestNumbersMatchToCharsForArbitraryBits) {
    std::mt19937_64 random(7);
    for (int i = 0; i < 300000; ++i) {
        const std::uint64_t bits = random();
        double value;
        std::memcpy(&value, &bits, sizeof value);
        float single;
        const auto low = static_cast<std::uint32_t>(bits);
        std::memcpy(&single, &low, sizeof single);
        if (!std::isnan(value)) {
            ASSERT_EQ(written(value), reference(value)) << bits;
        }
        if (!std::isnan(single)) {
            ASSERT_EQ(written(single), reference(single)) << low;
        }
    }
}

// Decimals of up to nine decimals with as many digits as the fast path takes (up to 2^50 once
// scaled), their neighbours one unit in the last place away, and doubles of 17 digits.
TEST(ValueText, ShortestNumbersMatchToCharsAtTheFastPathsBounds) {
    std::mt19937_64 random(19);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int i = 0; i < 200000; ++i) {
        const int decimals = static_cast<int>(random() % 10);
        const double digits = std::floor(unit(random) * std::pow(2.0, 20 + random() % 31));
        const double value = digits / std::pow(10.0, decimals);
        for (const double near : {value, std::nextafter(value, 0.0),
                                  std::nextafter(value, INFINITY), 2000 * unit(random) - 1000}) {
            ASSERT_EQ(written(near), reference(near)) << near;
            ASSERT_EQ(written(-near), reference(-near)) << -near;
        }
    }
}

TEST(ValueText, ShortestNumbersMatchToCharsAtTheEdges) {
    for (const double value : {0.0,
                               -0.0,
                               1.0,
                               -1.0,
                               0.1,
                               0.2,
                               0.30000000000000004,
                               1e-5,
                               1e-4,
                               1e15,
                               1e16,
                               1e21,
                               1e22,
                               123456.0,
                               100000.0,
                               1234567.0,
                               0x1p50,
                               0x1p50 - 1,
                               0x1p50 + 1,
                               0x1p53,
                               5e-324,
                               1.7976931348623157e308,
                               2.2250738585072014e-308,
                               9.999999999999999e-5,
                               0.001,
                               0.5,
                               288.98456,
                               53.28,
                               106.56,
                               -0.027083621225783283,
                               1e100,
                               1.5e-100}) {
        EXPECT_EQ(written(value), reference(value)) << value;
    }
    for (int e = -30; e <= 30; ++e) {
        for (const double m : {1.0, 9.0, 1.5, 9.99, 12.5}) {
            const double value = m * std::pow(10.0, e);
            EXPECT_EQ(written(value), reference(value)) << value;
            EXPECT_EQ(written(-value), reference(-value)) << -value;
            const auto single = static_cast<float>(value);
            EXPECT_EQ(written(single), reference(single)) << single;
        }
    }
    EXPECT_EQ(written(std::nan("")), "nan");
    EXPECT_EQ(written(-std::nan("")), "nan");
    EXPECT_EQ(written(INFINITY), "inf");
    EXPECT_EQ(written(-INFINITY), "-inf");
}

std::string writtenLong(double value) {
    std::array<char, maxNumberText> buffer;
    return {buffer.data(), writeShortestLong(buffer.data(), value)};
}

// writeShortestLong skips the look for a short decimal, and mayBeShortDecimal rules it out only
// for values whose text is not one: random doubles of every scale and sign, short decimals,
// arbitrary bits and edges.
TEST(ValueText, ShortestLongTextMatchesToCharsAndShortDecimalsAreNeverRuledOut) {
    std::mt19937_64 random(20261126);
    std::uniform_real_distribution<double> unit(-1, 1);
    std::uniform_int_distribution<int> exponent(-30, 20);
    std::uniform_int_distribution<std::int64_t> mantissa(-99999999, 99999999);
    std::uniform_int_distribution<int> decimals(0, 9);
    for (int i = 0; i < 300000; ++i) {
        const double value = unit(random) * std::pow(10.0, exponent(random));
        ASSERT_EQ(writtenLong(value), reference(value)) << value;
        const std::uint64_t bits = random();
        double arbitrary;
        std::memcpy(&arbitrary, &bits, sizeof arbitrary);
        if (!std::isnan(arbitrary)) {
            ASSERT_EQ(writtenLong(arbitrary), reference(arbitrary)) << bits;
        }
        const double decimal =
            static_cast<double>(mantissa(random)) / std::pow(10.0, decimals(random));
        if (decimal != 0) {
            ASSERT_TRUE(mayBeShortDecimal(decimal)) << decimal;
        }
    }
    for (const double value : {0.0, -0.0, 5e-324, 1e-300, 0x1p53 - 1, 0x1p53 + 2, 1e15, 1e300,
                               0.30000000000000004, 468.77000977659327}) {
        EXPECT_EQ(writtenLong(value), reference(value)) << value;
        EXPECT_EQ(writtenLong(-value), reference(-value)) << -value;
    }
    EXPECT_EQ(writtenLong(std::nan("")), "nan");
    EXPECT_EQ(writtenLong(INFINITY), "inf");
    EXPECT_EQ(writtenLong(-INFINITY), "-inf");
}

// Doubles from 1e-3 to 1e14 have an exact path in integers (value_text.cpp; 1.6 billion values of
// these kinds were compared with to_chars once, by hand): random samples, arbitrary bits of the
// range, short decimals and their neighbours, and every decade's and binade's edges.
TEST(ValueText, LongDoublesMatchToCharsAcrossTheExactPath) {
    std::mt19937_64 random(20261126);
    std::uniform_real_distribution<double> sample(-1000, 1000);
    std::uniform_real_distribution<double> unit(0, 1);
    const auto first = std::bit_cast<std::uint64_t>(1e-4);
    const auto last = std::bit_cast<std::uint64_t>(2e14);
    const auto expectBoth = [](double value) {
        ASSERT_EQ(writtenLong(value), reference(value)) << value;
        ASSERT_EQ(written(value), reference(value)) << value;
    };
    for (int i = 0; i < 200000; ++i) {
        expectBoth(sample(random));
        const double arbitrary = std::bit_cast<double>(first + random() % (last - first));
        expectBoth(arbitrary);
        expectBoth(-arbitrary);
        const double decimal = std::floor(unit(random) * std::pow(2.0, 10 + random() % 43)) /
                               std::pow(10.0, static_cast<double>(random() % 16));
        for (const double near :
             {decimal, std::nextafter(decimal, 0.0), std::nextafter(decimal, INFINITY)}) {
            expectBoth(near);
        }
    }
    const auto neighbours = [&](double value) {
        double below = value;
        double above = value;
        for (int step = 0; step < 40; ++step) {
            expectBoth(below);
            expectBoth(above);
            below = std::nextafter(below, 0.0);
            above = std::nextafter(above, INFINITY);
        }
    };
    for (int e = -4; e <= 15; ++e) {
        for (const double m : {1.0, 1.5, 2.5, 5.0, 9.5}) {
            neighbours(m * std::pow(10.0, e));
        }
    }
    for (int e = -11; e <= 48; ++e) {
        neighbours(std::ldexp(1.0, e));
    }
}

// Floats have their own exact fast path (every one of the 2^32 was compared with to_chars once,
// by hand): a sweep over the bit patterns, short decimals, and the path's bounds and edges.
TEST(ValueText, ShortestFloatsMatchToCharsAcrossTheBitPatterns) {
    for (std::uint64_t bits = 0; bits < (std::uint64_t{1} << 32); bits += 4099) {
        const auto low = static_cast<std::uint32_t>(bits);
        float single;
        std::memcpy(&single, &low, sizeof single);
        if (!std::isnan(single)) {
            ASSERT_EQ(written(single), reference(single)) << low;
        }
    }
}

TEST(ValueText, ShortestFloatsMatchToCharsForShortDecimalsAndTheirNeighbours) {
    std::mt19937_64 random(20261126);
    std::uniform_int_distribution<std::int64_t> mantissa(-9999999, 9999999);
    std::uniform_int_distribution<int> exponent(-12, 8);
    for (int i = 0; i < 300000; ++i) {
        const auto single = static_cast<float>(static_cast<double>(mantissa(random)) *
                                               std::pow(10.0, exponent(random)));
        for (const float near :
             {single, std::nextafter(single, 0.0F), std::nextafter(single, INFINITY)}) {
            ASSERT_EQ(written(near), reference(near)) << near;
        }
    }
}

TEST(ValueText, ShortestFloatsMatchToCharsAtTheEdges) {
    std::vector<float> values{0.0F,         -0.0F,      1e-4F,      1e-5F,         0x1p23F,
                              0x1p24F,      0x1p-126F,  0x1p-149F,  3.4028235e38F, 1.17549435e-38F,
                              0.1F,         0.2F,       0.3F,       1e-3F,         5e-5F,
                              9.999999e-5F, 8388607.5F, 8388607.0F, 16777215.0F,   16777217.0F,
                              1e7F,         1e10F,      288.98456F, 0.0007787648F, 53.28F,
                              1e5F,         92500.0F,   0.5F,       0.75F,         1.25F,
                              4e6F,         7e6F,       1.2e-4F,    0.00015F,      8e-5F};
    for (int e = -40; e <= 38; ++e) {
        const auto power = static_cast<float>(std::pow(10.0, e));
        values.push_back(power);
        values.push_back(std::nextafter(power, 0.0F));
        values.push_back(std::nextafter(power, INFINITY));
    }
    for (int e = -149; e <= 127; ++e) {
        const float power = std::ldexp(1.0F, e);
        values.push_back(power);
        values.push_back(std::nextafter(power, 0.0F));
        values.push_back(std::nextafter(power, INFINITY));
    }
    for (const float value : values) {
        EXPECT_EQ(written(value), reference(value)) << value;
        EXPECT_EQ(written(-value), reference(-value)) << -value;
    }
    EXPECT_EQ(written(std::nanf("")), "nan");
    EXPECT_EQ(written(-std::nanf("")), "nan");
    EXPECT_EQ(written(INFINITY), "inf");
    EXPECT_EQ(written(-INFINITY), "-inf");
}

TEST(ValueText, FullTextHasNoExponentBelow1e15) {
    EXPECT_EQ(fullText(100000.0), "100000");
    EXPECT_EQ(fullText(20240101.0), "20240101");
    EXPECT_EQ(fullText(1704326399.44), "1704326399.44");
    EXPECT_EQ(fullText(0.000015), "0.000015");
    EXPECT_EQ(fullText(-2.5), "-2.5");
    EXPECT_EQ(fullText(0.1 + 0.2), "0.30000000000000004"); // still reads back to the value
    EXPECT_EQ(fullText(999999999999999.0), "999999999999999");
    EXPECT_EQ(fullText(1e15), "1e+15");
    EXPECT_EQ(fullText(1.5e-7), "1.5e-07");
    EXPECT_EQ(fullText(0.0), "0");
    std::string single;
    appendFull(single, 100000.0f);
    EXPECT_EQ(single, "100000");
}

TEST(ValueText, ApproximateTextKeepsSixDigitsWithoutAnExponent) {
    EXPECT_EQ(approximateText(20240101.0), "20240101");
    EXPECT_EQ(approximateText(1234.5678), "1234.57");
    EXPECT_EQ(approximateText(0.25), "0.25");
    EXPECT_EQ(approximateText(0.000123456789), "0.000123457");
    EXPECT_EQ(approximateText(-100000.0), "-100000");
    EXPECT_EQ(approximateText(1.64779e+12), "1647790000000");
    EXPECT_EQ(approximateText(2e15), "2e+15");
}

TEST(ValueText, CompressionRatiosHaveThreeSignificantDigits) {
    EXPECT_EQ(compressionRatioText(480, 100), "4.80x");
    EXPECT_EQ(compressionRatioText(1234, 100), "12.3x");
    EXPECT_EQ(compressionRatioText(48000, 100), "480x");
    EXPECT_EQ(compressionRatioText(50, 100), "0.500x");
    EXPECT_EQ(compressionRatioText(99996, 10000), "10.0x"); // rounds up to the next decade
    EXPECT_EQ(compressionRatioText(0, 100), "0.00x");
    EXPECT_EQ(compressionRatioText(100, 0), "-");
}

} // namespace
} // namespace strata
