// The expression grammar (strata/query_expression.h), lowest precedence first:
//   expression := conjunction (OR conjunction)*
//   conjunction := negation (AND negation)*
//   negation   := NOT negation | '(' expression ')' | predicate
//   predicate  := column test | literal OP column
//   test       := OP literal | '~' string | [NOT] IN '(' literal, ... ')'
//               | [NOT] BETWEEN literal AND literal | IS [NOT] MISSING
//               | [NOT] CONTAINS string | [NOT] STARTS WITH string
#include "query/column_suggestion.h"
#include "query/query_lexer.h"
#include "query/query_node.h"
#include "query/query_number.h"
#include "strata/table.h"
#include "strata/query_expression.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace strata {
namespace {

using query::CompareOp;
using query::Literal;
using query::Node;
using query::Token;

bool isNumeric(LogicalType type) {
    return type != LogicalType::String;
}

bool sameWord(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::toupper(static_cast<unsigned char>(x)) ==
                      std::toupper(static_cast<unsigned char>(y));
           });
}

bool isReserved(std::string_view word) {
    static constexpr std::string_view keywords[] = {
        "AND", "OR", "NOT", "IN", "BETWEEN", "IS", "MISSING", "CONTAINS", "STARTS", "WITH"};
    return std::any_of(std::begin(keywords), std::end(keywords),
                       [word](std::string_view keyword) { return sameWord(word, keyword); });
}

std::optional<CompareOp> compareOp(std::string_view text) {
    if (text == "=" || text == "==") {
        return CompareOp::Equal;
    }
    if (text == "!=" || text == "<>") {
        return CompareOp::NotEqual;
    }
    if (text == "<") {
        return CompareOp::Less;
    }
    if (text == "<=") {
        return CompareOp::LessEqual;
    }
    if (text == ">") {
        return CompareOp::Greater;
    }
    if (text == ">=") {
        return CompareOp::GreaterEqual;
    }
    return std::nullopt;
}

// `5 < x` is `x > 5`.
CompareOp mirrored(CompareOp op) {
    switch (op) {
    case CompareOp::Less:
        return CompareOp::Greater;
    case CompareOp::LessEqual:
        return CompareOp::GreaterEqual;
    case CompareOp::GreaterEqual:
        return CompareOp::LessEqual;
    case CompareOp::Greater:
        return CompareOp::Less;
    default:
        return op;
    }
}

std::string quotedName(const std::string& name) {
    return "'" + name + "'";
}

Node comparison(std::size_t column, CompareOp op, Literal value) {
    Node node;
    node.kind = Node::Kind::Compare;
    node.column = column;
    node.op = op;
    node.value = std::move(value);
    return node;
}

Node combined(Node::Kind kind, std::vector<Node> children) {
    if (children.size() == 1) {
        return std::move(children.front());
    }
    Node node;
    node.kind = kind;
    node.children = std::move(children);
    return node;
}

Node negated(Node child) {
    Node node;
    node.kind = Node::Kind::Not;
    node.children.push_back(std::move(child));
    return node;
}

// A literal as its column compares with it: numeric columns take numbers only (a quoted one
// too), a Float32 column the number rounded to float as its cells are; a text column keeps a
// number a number (the cells then compare as numbers) and a string a string.
Literal resolveLiteral(const Column& column, const std::string& text, bool quoted,
                       std::size_t position) {
    const std::optional<query::Number> number = query::parseNumber(text);
    if (!isNumeric(column.type)) {
        if (quoted || !number) {
            return text;
        }
        return std::visit([](auto v) { return Literal(v); }, *number);
    }
    if (!number) {
        throw ExpressionError(quotedName(text) + " is not a number, and column " +
                                  quotedName(column.name) + " holds numbers",
                              position);
    }
    if (isFloating(column.type)) {
        double value = std::visit([](auto v) { return static_cast<double>(v); }, *number);
        if (column.type == LogicalType::Float32) {
            value = static_cast<double>(static_cast<float>(value));
        }
        return value;
    }
    return std::visit([](auto v) { return Literal(v); }, *number);
}

class Parser {
public:
    Parser(std::string_view text, const std::vector<Column>& columns)
        : m_tokens(query::tokenize(text))
        , m_columns(columns) {}

