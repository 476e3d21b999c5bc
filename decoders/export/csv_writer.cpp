#include "strata/csv_writer.h"

#include "export/recent_number_texts.h"
#include "strata/value_text.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstring>

namespace strata {
namespace {

constexpr std::size_t flushThreshold = 1 << 20;

// markRepeats compares 64-bit cells, which x86-64's baseline (SSE2) cannot do in vector
// registers: an AVX2 copy of it, chosen when the program loads on a CPU that has AVX2, compares
// four at a time (a twentieth of the observation export's time).
#if defined(__x86_64__)
#define MARK_REPEATS_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define MARK_REPEATS_CLONES
#endif

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

// A 64-bit value of a number column's cells, by its bit pattern.
std::uint64_t bitsAt(const void* values, std::size_t row) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, static_cast<const char*>(values) + row * sizeof bits, sizeof bits);
    return bits;
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

// Where the run of cells from `first` whose bits in `repeats` are all `set` ends (at most
// `count`): a word at a time, not a branch per cell.
std::size_t endOfRun(const std::uint64_t* repeats, std::size_t first, std::size_t count, bool set) {
    std::size_t i = first;
    while (i < count) {
        const std::uint64_t word = set ? ~repeats[i / 64] : repeats[i / 64];
        const std::uint64_t rest = word >> (i % 64);
        if (rest != 0) {
            return std::min(count, i + static_cast<std::size_t>(std::countr_zero(rest)));
        }
        i = (i / 64 + 1) * 64;
    }
    return count;
}

} // namespace

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

void CsvWriter::appendRecentNumber(ColumnCursor& cursor, std::size_t row) {
    RecentNumberTexts& recent = *cursor.recent;
    const std::uint64_t bits = bitsAt(cursor.values, row);
    char* at = m_buffer.room(maxNumberText);
    if (const std::size_t length = recent.copy(bits, at); length != 0) {
        m_buffer.commit(at + length);
    } else {
        appendCell(*cursor.column, cursor.format, row);
        recent.keep(bits, m_buffer.view().substr(cursor.textOffset));
    }
    if (!recent.worthwhile()) {
        cursor.recent = nullptr;
    }
}

MARK_REPEATS_CLONES void CsvWriter::markRepeats(std::size_t first, std::size_t end) {
    const std::size_t words = m_repeatWords;
    m_repeats.assign((end - first) * words, 0);
    const std::size_t from = std::max<std::size_t>(first, 1); // row 0 has no row above
    for (std::size_t i = 0; i < m_cursors.size(); ++i) {
        const ColumnCursor& cursor = m_cursors[i];
        std::uint64_t* out = m_repeats.data() + i / 64;
        const unsigned shift = i % 64;
        const void* values = cursor.values;
        const std::uint8_t* missing = cursor.missing;
        if (values == nullptr) {
            for (std::size_t row = from; row < end; ++row) {
                out[(row - first) * words] |= std::uint64_t{cursor.column->sameCell(row - 1, row)}
                                              << shift;
            }
        } else if (missing == nullptr) {
            for (std::size_t row = from; row < end; ++row) {
                out[(row - first) * words] |=
                    std::uint64_t{bitsAt(values, row - 1) == bitsAt(values, row)} << shift;
            }
        } else {
            // Two missing cells repeat whatever values they hold; a missing and a present never.
            for (std::size_t row = from; row < end; ++row) {
                const bool aboveMissing = missing[row - 1] != 0;
                const bool cellMissing = missing[row] != 0;
                const bool same = aboveMissing == cellMissing &&
                                  (aboveMissing || bitsAt(values, row - 1) == bitsAt(values, row));
                out[(row - first) * words] |= std::uint64_t{same} << shift;
            }
        }
    }
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
    // Number columns written in place remember their texts (strings are copied anyway); a
    // column's texts stay valid while its format does.
    m_recentTexts.resize(m_cursors.size());
    m_recentFormats.resize(m_cursors.size(), CellFormat::Text);
    for (std::size_t i = 0; i < m_cursors.size(); ++i) {
        ColumnCursor& cursor = m_cursors[i];
        const CellFormat format = cursor.format;
        if (format == CellFormat::String || format == CellFormat::Text) {
            continue;
        }
        if (m_recentFormats[i] != format) {
            m_recentTexts[i] = RecentNumberTexts();
            m_recentFormats[i] = format;
        }
        if (m_recentTexts[i].worthwhile()) {
            cursor.recent = &m_recentTexts[i];
        }
    }
    m_repeatWords = (m_cursors.size() + 63) / 64;
    m_aboveValid = false;
    return !m_cursors.empty();
}

void CsvWriter::writeRecord(std::size_t row, const std::uint64_t* repeats) {
    const std::size_t count = m_cursors.size();
    const bool above = m_aboveValid;
    std::size_t i = 0;
    while (i < count) {
        if (above && ((repeats[i / 64] >> (i % 64)) & 1) != 0) {
            const std::size_t end = endOfRun(repeats, i, count, true);
            copyRepeatedRun(i, end, i != 0 || m_recordStarted);
            i = end;
            continue;
        }
        const std::size_t end = above ? endOfRun(repeats, i, count, false) : count;
        for (; i < end; ++i) {
            if (i != 0 || m_recordStarted) {
                m_buffer.append(m_options.delimiter);
            }
            ColumnCursor& cursor = m_cursors[i];
            cursor.textOffset = m_buffer.size();
            if (cursor.recent != nullptr &&
                (cursor.missing == nullptr || cursor.missing[row] == 0)) {
                appendRecentNumber(cursor, row);
            } else {
                appendCell(*cursor.column, cursor.format, row);
            }
            cursor.textLength = m_buffer.size() - cursor.textOffset;
        }
    }
    m_aboveValid = true; // before endRecord: a flush there makes it false
    endRecord();
}

void CsvWriter::writeRowRun(std::size_t first, std::size_t end) {
    // Rows whose repeat bits and column values stay in the core's cache between the two passes.
    constexpr std::size_t batchRows = 1024;
    const std::size_t words = m_repeatWords;
    for (std::size_t batch = first; batch < end; batch += batchRows) {
        const std::size_t batchEnd = std::min(end, batch + batchRows);
        markRepeats(batch, batchEnd);
        for (std::size_t row = batch; row < batchEnd; ++row) {
            if (row % valuesPerLine == 0 && row + prefetchRows < end) {
                prefetchRow(row + prefetchRows);
            }
            writeRecord(row, m_repeats.data() + (row - batch) * words);
        }
    }
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
    if (end > firstRow) {
        writeRowRun(static_cast<std::size_t>(firstRow), static_cast<std::size_t>(end));
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
    // Each run of consecutive rows at once; between runs the text above is another row's.
    std::size_t i = 0;
    while (i < rows.size()) {
        const std::uint64_t first = rows[i];
        std::size_t next = i + 1;
        if (first < block.rowCount) {
            while (next < rows.size() && rows[next] == rows[next - 1] + 1 &&
                   rows[next] < block.rowCount) {
                ++next;
            }
            m_aboveValid = false;
            writeRowRun(static_cast<std::size_t>(first),
                        static_cast<std::size_t>(rows[next - 1] + 1));
        }
        i = next;
    }
}

void CsvWriter::flush() {
    if (m_output && !m_buffer.empty()) {
        m_output(m_buffer.view());
        m_buffer.clear();
        m_recordStart = 0;
        m_aboveValid = false;
    }
}

TextBuffer CsvWriter::takeText() {
    m_recordStart = 0;
    return std::move(m_buffer);
}

} // namespace strata
