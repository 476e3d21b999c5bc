#include "strata/stored_bounds.h"

#include "strata/csv_writer.h"
#include "strata/value_text.h"

#include <charconv>
#include <cmath>
#include <optional>

namespace strata {
namespace {

struct ActualBounds {
    std::optional<std::int64_t> minInteger, maxInteger;
    std::optional<double> min, max;
};

void noteDouble(ActualBounds& bounds, double value) {
    if (std::isnan(value)) {
        return;
    }
    bounds.min = bounds.min ? std::min(*bounds.min, value) : value;
    bounds.max = bounds.max ? std::max(*bounds.max, value) : value;
}

// The block's smallest and largest values; text cells count when they read as numbers (AT-1
// decimal columns keep their text).
ActualBounds actualBounds(const ColumnData& cells, std::uint64_t rows) {
    ActualBounds bounds;
    const auto count = static_cast<std::size_t>(std::min<std::uint64_t>(rows, cells.size()));
    for (std::size_t row = 0; row < count; ++row) {
        if (cells.isMissing(row)) {
            continue;
        }
        if (cells.type() == LogicalType::String) {
            const std::string_view text = cells.stringAt(row);
            double value = 0;
            const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
            if (result.ec == std::errc() && result.ptr == text.data() + text.size()) {
                noteDouble(bounds, value);
            }
        } else if (isFloating(cells.type())) {
            noteDouble(bounds, cells.doubleAt(row));
        } else {
            const std::int64_t value = cells.intAt(row);
            bounds.minInteger = bounds.minInteger ? std::min(*bounds.minInteger, value) : value;
            bounds.maxInteger = bounds.maxInteger ? std::max(*bounds.maxInteger, value) : value;
            noteDouble(bounds, static_cast<double>(value));
        }
    }
    return bounds;
}

std::string boundText(const ColumnBounds::Value& value) {
    std::string text;
    if (const auto* integer = std::get_if<std::int64_t>(&value)) {
        appendInteger(text, *integer);
    } else {
        appendShortest(text, std::get<double>(value));
    }
    return text;
}

// -1, 0, 1 as stored < = > actual; integers compare exactly when both sides are integers.
// Float32 cells compare with the stored bound rounded to float (ODB-2 keeps double bounds of
// short_real columns).
int compare(const ColumnBounds::Value& stored, const std::optional<std::int64_t>& actualInteger,
            double actual, LogicalType type) {
    if (const auto* integer = std::get_if<std::int64_t>(&stored); integer && actualInteger) {
        return *integer < *actualInteger ? -1 : *integer > *actualInteger ? 1 : 0;
    }
    double value = std::holds_alternative<double>(stored)
                       ? std::get<double>(stored)
                       : static_cast<double>(std::get<std::int64_t>(stored));
    if (type == LogicalType::Float32) {
        value = static_cast<float>(value);
        actual = static_cast<float>(actual);
    }
    return value < actual ? -1 : value > actual ? 1 : 0;
}

} // namespace

std::vector<Diagnostic> compareStoredBounds(const Table& table, std::size_t block,
                                            const BlockData& data) {
    std::vector<Diagnostic> found;
    const TableBlock& where = table.blocks().at(block);
    for (std::size_t c = 0; c < table.columns().size() && c < data.columns.size(); ++c) {
        const std::optional<ColumnBounds> stored = table.blockBounds(block, c);
        if (!stored) {
            continue;
        }
        const ActualBounds actual = actualBounds(data.columns[c], data.rowCount);
        if (!actual.min) {
            continue; // nothing to compare with: every cell missing
        }
        const std::string& name = table.columns()[c].name;
        const std::string column = name.empty() ? "#" + std::to_string(c) : name;
        const LogicalType type = data.columns[c].type();
        const int low = compare(stored->min, actual.minInteger, *actual.min, type);
        const int high = compare(stored->max, actual.maxInteger, *actual.max, type);
        const std::string actualMin =
            actual.minInteger ? boundText(*actual.minInteger) : boundText(*actual.min);
        const std::string actualMax =
            actual.maxInteger ? boundText(*actual.maxInteger) : boundText(*actual.max);
        if (low > 0) {
            found.push_back({Severity::Error, where.range.offset, where.nodePath,
                             "column " + column + ": stored min " + boundText(stored->min) +
                                 " > actual min " + actualMin});
        } else if (low < 0) {
            found.push_back({Severity::Warning, where.range.offset, where.nodePath,
                             "column " + column + ": stored min " + boundText(stored->min) +
                                 " < actual min " + actualMin + " (a loose bound)"});
        }
        if (high < 0) {
            found.push_back({Severity::Error, where.range.offset, where.nodePath,
                             "column " + column + ": stored max " + boundText(stored->max) +
                                 " < actual max " + actualMax});
        } else if (high > 0) {
            found.push_back({Severity::Warning, where.range.offset, where.nodePath,
                             "column " + column + ": stored max " + boundText(stored->max) +
                                 " > actual max " + actualMax + " (a loose bound)"});
        }
    }
    return found;
}

} // namespace strata
