#pragma once

#include "strata/column_data.h"
#include "strata/group_aggregates.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace strata {

// One key cell after its bins: a number (integers exact, others as double), a text, or missing.
struct KeyCell {
    enum class Kind : std::uint8_t { Integer, Real, Text, Missing };
    Kind kind = Kind::Missing;
    std::int64_t integer = 0;
    double real = 0; // NaN as the one quiet NaN
    std::string_view text;
};

KeyCell keyCell(const ColumnData& cells, std::size_t row, const KeyBins& bins);

// A key cell kept for ordering and output.
struct StoredKey {
    KeyCell::Kind kind = KeyCell::Kind::Missing;
    std::int64_t integer = 0;
    double real = 0;
    std::string text;
};

// Numbers by value (NaN after the others), text bytewise, missing last.
bool keyLess(const StoredKey& a, const StoredKey& b);
// The type a key column's cells take: the column's own, or float64 where bins of a fraction or
// of a float column give other numbers.
LogicalType keyType(const Column& column, const KeyBins& bins);
void appendKey(const StoredKey& key, ColumnData& cells);

// 64-bit keys to 32-bit numbers in an open-addressing table (linear probing, at most half
// full): the per-row lookup of grouping, where std::unordered_map follows a node pointer.
class FlatIndex {
public:
    static constexpr std::uint32_t none = 0xffffffffu;
    // The number stored for `key`, or none, in which case `number` is stored for it.
    std::uint32_t findOrAdd(std::int64_t key, std::uint32_t number);
    std::size_t size() const { return m_size; }

private:
    void grow();

    std::vector<std::int64_t> m_keys;
    std::vector<std::uint32_t> m_numbers; // none: the slot is free
    std::size_t m_size = 0;
};

// One key column's distinct cells, numbered from 0 in the order first seen.
class KeyNumbering {
public:
    std::uint32_t numberOf(const KeyCell& cell);
    // numberOf for the listed rows' cells, numbers[i * stride] for rows[i]; integers without
    // bins (the usual key: a code, a station, a date) by a table of the small ones.
    void numberRows(const ColumnData& cells, const KeyBins& bins,
                    std::span<const std::uint64_t> rows, std::uint32_t* numbers,
                    std::size_t stride);
    const StoredKey& value(std::uint32_t number) const { return m_values[number]; }
    std::size_t size() const { return m_values.size(); }

private:
    struct TextHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view text) const {
            return std::hash<std::string_view>{}(text);
        }
    };
    FlatIndex m_numbers; // a number's 64 bits (an integer, or a double's bits)
    std::unordered_map<std::string, std::uint32_t, TextHash, std::equal_to<>> m_texts;
    std::uint32_t m_missing = FlatIndex::none;
    static constexpr std::int64_t smallIntegers = 65536;
    std::vector<std::uint32_t> m_small; // integers 0 to smallIntegers - 1 by value
    std::vector<StoredKey> m_values;
};

} // namespace strata
