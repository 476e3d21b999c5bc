#include "query/query_lexer.h"

#include "strata/query_expression.h"

namespace strata::query {
namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

bool isNameStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           static_cast<unsigned char>(c) >= 0x80; // UTF-8 names
}

bool isNamePart(char c) {
    return isNameStart(c) || isDigit(c) || c == '@' || c == '.' || c == '$';
}

// A quoted run starting at `start` (the quote); a doubled quote stands for one.
std::size_t readQuoted(std::string_view text, std::size_t start, std::string& out) {
    const char quote = text[start];
    std::size_t i = start + 1;
    for (;;) {
        if (i >= text.size()) {
            throw ExpressionError(
                quote == '\'' ? "unterminated string" : "unterminated quoted name", start);
        }
        if (text[i] == quote) {
            if (i + 1 < text.size() && text[i + 1] == quote) {
                out += quote;
                i += 2;
                continue;
            }
            return i + 1;
        }
        out += text[i++];
    }
}

// "inf" (any case) not followed by more of a name: the float literal, after a sign.
bool isInfinity(std::string_view text) {
    if (text.size() < 3 || (text[0] != 'i' && text[0] != 'I') ||
        (text[1] != 'n' && text[1] != 'N') || (text[2] != 'f' && text[2] != 'F')) {
        return false;
    }
    return text.size() == 3 || !isNamePart(text[3]);
}

} // namespace

std::vector<Token> tokenize(std::string_view text) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++i;
            continue;
        }
        Token token;
        token.position = i;
        const bool signedNumber =
            (c == '-' || c == '+') && i + 1 < text.size() &&
            (isDigit(text[i + 1]) ||
             (text[i + 1] == '.' && i + 2 < text.size() && isDigit(text[i + 2])) ||
             isInfinity(text.substr(i + 1)));
        if (isDigit(c) || signedNumber ||
            (c == '.' && i + 1 < text.size() && isDigit(text[i + 1]))) {
            // The whole run, so that 1.5.3 or 12abc is one bad number rather than two tokens.
            std::size_t end = i + 1;
            while (end < text.size() &&
                   (isNamePart(text[end]) ||
                    ((text[end] == '-' || text[end] == '+') &&
                     (text[end - 1] == 'e' || text[end - 1] == 'E') &&
                     !(text.substr(i, 2) == "0x" || text.substr(i, 2) == "0X")))) {
                ++end;
            }
            token.kind = Token::Kind::Number;
            token.text = std::string(text.substr(i, end - i));
            i = end;
        } else if (isNameStart(c)) {
            std::size_t end = i + 1;
            while (end < text.size() && isNamePart(text[end])) {
                ++end;
            }
            token.kind = Token::Kind::Word;
            token.text = std::string(text.substr(i, end - i));
            i = end;
        } else if (c == '"' || c == '\'') {
            token.kind = c == '"' ? Token::Kind::QuotedName : Token::Kind::String;
            i = readQuoted(text, i, token.text);
        } else if (c == '#') {
            std::size_t end = i + 1;
            while (end < text.size() && isDigit(text[end])) {
                ++end;
            }
            if (end == i + 1) {
                throw ExpressionError("'#' needs a column number (#0 is the first column)", i);
            }
            token.kind = Token::Kind::ColumnIndex;
            token.text = std::string(text.substr(i + 1, end - i - 1));
            i = end;
        } else if (c == '(' || c == ')' || c == ',') {
            token.kind = c == '(' ? Token::Kind::OpenParen
                                  : (c == ')' ? Token::Kind::CloseParen : Token::Kind::Comma);
            token.text = std::string(1, c);
            ++i;
        } else {
            static constexpr std::string_view operators[] = {
                "==", "!=", "<>", "<=", ">=", "=", "<", ">", "~"};
            for (const std::string_view op : operators) {
                if (text.substr(i, op.size()) == op) {
                    token.kind = Token::Kind::Operator;
                    token.text = std::string(op);
                    break;
                }
            }
            if (token.kind != Token::Kind::Operator) {
                throw ExpressionError("unexpected '" + std::string(1, c) + "'", i);
            }
            i += token.text.size();
        }
        tokens.push_back(std::move(token));
    }
    tokens.push_back({Token::Kind::End, "", text.size()});
    return tokens;
}

} // namespace strata::query
