#include "strata/column_data.h"

#include "strata/value_text.h"

namespace strata {

std::string_view logicalTypeName(LogicalType type) {
    switch (type) {
    case LogicalType::Int64:
        return "INTEGER";
    case LogicalType::UInt64:
        return "UNSIGNED";
    case LogicalType::Float32:
        return "REAL";
    case LogicalType::Float64:
        return "DOUBLE";
    case LogicalType::String:
        return "STRING";
    case LogicalType::Bitfield:
        return "BITFIELD";
    }
    return "UNKNOWN";
}

bool isIntegral(LogicalType type) {
    return type == LogicalType::Int64 || type == LogicalType::UInt64 ||
           type == LogicalType::Bitfield;
}

bool isFloating(LogicalType type) {
    return type == LogicalType::Float32 || type == LogicalType::Float64;
}

std::size_t ColumnData::size() const {
    if (isFloating(m_type)) {
        return m_doubles.size();
    }
    if (m_type == LogicalType::String) {
        return m_offsets.size() - 1;
    }
    return m_ints.size();
}

void ColumnData::reserve(std::size_t rows) {
    if (isFloating(m_type)) {
        m_doubles.reserve(rows);
    } else if (m_type == LogicalType::String) {
        m_offsets.reserve(rows + 1);
    } else {
        m_ints.reserve(rows);
    }
}

void ColumnData::appendString(std::string_view value) {
    m_chars.append(value);
    m_offsets.push_back(m_chars.size());
    markAppendedPresent();
}

void ColumnData::growMissing() {
    if (m_missing.size() < size()) {
        m_missing.resize(size(), 0);
    }
}

void ColumnData::appendMissing(std::size_t count) {
    if (count == 0) {
        return;
    }
    growMissing();
    if (isFloating(m_type)) {
        m_doubles.resize(m_doubles.size() + count, 0.0);
    } else if (m_type == LogicalType::String) {
        m_offsets.resize(m_offsets.size() + count, m_chars.size());
    } else {
        m_ints.resize(m_ints.size() + count, 0);
    }
    m_missing.resize(size(), 1);
}

void ColumnData::setMissing(std::size_t row) {
    growMissing();
    m_missing[row] = 1;
}

ColumnData ColumnData::selectRows(std::span<const std::uint64_t> rows) const {
    ColumnData selected(m_type);
    selected.reserve(rows.size());
    for (const std::uint64_t row : rows) {
        const auto r = static_cast<std::size_t>(row);
        if (isMissing(r)) {
            selected.appendMissing();
        } else if (isFloating(m_type)) {
            selected.appendDouble(m_doubles[r]);
        } else if (m_type == LogicalType::String) {
            selected.appendString(stringAt(r));
        } else {
            selected.appendInt(m_ints[r]);
        }
    }
    return selected;
}

void ColumnData::appendText(std::size_t row, std::string& out) const {
    if (isMissing(row)) {
        return;
    }
    switch (m_type) {
    case LogicalType::Int64:
        appendInteger(out, m_ints[row]);
        break;
    case LogicalType::UInt64:
    case LogicalType::Bitfield:
        appendUnsigned(out, static_cast<std::uint64_t>(m_ints[row]));
        break;
    case LogicalType::Float32:
        appendShortest(out, static_cast<float>(m_doubles[row]));
        break;
    case LogicalType::Float64:
        appendShortest(out, m_doubles[row]);
        break;
    case LogicalType::String:
        out += stringAt(row);
        break;
    }
}

} // namespace strata
