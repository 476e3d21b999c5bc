// Node values made from decoded bytes (printableText): UTF-8 shown as its characters, everything
// else escaped, so a tree of Latin-1 lines (log_applog_no_nl) stays UTF-8 in the CLI and its JSON.
#include "formats/at1/decoded_reader.h"

#include <gtest/gtest.h>

namespace strata::at1 {
namespace {

TEST(At1PrintableText, Utf8StaysControlAndNonUtf8BytesAreEscaped) {
    EXPECT_EQ(printableText("caf\xC3\xA9 \xF0\x9F\x98\x80"), "caf\xC3\xA9 \xF0\x9F\x98\x80");
    EXPECT_EQ(printableText("caf\xE9 latin-1"), "caf\\xe9 latin-1");
    EXPECT_EQ(printableText(std::string("a\0b\tc\x7f", 6)), "a\\x00b\\x09c\\x7f");
    // Windows-1252 quotes, a lone continuation byte, an overlong '/', a surrogate.
    EXPECT_EQ(printableText("\x93q\x94 \x80 \xC0\xAF \xED\xA0\x80"),
              "\\x93q\\x94 \\x80 \\xc0\\xaf \\xed\\xa0\\x80");
}

TEST(At1PrintableText, TheLimitNeverSplitsACharacter) {
    // "é" is 2 bytes: a limit of 2 bytes after "a" would cut it, so its first byte is escaped.
    EXPECT_EQ(printableText("a\xC3\xA9z", 2), "a\\xc3\u2026");
    EXPECT_EQ(printableText("a\xC3\xA9z", 3), "a\xC3\xA9\u2026");
    EXPECT_EQ(printableText("abc", 3), "abc");
}

} // namespace
} // namespace strata::at1
