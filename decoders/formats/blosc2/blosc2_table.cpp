#include "formats/blosc2/blosc2_table.h"

#include "formats/blosc2/array_shape.h"
#include "formats/blosc2/blosc2_array.h"
#include "formats/blosc2/blosc2_tree.h"
#include "formats/blosc2/frame_layout.h"
#include "formats/blosc2/labels.h"
#include "strata/endian.h"
#include "strata/layer.h"
#include "strata/value_text.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <numeric>
#include <stdexcept>

namespace strata::blosc2 {
namespace {

constexpr std::uint64_t maxItemsPerTableBlock = std::uint64_t{1} << 20;

// The pieces of at most `most` that `count` makes.
std::uint64_t pieces(std::uint64_t count, std::uint64_t most) {
    return (count + most - 1) / most;
}

std::size_t integerWidth(std::size_t typesize) {
    return typesize == 2 || typesize == 4 || typesize == 8 ? typesize : 1;
}

std::string typeDescription(ItemType type) {
    switch (type.type) {
    case LogicalType::Float32:
        return "float32";
    case LogicalType::Float64:
        return "float64";
    case LogicalType::Int64:
        return "int" + std::to_string(8 * type.width);
    default:
        return "uint" + std::to_string(8 * type.width);
    }
}

} // namespace

std::pair<std::size_t, RunBlockIndex::Start>
RunBlockIndex::lastStartAtOrBefore(std::uint64_t value, std::uint64_t Start::*field) const {
    // Runs of no blocks (no rows) start where the next does, and the value is the next's.
    const auto after = std::upper_bound(
        m_starts.begin(), m_starts.end(), value,
        [field](std::uint64_t wanted, const Start& start) { return wanted < start.*field; });
    const auto run = std::prev(after);
    return {static_cast<std::size_t>(run - m_starts.begin()), *run};
}

void appendItems(ColumnData& column, ItemType type, std::span<const std::byte> bytes,
                 std::uint64_t count) {
    if (count == 0) {
        return; // a block of no rows (those a cut took): memcpy's pointers may be null
    }
    // Little-endian 8-byte items are the column's storage as they are: one copy (a 1 GiB
    // frame's item table holds 128 M of them).
    if (std::endian::native == std::endian::little && type.width == 8 && !column.hasMissing() &&
        type.type != LogicalType::Float32) {
        const auto copy = [&](auto& values) {
            const std::size_t at = values.size();
            values.resize(at + count);
            std::memcpy(values.data() + at, bytes.data(), count * type.width);
        };
        if (type.type == LogicalType::Float64) {
            copy(column.doubles());
        } else {
            copy(column.ints());
        }
        return;
    }
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::byte* p = bytes.data() + i * type.width;
        switch (type.type) {
        case LogicalType::Float32:
            column.appendDouble(loadLE<float>(p));
            break;
        case LogicalType::Float64:
            column.appendDouble(loadLE<double>(p));
            break;
        case LogicalType::Int64:
            switch (type.width) {
            case 1:
                column.appendInt(loadLE<std::int8_t>(p));
                break;
            case 2:
                column.appendInt(loadLE<std::int16_t>(p));
                break;
            case 4:
                column.appendInt(loadLE<std::int32_t>(p));
                break;
            default:
                column.appendInt(loadLE<std::int64_t>(p));
                break;
            }
            break;
        default:
            switch (type.width) {
            case 1:
                column.appendInt(loadLE<std::uint8_t>(p));
                break;
            case 2:
                column.appendInt(loadLE<std::uint16_t>(p));
                break;
            case 4:
                column.appendInt(loadLE<std::uint32_t>(p));
                break;
            default:
                column.appendInt(static_cast<std::int64_t>(loadLE<std::uint64_t>(p)));
                break;
            }
            break;
        }
    }
}

ItemType defaultItemType(const FileLayout& file) {
    const std::size_t typesize = file.typesize;
    if (file.array) {
        if (const auto type = dtypeItemType(file.array->dtype)) {
            if (integerWidth(typesize) == typesize &&
                (*type != LogicalType::Float32 || typesize == 4) &&
                (*type != LogicalType::Float64 || typesize == 8)) {
                return {*type, typesize};
            }
        }
    }
    return {LogicalType::UInt64, integerWidth(typesize)};
}

