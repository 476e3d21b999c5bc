#pragma once

#include "strata/row_writer.h"

#include <atomic>
#include <string>
#include <vector>

namespace strata {

// Writes table rows as JSON Lines (one JSON object per line, RFC 8259 text): the keys are the
// column names in the selected order; integers are written exactly, floats as the shortest text
// that reads back to the same value (float32 columns as float32), strings as JSON strings whose
// bytes that are no UTF-8 become \uDCXX (json_text.h, lossless: Python's surrogateescape gives
// the bytes back). Missing cells are null, and so are NaN and infinities, which JSON cannot
// hold: each one counted in `nonFinite` when given.
class JsonLinesWriter final : public RowByRowWriter {
public:
    JsonLinesWriter(const std::vector<Column>& columns, TextBuffer buffer,
                    std::atomic<std::uint64_t>* nonFinite = nullptr);

    void writeHeader(const std::vector<Column>&, std::span<const std::size_t>) override {}
    TextBuffer takeText() override;
    std::size_t textSize() const override { return m_buffer.size(); }

private:
    void writeRow(const BlockData& block, std::size_t row,
                  std::span<const std::size_t> columnIndexes) override;
    void appendValue(const ColumnData& column, std::size_t row);

    std::vector<std::string> m_keys; // per column: `"name":`, escaped
    std::vector<LogicalType> m_types;
    std::vector<std::size_t> m_all;
    TextBuffer m_buffer;
    std::string m_line;
    std::atomic<std::uint64_t>* m_nonFinite;
};

} // namespace strata
