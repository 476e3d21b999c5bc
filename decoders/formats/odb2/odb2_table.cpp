#include "formats/odb2/odb2_table.h"

#include "formats/odb2/column_program.h"
#include "formats/odb2/frame_decoder.h"

#include <algorithm>
#include <atomic>

namespace strata::odb2 {
namespace {

// Cells one frame may decode to: bounds the memory a damaged row count can demand
// (1 GiB of 8-byte cells).
constexpr std::uint64_t maxCellsPerFrame = std::uint64_t{1} << 27;

// The rows of a walk a thread keeps for the next read of the same frame (10 bytes a row).
constexpr std::uint64_t maxKeptWalkRows = std::uint64_t{1} << 20;

std::uint64_t nextTableId() {
    static std::atomic<std::uint64_t> last{0};
    return ++last;
}

// Frames whose columns have the same names and types make one table (their codecs may differ).
bool sameSchema(const Frame& a, const Frame& b) {
    return a.schema == b.schema ||
           std::equal(a.schema->begin(), a.schema->end(), b.schema->begin(), b.schema->end(),
                      [](const SchemaColumn& x, const SchemaColumn& y) {
                          return x.name == y.name && x.type == y.type;
                      });
}

// "frame 3", "frames 0-5", or "frames 0, 2-5" when an unreadable frame lies between: the
// numbers are the frames' own (Frame::index), as the tree and the diagnostics show them.
std::string tableName(const FileLayout& layout, std::size_t first, std::size_t count) {
    const auto number = [&](std::size_t i) { return layout.frames[first + i].index; };
    std::string runs;
    for (std::size_t i = 0; i < count;) {
        std::size_t j = i;
        while (j + 1 < count && number(j + 1) == number(j) + 1) {
            ++j;
        }
        runs += (runs.empty() ? "" : ", ") + std::to_string(number(i));
        if (j != i) {
            runs += "-" + std::to_string(number(j));
        }
        i = j + 1;
    }
    return (count == 1 ? "frame " : "frames ") + runs;
}

} // namespace

std::uint64_t decodableRows(const Frame& frame) {
    const std::uint64_t byBytes = frame.data().length / 2;
    const std::uint64_t byMemory =
        maxCellsPerFrame / std::max<std::uint64_t>(1, frame.columnCount());
    return std::min({frame.rows, byBytes, byMemory});
}

Odb2Table::Odb2Table(ByteSourcePtr source, std::shared_ptr<const FileLayout> layout,
                     std::size_t firstFrame, std::size_t frameCount)
    : m_id(nextTableId())
    , m_source(std::move(source))
    , m_layout(std::move(layout))
    , m_firstFrame(firstFrame)
    , m_frameCount(frameCount) {
    m_name = tableName(*m_layout, m_firstFrame, m_frameCount);
    const Frame& first = frameOf(0);
    for (std::size_t c = 0; c < first.columnCount(); ++c) {
        const SchemaColumn& header = (*first.schema)[c];
        Column column{header.name, logicalTypeOf(header.type), header.codecText, {}};
        for (const auto& field : header.bitfields) {
            column.bitfields.push_back({field.name, field.width});
        }
        // The codec may change from frame to frame (capi_multiframe_codec_change).
        for (std::size_t block = 0; block < m_frameCount; ++block) {
            const std::string& codec = (*frameOf(block).schema)[c].codecText;
            if (("," + column.encoding + ",").find("," + codec + ",") == std::string::npos) {
                column.encoding += "," + codec;
            }
        }
        m_columns.push_back(std::move(column));
    }
    m_rowStarts.reserve(m_frameCount);
    for (std::size_t block = 0; block < m_frameCount; ++block) {
        const Frame& frame = frameOf(block);
        // Only a frame cut short loses rows; a row count larger than the bytes can hold is a
        // damaged count (said at open), not rows that were there.
        const std::uint64_t promised = decodableRows(frame);
        const FrameDamage* damage = frame.damage.get();
        const std::uint64_t rows =
            damage != nullptr ? std::min(promised, damage->rowsHeld.value_or(promised)) : promised;
        m_rowStarts.add(rows);
    }
}

TableBlock Odb2Table::blockAt(std::size_t index) const {
    const Frame& frame = frameOf(index);
    const std::uint64_t rows = m_rowStarts.rows(index);
    const FrameDamage* damage = frame.damage.get();
    return {m_rowStarts.first(index), rows, frame.range(), decodableRows(frame) - rows,
            damage != nullptr ? damage->rowsHeldEnd : 0};
}

std::string Odb2Table::blockNodePath(std::size_t index) const {
    return topLevelPath(frameLabel(frameOf(index).index));
}

BlockData Odb2Table::readBlock(std::size_t index) const {
    const Frame& frame = frameOf(index);
    const auto data = m_source->view(frame.data().offset, frame.data().length);
    return decodeFrame(frame, readFrameHeader(*m_source, frame), data, m_rowStarts.rows(index),
                       blockNodePath(index) + " / rows");
}

std::shared_ptr<const WalkedRows> Odb2Table::walkedRows(std::size_t block,
                                                        const FrameHeader& header,
                                                        std::span<const std::byte> data) const {
    struct LastWalk {
        std::uint64_t table = 0;
        std::size_t block = 0;
        std::shared_ptr<const WalkedRows> rows;
    };
    thread_local LastWalk last;
    if (last.table == m_id && last.block == block && last.rows) {
        return last.rows;
    }
    auto rows =
        std::make_shared<const WalkedRows>(walkFrameRows(header, data, m_rowStarts.rows(block)));
    // Kept while small: a thread holds it until its next walk.
    last = rows->rows <= maxKeptWalkRows ? LastWalk{m_id, block, rows} : LastWalk{};
    return rows;
}

BlockData Odb2Table::readBlockColumns(std::size_t block,
                                      std::span<const std::size_t> columns) const {
    const Frame& frame = frameOf(block);
    const auto data = m_source->view(frame.data().offset, frame.data().length);
    const FrameHeader header = readFrameHeader(*m_source, frame);
    return decodeFrameColumns(frame, header, data, *walkedRows(block, header, data),
                              m_rowStarts.rows(block), blockNodePath(block) + " / rows", columns);
}

BlockData Odb2Table::readBlockCells(std::size_t block, std::span<const std::size_t> columns,
                                    std::span<const std::uint64_t> rows) const {
    const Frame& frame = frameOf(block);
    const auto data = m_source->view(frame.data().offset, frame.data().length);
    const FrameHeader header = readFrameHeader(*m_source, frame);
    return decodeFrameCells(frame, header, data, *walkedRows(block, header, data),
                            m_rowStarts.rows(block), blockNodePath(block) + " / rows", columns,
                            rows);
}

std::optional<CellBytes> Odb2Table::cellRange(std::uint64_t row, std::size_t column) const {
    if (row >= rowCount() || column >= m_columns.size()) {
        return std::nullopt;
    }
    const std::size_t block = blockOfRow(row);
    std::shared_ptr<const FrameCells> cells;
    {
        const std::lock_guard lock(m_cellCacheMutex);
        if (m_cellCache.cells && m_cellCache.block == block) {
            cells = m_cellCache.cells;
        }
    }
    if (!cells) {
        const Frame& frame = frameOf(block);
        const auto data = m_source->view(frame.data().offset, frame.data().length);
        cells = std::make_shared<const FrameCells>(frame, readFrameHeader(*m_source, frame), data,
                                                   m_rowStarts.rows(block));
        const std::lock_guard lock(m_cellCacheMutex);
        m_cellCache = {block, cells};
    }
    const auto range = cells->cellRange(row - m_rowStarts.first(block), column);
    return range ? std::optional<CellBytes>(CellBytes{*range, {}}) : std::nullopt;
}

std::optional<ColumnBounds> Odb2Table::blockBounds(std::size_t block, std::size_t column) const {
    if (block >= m_frameCount || column >= m_columns.size()) {
        return std::nullopt;
    }
    const Frame& frame = frameOf(block);
    const LogicalType type = m_columns[column].type;
    if (column >= frame.columnCount() || type == LogicalType::String ||
        type == LogicalType::Bitfield || frame.rows == 0) {
        return std::nullopt;
    }
    // The header's min and max, read again: keeping them for every frame and column would cost
    // what the frames' headers were dropped to save.
    const FrameHeader header = readFrameHeader(*m_source, frame);
    if (column >= header.columns.size()) {
        return std::nullopt;
    }
    const ColumnHeader& stored = header.columns[column];
    return ColumnBounds{stored.min, stored.max, stored.range};
}

std::vector<std::shared_ptr<const Table>> makeTables(ByteSourcePtr source,
                                                     std::shared_ptr<const FileLayout> layout) {
    std::vector<std::shared_ptr<const Table>> tables;
    std::size_t runStart = 0;
    std::size_t runLength = 0;
    const auto flush = [&] {
        if (runLength != 0) {
            tables.push_back(std::make_shared<Odb2Table>(source, layout, runStart, runLength));
            runLength = 0;
        }
    };
    for (std::size_t f = 0; f < layout->frames.size(); ++f) {
        const Frame frame = layout->frames[f];
        if (!frame.decodable()) {
            flush();
            continue;
        }
        if (runLength != 0 && !sameSchema(layout->frames[f - 1], frame)) {
            flush();
        }
        if (runLength == 0) {
            runStart = f;
        }
        ++runLength;
    }
    flush();
    return tables;
}

} // namespace strata::odb2