std::optional<ItemType> namedItemType(const FileLayout& file, std::string_view name) {
    if (name == "int") {
        return ItemType{LogicalType::Int64, integerWidth(file.typesize)};
    }
    if (name == "uint") {
        return ItemType{LogicalType::UInt64, integerWidth(file.typesize)};
    }
    if (name == "float32") {
        return ItemType{LogicalType::Float32, 4};
    }
    if (name == "float64") {
        return ItemType{LogicalType::Float64, 8};
    }
    return std::nullopt;
}

ItemTable::ItemTable(std::shared_ptr<const FileLayout> file, ItemType type)
    : m_file(std::move(file))
    , m_type(type) {
    const auto& array = m_file->array;
    m_grid = array && array->ndim() == 2 && array->itemsize == type.width;
    if (m_grid) {
        m_columns.push_back({"row", LogicalType::UInt64, {}, {}});
        for (std::int64_t c = 0; c < array->shape[1]; ++c) {
            m_columns.push_back({std::to_string(c), type.type, typeDescription(type), {}});
        }
    } else {
        m_columns.push_back({"index", LogicalType::UInt64, {}, {}});
        m_columns.push_back({"value", type.type, typeDescription(type), {}});
    }
    if (array) {
        // Chunk rows (slabs) of the logical array; a slab's bytes are its chunks'.
        const std::uint64_t slabs = array->slabs();
        const std::size_t chunksPerSlab = slabs == 0 ? 0 : m_file->chunks.size() / slabs;
        std::uint64_t row = 0;
        for (std::uint64_t slab = 0; slab < slabs; ++slab) {
            const std::uint64_t items = array->slabRows(slab) * array->rowItems();
            const std::uint64_t rows =
                m_grid ? array->slabRows(slab) : items * array->itemsize / type.width;
            ByteRange range;
            for (std::size_t c = slab * chunksPerSlab; c < (slab + 1) * chunksPerSlab; ++c) {
                const ByteRange chunk = m_file->chunks.place(c).range();
                if (chunk.length == 0) {
                    continue;
                }
                const std::uint64_t begin =
                    range.length == 0 ? chunk.offset : std::min(range.offset, chunk.offset);
                const std::uint64_t end = std::max(range.end(), chunk.end());
                range = {begin, end - begin};
            }
            m_listed.push_back({{row, rows, range}, std::string(chunksPath)});
            row += rows;
        }
        return;
    }
    std::uint64_t row = 0;
    std::uint64_t blocks = 0;
    for (const auto& run : m_file->chunks.runs()) {
        m_runBlocks.add({blocks, row});
        std::optional<std::uint64_t> cutAt;
        const std::uint64_t end = runEndRow(run, row, cutAt);
        blocks += pieces(end - row, maxItemsPerTableBlock);
        row = end;
        if (cutAt) {
            // The rows from here on are not in the file: counted, never shown.
            m_runBlocks.close(blocks, row);
            addLostRows(row, *cutAt, m_file->chunks.nodePath(run));
            return;
        }
    }
    m_runBlocks.close(blocks, row);
    addLostRows(row, m_file->source->size(), std::string(chunksPath));
}

std::uint64_t ItemTable::runEndRow(const ChunkSlots::Run& run, std::uint64_t row,
                                   std::optional<std::uint64_t>& cutAt) const {
    const std::uint64_t total = m_file->rawSize() / m_type.width;
    const auto itemsTo = [&](std::uint64_t end) {
        return std::max(row, std::min(total, (end + m_type.width - 1) / m_type.width));
    };
    // A frame's planned chunks hold what the frame gives them (their headers are read when
    // shown, issue 42); a chunk read at the open holds the items of its blocks before the first
    // one the file's end cuts (an unreadable one none: the next run's blocks take its items).
    if (m_file->frame && m_file->frame->chunksPlanned) {
        return itemsTo(run.value.rawOffset + run.count * run.value.place.nbytes);
    }
    const auto layout = m_file->chunks.layout(run);
    // A run of like chunks is special ones: its items run on from chunk to chunk.
    const std::uint64_t along = (run.count - 1) * layout->nbytes();
    std::uint64_t end = 0;
    for (const Block& block : layout->blocks) {
        if (layout->cutByEnd(block)) {
            cutAt = std::min(block.offset, layout->range().end());
            break;
        }
        end = run.value.rawOffset + along + block.rawOffset + block.rawSize;
    }
    return itemsTo(end);
}

