#include "formats/odb2/frame_decoder.h"

#include "formats/odb2/column_program.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <numeric>
#include <type_traits>

namespace strata::odb2 {
namespace {

// Where each column's value lies in a row that stores it: its offset after the marker when
// the row starts at column 0. The last entry is the size of a full row after its marker.
// Of a schema's columns or a header's: what matters is each one's codec.
template <typename Columns> std::vector<std::uint64_t> valueOffsets(const Columns& columns) {
    std::vector<std::uint64_t> offsets(columns.size() + 1, 0);
    for (std::size_t c = 0; c < columns.size(); ++c) {
        offsets[c + 1] = offsets[c] + codecValueWidth(columns[c].codec);
    }
    return offsets;
}

struct MarkerWalkEnd {
    std::uint64_t rows = 0;     // rows walked
    std::uint64_t position = 0; // in the data, after the last row walked
    std::string damage;         // empty when every row was walked
};

// Walks the row markers (2 bytes, always big-endian: corpus README) and checks that each row's
// values are there; calls visit(row, marker, position of the marker) for every sound row.
template <typename Visit>
MarkerWalkEnd walkMarkers(const std::vector<std::uint64_t>& offsets,
                          std::span<const std::byte> data, std::uint64_t rows, Visit visit) {
    const std::size_t columnCount = offsets.size() - 1;
    const std::uint64_t fullRow = offsets.back();
    const std::uint64_t size = data.size();
    MarkerWalkEnd end;
    std::uint64_t position = 0;
    std::uint64_t row = 0;
    // While a full row still fits, no row can run past the data: only the marker is checked.
    if (size >= 2 + fullRow) {
        for (; row < rows && position <= size - 2 - fullRow; ++row) {
            const std::uint16_t marker = loadBE<std::uint16_t>(data.data() + position);
            if (marker > columnCount) {
                break; // said below
            }
            visit(row, marker, position);
            position += 2 + fullRow - offsets[marker];
        }
        end.rows = row;
    }
    for (; row < rows; ++row) {
        if (size - position < 2) {
            end.damage =
                "rows end after " + std::to_string(row) + " of " + std::to_string(rows) + " rows";
            break;
        }
        const std::uint16_t marker = loadBE<std::uint16_t>(data.data() + position);
        if (marker > columnCount) {
            end.damage = "row marker " + std::to_string(marker) + " is past the column count " +
                         std::to_string(columnCount);
            break;
        }
        const std::uint64_t rowBytes = 2 + fullRow - offsets[marker];
        if (size - position < rowBytes) {
            end.damage = "row " + std::to_string(row) + " needs " + std::to_string(rowBytes) +
                         " bytes, " + std::to_string(size - position) + " left";
            break;
        }
        visit(row, marker, position);
        position += rowBytes;
        end.rows = row + 1;
    }
    end.position = position;
    return end;
}

// Walks the markers of up to `rows` rows into `index`; it keeps the rows walked.
MarkerWalkEnd indexRows(const std::vector<std::uint64_t>& offsets, std::span<const std::byte> data,
                        std::uint64_t rows, RowIndex& index) {
    index.markers.resize(rows);
    index.bases.resize(rows);
    std::uint16_t* markers = index.markers.data();
    std::uint64_t* bases = index.bases.data();
    const MarkerWalkEnd walk = walkMarkers(
        offsets, data, rows, [&](std::uint64_t row, std::uint16_t marker, std::uint64_t position) {
            markers[row] = marker;
            bases[row] = position + 2 - offsets[marker];
        });
    index.markers.resize(walk.rows);
    index.bases.resize(walk.rows);
    return walk;
}

using Op = ColumnProgram::Op;
using Output = ColumnProgram::Output;

// What a column's cells hold: int64 for integer columns, double for reals, a string reference
// for strings.
template <Output output>
using CellOf =
    std::conditional_t<output == Output::Integer, std::int64_t,
                       std::conditional_t<output == Output::Real, double, std::uint64_t>>;

template <Output output> CellOf<output> cellOf(const ColumnProgram::Value& value) {
    if constexpr (output == Output::Integer) {
        return integerOf(value.number);
    } else if constexpr (output == Output::Real) {
        return value.number;
    } else {
        return value.stringRef;
    }
}

// Decodes one column over all rows: a row whose marker is past the column repeats the value
// before it (spec "Data"); before the first row the value is the missing value (corpus README).
// One loop per operation and output type, so no cell pays for a codec dispatch; the program is
// a copy, so stores into `cells` cannot alias it and its fields stay in registers. Writes the
// cells and a missing flag per row in the same pass; returns whether any is missing.
template <Endian order, Op op, Output output>
bool decodeColumn(const ColumnProgram program, std::size_t column, std::uint64_t offset,
                  const RowIndex& index, const std::byte* data, CellOf<output>* cells,
                  std::uint8_t* missingFlags) {
    const std::size_t rows = index.markers.size();
    const std::uint16_t* markers = index.markers.data();
    const std::uint64_t* bases = index.bases.data();
    ColumnProgram::Value current = program.initialValue();
    CellOf<output> cell = cellOf<output>(current);
    // One-byte codecs have 256 possible values: their cells are looked up, not computed.
    constexpr bool byteTable = op == Op::Byte && output != Output::String;
    std::array<CellOf<output>, 256> byteCells{};
    std::array<bool, 256> byteMissing{};
    if constexpr (byteTable) {
        for (unsigned stored = 0; stored < 256; ++stored) {
            const auto raw = static_cast<std::byte>(stored);
            ColumnProgram::Value value;
            program.decodeAs<order, op>(&raw, value);
            byteCells[stored] = cellOf<output>(value);
            byteMissing[stored] = value.missing;
        }
    }
    std::uint8_t anyMissing = 0;
    for (std::size_t r = 0; r < rows; ++r) {
        if (markers[r] <= column) {
            if constexpr (byteTable) {
                const auto stored = std::to_integer<unsigned>(data[bases[r] + offset]);
                cell = byteCells[stored];
                current.missing = byteMissing[stored];
            } else {
                program.decodeAs<order, op>(data + (bases[r] + offset), current);
                cell = cellOf<output>(current);
            }
        }
        cells[r] = cell;
        missingFlags[r] = current.missing;
        anyMissing |= static_cast<std::uint8_t>(current.missing);
    }
    return anyMissing != 0;
}

// Decodes the column's cells; the missing flags are kept only when a cell is missing (as
// ColumnData wants them: empty, or one per row decoded).
template <Endian order, Output output>
void decodeColumnInto(const ColumnProgram& program, std::size_t column, std::uint64_t offset,
                      const RowIndex& index, const std::byte* data, CellOf<output>* cells,
                      std::vector<std::uint8_t>& missingFlags) {
    missingFlags.resize(index.markers.size());
    bool anyMissing = false;
    program.withOp([&](auto op) {
        constexpr Op code = decltype(op)::value;
        anyMissing = decodeColumn<order, code, output>(program, column, offset, index, data, cells,
                                                       missingFlags.data());
    });
    if (!anyMissing) {
        missingFlags.clear();
    }
}

template <Output output>
void decodeColumnInto(Endian order, const ColumnProgram& program, std::size_t column,
                      std::uint64_t offset, const RowIndex& index, const std::byte* data,
                      CellOf<output>* cells, std::vector<std::uint8_t>& missingFlags) {
    if (order == Endian::Little) {
        decodeColumnInto<Endian::Little, output>(program, column, offset, index, data, cells,
                                                 missingFlags);
    } else {
        decodeColumnInto<Endian::Big, output>(program, column, offset, index, data, cells,
                                              missingFlags);
    }
}

// The length of 8 characters held in a reference, up to their first NUL (strings end there,
// as odc reads them): the lowest zero byte, found with the classic zero-byte bit test.
std::size_t rawLength(std::uint64_t ref) {
    const std::uint64_t zeroBytes = (ref - 0x0101010101010101ull) & ~ref & 0x8080808080808080ull;
    return zeroBytes == 0 ? 8 : static_cast<std::size_t>(std::countr_zero(zeroBytes) / 8);
}

// The strings of the rows, written straight into the column's character buffer: table entries
// (cut at their first NUL, copied in whole 8-byte words) or the 8 characters of a reference.
void appendStrings(const ColumnHeader& header, const ColumnProgram& program,
                   const std::vector<std::uint64_t>& refs, ColumnData& column) {
    const auto table = stringsByIndex(header);
    std::string scratch;
    std::vector<std::string_view> cut;
    std::size_t longest = 8;
    for (std::uint64_t ref = 0; ref < table.size(); ++ref) {
        cut.push_back(stringValueText(program, ref, table, scratch));
        longest = std::max(longest, cut.back().size());
    }
    const std::size_t words = (longest + 7) / 8;
    std::vector<std::uint64_t> padded(cut.size() * words, 0);
    for (std::size_t i = 0; i < cut.size(); ++i) {
        std::memcpy(padded.data() + i * words, cut[i].data(), cut[i].size());
    }
    // Before its first value an index codec's column holds the missing value's 8 characters.
    const std::uint64_t missingRef = std::bit_cast<std::uint64_t>(program.missingValue);

    auto& chars = column.chars();
    auto& offsets = column.offsets();
    const std::size_t begin = chars.size();
    // Room for every row at its longest, plus one whole-word copy past the last.
    chars.resize(begin + refs.size() * longest + words * 8);
    const std::size_t firstOffset = offsets.size();
    offsets.resize(firstOffset + refs.size());
    std::uint64_t* offset = offsets.data() + firstOffset;
    char* out = chars.data() + begin;
    for (const std::uint64_t ref : refs) {
        if (program.indexesStrings() && ref < cut.size()) {
            std::memcpy(out, padded.data() + ref * words, words * 8);
            out += cut[ref].size();
        } else {
            const std::uint64_t raw = !program.indexesStrings()                ? ref
                                      : ref == ColumnProgram::missingStringRef ? missingRef
                                                                               : 0; // bad index

            std::memcpy(out, &raw, 8);
            out += rawLength(raw);
        }
        *offset++ = static_cast<std::uint64_t>(out - chars.data());
    }
    chars.resize(static_cast<std::size_t>(out - chars.data()));
}

} // namespace

BlockData decodeFrame(const Frame& frame, const FrameHeader& header,
                      std::span<const std::byte> data, std::uint64_t rows,
                      const std::string& path) {
    std::vector<std::size_t> all(header.columns.size());
    std::iota(all.begin(), all.end(), std::size_t{0});
    return decodeFrameColumns(frame, header, data, walkFrameRows(header, data, rows), rows, path,
                              all);
}

namespace {

// Decodes column `c` over the rows of `index` into `column` (empty, of the column's type):
// cells, missing flags and strings, one per row of the index.
void decodeColumnCells(const Frame& frame, const ColumnHeader& header, std::size_t c,
                       std::uint64_t offset, const RowIndex& index, const std::byte* bytes,
                       ColumnData& column) {
    const ColumnProgram program = makeColumnProgram(header);
    const std::size_t rows = index.markers.size();
    switch (program.output) {
    case Output::Integer:
        column.ints().resize(rows);
        decodeColumnInto<Output::Integer>(frame.order, program, c, offset, index, bytes,
                                          column.ints().data(), column.missingFlags());
        break;
    case Output::Real:
        column.doubles().resize(rows);
        decodeColumnInto<Output::Real>(frame.order, program, c, offset, index, bytes,
                                       column.doubles().data(), column.missingFlags());
        break;
    case Output::String: {
        std::vector<std::uint64_t> stringRefs(rows);
        decodeColumnInto<Output::String>(frame.order, program, c, offset, index, bytes,
                                         stringRefs.data(), column.missingFlags());
        appendStrings(header, program, stringRefs, column);
        break;
    }
    }
}

std::vector<bool> wantedColumns(const FrameHeader& header, std::span<const std::size_t> columns) {
    std::vector<bool> wanted(header.columns.size(), false);
    for (const std::size_t c : columns) {
        if (c < wanted.size()) {
            wanted[c] = true;
        }
    }
    return wanted;
}

// A block of `rows` rows, with the diagnostic for the rows past the walk's damage.
BlockData blockOf(const Frame& frame, const WalkedRows& walked, std::uint64_t rows,
                  const std::string& path) {
    BlockData block;
    block.rowCount = rows;
    if (!walked.damage.empty()) {
        block.diagnostics.push_back({Severity::Error, frame.data().offset + walked.position,
                                     path + " / " + std::string(unreadableRowsLabel),
                                     walked.damage + "; the remaining " +
                                         std::to_string(rows - walked.rows) + " rows are missing"});
    }
    return block;
}

// The cells of `rows` (ascending, among the rows walked) copied from the compact `cells` to
// their rows of the full-length `column` (its other numbers unset, its other strings empty).
void scatterCells(const ColumnData& cells, std::span<const std::uint64_t> rows,
                  std::size_t rowCount, ColumnData& column) {
    if (cells.hasMissing()) {
        column.missingFlags().assign(rowCount, 0);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            column.missingFlags()[rows[i]] = cells.missingFlags()[i];
        }
    }
    if (column.type() == LogicalType::String) {
        // Offsets in runs: between two picked rows every row ends where the last string did.
        auto& offsets = column.offsets();
        const std::size_t first = offsets.size();
        offsets.resize(first + rowCount);
        std::size_t from = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            std::fill(offsets.begin() + static_cast<std::ptrdiff_t>(first + from),
                      offsets.begin() + static_cast<std::ptrdiff_t>(first + rows[i]),
                      column.chars().size());
            column.chars().append(cells.stringAt(i));
            offsets[first + rows[i]] = column.chars().size();
            from = rows[i] + 1;
        }
        std::fill(offsets.begin() + static_cast<std::ptrdiff_t>(first + from), offsets.end(),
                  column.chars().size());
    } else if (isFloating(column.type())) {
        column.doubles().resize(rowCount);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            column.doubles()[rows[i]] = cells.doubles()[i];
        }
    } else {
        column.ints().resize(rowCount);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            column.ints()[rows[i]] = cells.ints()[i];
        }
    }
}

} // namespace

