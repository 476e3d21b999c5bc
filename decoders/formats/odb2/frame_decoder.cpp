#include "formats/odb2/frame_decoder.h"

#include "formats/odb2/column_program.h"

#include <algorithm>

namespace strata::odb2 {
namespace {

// Bytes a row takes after its marker, for each start column (the row marker is 2 bytes,
// always big-endian: corpus README).
std::vector<std::uint64_t> rowBytesByMarker(const std::vector<ColumnHeader>& columns) {
    std::vector<std::uint64_t> bytes(columns.size() + 1, 0);
    for (std::size_t c = columns.size(); c-- > 0;) {
        bytes[c] = bytes[c + 1] + codecValueWidth(columns[c].codec);
    }
    return bytes;
}

std::string markerProblem(std::uint16_t marker, std::size_t columns) {
    return "row marker " + std::to_string(marker) + " is past the column count " +
           std::to_string(columns);
}

// One column being filled: the value decoded last holds for every row up to the next value
// the rows store, so skipped columns cost nothing until the next change (or the frame end).
// Rows are appended in order, so every cell is written once.
struct ColumnFill {
    ColumnProgram program;
    std::vector<std::int64_t>* ints = nullptr;
    std::vector<double>* doubles = nullptr;
    std::vector<std::uint64_t>* stringRefs = nullptr;
    ColumnProgram::Value current;
    std::uint64_t filled = 0; // rows [0, filled) hold their values
    std::vector<std::pair<std::uint64_t, std::uint64_t>> missingRuns;

    template <typename T> static void append(std::vector<T>& out, std::uint64_t count, T value) {
        if (count == 1) {
            out.push_back(value);
        } else {
            out.insert(out.end(), count, value);
        }
    }

