#pragma once

#include "formats/at1/file_layout.h"
#include "formats/at1/stream_set.h"

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace strata::at1 {

// The codec bytes of qcolumnar and qjson containers (spec "Top-level container", byte 4).
inline constexpr std::uint8_t qcolumnarCodecId = 7;
inline constexpr std::uint8_t qjsonCodecId = 8;

// qcolumnar/qjson column types (spec "Queryable codecs", meta coltypes).
enum class QueryColumnType : std::uint8_t { Text = 0, Integer = 1, Decimal = 2 };

std::string_view queryColumnTypeName(std::uint8_t type);

// Per-block codec tags (spec "Block coding").
enum class BlockTag : std::uint8_t { Xz = 0, Zstd = 1 };

using IntegerZone = std::pair<std::int64_t, std::int64_t>;
using DecimalZone = std::pair<double, double>;
using ZoneMap = std::variant<std::monostate, IntegerZone, DecimalZone>;

// One (row group, column) block of the footer index.
struct QueryBlock {
    std::size_t group = 0;
    std::size_t column = 0;
    std::uint64_t offsetInBlocks = 0;
    // In the file: the tag byte and the payload. A block inside a compressed `blocks` stream has
    // no place of its own there: its offset is the stream's (QueryLayout::decodedBlocks).
    ByteRange range;
    std::uint8_t tag = 0;
    ZoneMap zone;
    bool cut = false; // the file ends before the block's last byte (StreamEntry::missing)
};

// Everything but the blocks' payloads and the row text, read when the file opens.
struct QueryLayout {
    bool json = false;
    std::uint64_t nlines = 0;
    bool trailingNewline = false;
    std::string delimiter; // qcolumnar
    std::uint64_t rowsPerGroup = 0;
    std::uint64_t structuredRows = 0;
    std::uint64_t groupCount = 0;
    std::vector<std::uint8_t> columnTypes;
    std::vector<std::string> segments; // qjson template
    std::vector<std::string> paths;    // qjson
    ByteRange blocksStream;
    std::vector<QueryBlock> blocks; // group-major
    // The `blocks` stream decoded, when it is not stored (QueryBlocks::AnyBackend).
    std::optional<Bytes> decodedBlocks;

    std::size_t columnCount() const { return columnTypes.size(); }
    std::uint64_t rowsInGroup(std::size_t group) const;
    const QueryBlock& block(std::size_t group, std::size_t column) const {
        return blocks[group * columnCount() + column];
    }
};

// Where a set's `blocks` stream may be. The seed spec stores it (backend 2), so that every block
// has a file offset; qjson2's nested qjson sets may use any backend (at1-codecs.md section 8).
enum class QueryBlocks { Stored, AnyBackend };

QueryLayout readQueryLayout(const ByteSource& source, const StreamSet& streams, bool json,
                            QueryBlocks blocksStorage = QueryBlocks::Stored);
// A qcolumnar section's header: its first line, when the writer stored it verbatim (row mode 0,
// as any line that does not split into its columns) and it splits on the delimiter into one
// name per column, as a columnar file's header names its columns (has_header). Empty for qjson,
// for a first line that is structured or splits otherwise, and for row_modes or verbatim streams
// over 64 MiB decoded (not read at open for a name). Throws DecodeError.
std::vector<std::string> queryHeaderNames(const ByteSource& source, const StreamSet& streams,
                                          const QueryLayout& layout);

// The meta stream alone (nlines, delim, rg, n_struct, nrg, coltypes): what the tree still shows
// of a stream set whose other streams do not read. Throws DecodeError.
QueryLayout readQueryMeta(const ByteSource& source, const StreamSet& streams, bool json);

// One block's values: its payload decoded and split on '\n'.
struct BlockValues {
    Bytes data;
    std::vector<std::string_view> values;
};

// One block's payload decoded (its tag read first), as far as it decodes: what its values are
// read from.
DecodedPayload decodeQueryBlockPayload(const ByteSource& source, const QueryLayout& layout,
                                       std::size_t group, std::size_t column);

// Decodes one block and checks it holds one value per row of its group. Throws DecodeError.
BlockValues decodeQueryBlock(const ByteSource& source, const QueryLayout& layout, std::size_t group,
                             std::size_t column);

// Appends one structured row: the delimiter-joined values, or the qjson template filled in.
void appendQueryRow(const QueryLayout& layout, const std::vector<BlockValues>& group,
                    std::size_t row, std::string& out);

// Appends the original bytes (spec "Reconstruction (full decode)"). Throws DecodeError.
void rebuildQuery(const ByteSource& source, const StreamSet& streams, const QueryLayout& layout,
                  std::string& out);

// The layout reader of the qcolumnar codec (codec_table.h).
SectionCodec readQColumnarSection(const ByteSource& source, const ContainerLayout& container,
                                  std::size_t section, const SectionCodec& before,
                                  std::vector<Diagnostic>& diagnostics);

// The layout reader of the qjson codec (codec_table.h).
SectionCodec readQJsonSection(const ByteSource& source, const ContainerLayout& container,
                              std::size_t section, const SectionCodec& before,
                              std::vector<Diagnostic>& diagnostics);

} // namespace strata::at1