ItemTable::PlacedBlock ItemTable::runBlock(std::size_t index) const {
    const auto [r, start] = m_runBlocks.find(index);
    const ChunkSlots::Run& run = m_file->chunks.runs()[r];
    // A special run can declare gigabytes of items: table blocks hold at most
    // maxItemsPerTableBlock items, so one decodes in bounded memory.
    const std::uint64_t first = start.row + (index - start.block) * maxItemsPerTableBlock;
    const std::uint64_t rows = std::min(m_runBlocks.endRow(r) - first, maxItemsPerTableBlock);
    return {{first, rows, run.value.place.range()}, m_file->chunks.nodePath(run)};
}

TableBlock ItemTable::blockAt(std::size_t index) const {
    return index < m_runBlocks.blocks() ? runBlock(index).block
                                        : m_listed.at(index - m_runBlocks.blocks()).block;
}

std::size_t ItemTable::blockOfRow(std::uint64_t row) const {
    if (row >= m_runBlocks.rows()) {
        // The last listed block that starts at or before the row (an array's slabs, the rows
        // promised past the chunks'), else the runs' last.
        const auto after = std::upper_bound(m_listed.begin(), m_listed.end(), row,
                                            [](std::uint64_t wanted, const PlacedBlock& placed) {
                                                return wanted < placed.block.firstRow;
                                            });
        const auto listed = static_cast<std::size_t>(after - m_listed.begin());
        return listed != 0
                   ? m_runBlocks.blocks() + listed - 1
                   : m_runBlocks.blocks() - std::min<std::uint64_t>(m_runBlocks.blocks(), 1);
    }
    const auto [r, start] = m_runBlocks.findRow(row);
    return static_cast<std::size_t>(start.block + (row - start.row) / maxItemsPerTableBlock);
}

std::string ItemTable::blockNodePath(std::size_t index) const {
    return index < m_runBlocks.blocks() ? runBlock(index).nodePath
                                        : m_listed.at(index - m_runBlocks.blocks()).nodePath;
}

void ItemTable::addLostRows(std::uint64_t heldRows, std::uint64_t at, std::string nodePath) {
    const std::uint64_t promised = m_file->promisedSize() / m_type.width;
    if (promised > heldRows) {
        m_listed.push_back({{.firstRow = heldRows,
                             .rowCount = 0,
                             .range = {at, 0},
                             .lostRows = promised - heldRows,
                             .lostAt = at},
                            std::move(nodePath)});
    }
}

std::shared_ptr<const Table> ItemTable::withItemType(std::string_view type) const {
    const auto item = namedItemType(*m_file, type);
    return item ? std::make_shared<ItemTable>(m_file, *item) : nullptr;
}

std::string ItemTable::unit(std::size_t column) const {
    return column == 0 ? std::string() : m_file->units;
}

std::shared_ptr<const NdArray> ItemTable::ndArray() const {
    const auto& array = m_file->array;
    if (!array || array->ndim() < 2 || array->itemsize != m_type.width) {
        return nullptr;
    }
    return std::make_shared<Blosc2Array>(m_file, m_type, m_grid);
}

std::optional<CellBytes> ItemTable::cellRange(std::uint64_t row, std::size_t column) const {
    if (row >= rowCount() || column >= m_columns.size() || m_file->chunks.empty() ||
        (m_grid && column == 0)) {
        return std::nullopt;
    }
    // The cell's bytes in the table's byte stream: the chunks' decoded bytes one after the
    // other, or a b2nd array's items in C order (a grid's column c is item c - 1 of its row).
    const std::uint64_t raw =
        m_grid ? (row * static_cast<std::uint64_t>(m_file->array->shape[1]) + column - 1) *
                     m_type.width
               : row * m_type.width;
    // A cell is one place, or none: an item across two chunks, or a retyped piece of items
    // that are not neighbours in their block, has none.
    auto place = decodedChunkPlace(*m_file, raw, m_type.width);
    if (!place || place->range.length != m_type.width) {
        return std::nullopt;
    }
    return place;
}

