#include "strata/value_counts.h"

#include "statistics/cell_key.h"
#include "strata/table_query.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <unordered_map>

namespace strata {
namespace {

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
