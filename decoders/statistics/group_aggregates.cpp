#include "strata/group_aggregates.h"

#include "statistics/aggregate_state.h"
#include "statistics/cell_key.h"
#include "statistics/group_index.h"
#include "statistics/group_keys.h"
#include "strata/table_query.h"

#include <algorithm>
#include <any>
#include <atomic>
#include <bit>
#include <charconv>
#include <cmath>
#include <memory>

namespace strata {
namespace {

// The aggregate functions by name, as the query language writes them.
struct FunctionName {
    std::string_view name;
    AggregateFunction function;
};
constexpr FunctionName functionNames[] = {
    {"count", AggregateFunction::Count}, {"min", AggregateFunction::Min},
    {"max", AggregateFunction::Max},     {"mean", AggregateFunction::Mean},
    {"avg", AggregateFunction::Mean},    {"sum", AggregateFunction::Sum},
    {"stdev", AggregateFunction::Stdev}, {"distinct", AggregateFunction::Distinct},
};

// Functions of numbers only: a text column has none to give.
bool takesNumbers(AggregateFunction function) {
    return function == AggregateFunction::Mean || function == AggregateFunction::Sum ||
           function == AggregateFunction::Stdev;
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
        return {};
    }
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// The named bins ("hour", "day", "month"), else a positive width.
struct BinName {
    std::string_view name;
    KeyBins::Kind kind;
};
constexpr BinName binNames[] = {
    {"hour", KeyBins::Kind::Hour}, {"day", KeyBins::Kind::Day}, {"month", KeyBins::Kind::Month}};

std::string binSuffix(const KeyBins& bins) {
    switch (bins.kind) {
    case KeyBins::Kind::None:
        return {};
    case KeyBins::Kind::Width:
        return ":" + numericKeyText(LogicalType::Float64, std::bit_cast<std::int64_t>(bins.width));
    default:
        for (const BinName& name : binNames) {
            if (name.kind == bins.kind) {
                return ":" + std::string(name.name);
            }
        }
    }
    return {};
}

} // namespace

namespace {

// Groups and their aggregates: one block's, made on a worker, or every block's so far, merged
// into on the calling thread in block order.
struct Grouping {
    Grouping(std::size_t keys, std::size_t aggregates)
        : index(keys)
        , states(aggregates) {}

    GroupIndex index;
    std::vector<std::uint64_t> groupRows;
    std::vector<std::vector<AggregateState>> states; // per aggregate, per group
    std::size_t distinctValues = 0;
    std::uint64_t rows = 0;
    bool limitHit = false;

