#pragma once

#include "formats/odb2/frame_header.h"
#include "strata/table.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata::odb2 {

// The node of a frame's rows that holds the bytes from the first damaged row on.
inline constexpr std::string_view unreadableRowsLabel = "unreadable rows";

// Decodes the rows of one frame into typed columns. `data` holds the frame's row bytes
// (frame.data, possibly cut short by the end of the file); `rows` is how many rows the block
// shows; `path` is the frame's rows node. A row marker past the column count or rows cut short
// end the decoding with a diagnostic on the rows' unreadable rows node (the tree's walk of the
// same markers puts it there); the rows that follow are missing.
// `header` is the frame's (readFrameHeader).
BlockData decodeFrame(const Frame& frame, const FrameHeader& header,
                      std::span<const std::byte> data, std::uint64_t rows, const std::string& path);
// Every row's marker and where column c's value would lie: base + offsets[c] (meaningful for
// the columns the row stores, c >= marker), relative to the frame's row bytes. A base alone may
// wrap below zero: add the offset before making a pointer of it.
struct RowIndex {
    std::vector<std::uint16_t> markers;
    std::vector<std::uint64_t> bases;
};

// A frame's rows walked, markers only (spec "Data": a marker, then the values from the marker's
// column on): each row's marker and base, and where and why the walk stopped short of `rows`.
struct WalkedRows {
    RowIndex index;
    std::uint64_t rows = 0;     // rows walked
    std::uint64_t position = 0; // in the row bytes, after the last row walked
    std::string damage;         // empty when every row was walked
};
WalkedRows walkFrameRows(const FrameHeader& header, std::span<const std::byte> data,
                         std::uint64_t rows);

// decodeFrame of the listed columns only, over the rows `walked` (walkFrameRows of the same
// data); the others come back empty. Rows are stored whole, so every row's marker is walked, but
// no other column's values are read or materialised.
BlockData decodeFrameColumns(const Frame& frame, const FrameHeader& header,
                             std::span<const std::byte> data, const WalkedRows& walked,
                             std::uint64_t rows, const std::string& path,
                             std::span<const std::size_t> columns);

// decodeFrameColumns of the cells of `onlyRows` (ascending row indexes in the frame): the
// columns are as long as the block, but only those rows' cells are decoded, the others' numbers
// are unset and their strings empty. For scans that need the rest of a frame for the few rows a
// filter kept: every marker is still walked, and each picked row's value is read where the row
// it carries forward from stored it.
BlockData decodeFrameCells(const Frame& frame, const FrameHeader& header,
                           std::span<const std::byte> data, const WalkedRows& walked,
                           std::uint64_t rows, const std::string& path,
                           std::span<const std::size_t> columns,
                           std::span<const std::uint64_t> onlyRows);

// Where each row starts, walking the markers only; stops early at damage (the vector is then
// shorter than frame.rows). The last entry is the end of the last row walked. The frame must
// be decodable (its schema known).
struct RowWalk {
    std::vector<std::uint64_t> rowOffsets; // absolute, one per row walked, plus the end
    std::uint64_t damageOffset = 0;
    std::string damage; // empty when every row was walked
};
RowWalk walkRows(const Frame& frame, std::span<const std::byte> data, std::uint64_t maxRows);

// How many walked rows carry each marker (a row with marker m stores columns m.. on), for the
// bytes each column's values take; where the walk ended and why, as in RowWalk.
struct MarkerCounts {
    std::vector<std::uint64_t> rowsWithMarker; // by marker, 0..column count
    std::uint64_t end = 0;                     // absolute, after the last row walked
    std::string damage;
};
MarkerCounts countMarkers(const Frame& frame, std::span<const std::byte> data,
                          std::uint64_t maxRows);

// Where the cells of one frame's rows lie, from the marker walk decodeFrame does: a value the
// row stores is its bytes in the row; one the row carries forward from the row before is the
// row's marker, which says the row starts past it; a constant codec's value is the min field
// of its column header.
class FrameCells {
public:
    FrameCells(const Frame& frame, FrameHeader header, std::span<const std::byte> data,
               std::uint64_t rows);

    // nullopt for rows past damage.
    std::optional<ByteRange> cellRange(std::uint64_t row, std::size_t column) const;

private:
    ByteRange m_data; // the frame's row bytes
    std::vector<ColumnHeader> m_columns;
    std::vector<std::uint64_t> m_valueOffsets;
    RowIndex m_index;
};

} // namespace strata::odb2