    Node parseAll() {
        Node root = parseDisjunction();
        if (peek().kind == Token::Kind::CloseParen) {
            throw ExpressionError("')' without a matching '('", peek().position);
        }
        if (peek().kind != Token::Kind::End) {
            throw ExpressionError("expected AND, OR or the end, found " + describe(peek()),
                                  peek().position);
        }
        return root;
    }

private:
    const Token& peek() const { return m_tokens[m_next]; }
    const Token& take() { return m_tokens[m_next++]; }
    bool atKeyword(std::string_view keyword) const {
        return peek().kind == Token::Kind::Word && sameWord(peek().text, keyword);
    }
    bool takeKeyword(std::string_view keyword) {
        if (!atKeyword(keyword)) {
            return false;
        }
        ++m_next;
        return true;
    }
    void expectKeyword(std::string_view keyword, std::string_view after) {
        if (!takeKeyword(keyword)) {
            throw ExpressionError("expected " + std::string(keyword) + " after " +
                                      std::string(after) + ", found " + describe(peek()),
                                  peek().position);
        }
    }

    static std::string describe(const Token& token) {
        switch (token.kind) {
        case Token::Kind::End:
            return "the end";
        case Token::Kind::String:
            return "the string '" + token.text + "'";
        case Token::Kind::QuotedName:
            return "\"" + token.text + "\"";
        case Token::Kind::ColumnIndex:
            return "'#" + token.text + "'";
        default:
            return quotedName(token.text);
        }
    }

    // A name where a value belongs is most likely a string in the wrong quotes, or none.
    static std::string singleQuoteHint(const Token& token) {
        if (token.kind != Token::Kind::Word && token.kind != Token::Kind::QuotedName) {
            return {};
        }
        return "; strings take single quotes: '" + token.text + "'";
    }

    Node parseDisjunction() {
        std::vector<Node> children{parseConjunction()};
        while (takeKeyword("OR")) {
            children.push_back(parseConjunction());
        }
        return combined(Node::Kind::Or, std::move(children));
    }

    Node parseConjunction() {
        std::vector<Node> children{parseNegation()};
        while (takeKeyword("AND")) {
            children.push_back(parseNegation());
        }
        return combined(Node::Kind::And, std::move(children));
    }

    Node parseNegation() {
        if (takeKeyword("NOT")) {
            return negated(parseNegation());
        }
        if (peek().kind == Token::Kind::OpenParen) {
            const std::size_t open = take().position;
            Node inner = parseDisjunction();
            if (peek().kind != Token::Kind::CloseParen) {
                throw ExpressionError("expected ')' to close the '(' at position " +
                                          std::to_string(open + 1) + ", found " + describe(peek()),
                                      peek().position);
            }
            ++m_next;
            return inner;
        }
        if (peek().kind == Token::Kind::Number || peek().kind == Token::Kind::String) {
            return parseLiteralFirst();
        }
        const std::size_t column = parseColumn();
        return parseTest(column);
    }

    // `5 < x`: a literal, a comparison operator, a column.
    Node parseLiteralFirst() {
        const Token value = take();
        const Token op = take();
        const auto compare = compareOp(op.text);
        if (op.kind != Token::Kind::Operator || !compare) {
            throw ExpressionError("expected a comparison operator after the value " +
                                      describe(value) + ", found " + describe(op),
                                  op.position);
        }
        const std::size_t column = parseColumn();
        return comparison(column, mirrored(*compare),
                          resolveLiteral(m_columns[column], value.text,
                                         value.kind == Token::Kind::String, value.position));
    }

    std::size_t parseColumn() {
        const Token& token = peek();
        if (token.kind == Token::Kind::ColumnIndex) {
            std::size_t index = 0;
            const auto result =
                std::from_chars(token.text.data(), token.text.data() + token.text.size(), index);
            if (result.ec != std::errc() || index >= m_columns.size()) {
                throw ExpressionError(
                    "no column #" + token.text +
                        (m_columns.empty() ? " (the table has no columns)"
                                           : " (the table has " + std::to_string(m_columns.size()) +
                                                 " columns, #0 to #" +
                                                 std::to_string(m_columns.size() - 1) + ")"),
                    token.position);
            }
            ++m_next;
            return index;
        }
        const bool bare = token.kind == Token::Kind::Word && !isReserved(token.text);
        if (!bare && token.kind != Token::Kind::QuotedName) {
            throw ExpressionError("expected a column name, found " + describe(token),
                                  token.position);
        }
        for (std::size_t c = 0; c < m_columns.size(); ++c) {
            if (m_columns[c].name == token.text) {
                ++m_next;
                return c;
            }
        }
        std::string message = "column " + quotedName(token.text) + " not found";
        if (const auto nearest = query::nearestColumnName(token.text, m_columns)) {
            message += "; did you mean " + quotedName(*nearest) + "?";
        }
        throw ExpressionError(message, token.position);
    }