BlockData ItemTable::readBlock(std::size_t index) const {
    const TableBlock block = blockAt(index);
    BlockData data;
    data.rowCount = block.rowCount;
    ChunkReader reader(*m_file);
    std::vector<std::byte> bytes;
    if (m_file->array) {
        bytes = readSlab(*m_file, reader, *m_file->array, index, data.diagnostics);
    } else {
        bytes.resize(block.rowCount * m_type.width);
        reader.read(block.firstRow * m_type.width, bytes, data.diagnostics);
    }
    if (m_grid) {
        const auto width = static_cast<std::uint64_t>(m_file->array->shape[1]);
        ColumnData rows(LogicalType::UInt64);
        for (std::uint64_t r = 0; r < block.rowCount; ++r) {
            rows.appendInt(static_cast<std::int64_t>(block.firstRow + r));
        }
        data.columns.push_back(std::move(rows));
        for (std::uint64_t c = 0; c < width; ++c) {
            ColumnData column(m_type.type);
            column.reserve(block.rowCount);
            for (std::uint64_t r = 0; r < block.rowCount; ++r) {
                appendItems(column, m_type,
                            std::span(bytes).subspan((r * width + c) * m_type.width), 1);
            }
            data.columns.push_back(std::move(column));
        }
        return data;
    }
    ColumnData indexes(LogicalType::UInt64);
    ColumnData values(m_type.type);
    indexes.ints().resize(block.rowCount);
    std::iota(indexes.ints().begin(), indexes.ints().end(),
              static_cast<std::int64_t>(block.firstRow));
    values.reserve(block.rowCount);
    appendItems(values, m_type, bytes,
                std::min<std::uint64_t>(block.rowCount, bytes.size() / m_type.width));
    data.columns.push_back(std::move(indexes));
    data.columns.push_back(std::move(values));
    return data;
}

BlockTable::BlockTable(std::shared_ptr<const FileLayout> file)
    : m_file(std::move(file)) {
    m_columns = {{"chunk", LogicalType::UInt64, {}, {}},
                 {"block", LogicalType::UInt64, {}, {}},
                 {"offset", LogicalType::UInt64, {}, {}},
                 {"compressed size", LogicalType::UInt64, {}, {}},
                 {"streams", LogicalType::UInt64, {}, {}},
                 {"uncompressed size", LogicalType::UInt64, {}, {}},
                 {"ratio", LogicalType::Float64, {}, {}},
                 {"codec", LogicalType::String, {}, {}}};
    m_rows = m_file->chunks.layout(0)->blocks.size();
}

TableBlock BlockTable::blockAt(std::size_t index) const {
    if (index >= blockCount()) {
        throw std::out_of_range("BlockTable: block past the last");
    }
    return {0, m_rows, m_file->chunks.place(0).range()};
}

std::string BlockTable::blockNodePath(std::size_t /*index*/) const {
    return std::string(filePath);
}

BlockData BlockTable::readBlock(std::size_t index) const {
    blockAt(index);
    const auto layout = m_file->chunks.layout(0);
    BlockData data;
    data.rowCount = m_rows;
    for (const Column& column : m_columns) {
        data.columns.emplace_back(column.type);
    }
    auto& columns = data.columns;
    const std::string codec = chunkCodecText(*layout);
    for (const Block& block : layout->blocks) {
        columns[0].appendInt(0);
        columns[1].appendInt(block.index);
        columns[2].appendInt(static_cast<std::int64_t>(block.offset));
        columns[3].appendInt(static_cast<std::int64_t>(block.storedSize()));
        columns[4].appendInt(static_cast<std::int64_t>(block.streams.size()));
        columns[5].appendInt(block.rawSize);
        if (block.storedSize() > 0) {
            columns[6].appendDouble(roundToSignificantDigits(
                static_cast<double>(block.rawSize) / static_cast<double>(block.storedSize()), 3));
        } else {
            columns[6].appendMissing();
        }
        columns[7].appendString(codec);
    }
    return data;
}

} // namespace strata::blosc2
