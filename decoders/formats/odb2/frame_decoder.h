#pragma once

#include "formats/odb2/frame_header.h"
#include "strata/table.h"

#include <cstdint>
#include <span>
#include <string>

namespace strata::odb2 {

// Decodes the rows of one frame into typed columns. `data` holds the frame's row bytes
// (frame.data, possibly cut short by the end of the file); `rows` is how many rows the block
// shows. A row marker past the column count or rows cut short end the decoding with a
// diagnostic; the rows that follow are missing.
BlockData decodeFrame(const Frame& frame, std::span<const std::byte> data, std::uint64_t rows,
                      const std::string& path);

// Where each row starts, walking the markers only; stops early at damage (the vector is then
// shorter than frame.rows). The last entry is the end of the last row walked.
struct RowWalk {
    std::vector<std::uint64_t> rowOffsets; // absolute, one per row walked, plus the end
    std::uint64_t damageOffset = 0;
    std::string damage; // empty when every row was walked
};
RowWalk walkRows(const Frame& frame, std::span<const std::byte> data, std::uint64_t maxRows);

} // namespace strata::odb2
