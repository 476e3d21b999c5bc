#include "statistics/aggregate_state.h"

#include "statistics/cell_key.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace strata {
namespace {

// Neumaier's compensated sum: the rounding error of each addition kept apart.
inline void addCompensated(AggregateState& state, double value) {
    const double total = state.sum + value;
    state.compensation += std::abs(state.sum) >= std::abs(value) ? (state.sum - total) + value
                                                                 : (value - total) + state.sum;
    state.sum = total;
}

// What a function keeps of a number: only what its result needs (a division per value for
// Welford's mean would slow the others).
inline void addNumber(AggregateFunction function, AggregateState& state, double value) {
    ++state.count;
    switch (function) {
    case AggregateFunction::Min:
    case AggregateFunction::Max:
        state.min = state.count == 1 ? value : std::min(state.min, value);
        state.max = state.count == 1 ? value : std::max(state.max, value);
        return;
    case AggregateFunction::Stdev: {
        const double delta = value - state.mean;
        state.mean += delta / static_cast<double>(state.count);
        state.squares += delta * (value - state.mean);
        return;
    }
    default:
        addCompensated(state, value);
        return;
    }
}

// Calls visit(state, row) for each listed row whose cell is not missing; the loop the hot
// paths below share, with the missing test hoisted when the column has none.
template <typename Visit>
void forPresent(const ColumnData& cells, std::span<const std::uint64_t> rows,
                std::span<const std::uint32_t> groups, std::vector<AggregateState>& states,
                Visit visit) {
    const std::size_t size = cells.size();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto row = static_cast<std::size_t>(rows[i]);
        if (row < size && !cells.isMissing(row)) {
            visit(states[groups[i]], row);
        }
    }
}

template <typename Less>
void addIntegerBounds(const ColumnData& cells, std::span<const std::uint64_t> rows,
                      std::span<const std::uint32_t> groups, std::vector<AggregateState>& states,
                      Less less) {
    forPresent(cells, rows, groups, states, [&](AggregateState& state, std::size_t row) {
        const std::int64_t value = cells.intAt(row);
        if (state.count++ == 0) {
            state.minInteger = state.maxInteger = value;
        } else {
            state.minInteger = less(value, state.minInteger) ? value : state.minInteger;
            state.maxInteger = less(state.maxInteger, value) ? value : state.maxInteger;
        }
    });
}

} // namespace

std::size_t accumulateRows(const Aggregate& aggregate, const ColumnData& cells,
                           std::span<const std::uint64_t> rows,
                           std::span<const std::uint32_t> groups,
                           std::vector<AggregateState>& states) {
    const LogicalType type = cells.type();
    const bool text = type == LogicalType::String;
    std::size_t added = 0;
    switch (aggregate.function) {
    case AggregateFunction::Count:
        forPresent(cells, rows, groups, states,
                   [](AggregateState& state, std::size_t) { ++state.count; });
        return 0;
    case AggregateFunction::Distinct:
        forPresent(cells, rows, groups, states, [&](AggregateState& state, std::size_t row) {
            if (text) {
                if (!state.distinctTexts) {
                    state.distinctTexts = std::make_unique<std::unordered_set<std::string>>();
                }
                added += state.distinctTexts->emplace(cells.stringAt(row)).second ? 1 : 0;
            } else {
                if (!state.distinctNumbers) {
                    state.distinctNumbers = std::make_unique<std::unordered_set<std::int64_t>>();
                }
                added += state.distinctNumbers->insert(numericKey(cells, row)).second ? 1 : 0;
            }
        });
        return added;
    case AggregateFunction::Min:
    case AggregateFunction::Max:
        if (text) {
            forPresent(cells, rows, groups, states, [&](AggregateState& state, std::size_t row) {
                const std::string_view value = cells.stringAt(row);
                if (state.count++ == 0 || value < state.minText) {
                    state.minText = value;
                }
                if (state.count == 1 || value > state.maxText) {
                    state.maxText = value;
                }
            });
            return 0;
        }
        if (type == LogicalType::Int64) {
            addIntegerBounds(cells, rows, groups, states, std::less<std::int64_t>());
            return 0;
        }
        if (isIntegral(type)) {
            addIntegerBounds(cells, rows, groups, states, [](std::int64_t a, std::int64_t b) {
                return static_cast<std::uint64_t>(a) < static_cast<std::uint64_t>(b);
            });
            return 0;
        }
        break;
    default:
        break;
    }
    const auto add = [&](auto function) {
        if (isFloating(type)) {
            forPresent(cells, rows, groups, states, [&](AggregateState& state, std::size_t row) {
                const double value = cells.doubleAt(row);
                if (!std::isnan(value)) {
                    addNumber(function, state, value);
                }
            });
        } else if (type == LogicalType::Int64) {
            forPresent(cells, rows, groups, states, [&](AggregateState& state, std::size_t row) {
                addNumber(function, state, static_cast<double>(cells.intAt(row)));
            });
        } else {
            forPresent(cells, rows, groups, states, [&](AggregateState& state, std::size_t row) {
                addNumber(function, state,
                          static_cast<double>(static_cast<std::uint64_t>(cells.intAt(row))));
            });
        }
    };
    // Each function its own loop, so that the switch in addNumber folds away.
    switch (aggregate.function) {
    case AggregateFunction::Min:
    case AggregateFunction::Max:
        add(std::integral_constant<AggregateFunction, AggregateFunction::Min>());
        break;
    case AggregateFunction::Stdev:
        add(std::integral_constant<AggregateFunction, AggregateFunction::Stdev>());
        break;
    default:
        add(std::integral_constant<AggregateFunction, AggregateFunction::Sum>());
        break;
    }
    return 0;
}

