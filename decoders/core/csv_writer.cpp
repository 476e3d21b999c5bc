#include "strata/csv_writer.h"

#include "strata/value_text.h"

#include <charconv>

namespace strata {
namespace {

constexpr std::size_t flushThreshold = 1 << 20;

std::vector<std::size_t> allColumns(std::size_t count) {
    std::vector<std::size_t> indexes(count);
    for (std::size_t i = 0; i < count; ++i) {
        indexes[i] = i;
    }
    return indexes;
}

} // namespace

std::string columnDisplayName(const std::vector<Column>& columns, std::size_t index) {
    if (index < columns.size() && !columns[index].name.empty()) {
        return columns[index].name;
    }
    std::string name = "c";
    name += std::to_string(index);
    return name;
}

std::optional<std::size_t> findColumn(const std::vector<Column>& columns, std::string_view name) {
    if (!name.empty() && name[0] == '#') {
        std::size_t index = 0;
        const auto result = std::from_chars(name.data() + 1, name.data() + name.size(), index);
        if (result.ec != std::errc() || result.ptr != name.data() + name.size() ||
            index >= columns.size()) {
            return std::nullopt;
        }
        return index;
    }
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (columnDisplayName(columns, c) == name) {
            return c;
        }
    }
    return std::nullopt;
}

CsvWriter::CsvWriter(CsvOptions options, Output output)
    : m_options(std::move(options))
    , m_output(std::move(output))
    , m_numbersBare(m_options.quoting != CsvOptions::Quoting::All &&
                    std::string_view("0123456789.-+eainf").find(m_options.delimiter) ==
                        std::string_view::npos) {
    m_buffer.reserve(flushThreshold + 4096);
}

CsvWriter::~CsvWriter() = default;

void CsvWriter::appendField(std::string_view text) {
    if (m_recordStarted) {
        m_buffer += m_options.delimiter;
    }
    m_recordStarted = true;
    bool quote = m_options.quoting == CsvOptions::Quoting::All;
    if (m_options.quoting == CsvOptions::Quoting::Minimal) {
        for (const char c : text) {
            if (c == m_options.delimiter || c == '"' || c == '\n' || c == '\r') {
                quote = true;
                break;
            }
        }
    }
    if (!quote) {
        m_buffer += text;
        return;
    }
    m_buffer += '"';
    for (const char c : text) {
        if (c == '"') {
            m_buffer += '"';
        }
        m_buffer += c;
    }
    m_buffer += '"';
}

void CsvWriter::endRecord() {
    m_buffer += m_options.lineEnd == CsvOptions::LineEnd::CrLf ? "\r\n" : "\n";
    m_recordStarted = false;
    if (m_buffer.size() >= flushThreshold) {
        flush();
    }
}

void CsvWriter::writeHeader(const std::vector<Column>& columns,
                            std::span<const std::size_t> columnIndexes) {
    if (!m_options.headerRow) {
        return;
    }
    const auto all = allColumns(columns.size());
    const auto selected = columnIndexes.empty() ? std::span<const std::size_t>(all) : columnIndexes;
    if (selected.empty()) {
        return;
    }
    for (const std::size_t index : selected) {
        appendField(columnDisplayName(columns, index));
    }
    endRecord();
}

void CsvWriter::appendCell(const ColumnData& column, std::size_t row) {
    if (column.isMissing(row)) {
        appendField(m_options.missingText);
        return;
    }
    const LogicalType type = column.type();
    if (type == LogicalType::String) {
        appendField(column.stringAt(row));
        return;
    }
    const bool fixed = isFloating(type) && m_options.floatFormat == CsvOptions::FloatFormat::Fixed;
    if (!m_numbersBare) {
        m_cell.clear();
        fixed ? appendFixed(m_cell, column.doubleAt(row), m_options.fixedDigits)
              : column.appendText(row, m_cell);
        appendField(m_cell);
        return;
    }
    // Numbers never need quotes unless the delimiter is part of them: straight into the buffer.
    if (m_recordStarted) {
        m_buffer += m_options.delimiter;
    }
    m_recordStarted = true;
    fixed ? appendFixed(m_buffer, column.doubleAt(row), m_options.fixedDigits)
          : column.appendText(row, m_buffer);
}

void CsvWriter::writeRows(const BlockData& block, std::uint64_t firstRow, std::uint64_t rowCount,
                          std::span<const std::size_t> columnIndexes) {
    const auto all = allColumns(block.columns.size());
    const auto selected = columnIndexes.empty() ? std::span<const std::size_t>(all) : columnIndexes;
    if (selected.empty()) {
        return;
    }
    const std::uint64_t end = std::min<std::uint64_t>(firstRow + rowCount, block.rowCount);
    for (std::uint64_t row = firstRow; row < end; ++row) {
        for (const std::size_t index : selected) {
            appendCell(block.columns[index], static_cast<std::size_t>(row));
        }
        endRecord();
    }
}

void CsvWriter::flush() {
    if (!m_buffer.empty()) {
        m_output(m_buffer);
        m_buffer.clear();
    }
}

} // namespace strata
