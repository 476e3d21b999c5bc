#pragma once

#include "formats/at1/file_layout.h"
#include "formats/at1/stream_set.h"
#include "strata/field_value.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace strata::at1 {

// The codec byte of its containers (spec "Top-level container", byte 4).
inline constexpr std::uint8_t columnarCodecId = 4;

// Columnar codec (id 4) column types; DICT and SHUF exist only in the public dialect
// (corpus README, "DICT" and "SHUF").
enum class ColumnType : std::uint8_t {
    Text = 0,
    Int = 1,
    Dec = 2,
    NumExc = 3,
    Derived = 4,
    Dict = 5,
    Shuf = 6
};

std::string_view columnTypeName(std::uint8_t type);

// quotemodes[k] (spec "Quote flags"): no value quoted, all quoted, or as column k's bitmap in
// `quotebits` says.
inline constexpr std::uint8_t quoteNone = 0;
inline constexpr std::uint8_t quoteAll = 1;
inline constexpr std::uint8_t quoteMixed = 2;

// What a section's small streams say of its columns (spec "Columnar codec", "meta",
// "coltypes", "quotemodes", "header"). A streaming file's frames mostly say the same: a frame
// that does shares the one before's.
struct ColumnarShape {
    bool hasHeader = false;
    std::string delimiter;
    std::vector<std::uint8_t> columnTypes;
    std::vector<std::uint8_t> quoteModes;
    std::string header;
    std::vector<std::string> headerNames;

    bool operator==(const ColumnarShape&) const = default;
};

// What the small streams say of a section but its chunk lengths (spec "Columnar codec"): what
// the file keeps of every section once it is open. The frames of a streaming file mostly say
// the same, and share one (readColumnarSection).
struct ColumnarSection {
    std::uint64_t nrows = 0;
    std::uint64_t structuredRows = 0; // row_modes entries that are 1
    bool trailingNewline = false;
    std::shared_ptr<const ColumnarShape> shape; // never null; shared by sections alike

    bool operator==(const ColumnarSection&) const = default;
};

// A section's whole layout: with col_index's chunk lengths, which differ from frame to frame and
// are read again from the section's streams when it is decoded or shown.
struct ColumnarLayout : ColumnarSection {
    std::vector<std::uint64_t> chunkLengths; // col_index: each column's in `values`
};

// `before`: the section read before, whose shape is shared when it is the same.
ColumnarLayout readColumnarLayout(const ByteSource& source, const StreamSet& streams,
                                  const ColumnarSection* before = nullptr);

// `kept` with the chunk lengths read again from `streams` (its section's). Throws DecodeError.
ColumnarLayout withChunkLengths(const ByteSource& source, const StreamSet& streams,
                                const ColumnarSection& kept);

// One decoded column. INT, DEC and SHUF keep their numbers and print them as rows are
// assembled; the other types hold their values' text.
struct DecodedColumn {
    std::uint8_t type = 0;
    bool numeric = false;
    unsigned digits = 0; // DEC: fractional digits; 0 prints integers
    std::vector<std::int64_t> numbers;
    std::vector<std::string_view> texts;
    std::string ownedText; // NUMEXC: the values' text
    std::uint8_t quoteMode = 0;
    std::span<const std::byte> quoteBits; // mixed quoting, one bit a value, LSB first
    std::vector<Field> parameters;        // D, subtype, nexc, source, nmap, ndict, width, base

    std::size_t size() const { return numeric ? numbers.size() : texts.size(); }
    bool quoted(std::size_t index) const;
    // Writes value `index` (at most maxNumberText bytes for numbers) and returns the end.
    char* write(std::size_t index, char* out) const;
    void appendText(std::size_t index, std::string& out) const;
};

// Every stream decoded and every column reconstructed; the rows are assembled from it.
struct ColumnarContent {
    std::vector<DecodedStream> streams;
    std::vector<DecodedColumn> columns;
    std::vector<std::string_view> verbatimLines;
};

// The decoded stream called `name` ("fieldcounts", "values", ...). Throws DecodeError.
const DecodedStream& streamNamed(const ColumnarContent& content, std::string_view name);

std::unique_ptr<ColumnarContent> decodeColumnar(const ByteSource& source, const StreamSet& streams,
                                                const ColumnarLayout& layout);

// The original bytes of a columnar section (spec "Row assembly"), into `out`. Columns are read
// value by value as the rows take them. Throws DecodeError.
void rebuildColumnar(const ByteSource& source, const StreamSet& streams,
                     const ColumnarLayout& layout, std::string& out);
// The same from what the file keeps of the section (codec_table.h).
void rebuildColumnarSection(const ByteSource& source, const StreamSet& streams,
                            const ColumnarSection& kept, std::string& out);

// An upper bound of the rebuilt size, to allocate the output once.
std::uint64_t columnarSizeBound(const ColumnarContent& content, const ColumnarSection& layout);

// Appends one structured row (RFC-4180 quoting restored), advancing the per-column cursors.
void appendColumnarRow(const ColumnarContent& content, const ColumnarSection& layout,
                       std::uint32_t fields, std::vector<std::size_t>& cursor, std::string& out);

// The field count of every structured row, in row order (the fieldcounts stream, checked).
std::vector<std::uint32_t> columnarFieldCounts(const DecodedStream& fieldcounts,
                                               const ColumnarSection& layout);

// The layout reader of the columnar codec (codec_table.h).
SectionCodec readColumnarSection(const ByteSource& source, const ContainerLayout& container,
                                 std::size_t section, const SectionCodec& before,
                                 std::vector<Diagnostic>& diagnostics);

} // namespace strata::at1
