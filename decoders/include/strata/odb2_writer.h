#pragma once

#include "strata/record_writer.h"
#include "strata/table.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace strata::odb2 {

struct Odb2WriterOptions {
    // Rows per frame: odc's default. It also bounds a frame's distinct strings, which
    // int16_string holds up to 65,536 of.
    std::uint64_t rowsPerFrame = 10000;
    std::vector<std::pair<std::string, std::string>> properties; // each frame's
};

// Writes rows as ODB-2 frames as odc writes them (docs/formats/odb2.md "Frame layout as
// written"): little-endian, format 0.5, the md5 of the header, flags none, and per column and
// frame the smallest codec that holds its values (constant, the int8/int16 offsets with or
// without a missing code, int32, short_real2 for float32, long_real, constant_string,
// int8_string or int16_string). Columns keep their order and types: integers INTEGER, float32
// REAL, float64 DOUBLE, strings STRING, bitfields BITFIELD with their fields. A missing cell is
// the column's missing value (odc's 2147483647 or -2147483647, another when a value takes it);
// a missing string is "" (ODB-2 has none), and so is what follows a NUL in one; a NaN of the
// data stays a NaN. odc's integers are 32 bits: a frame whose integers no integer codec holds
// writes that column as DOUBLE (exact to 2^53), and Strata then shows such frames as a table of
// their own. The rows come as RecordWriter's segments (RecordLayout::Columns); each frame goes
// to `output` once whole.
class Odb2Writer {
public:
    using Output = std::function<void(std::span<const std::byte>)>;

    // `columns`: those of the records, in their order.
    Odb2Writer(std::vector<Column> columns, Output output, Odb2WriterOptions options = {});
    ~Odb2Writer();
    Odb2Writer(const Odb2Writer&) = delete;
    Odb2Writer& operator=(const Odb2Writer&) = delete;

    // Appends the rows of `segments` (whole segments); false when they end inside one.
    bool append(std::string_view segments);
    // Writes the rows still held as the last frame.
    void finish();

private:
    struct ColumnRows;
    // Writes the rows held as a frame.
    void writeFrame();
    std::vector<std::byte> encodeFrame();

    std::vector<Column> m_columns;
    std::vector<RecordCell> m_cells;
    Output m_output;
    Odb2WriterOptions m_options;
    std::vector<std::unique_ptr<ColumnRows>> m_rows;
    std::uint64_t m_heldRows = 0;
    std::uint64_t m_frames = 0;
};

} // namespace strata::odb2
