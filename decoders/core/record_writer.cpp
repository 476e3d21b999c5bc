#include "strata/record_writer.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <iterator>

namespace strata {
namespace {

template <typename Value> void appendLittleEndian(TextBuffer& buffer, Value value) {
    char bytes[sizeof(Value)];
    std::memcpy(bytes, &value, sizeof(Value));
    if constexpr (std::endian::native == std::endian::big) {
        std::reverse(std::begin(bytes), std::end(bytes));
    }
    buffer.append({bytes, sizeof(Value)});
}

} // namespace

RecordCell recordCellOf(LogicalType type) {
    switch (type) {
    case LogicalType::Int64:
        return RecordCell::Int64;
    case LogicalType::UInt64:
    case LogicalType::Bitfield:
        return RecordCell::UInt64;
    case LogicalType::Float32:
        return RecordCell::Float32;
    case LogicalType::Float64:
        return RecordCell::Float64;
    case LogicalType::String:
        return RecordCell::String;
    }
    return RecordCell::String;
}

RecordWriter::RecordWriter(const std::vector<Column>& columns, TextBuffer buffer,
                           std::atomic<std::uint64_t>* missingIntegers)
    : m_buffer(std::move(buffer))
    , m_missingIntegers(missingIntegers) {
    m_buffer.clear();
    for (std::size_t c = 0; c < columns.size(); ++c) {
        m_cells.push_back(recordCellOf(columns[c].type));
        m_all.push_back(c);
    }
}

void RecordWriter::writeRow(const BlockData& block, std::size_t row,
                            std::span<const std::size_t> columnIndexes) {
    const auto selected =
        columnIndexes.empty() ? std::span<const std::size_t>(m_all) : columnIndexes;
    for (const std::size_t c : selected) {
        appendCell(m_cells[c], c < block.columns.size() ? &block.columns[c] : nullptr, row);
    }
}

void RecordWriter::appendCell(RecordCell cell, const ColumnData* column, std::size_t row) {
    const bool missing = column == nullptr || row >= column->size() || column->isMissing(row);
    const bool integral = cell == RecordCell::Int64 || cell == RecordCell::UInt64;
    if (missing && integral && m_missingIntegers != nullptr) {
        m_missingIntegers->fetch_add(1, std::memory_order_relaxed);
    }
    switch (cell) {
    case RecordCell::Int64:
        appendLittleEndian(m_buffer, missing ? missingSignedFill : column->intAt(row));
        return;
    case RecordCell::UInt64:
        appendLittleEndian(m_buffer, missing ? missingUnsignedFill
                                             : static_cast<std::uint64_t>(column->intAt(row)));
        return;
    case RecordCell::Float32:
        appendLittleEndian(m_buffer, missing ? missingFloatBits
                                             : std::bit_cast<std::uint32_t>(
                                                   static_cast<float>(column->doubleAt(row))));
        return;
    case RecordCell::Float64:
        appendLittleEndian(m_buffer, missing ? missingDoubleBits
                                             : std::bit_cast<std::uint64_t>(column->doubleAt(row)));
        return;
    case RecordCell::String: {
        const std::string_view text = missing ? std::string_view() : column->stringAt(row);
        appendLittleEndian(m_buffer, static_cast<std::uint32_t>(text.size()));
        m_buffer.append(text);
        return;
    }
    }
}

} // namespace strata
