#include "formats/blosc2/chunk_table.h"

#include "formats/blosc2/blosc2_tree.h"
#include "strata/value_text.h"

#include <stdexcept>

namespace strata::blosc2 {
namespace {

// The rows of a run of like chunks one table block holds, at most (a sparse frame's million
// zero chunks).
constexpr std::uint64_t maxChunksPerTableBlock = std::uint64_t{1} << 16;

enum ChunkColumn : std::size_t {
    chunkColumn,
    offsetColumn,
    compressedColumn,
    uncompressedColumn,
    blocksColumn,
    ratioColumn,
    codecColumn
};

} // namespace

ChunkTable::ChunkTable(std::shared_ptr<const FileLayout> file)
    : m_file(std::move(file)) {
    m_columns = {{"chunk", LogicalType::UInt64, {}, {}},
                 {"offset", LogicalType::UInt64, {}, {}},
                 {"compressed size", LogicalType::UInt64, {}, {}},
                 {"uncompressed size", LogicalType::UInt64, {}, {}},
                 {"blocks", LogicalType::UInt64, {}, {}},
                 {"ratio", LogicalType::Float64, {}, {}},
                 {"codec", LogicalType::String, {}, {}}};
    std::uint64_t row = 0;
    std::uint64_t blocks = 0;
    for (const auto& run : m_file->chunks.runs()) {
        m_runBlocks.add({blocks, row});
        if (run.value.damage == 0) {
            blocks += (run.count + maxChunksPerTableBlock - 1) / maxChunksPerTableBlock;
            row += run.count;
        }
    }
    m_runBlocks.close(blocks, row);
}

ChunkTable::ChunkSpan ChunkTable::chunksOfBlock(std::size_t index) const {
    if (index >= m_runBlocks.blocks()) {
        throw std::out_of_range("ChunkTable: block past the last");
    }
    const auto [r, start] = m_runBlocks.find(index);
    const ChunkSlots::Run& run = m_file->chunks.runs()[r];
    const std::uint64_t along = (index - start.block) * maxChunksPerTableBlock;
    return {r, run.first + along, std::min(maxChunksPerTableBlock, run.count - along),
            start.row + along};
}

TableBlock ChunkTable::blockAt(std::size_t index) const {
    const ChunkSpan span = chunksOfBlock(index);
    return {span.row, span.count, m_file->chunks.runs()[span.run].value.place.range()};
}

std::size_t ChunkTable::blockOfRow(std::uint64_t row) const {
    if (m_runBlocks.blocks() == 0) {
        return 0;
    }
    if (row >= m_runBlocks.rows()) {
        return m_runBlocks.blocks() - 1;
    }
    const auto [r, start] = m_runBlocks.findRow(row);
    return start.block + (row - start.row) / maxChunksPerTableBlock;
}

std::string ChunkTable::blockNodePath(std::size_t index) const {
    return m_file->chunks.nodePath(m_file->chunks.runs()[chunksOfBlock(index).run]);
}

BlockData ChunkTable::readBlock(std::size_t index) const {
    const ChunkSpan span = chunksOfBlock(index);
    const ChunkSlots::Run& run = m_file->chunks.runs()[span.run];
    const auto layout = m_file->chunks.layout(run);
    const bool stored = run.value.stored();
    // An unreadable header's numbers are no data: its row has its place alone.
    const bool readable = layout->kind != ChunkKind::Unreadable;
    const std::string codec = chunkCodecText(*layout);
    const auto cbytes = static_cast<std::uint64_t>(std::max(layout->header.cbytes, 0));
    BlockData data;
    data.rowCount = span.count;
    for (const Column& column : m_columns) {
        data.columns.emplace_back(column.type);
    }
    auto& columns = data.columns;
    for (std::uint64_t chunk = span.first; chunk < span.first + span.count; ++chunk) {
        columns[chunkColumn].appendInt(static_cast<std::int64_t>(chunk));
        // A special frame chunk stores nothing: no place, no compressed bytes.
        if (stored) {
            columns[offsetColumn].appendInt(static_cast<std::int64_t>(layout->offset));
        } else {
            columns[offsetColumn].appendMissing();
        }
        if (!readable) {
            for (const std::size_t column :
                 {compressedColumn, uncompressedColumn, blocksColumn, ratioColumn, codecColumn}) {
                columns[column].appendMissing();
            }
            continue;
        }
        columns[compressedColumn].appendInt(stored ? static_cast<std::int64_t>(cbytes) : 0);
        columns[uncompressedColumn].appendInt(static_cast<std::int64_t>(layout->nbytes()));
        columns[blocksColumn].appendInt(static_cast<std::int64_t>(layout->blocks.size()));
        if (stored && cbytes > 0) {
            columns[ratioColumn].appendDouble(roundToSignificantDigits(
                static_cast<double>(layout->nbytes()) / static_cast<double>(cbytes), 3));
        } else {
            columns[ratioColumn].appendMissing();
        }
        columns[codecColumn].appendString(codec);
    }
    return data;
}

} // namespace strata::blosc2
