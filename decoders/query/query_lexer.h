#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace strata::query {

struct Token {
    enum class Kind {
        Word,        // a bare name or keyword: lat@hdr, AND
        QuotedName,  // "lat@hdr"
        ColumnIndex, // #3 (text holds the digits)
        Number,      // 12, -1.5e3, 0x1F (text as written)
        String,      // 'text' (text unquoted)
        Operator,    // = == != <> < <= > >= ~
        OpenParen,
        CloseParen,
        Comma,
        End,
    };
    Kind kind = Kind::End;
    std::string text;
    std::size_t position = 0; // byte offset of the token's first character
};

// Splits an expression into tokens; throws ExpressionError at an unterminated quote or a
// character that starts no token.
std::vector<Token> tokenize(std::string_view text);

} // namespace strata::query