WalkedRows walkFrameRows(const FrameHeader& header, std::span<const std::byte> data,
                         std::uint64_t rows) {
    WalkedRows walked;
    const MarkerWalkEnd end = indexRows(valueOffsets(header.columns), data, rows, walked.index);
    walked.rows = end.rows;
    walked.position = end.position;
    walked.damage = end.damage;
    return walked;
}

BlockData decodeFrameColumns(const Frame& frame, const FrameHeader& header,
                             std::span<const std::byte> data, const WalkedRows& walked,
                             std::uint64_t rows, const std::string& path,
                             std::span<const std::size_t> columns) {
    const std::vector<bool> wanted = wantedColumns(header, columns);
    const auto offsets = valueOffsets(header.columns);
    const RowIndex& index = walked.index;
    BlockData block = blockOf(frame, walked, rows, path);
    block.columns.reserve(header.columns.size());
    for (std::size_t c = 0; c < header.columns.size(); ++c) {
        ColumnData& column = block.columns.emplace_back(logicalTypeOf(header.columns[c].type));
        if (!wanted[c]) {
            continue;
        }
        decodeColumnCells(frame, header.columns[c], c, offsets[c], index, data.data(), column);
        while (column.size() < rows) {
            column.appendMissing();
        }
    }
    return block;
}

