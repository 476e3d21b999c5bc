#include "strata/json_lines_writer.h"

#include "strata/json_text.h"
#include "strata/value_text.h"

#include <cmath>

namespace strata {

JsonLinesWriter::JsonLinesWriter(const std::vector<Column>& columns, TextBuffer buffer,
                                 std::atomic<std::uint64_t>* nonFinite)
    : m_buffer(std::move(buffer))
    , m_nonFinite(nonFinite) {
    m_buffer.clear();
    for (std::size_t c = 0; c < columns.size(); ++c) {
        std::string key;
        appendJsonString(key, columns[c].name, NonUtf8Bytes::Surrogate);
        key += ':';
        m_keys.push_back(std::move(key));
        m_types.push_back(columns[c].type);
        m_all.push_back(c);
    }
}

TextBuffer JsonLinesWriter::takeText() {
    return std::move(m_buffer);
}

void JsonLinesWriter::writeRow(const BlockData& block, std::size_t row,
                               std::span<const std::size_t> columnIndexes) {
    const auto selected =
        columnIndexes.empty() ? std::span<const std::size_t>(m_all) : columnIndexes;
    m_line.clear();
    m_line += '{';
    for (std::size_t i = 0; i < selected.size(); ++i) {
        const std::size_t c = selected[i];
        if (i != 0) {
            m_line += ',';
        }
        m_line += m_keys[c];
        if (c < block.columns.size()) {
            appendValue(block.columns[c], row);
        } else {
            m_line += "null";
        }
    }
    m_line += "}\n";
    m_buffer.append(m_line);
}

void JsonLinesWriter::appendValue(const ColumnData& column, std::size_t row) {
    if (row >= column.size() || column.isMissing(row)) {
        m_line += "null";
        return;
    }
    switch (column.type()) {
    case LogicalType::Int64:
        appendInteger(m_line, column.intAt(row));
        return;
    case LogicalType::UInt64:
    case LogicalType::Bitfield:
        appendUnsigned(m_line, static_cast<std::uint64_t>(column.intAt(row)));
        return;
    case LogicalType::Float32:
    case LogicalType::Float64: {
        const double value = column.doubleAt(row);
        if (!std::isfinite(value)) {
            m_line += "null";
            if (m_nonFinite != nullptr) {
                m_nonFinite->fetch_add(1, std::memory_order_relaxed);
            }
        } else if (column.type() == LogicalType::Float32) {
            appendShortest(m_line, static_cast<float>(value));
        } else {
            appendShortest(m_line, value);
        }
        return;
    }
    case LogicalType::String:
        appendJsonString(m_line, column.stringAt(row), NonUtf8Bytes::Surrogate);
        return;
    }
}

} // namespace strata
