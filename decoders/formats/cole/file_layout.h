#pragma once

#include "core/index_iterator.h"
#include "core/run_list.h"
#include "core/sparse_list.h"
#include "formats/cole/page_header.h"
#include "strata/byte_range.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::cole {

inline constexpr std::uint64_t fileHeaderSize = 8;
inline constexpr std::uint64_t footerSize = 12;

struct ColumnSchema {
    ByteRange range;
    std::string name;
    std::uint8_t type = 0;
    std::uint8_t encoding = 0;
    bool inferred = false; // guessed from the pages of a file without its metadata
};

// One page as both copies of its header describe it (corpus README, note 4).
// What the tree and check say of a page whose inline header cannot be read.
inline constexpr std::string_view unreadablePageHeader =
    "the page header in front of the data cannot be read; the data is found through the "
    "metadata's copy";

// Opening places pages by the metadata's copies alone: the copies in front of the data are one
// read per page across the whole file, which a cold file pays as a round trip each (issue 42),
// so they are read where a page is shown, decoded, checked or repaired (readInlineHeader).
struct PageLocation {
    std::uint64_t offset = 0;  // where the page (its inline header) starts
    PageHeader metadataHeader; // the copy in the file metadata
    ByteRange data;            // clipped to the file
    bool pastEnd = false;      // the chunk's offset sends the page past the file's end
};

// The copy of the page's header in front of its data; nothing when it cannot be read.
std::optional<PageHeader> readInlineHeader(const ByteSource& source, const PageLocation& page);
// What is wrong with that copy, as check reports it: unreadable, or not what the metadata's
// copy says; nothing when it agrees.
std::optional<std::string> inlineHeaderDamage(const std::optional<PageHeader>& inlineHeader,
                                              const PageLocation& page);

struct ColumnChunk {
    ByteRange metadataRange;
    std::uint64_t fileOffset = 0;
    std::uint64_t totalSize = 0;
    std::uint32_t numPages = 0;
    std::vector<PageLocation> pages;
};

// Where a diagnostic about the chunk's bytes at `offset` is said: there, or, when that lies past
// the file's end, at the chunk's metadata entry, whose file_offset and sizes sent the reader there.
std::uint64_t diagnosticOffset(const ColumnChunk& chunk, std::uint64_t offset,
                               std::uint64_t fileSize);

struct RowGroup {
    ByteRange metadataRange;
    std::uint32_t numRows = 0;
    std::uint32_t numColumns = 0;
    std::uint64_t firstRow = 0; // the rows of the groups before it
    ByteRange data;             // from the first chunk to the end of the last
    // The chunks of a row group found by walking the pages of a file without its metadata
    // (footerless_walk.h); null for one listed in the file's metadata, whose entry is read again
    // for its chunks (chunksOf): a file may list 100,000 row groups, and kept, their chunks and
    // pages were most of its memory.
    std::shared_ptr<const std::vector<ColumnChunk>> walkedChunks;

    bool listed() const { return walkedChunks == nullptr; }
    ByteRange dataRange() const { return data; }
};

// The row groups of a file in file order, in 32 bytes a listed group (the reference reader
// takes 100,000): where its metadata entry and its data are, and its row count. The column
// count is kept once for each run of groups that has it, the first row once for 64 groups, and a
// walked group whole. A group is handed out as a RowGroup value, made when asked.
class RowGroups : public ValueList<RowGroups> {
public:
    std::size_t size() const { return m_places.size(); }

    RowGroup operator[](std::size_t index) const;

    // Adds `group`, whose first row is the rows of the groups before it.
    void push_back(const RowGroup& group);

private:
    struct Place {
        std::uint64_t metadataOffset = 0;
        std::uint64_t dataOffset = 0;
        std::uint64_t dataLength = 0;
        std::uint32_t metadataLength = 0;
        std::uint32_t numRows = 0;
    };
    static constexpr std::size_t groupsPerFirstRow = 64;

    std::deque<Place> m_places; // a deque: growing it copies none
    RunList<std::uint32_t> m_columnCounts;
    std::vector<std::uint64_t> m_firstRows; // of groups 0, 64, 128, ...
    std::uint64_t m_rows = 0;               // after the last group
    SparseList<RowGroup> m_whole;           // walked, or an entry past 32 bits
};

// The range from the first of `chunks` to the end of the last.
ByteRange spanOfChunks(const std::vector<ColumnChunk>& chunks);

// A row group's column chunks with their pages: its metadata entry read again, or the chunks
// the walk found.
std::vector<ColumnChunk> chunksOf(const ByteSource& source, const RowGroup& group);

// Everything the footer and the metadata say about a COLE file; parsing stops at the first
// damage and keeps what came before it.
struct FileLayout {
    std::uint16_t versionMajor = 0;
    std::uint16_t versionMinor = 0;
    bool headerValid = false;
    bool footerValid = false;
    std::uint64_t metadataOffset = 0;
    ByteRange schemaRange;
    std::vector<ColumnSchema> schema;
    ByteRange rowGroupsRange;
    RowGroups rowGroups;
    std::optional<std::uint32_t> totalRows;
    std::uint64_t totalRowsOffset = 0;
    std::vector<Diagnostic> diagnostics;
};

FileLayout readFileLayout(const ByteSource& source);

} // namespace strata::cole
