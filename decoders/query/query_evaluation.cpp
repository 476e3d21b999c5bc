// Evaluating an expression over a block a column at a time: each node yields a flag per row
// from tight loops over the column's vector (the compiler vectorises the numeric ones), and
// AND, OR and NOT combine the flags. SQL's three-valued logic rides along as a second flag
// vector, "known", left empty while every row is known (no missing cells involved).
#include "query/query_node.h"
#include "query/query_number.h"
#include "strata/query_expression.h"

#include <cmath>

namespace strata {
namespace {

using query::CompareOp;
using query::Node;

struct Truth {
    std::vector<std::uint8_t> value; // 1: true (and so known)
    std::vector<std::uint8_t> known; // empty: every row is known
};

bool satisfies(int order, CompareOp op) {
    switch (op) {
    case CompareOp::Less:
        return order < 0;
    case CompareOp::LessEqual:
        return order <= 0;
    case CompareOp::Equal:
        return order == 0;
    case CompareOp::NotEqual:
        return order != 0;
    case CompareOp::GreaterEqual:
        return order >= 0;
    case CompareOp::Greater:
        return order > 0;
    }
    return false;
}

// out[i] = load(i) OP literal for the first n rows, one loop per operator.
template <typename Load, typename Value>
void compareAll(std::size_t n, const Load& load, CompareOp op, Value literal, std::uint8_t* out) {
    switch (op) {
    case CompareOp::Less:
        for (std::size_t i = 0; i < n; ++i) {
            out[i] = load(i) < literal;
        }
        break;
    case CompareOp::LessEqual:
        for (std::size_t i = 0; i < n; ++i) {
            out[i] = load(i) <= literal;
        }
        break;
    case CompareOp::Equal:
        for (std::size_t i = 0; i < n; ++i) {
            out[i] = load(i) == literal;
        }
        break;
    case CompareOp::NotEqual:
        for (std::size_t i = 0; i < n; ++i) {
            out[i] = load(i) != literal;
        }
        break;
    case CompareOp::GreaterEqual:
        for (std::size_t i = 0; i < n; ++i) {
            out[i] = load(i) >= literal;
        }
        break;
    case CompareOp::Greater:
        for (std::size_t i = 0; i < n; ++i) {
            out[i] = load(i) > literal;
        }
        break;
    }
}

// A comparison's literal when it is a number.
query::Number numericLiteral(const Node& node) {
    if (const auto* real = std::get_if<double>(&node.value)) {
        return *real;
    }
    return std::get<std::int64_t>(node.value);
}

bool isUnsigned(LogicalType type) {
    return type == LogicalType::UInt64 || type == LogicalType::Bitfield;
}

void compareNumericCells(const Node& node, const ColumnData& cells, std::size_t n,
                         std::uint8_t* out) {
    if (isFloating(cells.type())) {
        const double* values = cells.doubles().data();
        compareAll(
            n, [values](std::size_t i) { return values[i]; }, node.op, std::get<double>(node.value),
            out);
        return;
    }
    const std::int64_t* values = cells.ints().data();
    const bool unsignedCells = isUnsigned(cells.type());
    if (const auto* real = std::get_if<double>(&node.value)) {
        if (unsignedCells) {
            compareAll(
                n,
                [values](std::size_t i) {
                    return static_cast<double>(static_cast<std::uint64_t>(values[i]));
                },
                node.op, *real, out);
        } else {
            compareAll(
                n, [values](std::size_t i) { return static_cast<double>(values[i]); }, node.op,
                *real, out);
        }
        return;
    }
    const std::int64_t literal = std::get<std::int64_t>(node.value);
    if (!unsignedCells) {
        compareAll(
            n, [values](std::size_t i) { return values[i]; }, node.op, literal, out);
    } else if (literal < 0) {
        // Every unsigned cell lies above a negative literal.
        std::fill(out, out + n, satisfies(1, node.op) ? 1 : 0);
    } else {
        compareAll(
            n, [values](std::size_t i) { return static_cast<std::uint64_t>(values[i]); }, node.op,
            static_cast<std::uint64_t>(literal), out);
    }
}

// Text cells against a number compare as numbers; a cell that is not one is unknown.
void compareTextCells(const Node& node, const ColumnData& cells, std::size_t n, Truth& out) {
    if (const auto* text = std::get_if<std::string>(&node.value)) {
        for (std::size_t i = 0; i < n; ++i) {
            const int order = cells.stringAt(i).compare(*text);
            out.value[i] = satisfies(order < 0 ? -1 : (order > 0 ? 1 : 0), node.op);
        }
        return;
    }
    const query::Number literal = numericLiteral(node);
    out.known.assign(out.value.size(), 0);
    for (std::size_t i = 0; i < n; ++i) {
        const auto cell = query::parseNumber(cells.stringAt(i));
        if (!cell) {
            continue;
        }
        out.known[i] = 1;
        const auto order = query::compareNumbers(*cell, literal);
        out.value[i] = order ? satisfies(*order, node.op) : node.op == CompareOp::NotEqual;
    }
}

// The text of each cell (its printed form for numbers) tested by CONTAINS, STARTS WITH or ~.
void testCellText(const Node& node, const ColumnData& cells, std::size_t n, Truth& out) {
    const std::string& needle = std::get<std::string>(node.value);
    std::string scratch;
    for (std::size_t i = 0; i < n; ++i) {
        std::string_view text;
        if (cells.type() == LogicalType::String) {
            text = cells.stringAt(i);
        } else {
            scratch.clear();
            cells.appendText(i, scratch);
            text = scratch;
        }
        switch (node.kind) {
        case Node::Kind::Contains:
            out.value[i] = text.find(needle) != std::string_view::npos;
            break;
        case Node::Kind::StartsWith:
            out.value[i] = text.substr(0, needle.size()) == needle;
            break;
        default:
            out.value[i] = std::regex_search(text.begin(), text.end(), *node.regex);
            break;
        }
    }
}

void evaluateNode(const Node& node, const BlockData& data, std::size_t rows, Truth& out);

// Rows the column does not cover (it was not decoded) and missing cells are unknown.
void markUnknownCells(const ColumnData& cells, std::size_t rows, Truth& out) {
    const std::size_t n = std::min(rows, cells.size());
    if (!cells.hasMissing() && n == rows) {
        return;
    }
    if (out.known.empty()) {
        out.known.assign(rows, 1);
    }
    // Through plain pointers: byte stores may alias a vector's own pointers, which would keep
    // the compiler from vectorising loops written with operator[].
    std::uint8_t* known = out.known.data();
    std::uint8_t* value = out.value.data();
    std::fill(known + n, known + rows, 0);
    std::fill(value + n, value + rows, 0);
    if (cells.hasMissing()) {
        const std::uint8_t* missing = cells.missingFlags().data();
        for (std::size_t i = 0; i < n; ++i) {
            const auto present = static_cast<std::uint8_t>(missing[i] == 0);
            known[i] &= present;
            value[i] &= present;
        }
    }
}

void evaluateLeaf(const Node& node, const ColumnData& cells, std::size_t rows, Truth& out) {
    out.value.assign(rows, 0);
    out.known.clear();
    const std::size_t n = std::min(rows, cells.size());
    if (node.kind == Node::Kind::IsMissing) {
        for (std::size_t i = 0; i < n; ++i) {
            out.value[i] = cells.isMissing(i) ? 1 : 0;
        }
        if (n < rows) {
            out.known.assign(rows, 1);
            std::fill(out.known.begin() + static_cast<std::ptrdiff_t>(n), out.known.end(), 0);
        }
        return;
    }
    if (node.kind != Node::Kind::Compare) {
        testCellText(node, cells, n, out);
    } else if (cells.type() == LogicalType::String) {
        compareTextCells(node, cells, n, out);
    } else {
        compareNumericCells(node, cells, n, out.value.data());
    }
    markUnknownCells(cells, rows, out);
}

void evaluateNot(const Node& node, const BlockData& data, std::size_t rows, Truth& out) {
    evaluateNode(node.children.front(), data, rows, out);
    std::uint8_t* value = out.value.data();
    if (out.known.empty()) {
        for (std::size_t i = 0; i < rows; ++i) {
            value[i] ^= 1;
        }
    } else {
        const std::uint8_t* known = out.known.data();
        for (std::size_t i = 0; i < rows; ++i) {
            value[i] = known[i] & (value[i] ^ 1);
        }
    }
}

// AND: false when either side is known false; OR: true when either side is true.
void evaluateJunction(const Node& node, const BlockData& data, std::size_t rows, Truth& out) {
    const bool conjunction = node.kind == Node::Kind::And;
    evaluateNode(node.children.front(), data, rows, out);
    Truth next;
    for (std::size_t c = 1; c < node.children.size(); ++c) {
        evaluateNode(node.children[c], data, rows, next);
        if (!out.known.empty() || !next.known.empty()) {
            if (out.known.empty()) {
                out.known.assign(rows, 1);
            }
            if (next.known.empty()) {
                next.known.assign(rows, 1);
            }
            const std::uint8_t* a = out.value.data();
            const std::uint8_t* b = next.value.data();
            const std::uint8_t* kb = next.known.data();
            std::uint8_t* ka = out.known.data();
            if (conjunction) {
                for (std::size_t i = 0; i < rows; ++i) {
                    ka[i] = (ka[i] & kb[i]) | (ka[i] & (a[i] ^ 1)) | (kb[i] & (b[i] ^ 1));
                }
            } else {
                for (std::size_t i = 0; i < rows; ++i) {
                    ka[i] = (ka[i] & kb[i]) | a[i] | b[i];
                }
            }
        }
        std::uint8_t* value = out.value.data();
        const std::uint8_t* other = next.value.data();
        if (conjunction) {
            for (std::size_t i = 0; i < rows; ++i) {
                value[i] &= other[i];
            }
        } else {
            for (std::size_t i = 0; i < rows; ++i) {
                value[i] |= other[i];
            }
        }
    }
}

void evaluateNode(const Node& node, const BlockData& data, std::size_t rows, Truth& out) {
    switch (node.kind) {
    case Node::Kind::And:
    case Node::Kind::Or:
        evaluateJunction(node, data, rows, out);
        return;
    case Node::Kind::Not:
        evaluateNot(node, data, rows, out);
        return;
    default:
        static const ColumnData absent;
        evaluateLeaf(node, node.column < data.columns.size() ? data.columns[node.column] : absent,
                     rows, out);
        return;
    }
}

// What the stored bounds of a block allow: can some row be true, can some row be false?
struct Possible {
    bool someTrue = true;
    bool someFalse = true;
};

Possible comparisonPossible(const Node& node, const Table& table, std::size_t block) {
    const LogicalType type = table.columns()[node.column].type;
    if (std::holds_alternative<std::string>(node.value)) {
        return {};
    }
    const auto bounds = table.blockBounds(block, node.column);
    if (!bounds) {
        return {};
    }
    const auto negative = [](const ColumnBounds::Value& value) {
        const auto* integer = std::get_if<std::int64_t>(&value);
        return integer != nullptr && *integer < 0;
    };
    if (isUnsigned(type) && (negative(bounds->min) || negative(bounds->max))) {
        return {}; // a value above INT64_MAX, read as signed
    }
    const query::Number literal = numericLiteral(node);
    const auto low = query::compareNumbers(bounds->min, literal);
    const auto high = query::compareNumbers(bounds->max, literal);
    if (!low || !high) {
        return {};
    }
    const bool single = *low == 0 && *high == 0;
    Possible possible;
    switch (node.op) {
    case CompareOp::Less:
        possible = {*low < 0, *high >= 0};
        break;
    case CompareOp::LessEqual:
        possible = {*low <= 0, *high > 0};
        break;
    case CompareOp::Equal:
        possible = {*low <= 0 && *high >= 0, !single};
        break;
    case CompareOp::NotEqual:
        possible = {!single, *low <= 0 && *high >= 0};
        break;
    case CompareOp::GreaterEqual:
        possible = {*high >= 0, *low < 0};
        break;
    case CompareOp::Greater:
        possible = {*high > 0, *low <= 0};
        break;
    }
    if (isFloating(type) || type == LogicalType::String) {
        // Bounds leave NaN out (text cells too, AT-1 decimals), and a NaN cell is false for every
        // comparison but !=.
        possible.someFalse = true;
        possible.someTrue = possible.someTrue || node.op == CompareOp::NotEqual;
    }
    return possible;
}

Possible possibleOutcomes(const Node& node, const Table& table, std::size_t block) {
    switch (node.kind) {
    case Node::Kind::Not: {
        const Possible inner = possibleOutcomes(node.children.front(), table, block);
        return {inner.someFalse, inner.someTrue};
    }
    case Node::Kind::And:
    case Node::Kind::Or: {
        const bool conjunction = node.kind == Node::Kind::And;
        Possible result{conjunction, !conjunction};
        for (const Node& child : node.children) {
            const Possible inner = possibleOutcomes(child, table, block);
            if (conjunction) {
                result.someTrue = result.someTrue && inner.someTrue;
                result.someFalse = result.someFalse || inner.someFalse;
            } else {
                result.someTrue = result.someTrue || inner.someTrue;
                result.someFalse = result.someFalse && inner.someFalse;
            }
        }
        return result;
    }
    case Node::Kind::Compare:
        return comparisonPossible(node, table, block);
    default:
        return {};
    }
}

} // namespace

bool QueryExpression::blockMayMatch(const Table& table, std::size_t block) const {
    return m_root == nullptr || possibleOutcomes(*m_root, table, block).someTrue;
}

void QueryExpression::evaluate(const BlockData& data, std::vector<std::uint8_t>& mask) const {
    const auto rows = static_cast<std::size_t>(data.rowCount);
    if (m_root == nullptr) {
        mask.assign(rows, 1);
        return;
    }
    Truth truth;
    evaluateNode(*m_root, data, rows, truth);
    mask = std::move(truth.value);
}

} // namespace strata
