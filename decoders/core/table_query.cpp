#include "strata/table_query.h"

#include "strata/csv_writer.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <charconv>
#include <optional>

namespace strata {
namespace {

using Number = std::variant<std::int64_t, double>;

std::optional<Number> parseNumber(std::string_view text) {
    if (text.empty()) {
        return std::nullopt;
    }
    const char* begin = text.data();
    const char* end = begin + text.size();
    std::int64_t integer = 0;
    auto result = std::from_chars(begin, end, integer);
    if (result.ec == std::errc() && result.ptr == end) {
        return integer;
    }
    double real = 0;
    result = std::from_chars(begin, end, real);
    if (result.ec == std::errc() && result.ptr == end) {
        return real;
    }
    return std::nullopt;
}

// -1, 0, 1; integers compare exactly, anything else as doubles.
int compareNumbers(const Number& a, const Number& b) {
    if (std::holds_alternative<std::int64_t>(a) && std::holds_alternative<std::int64_t>(b)) {
        const auto x = std::get<std::int64_t>(a);
        const auto y = std::get<std::int64_t>(b);
        return x < y ? -1 : (x > y ? 1 : 0);
    }
    const auto toDouble = [](const Number& n) {
        return std::visit([](auto v) { return static_cast<double>(v); }, n);
    };
    const double x = toDouble(a);
    const double y = toDouble(b);
    return x < y ? -1 : (x > y ? 1 : 0);
}

int compareText(std::string_view a, std::string_view b) {
    const int order = a.compare(b);
    return order < 0 ? -1 : (order > 0 ? 1 : 0);
}

bool satisfies(int order, CompareOp op) {
    switch (op) {
    case CompareOp::Less:
        return order < 0;
    case CompareOp::LessEqual:
        return order <= 0;
    case CompareOp::Equal:
        return order == 0;
    case CompareOp::GreaterEqual:
        return order >= 0;
    case CompareOp::Greater:
        return order > 0;
    }
    return false;
}

// The order of a bound against the predicate value, when they can be compared.
std::optional<int> compareBound(const ColumnBounds::Value& bound, const Predicate& predicate) {
    const auto value = parseNumber(predicate.value);
    if (!value) {
        return std::nullopt;
    }
    return compareNumbers(bound, *value);
}

} // namespace

Predicate parsePredicate(std::string_view expression, const std::vector<Column>& columns) {
    static constexpr std::pair<std::string_view, CompareOp> operators[] = {
        {"<=", CompareOp::LessEqual},
        {">=", CompareOp::GreaterEqual},
        {"<", CompareOp::Less},
        {">", CompareOp::Greater},
        {"=", CompareOp::Equal}};
    std::size_t position = std::string_view::npos;
    std::size_t length = 0;
    Predicate predicate;
    for (std::size_t i = 0; i < expression.size() && position == std::string_view::npos; ++i) {
        for (const auto& [text, op] : operators) {
            if (expression.substr(i, text.size()) == text) {
                position = i;
                length = text.size();
                predicate.op = op;
                break;
            }
        }
    }
    if (position == std::string_view::npos) {
        throw PredicateError("'" + std::string(expression) + "' has no operator (< <= = >= >)");
    }
    const auto trim = [](std::string_view text) {
        const auto first = text.find_first_not_of(' ');
        if (first == std::string_view::npos) {
            return std::string_view();
        }
        return text.substr(first, text.find_last_not_of(' ') - first + 1);
    };
    const std::string_view name = trim(expression.substr(0, position));
    predicate.value = std::string(trim(expression.substr(position + length)));
    if (name.empty()) {
        throw PredicateError("'" + std::string(expression) + "' names no column");
    }
    const std::optional<std::size_t> column = findColumn(columns, name);
    if (!column) {
        throw PredicateError(name[0] == '#'
                                 ? "no column " + std::string(name) + " (the table has " +
                                       std::to_string(columns.size()) + ")"
                                 : "no column named '" + std::string(name) + "'");
    }
    predicate.column = *column;
    return predicate;
}

bool cellMatches(const ColumnData& column, std::size_t row, const Predicate& predicate) {
    if (row >= column.size() || column.isMissing(row)) {
        return false;
    }
    const auto value = parseNumber(predicate.value);
    if (isIntegral(column.type()) || column.type() == LogicalType::Bitfield) {
        if (!value) {
            return false;
        }
        const std::int64_t cell = column.intAt(row);
        if (column.type() == LogicalType::UInt64 && cell < 0) {
            const double unsignedCell = static_cast<double>(static_cast<std::uint64_t>(cell));
            return satisfies(compareNumbers(unsignedCell, *value), predicate.op);
        }
        return satisfies(compareNumbers(cell, *value), predicate.op);
    }
    if (isFloating(column.type())) {
        return value && satisfies(compareNumbers(column.doubleAt(row), *value), predicate.op);
    }
    const std::string_view text = column.stringAt(row);
    if (value) {
        const auto cell = parseNumber(text);
        return cell && satisfies(compareNumbers(*cell, *value), predicate.op);
    }
    return satisfies(compareText(text, predicate.value), predicate.op);
}

bool boundsMayMatch(const ColumnBounds& bounds, const Predicate& predicate) {
    const auto low = compareBound(bounds.min, predicate);  // min against the value
    const auto high = compareBound(bounds.max, predicate); // max against the value
    if (!low || !high) {
        return true;
    }
    switch (predicate.op) {
    case CompareOp::Less:
        return *low < 0;
    case CompareOp::LessEqual:
        return *low <= 0;
    case CompareOp::Equal:
        return *low <= 0 && *high >= 0;
    case CompareOp::GreaterEqual:
        return *high >= 0;
    case CompareOp::Greater:
        return *high > 0;
    }
    return true;
}

ScanOutcome scanTable(const Table& table, std::span<const Predicate> predicates,
                      const MatchSink& sink) {
    ScanOutcome outcome;
    const auto& blocks = table.blocks();
    outcome.blockCount = blocks.size();
    std::vector<std::size_t> predicateColumns;
    for (const auto& predicate : predicates) {
        predicateColumns.push_back(predicate.column);
    }
    std::sort(predicateColumns.begin(), predicateColumns.end());
    predicateColumns.erase(std::unique(predicateColumns.begin(), predicateColumns.end()),
                           predicateColumns.end());
    std::vector<std::size_t> otherColumns;
    for (std::size_t c = 0; c < table.columns().size(); ++c) {
        if (!std::binary_search(predicateColumns.begin(), predicateColumns.end(), c)) {
            otherColumns.push_back(c);
        }
    }
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        const bool excluded =
            std::any_of(predicates.begin(), predicates.end(), [&](const Predicate& p) {
                const auto bounds = table.blockBounds(b, p.column);
                return bounds && !boundsMayMatch(*bounds, p);
            });
        if (excluded) {
            outcome.skippedBlocks.push_back(b);
            continue;
        }
        try {
            BlockData data = table.readBlockColumns(b, predicateColumns);
            outcome.decodedColumnBlocks += predicateColumns.size();
            std::vector<std::uint64_t> rows;
            for (std::uint64_t r = 0; r < data.rowCount; ++r) {
                const bool all =
                    std::all_of(predicates.begin(), predicates.end(), [&](const Predicate& p) {
                        return cellMatches(data.columns[p.column], static_cast<std::size_t>(r), p);
                    });
                if (all) {
                    rows.push_back(r);
                }
            }
            if (!rows.empty() && !otherColumns.empty()) {
                BlockData rest = table.readBlockColumns(b, otherColumns);
                outcome.decodedColumnBlocks += otherColumns.size();
                for (const std::size_t c : otherColumns) {
                    data.columns[c] = std::move(rest.columns[c]);
                }
                data.diagnostics.insert(data.diagnostics.end(), rest.diagnostics.begin(),
                                        rest.diagnostics.end());
            }
            outcome.diagnostics.insert(outcome.diagnostics.end(), data.diagnostics.begin(),
                                       data.diagnostics.end());
            if (!rows.empty()) {
                sink(b, data, rows);
            }
        } catch (const DecodeError& error) {
            outcome.diagnostics.push_back(
                {Severity::Error, error.offset(), blocks[b].nodePath, error.what()});
        }
    }
    return outcome;
}

} // namespace strata