BlockData decodeFrameCells(const Frame& frame, const FrameHeader& header,
                           std::span<const std::byte> data, const WalkedRows& walked,
                           std::uint64_t rows, const std::string& path,
                           std::span<const std::size_t> columns,
                           std::span<const std::uint64_t> onlyRows) {
    const std::vector<bool> wanted = wantedColumns(header, columns);
    const auto offsets = valueOffsets(header.columns);
    const RowIndex& index = walked.index;
    BlockData block = blockOf(frame, walked, rows, path);
    const std::size_t walkedRows = index.markers.size();
    const std::size_t columnCount = header.columns.size();
    std::vector<std::uint64_t> picked;
    for (const std::uint64_t row : onlyRows) {
        if (row < walkedRows) {
            picked.push_back(row);
        }
    }
    // Each picked row's value of column c lies in the last row up to it whose marker is at most
    // c (spec "Data": a row stores the columns from its marker on). The last row of each marker
    // is kept as the rows are walked; the prefix maximum over the markers up to c is that row.
    // Per column, a row index of the picked rows alone: marker 0 and that row's base, or a
    // marker past every column where no row stored the value yet (the initial value carries).
    constexpr std::uint16_t noRow = 0xFFFF;
    std::vector<RowIndex> perColumn(columnCount);
    for (std::size_t c = 0; c < columnCount; ++c) {
        if (wanted[c]) {
            perColumn[c].markers.resize(picked.size());
            perColumn[c].bases.resize(picked.size());
        }
    }
    std::vector<std::int64_t> lastOfMarker(columnCount + 1, -1);
    std::size_t next = 0;
    for (std::size_t r = 0; r < walkedRows && next < picked.size(); ++r) {
        lastOfMarker[index.markers[r]] = static_cast<std::int64_t>(r);
        if (picked[next] != r) {
            continue;
        }
        std::int64_t source = -1;
        for (std::size_t c = 0; c < columnCount; ++c) {
            source = std::max(source, lastOfMarker[c]);
            if (wanted[c]) {
                perColumn[c].markers[next] = source < 0 ? noRow : 0;
                perColumn[c].bases[next] =
                    source < 0 ? 0 : index.bases[static_cast<std::size_t>(source)];
            }
        }
        ++next;
    }
    block.columns.reserve(columnCount);
    for (std::size_t c = 0; c < columnCount; ++c) {
        ColumnData& column = block.columns.emplace_back(logicalTypeOf(header.columns[c].type));
        if (!wanted[c]) {
            continue;
        }
        ColumnData cells(column.type());
        decodeColumnCells(frame, header.columns[c], c, offsets[c], perColumn[c], data.data(),
                          cells);
        scatterCells(cells, picked, walkedRows, column);
        while (column.size() < rows) {
            column.appendMissing();
        }
    }
    return block;
}

