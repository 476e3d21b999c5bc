#include "strata/value_counts.h"

#include "strata/table_query.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <unordered_map>

namespace strata {
namespace {

// A numeric cell as a map key: its 64 bits (doubles bit for bit, every NaN as one).
std::int64_t numericKey(const ColumnData& cells, std::size_t row) {
    if (!isFloating(cells.type())) {
        return cells.intAt(row);
    }
    const double value = cells.doubleAt(row);
    return std::bit_cast<std::int64_t>(std::isnan(value) ? std::nan("") : value);
}

// Orders numeric keys by the values they hold (NaN last).
bool numericKeyLess(LogicalType type, std::int64_t a, std::int64_t b) {
    if (isFloating(type)) {
        const auto x = std::bit_cast<double>(a);
        const auto y = std::bit_cast<double>(b);
        if (std::isnan(x) || std::isnan(y)) {
            return !std::isnan(x) && std::isnan(y);
        }
        return x < y;
    }
    if (type == LogicalType::UInt64 || type == LogicalType::Bitfield) {
        return static_cast<std::uint64_t>(a) < static_cast<std::uint64_t>(b);
    }
    return a < b;
}

std::string numericKeyText(LogicalType type, std::int64_t key) {
    ColumnData cell(type);
    if (isFloating(type)) {
        cell.appendDouble(std::bit_cast<double>(key));
    } else {
        cell.appendInt(key);
    }
    std::string text;
    cell.appendText(0, text);
    return text;
}

// The `top` entries of a count map, count descending then key ascending.
template <typename Key, typename Less>
std::vector<std::pair<Key, std::uint64_t>>
mostFrequent(const std::unordered_map<Key, std::uint64_t>& counts, std::size_t top, Less less) {
    std::vector<std::pair<Key, std::uint64_t>> entries(counts.begin(), counts.end());
    const auto order = [&less](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : less(a.first, b.first);
    };
    const std::size_t kept = top == 0 ? entries.size() : std::min(top, entries.size());
    std::partial_sort(entries.begin(), entries.begin() + static_cast<std::ptrdiff_t>(kept),
                      entries.end(), order);
    entries.resize(kept);
    return entries;
}

} // namespace

ValueCounts countValues(const Table& table, std::size_t column, const ValueCountOptions& options,
                        const JobControl& control) {
    const LogicalType type = table.columns().at(column).type;
    std::unordered_map<std::int64_t, std::uint64_t> numberCounts;
    std::unordered_map<std::string, std::uint64_t> textCounts;
    ValueCounts counts;

    // The scan stops when the caller cancels or the bound is hit.
    std::atomic<bool> stop{false};
    ScanOptions scan = scanFollowing(control, stop);
    scan.sinkColumns = std::vector<std::size_t>{column};
    const ScanOutcome outcome = scanTable(
        table, options.filter,
        [&](std::size_t, const BlockData& data, std::span<const std::uint64_t> rows) {
            if (counts.boundHit || column >= data.columns.size()) {
                return;
            }
            const ColumnData& cells = data.columns[column];
            counts.rows += rows.size();
            for (const std::uint64_t row : rows) {
                const auto r = static_cast<std::size_t>(row);
                if (r >= cells.size() || cells.isMissing(r)) {
                    ++counts.missing;
                } else if (type == LogicalType::String) {
                    ++textCounts[std::string(cells.stringAt(r))];
                } else {
                    ++numberCounts[numericKey(cells, r)];
                }
            }
            if (numberCounts.size() + textCounts.size() > options.maxDistinct) {
                counts.boundHit = true;
                stop = true;
            }
        },
        scan);
    counts.cancelled = outcome.cancelled && !counts.boundHit;
    counts.diagnostics = outcome.diagnostics;
    counts.distinct = numberCounts.size() + textCounts.size();
    if (counts.boundHit) {
        return counts;
    }
    if (type == LogicalType::String) {
        for (auto& [value, count] :
             mostFrequent(textCounts, options.top, std::less<std::string>())) {
            counts.top.push_back({value, count});
        }
    } else {
        const auto less = [type](std::int64_t a, std::int64_t b) {
            return numericKeyLess(type, a, b);
        };
        for (const auto& [key, count] : mostFrequent(numberCounts, options.top, less)) {
            counts.top.push_back({numericKeyText(type, key), count});
        }
    }
    return counts;
}

} // namespace strata