    std::size_t held() const { return index.size() + distinctValues; }
    void grow() {
        groupRows.resize(index.size());
        for (auto& aggregate : states) {
            aggregate.resize(index.size());
        }
    }
};

std::shared_ptr<Grouping> groupBlock(const GroupByOptions& options, const BlockData& data,
                                     std::span<const std::uint64_t> rows) {
    auto grouping = std::make_shared<Grouping>(options.keys.size(), options.aggregates.size());
    std::vector<std::uint32_t> groups;
    if (!grouping->index.assign(options.keys, data, rows, groups, options.maxGroups)) {
        grouping->limitHit = true;
        return grouping;
    }
    grouping->grow();
    for (const std::uint32_t group : groups) {
        ++grouping->groupRows[group];
    }
    for (std::size_t a = 0; a < options.aggregates.size(); ++a) {
        if (const auto column = options.aggregates[a].column) {
            grouping->distinctValues += accumulateRows(options.aggregates[a], data.columns[*column],
                                                       rows, groups, grouping->states[a]);
        }
    }
    grouping->rows = rows.size();
    grouping->limitHit = grouping->held() > options.maxGroups;
    return grouping;
}

void mergeInto(Grouping& total, Grouping& block, const GroupByOptions& options,
               const std::vector<Column>& columns) {
    if (block.limitHit) {
        total.limitHit = true; // the block's groups alone are too many
        return;
    }
    for (std::size_t g = 0; g < block.index.size(); ++g) {
        const std::vector<const StoredKey*> key = block.index.key(g);
        const std::uint32_t group = total.index.groupOfKey(key);
        total.grow();
        total.groupRows[group] += block.groupRows[g];
        for (std::size_t a = 0; a < options.aggregates.size(); ++a) {
            const Aggregate& aggregate = options.aggregates[a];
            const LogicalType type =
                aggregate.column ? columns[*aggregate.column].type : LogicalType::Int64;
            total.distinctValues +=
                mergeState(aggregate, type, total.states[a][group], block.states[a][g]);
        }
    }
    total.rows += block.rows;
    total.limitHit = total.limitHit || block.limitHit || total.held() > options.maxGroups;
}

} // namespace

GroupByResult groupBy(const Table& table, const GroupByOptions& options,
                      const JobControl& control) {
    const auto& columns = table.columns();
    GroupByResult result;
    std::vector<std::size_t> needed;
    for (const GroupKey& key : options.keys) {
        const Column& column = columns.at(key.column);
        result.columns.push_back(
            {column.name + binSuffix(key.bins), keyType(column, key.bins), "group key", {}});
        needed.push_back(key.column);
    }
    result.keyCount = result.columns.size();
    for (const Aggregate& aggregate : options.aggregates) {
        result.columns.push_back(
            {aggregate.text, aggregateType(aggregate, columns), "aggregate", {}});
        if (aggregate.column) {
            needed.push_back(*aggregate.column);
        }
    }
    for (const Column& column : result.columns) {
        result.groups.columns.emplace_back(column.type);
    }
    std::sort(needed.begin(), needed.end());
    needed.erase(std::unique(needed.begin(), needed.end()), needed.end());

    Grouping total(options.keys.size(), options.aggregates.size());
    std::atomic<bool> stop{false};
    ScanOptions scan = scanFollowing(control, stop);
    scan.sinkColumns = needed;
    const ScanOutcome outcome = scanTableReduced(
        table, options.filter,
        [&options](std::size_t, const BlockData& data, std::span<const std::uint64_t> rows) {
            return std::any(groupBlock(options, data, rows));
        },
        [&](std::size_t, std::any& reduced) {
            if (total.limitHit) {
                return;
            }
            mergeInto(total, *std::any_cast<std::shared_ptr<Grouping>&>(reduced), options, columns);
            stop = stop || total.limitHit;
        },
        scan);
    result.rows = total.rows;
    result.limitHit = total.limitHit;
    result.cancelled = outcome.cancelled && !result.limitHit;
    result.diagnostics = outcome.diagnostics;
    if (result.limitHit) {
        return result;
    }
    if (options.keys.empty() && total.index.size() == 0) {
        total.index.groupOfKey({}); // aggregates of no rows, as SQL gives them: a count of 0
        total.grow();
    }
    const std::size_t count = total.index.size();
    std::vector<std::vector<const StoredKey*>> keys(count);
    for (std::size_t g = 0; g < count; ++g) {
        keys[g] = total.index.key(g);
    }
    std::vector<std::size_t> order(count);
    for (std::size_t g = 0; g < count; ++g) {
        order[g] = g;
    }
    const auto byKey = [&keys](std::size_t a, std::size_t b) {
        return std::lexicographical_compare(
            keys[a].begin(), keys[a].end(), keys[b].begin(), keys[b].end(),
            [](const StoredKey* x, const StoredKey* y) { return keyLess(*x, *y); });
    };
    const auto& groupRows = total.groupRows;
    if (options.order == GroupByOptions::Order::Count) {
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return groupRows[a] != groupRows[b] ? groupRows[a] > groupRows[b] : byKey(a, b);
        });
    } else {
        std::stable_sort(order.begin(), order.end(), byKey);
    }
    for (const std::size_t g : order) {
        result.groupRows.push_back(groupRows[g]);
        for (std::size_t k = 0; k < keys[g].size(); ++k) {
            appendKey(*keys[g][k], result.groups.columns[k]);
        }
        for (std::size_t a = 0; a < options.aggregates.size(); ++a) {
            appendAggregate(options.aggregates[a], total.states[a][g], groupRows[g],
                            result.groups.columns[result.keyCount + a]);
        }
    }
    result.groups.rowCount = count;
    return result;
}

