#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

namespace strata {

// A list of units in which runs of like ones are stored once: a frame's million zero chunks are
// one run, so memory follows the runs, not the count the file states (a count can be stated in a
// few bytes). Each run keeps its first unit's value; a unit's place in its run (index - first)
// gives what differs along the run (its offset in the data).
template <class Value> class RunList {
public:
    struct Run {
        std::uint64_t first = 0;
        std::uint64_t count = 0;
        Value value;

        std::uint64_t end() const { return first + count; }
    };

    std::uint64_t size() const { return m_runs.empty() ? 0 : m_runs.back().end(); }
    bool empty() const { return m_runs.empty(); }
    std::span<const Run> runs() const { return m_runs; }

    // Adds `count` units of `value` as a run of their own.
    void append(Value value, std::uint64_t count = 1) {
        if (count > 0) {
            m_runs.push_back({size(), count, std::move(value)});
        }
    }
    // Adds one unit: to the last run when its value is the same, else as a run of its own.
    void add(const Value& value) {
        if (!m_runs.empty() && m_runs.back().value == value) {
            extendLast(1);
        } else {
            append(value);
        }
    }
    // Run `run`'s value, to set what does not split the runs (a unit's place found afterwards).
    Value& valueOf(std::size_t run) { return m_runs[run].value; }
    // Makes the last run `count` units longer.
    void extendLast(std::uint64_t count) { m_runs.back().count += count; }

    // The run that holds unit `index` (< size()).
    const Run& runOf(std::uint64_t index) const {
        if (index >= size()) {
            throw std::out_of_range("RunList: index past the end");
        }
        const auto after = std::upper_bound(
            m_runs.begin(), m_runs.end(), index,
            [](std::uint64_t wanted, const Run& run) { return wanted < run.first; });
        return *std::prev(after);
    }
    const Value& operator[](std::uint64_t index) const { return runOf(index).value; }
    const Value& back() const { return m_runs.back().value; }

private:
    std::vector<Run> m_runs;
};

} // namespace strata
