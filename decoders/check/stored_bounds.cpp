#include "strata/stored_bounds.h"

#include "strata/table.h"
#include "strata/value_text.h"

#include <array>
#include <charconv>
#include <cmath>
#include <limits>
#include <optional>
#include <utility>

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

// Text cells count when they read as numbers (AT-1 decimal columns keep their text).
ActualBounds stringBounds(const ColumnData& cells, std::size_t count) {
    ActualBounds bounds;
    for (std::size_t row = 0; row < count; ++row) {
        if (cells.isMissing(row)) {
            continue;
        }
        const std::string_view text = cells.stringAt(row);
        double value = 0;
        const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
        if (result.ec == std::errc() && result.ptr == text.data() + text.size()) {
            noteDouble(bounds, value);
        }
    }
    return bounds;
}

// The smallest and largest cells not marked missing, folded in independent lanes (each a short
// dependency chain; the compiler turns them into vector min and max). A missing cell takes part
// as `top` and `bottom`, which change no bound; a NaN fails both comparisons. Empty: top, bottom.
template <bool flagged, typename T>
std::pair<T, T> foldBounds(const T* values, const std::uint8_t* missing, std::size_t count, T top,
                           T bottom) {
    constexpr std::size_t lanes = 8;
    std::array<T, lanes> low;
    std::array<T, lanes> high;
    low.fill(top);
    high.fill(bottom);
    const auto fold = [&](std::size_t lane, std::size_t i) {
        const bool skip = flagged && missing[i] != 0;
        const T forLow = skip ? top : values[i];
        const T forHigh = skip ? bottom : values[i];
        low[lane] = forLow < low[lane] ? forLow : low[lane];
        high[lane] = high[lane] < forHigh ? forHigh : high[lane];
    };
    std::size_t i = 0;
    for (; i + lanes <= count; i += lanes) {
        for (std::size_t lane = 0; lane < lanes; ++lane) {
            fold(lane, i + lane);
        }
    }
    for (; i < count; ++i) {
        fold(0, i);
    }
    T lowest = top;
    T highest = bottom;
    for (std::size_t lane = 0; lane < lanes; ++lane) {
        lowest = low[lane] < lowest ? low[lane] : lowest;
        highest = highest < high[lane] ? high[lane] : highest;
    }
    return {lowest, highest};
}

template <typename T>
std::pair<T, T> foldBounds(const T* values, const std::uint8_t* missing, std::size_t count, T top,
                           T bottom) {
    return missing != nullptr ? foldBounds<true>(values, missing, count, top, bottom)
                              : foldBounds<false>(values, missing, count, top, bottom);
}

// Integers convert to double in order, so the double bounds are the integer bounds converted.
ActualBounds integerBounds(const std::int64_t* values, const std::uint8_t* missing,
                           std::size_t count) {
    const auto [low, high] =
        foldBounds(values, missing, count, std::numeric_limits<std::int64_t>::max(),
                   std::numeric_limits<std::int64_t>::min());
    ActualBounds bounds;
    if (low <= high) { // some cell is present
        bounds.minInteger = low;
        bounds.maxInteger = high;
        bounds.min = static_cast<double>(low);
        bounds.max = static_cast<double>(high);
    }
    return bounds;
}

// The first present cell equal to `value`: of equal values a walk in row order keeps the first,
// which tells -0 from 0 (their texts differ); lanes may not.
double firstEqual(double value, const double* values, const std::uint8_t* missing,
                  std::size_t count) {
    for (std::size_t i = 0; i < count; ++i) {
        if (values[i] == value && (missing == nullptr || missing[i] == 0)) {
            return values[i];
        }
    }
    return value;
}

ActualBounds floatingBounds(const double* values, const std::uint8_t* missing, std::size_t count) {
    constexpr double infinity = std::numeric_limits<double>::infinity();
    const auto [low, high] = foldBounds(values, missing, count, infinity, -infinity);
    ActualBounds bounds;
    if (low <= high) { // some cell is a number
        bounds.min = low == 0 ? firstEqual(low, values, missing, count) : low;
        bounds.max = high == 0 ? firstEqual(high, values, missing, count) : high;
    }
    return bounds;
}

// The block's smallest and largest values.
ActualBounds actualBounds(const ColumnData& cells, std::uint64_t rows) {
    const auto count = static_cast<std::size_t>(std::min<std::uint64_t>(rows, cells.size()));
    const std::uint8_t* missing = cells.hasMissing() ? cells.missingFlags().data() : nullptr;
    if (cells.type() == LogicalType::String) {
        return stringBounds(cells, count);
    }
    if (isFloating(cells.type())) {
        return floatingBounds(cells.doubles().data(), missing, count);
    }
    return integerBounds(cells.ints().data(), missing, count);
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

void compareColumnBounds(const Table& table, std::size_t block, const BlockData& data,
                         std::size_t c, std::vector<Diagnostic>& found) {
    if (c >= table.columns().size() || c >= data.columns.size()) {
        return;
    }
    const std::optional<ColumnBounds> stored = table.blockBounds(block, c);
    if (!stored) {
        return;
    }
    const ActualBounds actual = actualBounds(data.columns[c], data.rowCount);
    if (!actual.min) {
        return; // nothing to compare with: every cell missing
    }
    const LogicalType type = data.columns[c].type();
    const int low = compare(stored->min, actual.minInteger, *actual.min, type);
    const int high = compare(stored->max, actual.maxInteger, *actual.max, type);
    if (low == 0 && high == 0) {
        return;
    }
    const TableBlock& where = table.blocks().at(block);
    // Said at the field that holds the bound, which lies in the file; a block's range comes
    // from metadata that may be damaged (a chunk offset of 64 MiB in a 374-byte file).
    const std::uint64_t offset =
        stored->field.length > 0 ? stored->field.offset : where.range.offset;
    const std::string path = table.blockNodePath(block);
    const std::string& name = table.columns()[c].name;
    const std::string column = name.empty() ? "#" + std::to_string(c) : name;
    const std::string actualMin =
        actual.minInteger ? boundText(*actual.minInteger) : boundText(*actual.min);
    const std::string actualMax =
        actual.maxInteger ? boundText(*actual.maxInteger) : boundText(*actual.max);
    if (low > 0) {
        found.push_back({Severity::Error, offset, path,
                         "column " + column + ": stored min " + boundText(stored->min) +
                             " > actual min " + actualMin});
    } else if (low < 0) {
        found.push_back({Severity::Warning, offset, path,
                         "column " + column + ": stored min " + boundText(stored->min) +
                             " < actual min " + actualMin + " (a loose bound)"});
    }
    if (high < 0) {
        found.push_back({Severity::Error, offset, path,
                         "column " + column + ": stored max " + boundText(stored->max) +
                             " < actual max " + actualMax});
    } else if (high > 0) {
        found.push_back({Severity::Warning, offset, path,
                         "column " + column + ": stored max " + boundText(stored->max) +
                             " > actual max " + actualMax + " (a loose bound)"});
    }
}

std::vector<Diagnostic> compareStoredBounds(const Table& table, std::size_t block,
                                            const BlockData& data) {
    std::vector<Diagnostic> found;
    for (std::size_t c = 0; c < table.columns().size() && c < data.columns.size(); ++c) {
        compareColumnBounds(table, block, data, c, found);
    }
    return found;
}

} // namespace strata
