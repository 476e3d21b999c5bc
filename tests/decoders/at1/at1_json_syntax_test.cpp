// Where a strict JSON scan stops (json_syntax.h): what jsondoc's raw-mode stream shows as the
// first byte that made the writer store its input whole (at1-codecs.md section 5).
#include "formats/at1/codecs/json/json_syntax.h"

#include <gtest/gtest.h>

namespace strata::at1 {
namespace {

// "offset+length: problem", or "JSON" when the scan takes the whole text.
std::string scan(std::string_view text) {
    const auto error = findJsonSyntaxError(text);
    return error ? std::to_string(error->offset) + "+" + std::to_string(error->length) + ": " +
                       error->problem
                 : std::string("JSON");
}

TEST(At1JsonSyntax, TextsOneAfterAnotherAreJson) {
    // A pretty document, NDJSON, texts back to back, scalars at the top, nothing at all.
    EXPECT_EQ(scan("{\n  \"a\": [1, 2.5e-3, -0, true, false, null],\n  \"b\": {}\n}\n"), "JSON");
    EXPECT_EQ(scan("{\"a\":1}\n{\"a\":2}\r\n[]"), "JSON");
    EXPECT_EQ(scan("{}{}[]\"s\""), "JSON");
    EXPECT_EQ(scan("1 2\t\"x\" null"), "JSON");
    EXPECT_EQ(scan(""), "JSON");
    EXPECT_EQ(scan(" \n"), "JSON");
    EXPECT_EQ(scan("[\"\\u00e9\\n\\\"\", \"\xC3\xA9\xF0\x9F\x98\x80\"]"), "JSON");
}

TEST(At1JsonSyntax, TheFirstByteThatIsNoJsonAndWhy) {
    EXPECT_EQ(scan("{\"a\": [1, 2,], }"), "12+1: ']' cannot start a value");
    EXPECT_EQ(scan("{\"a\": 1,}"), "8+1: '}' where a key (a string) must be");
    EXPECT_EQ(scan("{\"a\" 1}"), "5+1: '1' where ':' must follow the key");
    EXPECT_EQ(scan("[1 2]"), "3+1: '2' where ',' or ']' must be");
    EXPECT_EQ(scan("{'a': 1}"), "1+1: ''' where a key (a string) must be");
    EXPECT_EQ(scan("01"), "1+1: '1' right after a number or literal");
    EXPECT_EQ(scan("[1.]"), "3+1: ']' where a digit of the fraction must be");
    EXPECT_EQ(scan("[NaN]"), "1+1: 'N' cannot start a value");
    EXPECT_EQ(scan("[tru]"), "4+1: ']' where 'true' goes on");
    EXPECT_EQ(scan("[nul"), "4+0: the end of the text where 'null' goes on");
    EXPECT_EQ(scan("plain text\n"), "0+1: 'p' cannot start a value");
    EXPECT_EQ(scan("{\"a\": \"b\\q\"}"), "8+2: \\ does not start an escape (\\\" \\\\ \\/ \\b \\f "
                                         "\\n \\r \\t \\u)");
    EXPECT_EQ(scan("\"\\u12g4\""), "1+2: \\u is not followed by four hex digits");
}

TEST(At1JsonSyntax, NulAndControlBytesAndBrokenUtf8) {
    // The writer stores input holding a NUL byte raw: a NUL is no JSON anywhere.
    EXPECT_EQ(scan(std::string("{\"a\": 1}\0", 9)), "8+1: a NUL byte (0x00) cannot start a value");
    EXPECT_EQ(scan(std::string("[\"a\0b\"]", 7)),
              "3+1: a NUL byte (0x00) inside a string (control bytes must be escaped)");
    EXPECT_EQ(scan("[\"a\tb\"]"), "3+1: byte 0x09 inside a string (control bytes must be escaped)");
    // Latin-1 é, an overlong '/', a UTF-16 surrogate written as UTF-8.
    EXPECT_EQ(scan("[\"caf\xE9\"]"), "5+1: byte 0xe9 inside a string is not UTF-8");
    EXPECT_EQ(scan("[\"\xC0\xAF\"]"), "2+1: byte 0xc0 inside a string is not UTF-8");
    EXPECT_EQ(scan("[\"\xED\xA0\x80\"]"), "2+1: byte 0xed inside a string is not UTF-8");
}

TEST(At1JsonSyntax, ATextThatEndsInsideAValueStopsWhereThatValueOpens) {
    EXPECT_EQ(scan("{\"a\": [1, {\"b\": 2}"), "6+1: the array opened here is not closed");
    EXPECT_EQ(scan("[\"abc"), "1+1: the string opened here is not closed");
    EXPECT_EQ(scan("{\"a\":"), "0+1: the object opened here is not closed");
    // Deep nesting is a list of offsets, not recursion.
    EXPECT_EQ(scan(std::string(100000, '[') + std::string(100000, ']')), "JSON");
    EXPECT_EQ(scan(std::string(100000, '[')), "99999+1: the array opened here is not closed");
}

} // namespace
} // namespace strata::at1