    Literal parseLiteral(std::size_t column, std::string_view after) {
        const Token& token = peek();
        if (token.kind == Token::Kind::Word &&
            (sameWord(token.text, "inf") || sameWord(token.text, "nan"))) {
            ++m_next; // the float literals that read as words
            return resolveLiteral(m_columns[column], token.text, false, token.position);
        }
        if (token.kind == Token::Kind::Number || token.kind == Token::Kind::String) {
            ++m_next;
            return resolveLiteral(m_columns[column], token.text, token.kind == Token::Kind::String,
                                  token.position);
        }
        throw ExpressionError("expected a value after " + std::string(after) + ", found " +
                                  describe(token) + singleQuoteHint(token),
                              token.position);
    }

    // The text operand of CONTAINS, STARTS WITH and ~: a string (a number as written will do).
    std::string parseText(std::string_view after) {
        const Token& token = peek();
        if (token.kind != Token::Kind::String && token.kind != Token::Kind::Number) {
            throw ExpressionError("expected a 'string' after " + std::string(after) + ", found " +
                                      describe(token) + singleQuoteHint(token),
                                  token.position);
        }
        return take().text;
    }

    Node parseTest(std::size_t column) {
        const std::string& name = m_columns[column].name;
        const Token& token = peek();
        if (token.kind == Token::Kind::Operator) {
            const Token op = take();
            if (op.text == "~") {
                const std::size_t position = peek().position;
                Node node;
                node.kind = Node::Kind::Matches;
                node.column = column;
                const std::string pattern = parseText("~");
                try {
                    node.regex = std::make_shared<const std::regex>(
                        pattern, std::regex::ECMAScript | std::regex::optimize);
                } catch (const std::regex_error& error) {
                    throw ExpressionError("not a regular expression: '" + pattern + "' (" +
                                              error.what() + ")",
                                          position);
                }
                node.value = pattern;
                return node;
            }
            return comparison(column, *compareOp(op.text),
                              parseLiteral(column, "'" + op.text + "'"));
        }
        if (takeKeyword("IS")) {
            const bool negate = takeKeyword("NOT");
            expectKeyword("MISSING", negate ? "IS NOT" : "IS");
            Node node;
            node.kind = Node::Kind::IsMissing;
            node.column = column;
            return negate ? negated(std::move(node)) : node;
        }
        const bool negate = takeKeyword("NOT");
        if (takeKeyword("IN")) {
            if (peek().kind != Token::Kind::OpenParen) {
                throw ExpressionError("expected '(' after IN, found " + describe(peek()),
                                      peek().position);
            }
            ++m_next;
            std::vector<Node> alternatives;
            do {
                alternatives.push_back(
                    comparison(column, CompareOp::Equal, parseLiteral(column, "IN (")));
            } while (peek().kind == Token::Kind::Comma && (++m_next, true));
            if (peek().kind != Token::Kind::CloseParen) {
                throw ExpressionError("expected ',' or ')' in the IN list, found " +
                                          describe(peek()),
                                      peek().position);
            }
            ++m_next;
            Node node = combined(Node::Kind::Or, std::move(alternatives));
            return negate ? negated(std::move(node)) : node;
        }
        if (takeKeyword("BETWEEN")) {
            Literal low = parseLiteral(column, "BETWEEN");
            expectKeyword("AND", "BETWEEN's low end");
            Literal high = parseLiteral(column, "BETWEEN ... AND");
            std::vector<Node> ends;
            ends.push_back(comparison(column, CompareOp::GreaterEqual, std::move(low)));
            ends.push_back(comparison(column, CompareOp::LessEqual, std::move(high)));
            Node node = combined(Node::Kind::And, std::move(ends));
            return negate ? negated(std::move(node)) : node;
        }
        Node node;
        node.column = column;
        if (takeKeyword("CONTAINS")) {
            node.kind = Node::Kind::Contains;
            node.value = parseText("CONTAINS");
        } else if (takeKeyword("STARTS")) {
            expectKeyword("WITH", "STARTS");
            node.kind = Node::Kind::StartsWith;
            node.value = parseText("STARTS WITH");
        } else {
            throw ExpressionError(
                "expected an operator after column " + quotedName(name) +
                    " (= != < <= > >= ~ IN BETWEEN IS CONTAINS STARTS WITH), found " +
                    describe(peek()),
                peek().position);
        }
        return negate ? negated(std::move(node)) : node;
    }