    void fillTo(std::uint64_t row) {
        if (row <= filled) {
            return;
        }
        if (current.missing) {
            if (!missingRuns.empty() && missingRuns.back().second == filled) {
                missingRuns.back().second = row;
            } else {
                missingRuns.emplace_back(filled, row);
            }
        }
        switch (program.output) {
        case ColumnProgram::Output::Integer:
            append(*ints, row - filled, integerOf(current.number));
            break;
        case ColumnProgram::Output::Real:
            append(*doubles, row - filled, current.number);
            break;
        case ColumnProgram::Output::String:
            append(*stringRefs, row - filled, current.stringRef);
            break;
        }
        filled = row;
    }
};

struct RowLoopResult {
    std::uint64_t rowsDecoded = 0;
    std::uint64_t damageOffset = 0;
    std::string damage;
};

template <Endian order>
RowLoopResult runRows(std::vector<ColumnFill>& fills, const std::vector<std::uint64_t>& rowBytes,
                      std::span<const std::byte> data, std::uint64_t dataOffset,
                      std::uint64_t rows) {
    const std::byte* const begin = data.data();
    const std::byte* const end = begin + data.size();
    const std::byte* p = begin;
    const std::size_t columnCount = fills.size();
    RowLoopResult result;
    for (std::uint64_t row = 0; row < rows; ++row) {
        if (end - p < 2) {
            result.damage =
                "rows end after " + std::to_string(row) + " of " + std::to_string(rows) + " rows";
            result.damageOffset = dataOffset + static_cast<std::uint64_t>(p - begin);
            return result;
        }
        const std::uint16_t marker = loadBE<std::uint16_t>(p);
        if (marker > columnCount) {
            result.damage = markerProblem(marker, columnCount);
            result.damageOffset = dataOffset + static_cast<std::uint64_t>(p - begin);
            return result;
        }
        if (static_cast<std::uint64_t>(end - p) - 2 < rowBytes[marker]) {
            result.damage = "row " + std::to_string(row) + " needs " +
                            std::to_string(rowBytes[marker] + 2) + " bytes, " +
                            std::to_string(end - p) + " left";
            result.damageOffset = dataOffset + static_cast<std::uint64_t>(p - begin);
            return result;
        }
        p += 2;
        for (std::size_t c = marker; c < columnCount; ++c) {
            ColumnFill& fill = fills[c];
            const ColumnProgram::Value value = fill.program.decode<order>(p);
            p += fill.program.width;
            fill.fillTo(row);
            fill.current = value;
        }
        result.rowsDecoded = row + 1;
    }
    return result;
}

// Appends the strings of rows [0, rows): table lookups (cut at their first NUL once) or the
// 8 characters held in the reference.
void finishStrings(const ColumnHeader& header, const ColumnFill& fill, ColumnData& column,
                   std::uint64_t rows) {
    const auto table = stringsByIndex(header);
    std::string scratch;
    std::vector<std::string_view> cut;
    std::size_t longest = 8;
    for (std::uint64_t ref = 0; ref < table.size(); ++ref) {
        cut.push_back(stringValueText(fill.program, ref, table, scratch));
        longest = std::max(longest, cut.back().size());
    }
    column.reserve(rows, rows * longest);
    const auto& refs = *fill.stringRefs;
    for (std::uint64_t r = 0; r < rows; ++r) {
        const std::uint64_t ref = refs[r];
        column.appendString(fill.program.indexesStrings() && ref < cut.size()
                                ? cut[ref]
                                : stringValueText(fill.program, ref, table, scratch));
    }
}

} // namespace

BlockData decodeFrame(const Frame& frame, std::span<const std::byte> data, std::uint64_t rows,
                      const std::string& path) {
    BlockData block;
    block.rowCount = rows;
    const std::size_t columnCount = frame.columns.size();
    std::vector<ColumnData> columns;
    columns.reserve(columnCount); // the fills point at the columns' vectors
    std::vector<std::vector<std::uint64_t>> stringRefs(columnCount);
    std::vector<ColumnFill> fills(columnCount);
    for (std::size_t c = 0; c < columnCount; ++c) {
        ColumnFill& fill = fills[c];
        fill.program = makeColumnProgram(frame.columns[c]);
        fill.current = fill.program.initialValue();
        ColumnData& column = columns.emplace_back(logicalTypeOf(frame.columns[c].type));
        switch (fill.program.output) {
        case ColumnProgram::Output::Integer:
            column.ints().reserve(rows);
            fill.ints = &column.ints();
            break;
        case ColumnProgram::Output::Real:
            column.doubles().reserve(rows);
            fill.doubles = &column.doubles();
            break;
        case ColumnProgram::Output::String:
            stringRefs[c].reserve(rows);
            fill.stringRefs = &stringRefs[c];
            break;
        }
    }

    const auto rowBytes = rowBytesByMarker(frame.columns);
    const RowLoopResult result =
        frame.order == Endian::Little
            ? runRows<Endian::Little>(fills, rowBytes, data, frame.data.offset, rows)
            : runRows<Endian::Big>(fills, rowBytes, data, frame.data.offset, rows);
    if (!result.damage.empty()) {
        block.diagnostics.push_back({Severity::Error, result.damageOffset, path,
                                     result.damage + "; the remaining " +
                                         std::to_string(rows - result.rowsDecoded) +
                                         " rows are missing"});
    }

    for (std::size_t c = 0; c < columnCount; ++c) {
        ColumnFill& fill = fills[c];
        fill.fillTo(result.rowsDecoded);
        fill.current.missing = true;
        fill.fillTo(rows);
        ColumnData& column = columns[c];
        if (fill.program.output == ColumnProgram::Output::String) {
            finishStrings(frame.columns[c], fill, column, result.rowsDecoded);
            for (std::uint64_t r = result.rowsDecoded; r < rows; ++r) {
                column.appendMissing();
            }
        } else {
            for (const auto& [first, last] : fill.missingRuns) {
                for (std::uint64_t r = first; r < last; ++r) {
                    column.setMissing(r);
                }
            }
        }
    }
    block.columns = std::move(columns);
    return block;
}

RowWalk walkRows(const Frame& frame, std::span<const std::byte> data, std::uint64_t maxRows) {
    RowWalk walk;
    const auto rowBytes = rowBytesByMarker(frame.columns);
    std::uint64_t position = 0;
    walk.rowOffsets.reserve(std::min<std::uint64_t>(maxRows, data.size() / 2) + 1);
    for (std::uint64_t row = 0; row < maxRows; ++row) {
        walk.rowOffsets.push_back(frame.data.offset + position);
        if (data.size() - position < 2) {
            walk.damage = "rows end after " + std::to_string(row) + " rows";
            break;
        }
        const auto marker = loadBE<std::uint16_t>(data.data() + position);
        if (marker > frame.columns.size()) {
            walk.damage = markerProblem(marker, frame.columns.size());
            break;
        }
        if (data.size() - position - 2 < rowBytes[marker]) {
            walk.damage = "row " + std::to_string(row) + " is cut short";
            break;
        }
        position += 2 + rowBytes[marker];
    }
    if (!walk.damage.empty()) {
        walk.damageOffset = walk.rowOffsets.back();
        walk.rowOffsets.pop_back();
    }
    walk.rowOffsets.push_back(frame.data.offset + position);
    return walk;
}

} // namespace strata::odb2
