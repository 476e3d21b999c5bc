// copyText copies every length exactly and writes nothing outside its target.
#include "core/short_copy.h"

#include <gtest/gtest.h>
#include <string>

namespace strata {
namespace {

TEST(CopyText, EveryLengthIsCopiedExactlyAndNothingAroundIt) {
    const std::string source = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJ";
    for (std::size_t length = 0; length <= 40; ++length) {
        for (std::size_t offset = 0; offset < 3; ++offset) {
            std::string target(64, '#');
            const std::string_view text(source.data() + offset, length);
            char* end = copyText(target.data() + 8, text);
            EXPECT_EQ(end, target.data() + 8 + length);
            EXPECT_EQ(target.substr(8, length), text) << length << " at " << offset;
            EXPECT_EQ(target.substr(0, 8), std::string(8, '#')) << length;
            EXPECT_EQ(target.substr(8 + length), std::string(56 - length, '#')) << length;
        }
    }
}

} // namespace
} // namespace strata
