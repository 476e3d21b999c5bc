#pragma once

#include "strata/cole_types.h"
#include "strata/record_writer.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace strata::cole {

// How a table column is written to COLE: integers (signed, unsigned, bitfields) as INT64 (an
// unsigned value past 2^63 - 1 as its bits), strings as STRING; in the encoding the column
// names when that is a COLE one (a COLE table converted again keeps its encodings), else PLAIN
// for integers and DICTIONARY for strings. nullopt for floating-point columns: COLE has none.
struct ColeColumnPlan {
    ColumnType type;
    Encoding encoding;
};
std::optional<ColeColumnPlan> coleColumnFor(const Column& column);

// A column chunk kept as another COLE file holds it: its bytes (every page's inline header and
// data) and each page's header bytes, which the new metadata repeats.
struct ColeChunkCopy {
    std::span<const std::byte> bytes;
    std::vector<std::span<const std::byte>> pageHeaders;
};

// Writes COLE files as the reference engine does (docs/formats/cole.md): the header, then per
// row group one page per column chunk with its header in front (integer pages with min/max
// statistics widened to int64), then the metadata repeating every page header, the total row
// count and the footer. Row groups go to `output` as they are complete (the last one is held
// until the next or finish(), for overrideLastStats); only the metadata is kept in memory.
class ColeWriter {
public:
    using Output = std::function<void(std::span<const std::byte>)>;
    using Values = std::variant<std::vector<std::int64_t>, std::vector<std::string>>;

    explicit ColeWriter(Output output);
    ~ColeWriter();
    ColeWriter(const ColeWriter&) = delete;
    ColeWriter& operator=(const ColeWriter&) = delete;
    ColeWriter(ColeWriter&&) noexcept;
    ColeWriter& operator=(ColeWriter&&) noexcept;

    // Columns come before any row group.
    void addColumn(std::string name, ColumnType type, Encoding encoding);
    std::size_t columnCount() const;

    // One value vector per column (integers for INT32 and INT64, strings for STRING), all of the
    // same length: a row group, encoded in each column's encoding.
    void addRowGroup(const std::vector<Values>& columns);
    // Rows as RecordWriter's records of these columns (an integer cell for each integer column,
    // a string cell for each string column), held until endRowGroup(); false when the records
    // end inside a row.
    bool appendRecords(std::string_view records, std::span<const RecordCell> cells);
    std::uint64_t heldRows() const;
    // Writes the rows appendRecords() holds as a row group (none: nothing).
    void endRowGroup();
    // A row group copied byte for byte: `rows` rows, one chunk per column.
    void copyRowGroup(std::uint32_t rows, std::span<const ColeChunkCopy> chunks);

    // Overrides the statistics of the last row group's page of `column`, to make files whose
    // statistics lie (tests of what a reader does with them).
    void overrideLastStats(std::size_t column, std::int64_t min, std::int64_t max);

    // Writes what is held, the metadata and the footer.
    void finish();

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace strata::cole
