#include "strata/csv_writer.h"

#include "strata/value_text.h"

#include <algorithm>
#include <charconv>
#include <cstring>

namespace strata {
namespace {

constexpr std::size_t flushThreshold = 1 << 20;

// A block's decoded columns (megabytes) have left the core's cache by the time its rows are
// written, and thirty columns read side by side are more streams than the hardware prefetcher
// follows: every eighth row, each numeric column's cache line of values this many rows ahead is
// fetched.
constexpr std::uint64_t valuesPerLine = 8;
constexpr std::uint64_t prefetchRows = 64;

std::vector<std::size_t> allColumns(std::size_t count) {
    std::vector<std::size_t> indexes(count);
    for (std::size_t i = 0; i < count; ++i) {
        indexes[i] = i;
    }
    return indexes;
}

// Out of line: inlined, the string comparison keeps the number check around it from being
// inlined into the loop over a record's cells.
[[gnu::noinline]] bool sameString(const ColumnData& column, std::size_t row) {
    return column.sameCell(row - 1, row);
}

// Whether none of a double column's first cells may be a short decimal: its values need most of
// their 17 digits, and the look for a short decimal before std::to_chars is skipped for the
// block (the text is the same either way).
bool needsLongText(const ColumnData& column) {
    constexpr std::size_t sampled = 16;
    const auto& values = column.doubles();
    const std::size_t count = std::min(values.size(), sampled);
    return count == sampled && std::none_of(values.begin(), values.begin() + count,
                                            [](double value) { return mayBeShortDecimal(value); });
}

} // namespace

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
        if (columns[c].name == name) {
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
    if (m_output) {
        m_buffer.room(flushThreshold + 4096);
    }
}

CsvWriter::CsvWriter(CsvOptions options, TextBuffer buffer)
    : CsvWriter(std::move(options), nullptr) {
    m_buffer = std::move(buffer);
    m_buffer.clear();
}

CsvWriter::~CsvWriter() = default;

bool CsvWriter::needsQuotes(std::string_view text) const {
    switch (m_options.quoting) {
    case CsvOptions::Quoting::All:
        return true;
    case CsvOptions::Quoting::Never:
        return false;
    case CsvOptions::Quoting::Minimal:
        break;
    }
    for (const char c : text) {
        if (c == m_options.delimiter || c == '"' || c == '\n' || c == '\r') {
            return true;
        }
    }
    return false;
}

void CsvWriter::startField() {
    if (m_recordStarted) {
        m_buffer.append(m_options.delimiter);
    }
    m_recordStarted = true;
}

void CsvWriter::appendText(std::string_view text, bool quote) {
    if (!quote) {
        m_buffer.append(text);
        return;
    }
    char* at = m_buffer.room(2 * text.size() + 2);
    *at++ = '"';
    for (const char c : text) {
        if (c == '"') {
            *at++ = '"';
        }
        *at++ = c;
    }
    *at++ = '"';
    m_buffer.commit(at);
}

void CsvWriter::appendField(std::string_view text) {
    startField();
    appendText(text, needsQuotes(text));
}

void CsvWriter::endRecord() {
    // A record with no bytes is one empty field: written bare it is a blank line, which Python's
    // csv module and pandas skip, losing the row. Quoted it survives, whatever the quoting mode
    // (never-quoting has no other way to keep the row).
    if (m_buffer.size() == m_recordStart) {
        m_buffer.append("\"\"");
    }
    if (m_options.lineEnd == CsvOptions::LineEnd::CrLf) {
        m_buffer.append("\r\n");
    } else {
        m_buffer.append('\n');
    }
    m_recordStarted = false;
    m_recordStart = m_buffer.size();
    if (m_output && m_buffer.size() >= flushThreshold) {
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
        appendField(columns[index].name); // an empty name stays empty: it is the column's name
    }
    endRecord();
}

CsvWriter::CellFormat CsvWriter::cellFormat(const ColumnData& column) const {
    const LogicalType type = column.type();
    if (type == LogicalType::String) {
        return CellFormat::String;
    }
    if (!m_numbersBare) {
        return CellFormat::Text;
    }
    if (isFloating(type) && m_options.floatFormat == CsvOptions::FloatFormat::Fixed) {
        return CellFormat::Fixed;
    }
    switch (type) {
    case LogicalType::Int64:
        return CellFormat::Integer;
    case LogicalType::Float32:
        return CellFormat::Float32;
    case LogicalType::Float64:
        return CellFormat::Float64;
    default:
        return CellFormat::Unsigned;
    }
}

void CsvWriter::appendCell(const ColumnData& column, CellFormat format, std::size_t row) {
    if (column.isMissing(row)) {
        appendText(m_options.missingText, needsQuotes(m_options.missingText));
        return;
    }
    if (format == CellFormat::String) {
        const std::string_view text = column.stringAt(row);
        appendText(text, needsQuotes(text));
        return;
    }
    if (format == CellFormat::Text) {
        m_cell.clear();
        if (isFloating(column.type()) && m_options.floatFormat == CsvOptions::FloatFormat::Fixed) {
            appendFixed(m_cell, column.doubleAt(row), m_options.fixedDigits);
        } else {
            column.appendText(row, m_cell);
        }
        appendText(m_cell, needsQuotes(m_cell));
        return;
    }
    // Numbers never need quotes unless the delimiter is part of them: straight into the buffer.
    char* at = m_buffer.room(format == CellFormat::Fixed ? maxFixedText(m_options.fixedDigits)
                                                         : maxNumberText);
    switch (format) {
    case CellFormat::Integer:
        at = writeInteger(at, column.intAt(row));
        break;
    case CellFormat::Unsigned:
        at = writeUnsigned(at, static_cast<std::uint64_t>(column.intAt(row)));
        break;
    case CellFormat::Float32:
        at = writeShortest(at, static_cast<float>(column.doubleAt(row)));
        break;
    case CellFormat::Float64:
        at = writeShortest(at, column.doubleAt(row));
        break;
    case CellFormat::Float64Long:
        at = writeShortestLong(at, column.doubleAt(row));
        break;
    default:
        at = writeFixed(at, column.doubleAt(row), m_options.fixedDigits);
        break;
    }
    m_buffer.commit(at);
}

inline bool CsvWriter::repeatsAbove(const ColumnCursor& cursor, std::size_t row) {
    if (!cursor.textValid) {
        return false;
    }
    if (cursor.values == nullptr) {
        return sameString(*cursor.column, row);
    }
    if (cursor.missing != nullptr && (cursor.missing[row - 1] | cursor.missing[row]) != 0) {
        return cursor.missing[row - 1] != 0 && cursor.missing[row] != 0;
    }
    std::uint64_t above = 0;
    std::uint64_t cell = 0;
    const auto* values = static_cast<const char*>(cursor.values);
    std::memcpy(&above, values + (row - 1) * sizeof above, sizeof above);
    std::memcpy(&cell, values + row * sizeof cell, sizeof cell);
    return above == cell;
}

// The cells of a run of selected columns that all repeat the row above: their text, with the
// delimiters between, is one piece of the record above (an observation's eighteen header
// columns are one copy).
void CsvWriter::copyRepeatedRun(std::size_t first, std::size_t end, bool delimited) {
    constexpr std::size_t shortText = 16;
    const std::size_t from = m_cursors[first].textOffset;
    const ColumnCursor& last = m_cursors[end - 1];
    const std::size_t length = last.textOffset + last.textLength - from;
    char* to = m_buffer.room(1 + std::max(length, shortText));
    if (delimited) {
        *to++ = m_options.delimiter;
    }
    const char* source = m_buffer.view().data() + from;
    if (length <= shortText) {
        // One fixed-size move instead of a library call; the bytes past the text are rewritten.
        std::memmove(to, source, shortText);
    } else {
        std::memcpy(to, source, length);
    }
    const std::size_t shift = static_cast<std::size_t>(to - m_buffer.view().data()) - from;
    for (std::size_t i = first; i < end; ++i) {
        m_cursors[i].textOffset += shift;
    }
    m_buffer.commit(to + length);
}

bool CsvWriter::selectColumns(const BlockData& block, std::span<const std::size_t> columnIndexes) {
    const auto all = allColumns(block.columns.size());
    const auto selected = columnIndexes.empty() ? std::span<const std::size_t>(all) : columnIndexes;
    m_cursors.clear();
    for (const std::size_t index : selected) {
        const ColumnData& column = block.columns[index];
        ColumnCursor cursor{&column, cellFormat(column)};
        if (cursor.format == CellFormat::Float64 && needsLongText(column)) {
            cursor.format = CellFormat::Float64Long;
        }
        if (column.type() != LogicalType::String) {
            cursor.values = isFloating(column.type())
                                ? static_cast<const void*>(column.doubles().data())
                                : static_cast<const void*>(column.ints().data());
            cursor.missing = column.hasMissing() ? column.missingFlags().data() : nullptr;
        }
        m_cursors.push_back(cursor);
    }
    return !m_cursors.empty();
}

void CsvWriter::writeRecord(std::size_t row) {
    const std::size_t count = m_cursors.size();
    std::size_t i = 0;
    while (i < count) {
        const bool delimited = i != 0 || m_recordStarted;
        std::size_t end = i;
        while (end < count && repeatsAbove(m_cursors[end], row)) {
            ++end;
        }
        if (end != i) {
            copyRepeatedRun(i, end, delimited);
            i = end;
            continue;
        }
        ColumnCursor& cursor = m_cursors[i];
        if (delimited) {
            m_buffer.append(m_options.delimiter);
        }
        cursor.textOffset = m_buffer.size();
        appendCell(*cursor.column, cursor.format, row);
        cursor.textLength = m_buffer.size() - cursor.textOffset;
        cursor.textValid = true;
        ++i;
    }
    endRecord();
}

void CsvWriter::writeRows(const BlockData& block, std::uint64_t firstRow, std::uint64_t rowCount,
                          std::span<const std::size_t> columnIndexes) {
    if (!selectColumns(block, columnIndexes)) {
        return;
    }
    const std::uint64_t end = std::min<std::uint64_t>(firstRow + rowCount, block.rowCount);
    if (!m_output && end > firstRow) {
        // A buffer grown by doubling copies its text and faults in twice the memory it ends up
        // holding (a block's CSV is megabytes); room that is never written is never faulted in.
        m_buffer.room(recordsBound(end - firstRow));
    }
    for (std::uint64_t row = firstRow; row < end; ++row) {
        if (row % valuesPerLine == 0 && row + prefetchRows < end) {
            prefetchRow(static_cast<std::size_t>(row + prefetchRows));
        }
        writeRecord(static_cast<std::size_t>(row));
    }
}

std::size_t CsvWriter::recordsBound(std::uint64_t rows) const {
    constexpr std::uint64_t largest = std::uint64_t{64} << 20; // more grows as it is written
    std::uint64_t perRecord = 2;                               // CR LF
    std::uint64_t strings = 0;                                 // all of the block's, quoted
    for (const ColumnCursor& cursor : m_cursors) {
        perRecord += 1;
        if (cursor.column->type() == LogicalType::String) {
            strings += cursor.column->chars().size() + 2 * cursor.column->size();
        } else {
            perRecord += maxNumberText + 2; // quoted when the delimiter is part of numbers
        }
    }
    return static_cast<std::size_t>(std::min(rows * perRecord + strings, largest));
}

void CsvWriter::prefetchRow(std::size_t row) const {
    for (const ColumnCursor& cursor : m_cursors) {
        const ColumnData& column = *cursor.column;
        if (!column.ints().empty()) {
            __builtin_prefetch(column.ints().data() + row);
        } else if (!column.doubles().empty()) {
            __builtin_prefetch(column.doubles().data() + row);
        }
    }
}

void CsvWriter::writeRowList(const BlockData& block, std::span<const std::uint64_t> rows,
                             std::span<const std::size_t> columnIndexes) {
    if (!selectColumns(block, columnIndexes)) {
        return;
    }
    std::uint64_t previous = 0;
    for (const std::uint64_t row : rows) {
        if (row >= block.rowCount) {
            continue;
        }
        if (row != previous + 1) {
            // The text above is another row's: a repeated cell is written afresh.
            for (ColumnCursor& cursor : m_cursors) {
                cursor.textValid = false;
            }
        }
        writeRecord(static_cast<std::size_t>(row));
        previous = row;
    }
}

void CsvWriter::flush() {
    if (m_output && !m_buffer.empty()) {
        m_output(m_buffer.view());
        m_buffer.clear();
        m_recordStart = 0;
        for (ColumnCursor& cursor : m_cursors) {
            cursor.textValid = false;
        }
    }
}

TextBuffer CsvWriter::takeText() {
    m_recordStart = 0;
    return std::move(m_buffer);
}

} // namespace strata
