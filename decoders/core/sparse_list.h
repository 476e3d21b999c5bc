#pragma once

#include <cstdint>
#include <map>

namespace strata {

// Values that few units of a long list have (a damaged frame among 300,000 sound ones), kept by
// the unit's index: memory follows the units that have one, not the list's length. A map: the
// values come in any order (a frame's damage found while opening, its bad md5 after), and a
// hostile file may give every other unit one.
template <class Value> class SparseList {
public:
    // The value of unit `index`, or null when it has none.
    const Value* find(std::uint64_t index) const {
        const auto found = m_values.find(index);
        return found != m_values.end() ? &found->second : nullptr;
    }

    // The value of unit `index`, made (default) when it has none.
    Value& at(std::uint64_t index) { return m_values[index]; }

private:
    std::map<std::uint64_t, Value> m_values;
};

} // namespace strata