std::size_t mergeState(const Aggregate& aggregate, LogicalType type, AggregateState& into,
                       AggregateState& from) {
    if (from.count == 0 && !from.distinctNumbers && !from.distinctTexts) {
        return 0;
    }
    const bool first = into.count == 0;
    const std::uint64_t before = into.count;
    into.count += from.count;
    switch (aggregate.function) {
    case AggregateFunction::Count:
        return 0;
    case AggregateFunction::Distinct: {
        std::size_t added = 0;
        if (from.distinctTexts) {
            if (!into.distinctTexts) {
                into.distinctTexts = std::move(from.distinctTexts);
                return into.distinctTexts->size();
            }
            for (auto& text : *from.distinctTexts) {
                added += into.distinctTexts->insert(text).second ? 1 : 0;
            }
        }
        if (from.distinctNumbers) {
            if (!into.distinctNumbers) {
                into.distinctNumbers = std::move(from.distinctNumbers);
                return into.distinctNumbers->size();
            }
            for (const std::int64_t number : *from.distinctNumbers) {
                added += into.distinctNumbers->insert(number).second ? 1 : 0;
            }
        }
        return added;
    }
    case AggregateFunction::Min:
    case AggregateFunction::Max:
        if (type == LogicalType::String) {
            if (first || from.minText < into.minText) {
                into.minText = std::move(from.minText);
            }
            if (first || from.maxText > into.maxText) {
                into.maxText = std::move(from.maxText);
            }
        } else if (isIntegral(type)) {
            const auto less = [type](std::int64_t a, std::int64_t b) {
                return type == LogicalType::Int64
                           ? a < b
                           : static_cast<std::uint64_t>(a) < static_cast<std::uint64_t>(b);
            };
            into.minInteger =
                first || less(from.minInteger, into.minInteger) ? from.minInteger : into.minInteger;
            into.maxInteger =
                first || less(into.maxInteger, from.maxInteger) ? from.maxInteger : into.maxInteger;
        } else {
            into.min = first ? from.min : std::min(into.min, from.min);
            into.max = first ? from.max : std::max(into.max, from.max);
        }
        return 0;
    case AggregateFunction::Stdev: {
        // Chan, Golub and LeVeque's pairwise update of Welford's mean and squares.
        const double a = static_cast<double>(before);
        const double b = static_cast<double>(from.count);
        const double delta = from.mean - into.mean;
        into.mean += delta * b / (a + b);
        into.squares += from.squares + delta * delta * a * b / (a + b);
        return 0;
    }
    default:
        addCompensated(into, from.sum);
        into.compensation += from.compensation;
        return 0;
    }
}

LogicalType aggregateType(const Aggregate& aggregate, const std::vector<Column>& columns) {
    switch (aggregate.function) {
    case AggregateFunction::Count:
    case AggregateFunction::Distinct:
        return LogicalType::UInt64;
    case AggregateFunction::Min:
    case AggregateFunction::Max: {
        const LogicalType type = columns[*aggregate.column].type;
        return type == LogicalType::Bitfield ? LogicalType::UInt64 : type;
    }
    default:
        return LogicalType::Float64;
    }
}

void appendAggregate(const Aggregate& aggregate, const AggregateState& state, std::uint64_t rows,
                     ColumnData& cells) {
    switch (aggregate.function) {
    case AggregateFunction::Count:
        cells.appendInt(static_cast<std::int64_t>(aggregate.column ? state.count : rows));
        return;
    case AggregateFunction::Distinct:
        cells.appendInt(static_cast<std::int64_t>(state.distinctTexts ? state.distinctTexts->size()
                                                  : state.distinctNumbers
                                                      ? state.distinctNumbers->size()
                                                      : 0));
        return;
    default:
        break;
    }
    if (state.count == 0) {
        cells.appendMissing();
        return;
    }
    const bool minimum = aggregate.function == AggregateFunction::Min;
    switch (aggregate.function) {
    case AggregateFunction::Min:
    case AggregateFunction::Max:
        if (cells.type() == LogicalType::String) {
            cells.appendString(minimum ? state.minText : state.maxText);
        } else if (isIntegral(cells.type())) {
            cells.appendInt(minimum ? state.minInteger : state.maxInteger);
        } else {
            cells.appendDouble(minimum ? state.min : state.max);
        }
        return;
    case AggregateFunction::Sum:
        cells.appendDouble(state.sum + state.compensation);
        return;
    case AggregateFunction::Mean:
        // The compensated sum over the count, as SQL's avg; Welford's mean serves stdev.
        cells.appendDouble((state.sum + state.compensation) / static_cast<double>(state.count));
        return;
    case AggregateFunction::Stdev:
        cells.appendDouble(
            std::sqrt(std::max(0.0, state.squares / static_cast<double>(state.count))));
        return;
    default:
        return;
    }
}

} // namespace strata
