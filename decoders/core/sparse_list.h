#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace strata {

// Values that few units of a long list have (a damaged frame among 300,000 sound ones), kept by
// the unit's index: memory follows the units that have one, not the list's length.
template <class Value> class SparseList {
public:
    // The value of unit `index`, or null when it has none.
    const Value* find(std::uint64_t index) const {
        const auto found = std::lower_bound(m_entries.begin(), m_entries.end(), index, before);
        return found != m_entries.end() && found->first == index ? &found->second : nullptr;
    }

    // The value of unit `index`, made (default) when it has none; units come in order mostly,
    // so a new one is appended.
    Value& at(std::uint64_t index) {
        if (m_entries.empty() || m_entries.back().first < index) {
            return m_entries.emplace_back(index, Value{}).second;
        }
        const auto found = std::lower_bound(m_entries.begin(), m_entries.end(), index, before);
        if (found != m_entries.end() && found->first == index) {
            return found->second;
        }
        return m_entries.emplace(found, index, Value{})->second;
    }

private:
    using Entry = std::pair<std::uint64_t, Value>;

    static bool before(const Entry& entry, std::uint64_t index) { return entry.first < index; }

    std::vector<Entry> m_entries; // by index
};

} // namespace strata