std::variant<std::vector<Aggregate>, std::string>
parseAggregates(std::string_view text, const std::vector<Column>& columns) {
    std::vector<Aggregate> aggregates;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t open = text.find('(', at);
        const std::size_t close = open == std::string_view::npos ? open : text.find(')', open);
        if (close == std::string_view::npos) {
            return "'" + std::string(trimmed(text.substr(at))) +
                   "' is not an aggregate: write FUNCTION(COLUMN), such as mean(obsvalue@body)";
        }
        const std::string_view name = trimmed(text.substr(at, open - at));
        const std::string_view argument = trimmed(text.substr(open + 1, close - open - 1));
        const auto function = std::find_if(std::begin(functionNames), std::end(functionNames),
                                           [&](const FunctionName& f) { return f.name == name; });
        if (function == std::end(functionNames)) {
            return "unknown aggregate '" + std::string(name) +
                   "': count, min, max, mean (or avg), sum, stdev or distinct";
        }
        Aggregate aggregate;
        aggregate.function = function->function;
        aggregate.text = std::string(name) + "(" + std::string(argument) + ")";
        if (argument == "*") {
            if (aggregate.function != AggregateFunction::Count) {
                return aggregate.text + ": only count takes *";
            }
        } else {
            aggregate.column = findColumn(columns, argument);
            if (!aggregate.column) {
                return aggregate.text + ": the table has no column '" + std::string(argument) + "'";
            }
            if (takesNumbers(aggregate.function) &&
                columns[*aggregate.column].type == LogicalType::String) {
                return aggregate.text + ": '" + std::string(argument) + "' holds text, not numbers";
            }
        }
        aggregates.push_back(std::move(aggregate));
        at = close + 1;
        const std::size_t next = text.find_first_not_of(" \t", at);
        if (next == std::string_view::npos) {
            break;
        }
        if (text[next] != ',') {
            return "aggregates are separated by commas, not '" + std::string(text.substr(next)) +
                   "'";
        }
        at = next + 1;
    }
    if (aggregates.empty()) {
        return std::string("no aggregate given: such as count(*), mean(obsvalue@body)");
    }
    return aggregates;
}

std::variant<GroupKey, std::string> parseGroupKey(std::string_view text,
                                                  const std::vector<Column>& columns) {
    text = trimmed(text);
    if (const auto column = findColumn(columns, text)) {
        return GroupKey{*column, {}};
    }
    const std::size_t colon = text.rfind(':');
    const auto column =
        colon == std::string_view::npos ? std::nullopt : findColumn(columns, text.substr(0, colon));
    if (!column) {
        return "the table has no column '" +
               std::string(colon == std::string_view::npos ? text : text.substr(0, colon)) + "'";
    }
    const std::string_view spec = text.substr(colon + 1);
    GroupKey key{*column, {}};
    const auto named = std::find_if(std::begin(binNames), std::end(binNames),
                                    [&](const BinName& bin) { return bin.name == spec; });
    if (named != std::end(binNames)) {
        key.bins.kind = named->kind;
    } else {
        double width = 0;
        const auto parsed = std::from_chars(spec.data(), spec.data() + spec.size(), width);
        if (parsed.ec != std::errc() || parsed.ptr != spec.data() + spec.size() || !(width > 0) ||
            !std::isfinite(width)) {
            return "bins of '" + columns[*column].name +
                   "' are a positive width, hour, day or month, not '" + std::string(spec) + "'";
        }
        key.bins = {KeyBins::Kind::Width, width};
    }
    if (columns[*column].type == LogicalType::String) {
        return "'" + columns[*column].name + "' holds text: it has no bins";
    }
    return key;
}

} // namespace strata
