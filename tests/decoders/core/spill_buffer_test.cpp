// The spill buffer gives back exactly the text appended, whether it stayed in memory or went
// to its temporary file in pieces.
#include "core/spill_buffer.h"

#include <gtest/gtest.h>
#include <string>

namespace strata {
namespace {

std::string pieces(int count) {
    std::string all;
    for (int i = 0; i < count; ++i) {
        all += "row " + std::to_string(i) + ",\"a\nb\"," +
               std::string(static_cast<std::size_t>(i % 7), 'x') + "\n";
    }
    return all;
}

void appendByLines(SpillBuffer& buffer, const std::string& text) {
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size() - 1) + 1;
        buffer.append(std::string_view(text).substr(start, end - start));
        start = end;
    }
}

TEST(SpillBuffer, TextBelowTheBoundStaysInMemory) {
    const std::string text = pieces(50);
    SpillBuffer buffer(1 << 20);
    appendByLines(buffer, text);
    EXPECT_EQ(buffer.size(), text.size());
    EXPECT_EQ(buffer.finish(), text);
}

TEST(SpillBuffer, TextPastTheBoundComesBackWholeFromTheFile) {
    const std::string text = pieces(5000);
    SpillBuffer buffer(100); // a spill every few pieces, and a tail left in memory
    appendByLines(buffer, text);
    EXPECT_EQ(buffer.size(), text.size());
    const std::string_view back = buffer.finish();
    ASSERT_EQ(back.size(), text.size());
    EXPECT_EQ(back, text);
}

TEST(SpillBuffer, NothingAppendedIsEmpty) {
    SpillBuffer buffer(0);
    EXPECT_EQ(buffer.finish(), "");
}

} // namespace
} // namespace strata
