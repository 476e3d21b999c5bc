#include "statistics/group_keys.h"

#include "statistics/cell_key.h"
#include "statistics/distinct_counter.h"

#include <bit>
#include <cmath>

namespace strata {
namespace {

std::int64_t floorDivide(std::int64_t value, std::int64_t divisor) {
    const std::int64_t quotient = value / divisor;
    return quotient * divisor > value ? quotient - 1 : quotient;
}

bool integralWidth(const KeyBins& bins) {
    return bins.kind != KeyBins::Kind::Width ||
           (bins.width >= 1 && bins.width < 1e15 && bins.width == std::floor(bins.width));
}

// What a date or time bin divides by: ODB-2 dates are YYYYMMDD and times HHMMSS.
std::int64_t divisorOf(KeyBins::Kind kind) {
    return kind == KeyBins::Kind::Hour ? 10000 : kind == KeyBins::Kind::Month ? 100 : 1;
}

} // namespace

KeyCell keyCell(const ColumnData& cells, std::size_t row, const KeyBins& bins) {
    KeyCell cell;
    if (row >= cells.size() || cells.isMissing(row)) {
        return cell;
    }
    if (cells.type() == LogicalType::String) {
        cell.kind = KeyCell::Kind::Text;
        cell.text = cells.stringAt(row);
        return cell;
    }
    const bool integral = !isFloating(cells.type());
    if (integral && integralWidth(bins)) {
        cell.kind = KeyCell::Kind::Integer;
        const std::int64_t value = cells.intAt(row);
        if (bins.kind == KeyBins::Kind::Width) {
            const auto width = static_cast<std::int64_t>(bins.width);
            cell.integer = floorDivide(value, width) * width;
        } else if (const std::int64_t divisor = divisorOf(bins.kind); divisor != 1) {
            cell.integer = floorDivide(value, divisor);
        } else {
            cell.integer = value;
        }
        return cell;
    }
    double value = integral ? static_cast<double>(cells.intAt(row)) : cells.doubleAt(row);
    if (bins.kind == KeyBins::Kind::Width && std::isfinite(value)) {
        value = std::floor(value / bins.width) * bins.width;
    } else if (bins.kind != KeyBins::Kind::None && std::isfinite(value)) {
        value = std::floor(value / static_cast<double>(divisorOf(bins.kind)));
    }
    cell.kind = KeyCell::Kind::Real;
    cell.real = std::isnan(value) ? std::nan("") : value;
    return cell;
}

bool keyLess(const StoredKey& a, const StoredKey& b) {
    if (a.kind != b.kind) {
        return static_cast<int>(a.kind) < static_cast<int>(b.kind);
    }
    switch (a.kind) {
    case KeyCell::Kind::Integer:
        return a.integer < b.integer;
    case KeyCell::Kind::Real:
        return numericKeyLess(LogicalType::Float64, std::bit_cast<std::int64_t>(a.real),
                              std::bit_cast<std::int64_t>(b.real));
    case KeyCell::Kind::Text:
        return a.text < b.text;
    case KeyCell::Kind::Missing:
        break;
    }
    return false;
}

LogicalType keyType(const Column& column, const KeyBins& bins) {
    if (column.type == LogicalType::String) {
        return column.type;
    }
    if (isIntegral(column.type)) {
        return !integralWidth(bins)                   ? LogicalType::Float64
               : column.type == LogicalType::Bitfield ? LogicalType::UInt64
                                                      : column.type;
    }
    return bins.kind == KeyBins::Kind::None ? column.type : LogicalType::Float64;
}

void appendKey(const StoredKey& key, ColumnData& cells) {
    switch (key.kind) {
    case KeyCell::Kind::Integer:
        if (isFloating(cells.type())) {
            cells.appendDouble(static_cast<double>(key.integer));
        } else {
            cells.appendInt(key.integer);
        }
        return;
    case KeyCell::Kind::Real:
        cells.appendDouble(key.real);
        return;
    case KeyCell::Kind::Text:
        cells.appendString(key.text);
        return;
    case KeyCell::Kind::Missing:
        cells.appendMissing();
        return;
    }
}

std::uint32_t FlatIndex::findOrAdd(std::int64_t key, std::uint32_t number) {
    if (2 * (m_size + 1) > m_keys.size()) {
        grow();
    }
    const std::size_t mask = m_keys.size() - 1;
    for (std::size_t slot = mixBits(static_cast<std::uint64_t>(key)) & mask;;
         slot = (slot + 1) & mask) {
        if (m_numbers[slot] == none) {
            m_keys[slot] = key;
            m_numbers[slot] = number;
            ++m_size;
            return none;
        }
        if (m_keys[slot] == key) {
            return m_numbers[slot];
        }
    }
}

void FlatIndex::grow() {
    std::vector<std::int64_t> keys(std::max<std::size_t>(64, 2 * m_keys.size()));
    std::vector<std::uint32_t> numbers(keys.size(), none);
    const std::size_t mask = keys.size() - 1;
    for (std::size_t old = 0; old < m_keys.size(); ++old) {
        if (m_numbers[old] == none) {
            continue;
        }
        std::size_t slot = mixBits(static_cast<std::uint64_t>(m_keys[old])) & mask;
        while (numbers[slot] != none) {
            slot = (slot + 1) & mask;
        }
        keys[slot] = m_keys[old];
        numbers[slot] = m_numbers[old];
    }
    m_keys = std::move(keys);
    m_numbers = std::move(numbers);
}

std::uint32_t KeyNumbering::numberOf(const KeyCell& cell) {
    const auto next = static_cast<std::uint32_t>(m_values.size());
    std::uint32_t found = FlatIndex::none;
    switch (cell.kind) {
    case KeyCell::Kind::Integer:
        found = m_numbers.findOrAdd(cell.integer, next);
        break;
    case KeyCell::Kind::Real:
        found = m_numbers.findOrAdd(std::bit_cast<std::int64_t>(cell.real), next);
        break;
    case KeyCell::Kind::Text:
        if (const auto text = m_texts.find(cell.text); text != m_texts.end()) {
            found = text->second;
        } else {
            m_texts.emplace(std::string(cell.text), next);
        }
        break;
    case KeyCell::Kind::Missing:
        found = m_missing;
        if (found == FlatIndex::none) {
            m_missing = next;
        }
        break;
    }
    if (found != FlatIndex::none) {
        return found;
    }
    m_values.push_back({cell.kind, cell.integer, cell.real, std::string(cell.text)});
    return next;
}

void KeyNumbering::numberRows(const ColumnData& cells, const KeyBins& bins,
                              std::span<const std::uint64_t> rows, std::uint32_t* numbers,
                              std::size_t stride) {
    const bool plainIntegers = isIntegral(cells.type()) && (bins.kind == KeyBins::Kind::None ||
                                                            bins.kind == KeyBins::Kind::Day);
    if (!plainIntegers) {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            numbers[i * stride] = numberOf(keyCell(cells, static_cast<std::size_t>(rows[i]), bins));
        }
        return;
    }
    const std::size_t size = cells.size();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto row = static_cast<std::size_t>(rows[i]);
        if (row >= size || cells.isMissing(row)) {
            numbers[i * stride] = numberOf(KeyCell{});
            continue;
        }
        const std::int64_t value = cells.intAt(row);
        if (value < 0 || value >= smallIntegers) {
            numbers[i * stride] = numberOf({KeyCell::Kind::Integer, value, 0, {}});
            continue;
        }
        const auto index = static_cast<std::size_t>(value);
        if (index >= m_small.size()) {
            m_small.resize(std::max<std::size_t>(index + 1, 2 * m_small.size()), FlatIndex::none);
        }
        if (m_small[index] == FlatIndex::none) {
            m_small[index] = numberOf({KeyCell::Kind::Integer, value, 0, {}});
        }
        numbers[i * stride] = m_small[index];
    }
}

} // namespace strata
