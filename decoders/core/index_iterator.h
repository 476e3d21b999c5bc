#pragma once

#include <cstddef>
#include <iterator>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace strata {

// Walks a list that keeps its units packed and hands each out as a value made when asked
// (list[index]), so that `for (const Unit unit : list)` reads them in order.
template <class List> class IndexIterator {
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = std::decay_t<decltype(std::declval<const List&>()[0])>;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = value_type;

    IndexIterator(const List& list, std::size_t index)
        : m_list(&list)
        , m_index(index) {}
    value_type operator*() const { return (*m_list)[m_index]; }
    IndexIterator& operator++() {
        ++m_index;
        return *this;
    }
    bool operator==(const IndexIterator& other) const { return m_index == other.m_index; }

private:
    const List* m_list;
    std::size_t m_index;
};

// What a list that hands its units out by value (Derived::operator[], Derived::size) also
// offers: bounds-checked access, the last unit, and iteration.
template <class Derived> class ValueList {
public:
    bool empty() const { return self().size() == 0; }
    // Throws std::out_of_range past the end.
    auto at(std::size_t index) const {
        if (index >= self().size()) {
            throw std::out_of_range("index " + std::to_string(index) + " past the last of " +
                                    std::to_string(self().size()));
        }
        return self()[index];
    }
    auto back() const { return self()[self().size() - 1]; }
    IndexIterator<Derived> begin() const { return {self(), 0}; }
    IndexIterator<Derived> end() const { return {self(), self().size()}; }

private:
    const Derived& self() const { return static_cast<const Derived&>(*this); }
};

} // namespace strata