FrameCells::FrameCells(const Frame& frame, FrameHeader header, std::span<const std::byte> data,
                       std::uint64_t rows)
    : m_data(frame.data())
    , m_columns(std::move(header.columns))
    , m_valueOffsets(valueOffsets(m_columns)) {
    indexRows(m_valueOffsets, data, rows, m_index);
}

std::optional<ByteRange> FrameCells::cellRange(std::uint64_t row, std::size_t column) const {
    if (row >= m_index.markers.size() || column >= m_columns.size()) {
        return std::nullopt;
    }
    const std::uint16_t marker = m_index.markers[row];
    const std::uint64_t base = m_data.offset + m_index.bases[row];
    if (marker > column) {
        // The row starts past the column: its marker is what carries the value forward.
        return ByteRange{base + m_valueOffsets[marker] - 2, 2};
    }
    const ColumnHeader& header = m_columns[column];
    const unsigned width = codecValueWidth(header.codec);
    if (width == 0) {
        // constant and constant_string store their value once, in the column's header.
        return header.minRange;
    }
    return ByteRange{base + m_valueOffsets[column], width};
}

RowWalk walkRows(const Frame& frame, std::span<const std::byte> data, std::uint64_t maxRows) {
    RowWalk walk;
    walk.rowOffsets.reserve(std::min<std::uint64_t>(maxRows, data.size() / 2) + 1);
    const MarkerWalkEnd end =
        walkMarkers(valueOffsets(*frame.schema), data, maxRows,
                    [&](std::uint64_t, std::uint16_t, std::uint64_t position) {
                        walk.rowOffsets.push_back(frame.data().offset + position);
                    });
    walk.rowOffsets.push_back(frame.data().offset + end.position);
    walk.damage = end.damage;
    walk.damageOffset = frame.data().offset + end.position;
    return walk;
}

MarkerCounts countMarkers(const Frame& frame, std::span<const std::byte> data,
                          std::uint64_t maxRows) {
    MarkerCounts counts;
    counts.rowsWithMarker.assign(frame.columnCount() + 1, 0);
    const MarkerWalkEnd end = walkMarkers(valueOffsets(*frame.schema), data, maxRows,
                                          [&](std::uint64_t, std::uint16_t marker, std::uint64_t) {
                                              ++counts.rowsWithMarker[marker];
                                          });
    counts.end = frame.data().offset + end.position;
    counts.damage = end.damage;
    return counts;
}

} // namespace strata::odb2
