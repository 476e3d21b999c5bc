// Truncated and bit-flipped COLE files: never a crash, always a diagnostic or a sound result.
#include "support/corpus.h"
#include "support/damage.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

class ColeDamage : public ::testing::TestWithParam<std::string> {};

TEST_P(ColeDamage, EveryTruncationGivesAnErrorWithAnOffset) {
    const auto original = readFileBytes(corpusPath("cole/" + GetParam()));
    for (const std::size_t length : truncationLengths(original.size())) {
        std::vector<std::byte> cut(original.begin(),
                                   original.begin() + static_cast<std::ptrdiff_t>(length));
        const auto outcome =
            decodeEverything(cut, GetParam(), GetParam() + " cut at " + std::to_string(length));
        ASSERT_TRUE(outcome.hasError) << "cut at " << length;
    }
}

TEST_P(ColeDamage, SeededByteFlipsGiveADiagnosticOrTheSameShape) {
    const auto original = readFileBytes(corpusPath("cole/" + GetParam()));
    const auto reference = decodeEverything(original, GetParam(), GetParam());
    ASSERT_FALSE(reference.hasError);
    for (const auto& [position, mask] : byteFlips(original.size(), 1000, 20261122)) {
        auto damaged = original;
        damaged[position] ^= std::byte{mask};
        const std::string context = GetParam() + " flip at " + std::to_string(position);
        const auto outcome = decodeEverything(damaged, GetParam(), context);
        if (!outcome.hasError) {
            // Undetectable damage can only change values, never the table's shape.
            EXPECT_EQ(outcome.rows, reference.rows) << context;
            EXPECT_EQ(outcome.columns, reference.columns) << context;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(SmallFiles, ColeDamage,
                         ::testing::Values("all_combos.col", "string_dict.col", "int32_rle.col",
                                           "single_row.col"),
                         [](const auto& info) {
                             std::string name = info.param;
                             return name.substr(0, name.find('.'));
                         });

} // namespace
} // namespace strata::test