    std::vector<Token> m_tokens;
    std::size_t m_next = 0;
    const std::vector<Column>& m_columns;
};

void collectColumns(const Node& node, std::vector<std::size_t>& out) {
    if (node.children.empty()) {
        out.push_back(node.column);
    }
    for (const Node& child : node.children) {
        collectColumns(child, out);
    }
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
        return {};
    }
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// `COLUMN OP VALUE` as --where read it before the language: the first operator splits the
// clause, VALUE is the rest, trimmed. nullopt when the clause has no such shape.
struct LegacyClause {
    std::string_view column;
    CompareOp op;
    std::string_view value;
    std::size_t valuePosition;
};

std::optional<LegacyClause> splitLegacyClause(std::string_view text) {
    static constexpr std::pair<std::string_view, CompareOp> operators[] = {
        {"<=", CompareOp::LessEqual}, {">=", CompareOp::GreaterEqual}, {"!=", CompareOp::NotEqual},
        {"<", CompareOp::Less},       {">", CompareOp::Greater},       {"=", CompareOp::Equal}};
    for (std::size_t i = 0; i < text.size(); ++i) {
        for (const auto& [symbol, op] : operators) {
            if (text.substr(i, symbol.size()) != symbol) {
                continue;
            }
            const std::size_t after = i + symbol.size();
            const std::size_t valueStart = text.find_first_not_of(" \t", after);
            if (valueStart == std::string_view::npos) {
                return std::nullopt;
            }
            return LegacyClause{trimmed(text.substr(0, i)), op, trimmed(text.substr(valueStart)),
                                valueStart};
        }
    }
    return std::nullopt;
}

// One --where clause: the language, or when it stumbles on the value of a `COLUMN OP VALUE`
// clause (status = WARN, door open), the old reading of VALUE as text to the end.
Node parseClause(const std::string& clause, const std::vector<Column>& columns) {
    try {
        return Parser(clause, columns).parseAll();
    } catch (const ExpressionError& error) {
        const auto legacy = splitLegacyClause(clause);
        if (!legacy || error.position() != legacy->valuePosition) {
            throw;
        }
        const std::optional<std::size_t> column = findColumn(columns, legacy->column);
        if (!column) {
            throw;
        }
        return comparison(*column, legacy->op,
                          resolveLiteral(columns[*column], std::string(legacy->value), false,
                                         legacy->valuePosition));
    }
}

} // namespace

QueryExpression::QueryExpression() = default;

QueryExpression::QueryExpression(query::Node root)
    : m_root(std::make_shared<const Node>(std::move(root))) {
    collectColumns(*m_root, m_columns);
    std::sort(m_columns.begin(), m_columns.end());
    m_columns.erase(std::unique(m_columns.begin(), m_columns.end()), m_columns.end());
}

QueryExpression QueryExpression::parse(std::string_view text, const std::vector<Column>& columns) {
    return QueryExpression(Parser(text, columns).parseAll());
}

QueryExpression QueryExpression::parseClauses(std::span<const std::string> clauses,
                                              const std::vector<Column>& columns) {
    std::vector<Node> parts;
    for (std::size_t index = 0; index < clauses.size(); ++index) {
        const std::string& clause = clauses[index];
        try {
            parts.push_back(parseClause(clause, columns));
        } catch (const ExpressionError& error) {
            throw ExpressionError(error.what(), error.position(), index);
        }
    }
    if (parts.empty()) {
        return QueryExpression();
    }
    return QueryExpression(combined(Node::Kind::And, std::move(parts)));
}

} // namespace strata
