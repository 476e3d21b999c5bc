#include "statistics/distinct_counter.h"

#include <gtest/gtest.h>
#include <map>
#include <random>

namespace strata {
namespace {

TEST(ValueCounts, CountsEveryKeyExactlyThroughGrowth) {
    ValueCounts counts;
    std::map<std::int64_t, std::uint64_t> expected;
    std::mt19937_64 random(7);
    for (int i = 0; i < 50000; ++i) {
        const auto key = static_cast<std::int64_t>(random() % 20000) - 10000; // negatives too
        const std::uint64_t length = 1 + random() % 3;
        counts.add(key, length);
        expected[key] += length;
    }
    EXPECT_EQ(counts.size(), expected.size());
    std::map<std::int64_t, std::uint64_t> seen;
    counts.forEach([&](std::int64_t key, std::uint64_t count) { seen[key] = count; });
    EXPECT_EQ(seen, expected);
}

TEST(ValueCounts, ClosedKeysCountOnlyThoseHeld) {
    ValueCounts counts;
    for (std::int64_t key = 0; key < 1000; ++key) {
        counts.add(key * 3, 1);
    }
    counts.closeKeys();
    std::uint64_t added = 0;
    for (std::int64_t key = 0; key < 3000; ++key) {
        added += counts.addIfPresent(key, ValueCounts::hashOf(key), 2) ? 1 : 0;
    }
    EXPECT_EQ(added, 1000u); // the filter lets no held key by, the table turns away the rest
    EXPECT_EQ(counts.size(), 1000u);
    counts.forEach([](std::int64_t key, std::uint64_t count) {
        EXPECT_EQ(key % 3, 0);
        EXPECT_EQ(count, 3u);
    });
}

TEST(DistinctSketch, EstimatesWithinAFewPercentAtEveryScale) {
    for (const std::uint64_t distinct : {100ull, 5000ull, 60000ull, 1000000ull}) {
        DistinctSketch sketch;
        for (std::uint64_t i = 0; i < distinct; ++i) {
            sketch.add(mixBits(i));
            sketch.add(mixBits(i)); // a value seen again changes nothing
        }
        EXPECT_NEAR(sketch.estimate(), static_cast<double>(distinct),
                    static_cast<double>(distinct) * 0.03)
            << distinct;
    }
}

} // namespace
} // namespace strata
