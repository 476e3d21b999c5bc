#pragma once

#include "formats/at1/file_layout.h"
#include "formats/at1/record_codec.h"
#include "strata/byte_source.h"
#include "strata/table.h"

#include <memory>
#include <mutex>

namespace strata::at1 {

// The records of a file whose codec stores them (record_codec.h): a block is one section (the
// whole file, or one frame of a streaming file). Raw frames hold no records.
class RecordTable final : public ListedBlocksTable {
public:
    RecordTable(ByteSourcePtr source, std::shared_ptr<const FileLayout> file,
                const RecordCodec& codec);

    std::string name() const override { return m_codec->tableName(); }
    const std::vector<Column>& columns() const override { return m_columns; }
    // The block's section's stream set.
    std::string blockNodePath(std::size_t index) const override;
    BlockData readBlock(std::size_t index) const override;
    // A text cell read from a decoded stream: its bytes in that stream's layer (RecordColumn).
    std::optional<CellBytes> cellRange(std::uint64_t row, std::size_t column) const override;
    const ByteSource* source() const override { return m_source.get(); }

    bool empty() const { return m_blocks.empty(); }
    // Sections whose records could not be counted when the file opened (they are no block).
    const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }

private:
    ByteSourcePtr m_source;
    std::shared_ptr<const FileLayout> m_file;
    const RecordCodec* m_codec;
    std::vector<Column> m_columns;
    std::vector<std::size_t> m_blockSections;
    std::vector<Diagnostic> m_diagnostics;
    // For every block, the table column of each of its section's columns.
    std::vector<std::vector<std::size_t>> m_blockColumns;

    // The cells of the last row asked about, by table column: clicking along a row reads its
    // section once.
    struct RowCells {
        std::uint64_t row = 0;
        std::vector<std::optional<CellBytes>> cells;
    };
    mutable std::mutex m_cellMutex;
    mutable std::shared_ptr<const RowCells> m_rowCells;
};

} // namespace strata::at1
