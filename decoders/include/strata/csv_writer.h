#pragma once

#include "strata/row_writer.h"
#include "strata/table.h"
#include "strata/text_buffer.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

class RecentNumberTexts;

struct CsvOptions {
    enum class Quoting { Minimal, All, Never };
    enum class FloatFormat { Shortest, Fixed };
    enum class LineEnd { Lf, CrLf };

    char delimiter = ',';
    bool headerRow = true;
    // RFC 4180: quote only fields that need it. A record of one empty field is written as ""
    // in every mode: as an empty line readers would skip it.
    Quoting quoting = Quoting::Minimal;
    std::string missingText; // what a missing cell becomes
    FloatFormat floatFormat = FloatFormat::Shortest;
    int fixedDigits = 6;
    LineEnd lineEnd = LineEnd::Lf;
};

// Writes table rows as RFC 4180 CSV into an output function, buffering internally; without an
// output function it keeps all it writes for takeText().
class CsvWriter final : public RowWriter {
public:
    using Output = std::function<void(std::string_view)>;

    CsvWriter(CsvOptions options, Output output);
    // Writes into `buffer` (cleared; its memory reused), handed back by takeText().
    explicit CsvWriter(CsvOptions options, TextBuffer buffer = {});
    ~CsvWriter() override;

    CsvWriter(const CsvWriter&) = delete;
    CsvWriter& operator=(const CsvWriter&) = delete;

    // `columnIndexes` selects and orders the columns; empty means all of them.
    void writeHeader(const std::vector<Column>& columns,
                     std::span<const std::size_t> columnIndexes) override;
    void writeRows(const BlockData& block, std::uint64_t firstRow, std::uint64_t rowCount,
                   std::span<const std::size_t> columnIndexes) override;
    // The listed rows of a block (ascending, as a filter yields them).
    void writeRowList(const BlockData& block, std::span<const std::uint64_t> rows,
                      std::span<const std::size_t> columnIndexes) override;
    void flush();
    // What was written since the last flush (all of it without an output function).
    TextBuffer takeText() override;
    // The size of that text.
    std::size_t textSize() const override { return m_buffer.size(); }

    // Writes one field with the quoting rule applied (used for headers and tests).
    void appendField(std::string_view text);

private:
    // How the cells of one column are written, chosen once per column and block.
    // Float64Long: doubles of a column that needs most of their 17 digits (writeShortestLong).
    enum class CellFormat { Integer, Unsigned, Float32, Float64, Float64Long, Fixed, String, Text };

    // A selected column while rows are written: how its cells are written, and where its text
    // of the row before lies in the buffer, copied when a cell repeats the one above it
    // (observation tables repeat two thirds of their cells).
    struct ColumnCursor {
        const ColumnData* column = nullptr;
        CellFormat format = CellFormat::Integer;
        // A number column's cells as 64-bit patterns and its missing flags (null when none is
        // missing), compared without going through the column; null for strings.
        const void* values = nullptr;
        const std::uint8_t* missing = nullptr;
        // The column's texts by value while they are worth keeping; null for other columns.
        RecentNumberTexts* recent = nullptr;
        std::size_t textOffset = 0;
        std::size_t textLength = 0;
    };

    CellFormat cellFormat(const ColumnData& column) const;
    // Points the cursors at the block's selected columns; false when none is selected.
    bool selectColumns(const BlockData& block, std::span<const std::size_t> columnIndexes);
    // Room for `rows` records of the selected columns (see writeRows).
    std::size_t recordsBound(std::uint64_t rows) const;
    // Writes rows [first, end) of the selected columns, a batch at a time.
    void writeRowRun(std::size_t first, std::size_t end);
    // For rows [first, end) (first > 0), which selected cells repeat the cell above them: bit i
    // of word i / 64 in each row's m_repeatWords words of m_repeats. Column by column, in
    // tight loops over the rows.
    void markRepeats(std::size_t first, std::size_t end);
    // `repeats`: the row's words from markRepeats; ignored while m_aboveValid is false.
    void writeRecord(std::size_t row, const std::uint64_t* repeats);
    void prefetchRow(std::size_t row) const;
    void startField();
    void copyRepeatedRun(std::size_t first, std::size_t end, bool delimited);
    void appendCell(const ColumnData& column, CellFormat format, std::size_t row);
    // A present cell of a column with recent texts: copied when its value has one.
    void appendRecentNumber(ColumnCursor& cursor, std::size_t row);
    void appendText(std::string_view text, bool quote);
    bool needsQuotes(std::string_view text) const;
    void endRecord();

    CsvOptions m_options;
    Output m_output;
    bool m_numbersBare; // no number can hold the delimiter, and quoting is not forced
    TextBuffer m_buffer;
    std::string m_cell;
    std::vector<ColumnCursor> m_cursors;
    // Per selected column, kept from block to block while its format stays the same.
    std::vector<RecentNumberTexts> m_recentTexts;
    std::vector<CellFormat> m_recentFormats;
    std::vector<std::uint64_t> m_repeats;
    std::size_t m_repeatWords = 0;
    // Whether the record above is still in the buffer, so that its cells' text can be copied.
    bool m_aboveValid = false;
    bool m_recordStarted = false;
    std::size_t m_recordStart = 0; // where the record being written begins in m_buffer
};

} // namespace strata
