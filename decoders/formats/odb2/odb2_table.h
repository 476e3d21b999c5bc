#pragma once

#include "core/block_row_starts.h"
#include "formats/odb2/file_layout.h"
#include "strata/byte_source.h"
#include "strata/table.h"

#include <memory>
#include <mutex>

namespace strata::odb2 {

class FrameCells;
struct FrameHeader;
struct WalkedRows;

// A run of consecutive frames whose columns have the same names and types (their codecs may
// differ). A block is a frame, so frames decode in parallel; it is made from its frame when
// asked, and the table keeps only where each frame's rows start.
class Odb2Table final : public Table {
public:
    // The frames layout->frames[firstFrame] to [firstFrame + frameCount - 1].
    Odb2Table(ByteSourcePtr source, std::shared_ptr<const FileLayout> layout,
              std::size_t firstFrame, std::size_t frameCount);

    std::string name() const override { return m_name; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::size_t blockCount() const override { return m_frameCount; }
    TableBlock blockAt(std::size_t index) const override;
    // "file / frame 3": the frame's own number.
    std::string blockNodePath(std::size_t index) const override;
    BlockData readBlock(std::size_t index) const override;
    // Walks every row's marker but reads only the listed columns' values (decodeFrameColumns).
    BlockData readBlockColumns(std::size_t block,
                               std::span<const std::size_t> columns) const override;
    // Only the rows' cells: decodeFrameCells.
    BlockData readBlockCells(std::size_t block, std::span<const std::size_t> columns,
                             std::span<const std::uint64_t> rows) const override;
    const ByteSource* source() const override { return m_source.get(); }
    // A numeric column's min and max from its codec header.
    std::optional<ColumnBounds> blockBounds(std::size_t block, std::size_t column) const override;
    // The cell's bytes in its row, or the row marker that carries it forward (FrameCells),
    // from a walk of its frame's row markers; nullopt for rows past damage.
    std::optional<CellBytes> cellRange(std::uint64_t row, std::size_t column) const override;

private:
    Frame frameOf(std::size_t block) const { return m_layout->frames.at(m_firstFrame + block); }

    // The rows of a block walked (walkFrameRows); the last walk of each thread is kept, so that a
    // scan's second read of a frame (the filter's columns, then the kept rows' cells) walks it
    // once.
    std::shared_ptr<const WalkedRows> walkedRows(std::size_t block, const FrameHeader& header,
                                                 std::span<const std::byte> data) const;

    const std::uint64_t m_id; // tells tables apart in the per-thread walk
    ByteSourcePtr m_source;
    std::shared_ptr<const FileLayout> m_layout;
    std::size_t m_firstFrame;
    std::size_t m_frameCount;
    std::string m_name;
    std::vector<Column> m_columns;
    BlockRowStarts m_rowStarts; // a frame's

    // The cells of the frame whose cell was asked last.
    struct CellCache {
        std::size_t block = 0;
        std::shared_ptr<const FrameCells> cells;
    };
    mutable std::mutex m_cellCacheMutex;
    mutable CellCache m_cellCache;
};

// The rows a frame's block shows: its row count, capped by what its bytes can hold (every
// row takes at least its 2-byte marker) and by a memory bound.
std::uint64_t decodableRows(const Frame& frame);

// Groups the decodable frames into tables.
std::vector<std::shared_ptr<const Table>> makeTables(ByteSourcePtr source,
                                                     std::shared_ptr<const FileLayout> layout);

} // namespace strata::odb2
