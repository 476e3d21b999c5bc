#include "formats/cole/file_layout.h"

#include "core/reader.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <limits>
#include <string>

namespace strata::cole {
namespace {

// Reader limits of the reference implementation (corpus README, note 13).
constexpr std::uint32_t maxColumns = 10000;
constexpr std::uint32_t maxNameLength = 1024;
constexpr std::uint32_t maxRowGroups = 100000;
constexpr std::uint32_t maxPagesPerChunk = 10000;
// Smallest encodings, used to cap counts by the bytes left.
constexpr std::uint64_t minSchemaBytes = 6;
constexpr std::uint64_t minRowGroupBytes = 8;
constexpr std::uint64_t minPageHeaderBytes = 14;

void error(FileLayout& layout, std::uint64_t offset, std::string message) {
    layout.diagnostics.push_back({Severity::Error, offset, {}, std::move(message)});
}

void checkCount(Reader& reader, std::uint64_t count, std::uint64_t limit, std::uint64_t minBytes,
                const char* what) {
    if (count > limit) {
        reader.failAt(reader.offset() - 4, what,
                      std::to_string(count) + " is over the limit of " + std::to_string(limit));
    }
    if (count * minBytes > reader.remaining()) {
        reader.failAt(reader.offset() - 4, what,
                      std::to_string(count) + " entries cannot fit in the " +
                          std::to_string(reader.remaining()) + " bytes left");
    }
}

void readHeader(const ByteSource& source, FileLayout& layout) {
    Reader reader(source.bytes());
    try {
        const auto magic = reader.text(4, "file magic");
        if (magic != "COLE") {
            reader.failAt(0, "file magic", "not \"COLE\"");
        }
        layout.versionMajor = reader.read<std::uint16_t>("version major");
        layout.versionMinor = reader.read<std::uint16_t>("version minor");
        layout.headerValid = true;
        if (layout.versionMajor != 1) {
            error(layout, 4,
                  "version major " + std::to_string(layout.versionMajor) +
                      " is not 1; the layout may differ");
        }
    } catch (const DecodeError& e) {
        error(layout, e.offset(), e.what());
    }
}

void readFooter(const ByteSource& source, FileLayout& layout) {
    if (source.size() < fileHeaderSize + footerSize) {
        error(layout, source.size(),
              "file of " + std::to_string(source.size()) +
                  " bytes is too short for a header and footer");
        return;
    }
    const std::uint64_t footerOffset = source.size() - footerSize;
    Reader reader(source.view(footerOffset, footerSize), footerOffset);
    // The footer constant 0x464F4F54 is written little-endian: "TOOF" (corpus README, note 1).
    if (reader.text(4, "footer magic") != "TOOF") {
        error(layout, footerOffset, "footer magic: not \"TOOF\"");
        return;
    }
    layout.metadataOffset = reader.read<std::uint64_t>("metadata offset");
    if (layout.metadataOffset < fileHeaderSize || layout.metadataOffset > footerOffset) {
        error(layout, footerOffset + 4,
              "metadata offset " + std::to_string(layout.metadataOffset) +
                  " is outside the file body [8, " + std::to_string(footerOffset) + "]");
        return;
    }
    layout.footerValid = true;
}

void readSchema(Reader& reader, FileLayout& layout) {
    const std::uint64_t start = reader.offset();
    const auto count = reader.read<std::uint32_t>("schema_num_columns");
    checkCount(reader, count, maxColumns, minSchemaBytes, "schema_num_columns");
    for (std::uint32_t i = 0; i < count; ++i) {
        ColumnSchema column;
        column.range.offset = reader.offset();
        const auto nameLength = reader.read<std::uint32_t>("column name_len");
        if (nameLength > maxNameLength) {
            reader.failAt(reader.offset() - 4, "column name_len",
                          std::to_string(nameLength) + " is over the limit of 1024");
        }
        column.name = std::string(reader.text(nameLength, "column name"));
        column.type = reader.u8("column type");
        column.encoding = reader.u8("column encoding");
        column.range.length = reader.offset() - column.range.offset;
        layout.schema.push_back(std::move(column));
    }
    layout.schemaRange = {start, reader.offset() - start};
}

// Each page follows the one before, its data behind a header the size of the metadata's copy
// (corpus README, note 4: both copies hold the same content).
void placePages(const ByteSource& source, ColumnChunk& chunk) {
    std::uint64_t cursor = chunk.fileOffset;
    for (auto& page : chunk.pages) {
        page.offset = std::min(cursor, source.size());
        page.pastEnd = cursor >= source.size();
        const std::uint64_t headerSize = page.metadataHeader.size;
        const std::uint64_t dataStart = std::min(cursor + headerSize, source.size());
        const std::uint64_t dataEnd =
            std::min(dataStart + page.metadataHeader.compressedSize, source.size());
        page.data = {dataStart, dataEnd - dataStart};
        cursor = dataStart + page.metadataHeader.compressedSize;
    }
}

// Every column chunk of a row group holds num_rows values, nulls included (the corpus writer's
// pages count every row). A num_rows no chunk agrees with is damage: the table shows the rows
// every chunk holds, so a flipped count cannot ask for millions of empty rows.
void checkRowCount(FileLayout& layout, RowGroup& group, const std::vector<ColumnChunk>& chunks) {
    if (chunks.empty()) {
        return;
    }
    std::uint64_t fewest = std::numeric_limits<std::uint64_t>::max();
    bool agreed = false;
    for (const ColumnChunk& chunk : chunks) {
        std::uint64_t values = 0;
        for (const PageLocation& page : chunk.pages) {
            values += page.metadataHeader.numValues;
        }
        agreed = agreed || values == group.numRows;
        fewest = std::min(fewest, values);
    }
    if (!agreed) {
        error(layout, group.metadataRange.offset,
              "row group num_rows " + std::to_string(group.numRows) +
                  " agrees with none of its column chunks; showing the " + std::to_string(fewest) +
                  " rows every chunk holds");
        group.numRows = static_cast<std::uint32_t>(fewest);
    }
}

// The `count` column chunk entries of a row group's metadata entry. A chunk outside the file is
// said in `layout` when the file opens (nullptr when the entry is read again).
std::vector<ColumnChunk> readChunkEntries(const ByteSource& source, Reader& reader,
                                          std::uint32_t count, FileLayout* layout) {
    std::vector<ColumnChunk> chunks;
    for (std::uint32_t c = 0; c < count; ++c) {
        ColumnChunk chunk;
        chunk.metadataRange.offset = reader.offset();
        chunk.fileOffset = reader.read<std::uint64_t>("chunk file_offset");
        chunk.totalSize = reader.read<std::uint64_t>("chunk total_size");
        chunk.numPages = reader.read<std::uint32_t>("chunk num_pages");
        checkCount(reader, chunk.numPages, maxPagesPerChunk, minPageHeaderBytes, "chunk num_pages");
        for (std::uint32_t p = 0; p < chunk.numPages; ++p) {
            chunk.pages.push_back({0, readPageHeader(reader), {}, false});
        }
        chunk.metadataRange.length = reader.offset() - chunk.metadataRange.offset;
        if (layout != nullptr && (chunk.fileOffset > source.size() ||
                                  chunk.totalSize > source.size() - chunk.fileOffset)) {
            error(*layout, chunk.metadataRange.offset,
                  "column chunk [" + std::to_string(chunk.fileOffset) + ", +" +
                      std::to_string(chunk.totalSize) + ") lies outside the file");
        }
        placePages(source, chunk);
        chunks.push_back(std::move(chunk));
    }
    return chunks;
}

// The bytes of a row group's entry before its chunks: num_rows, num_columns.
constexpr std::uint64_t rowGroupEntryHead = 8;

void readRowGroups(const ByteSource& source, Reader& reader, FileLayout& layout) {
    const std::uint64_t start = reader.offset();
    const auto count = reader.read<std::uint32_t>("num_row_groups");
    checkCount(reader, count, maxRowGroups, minRowGroupBytes, "num_row_groups");
    std::uint64_t firstRow = 0;
    for (std::uint32_t g = 0; g < count; ++g) {
        RowGroup group;
        group.metadataRange.offset = reader.offset();
        group.firstRow = firstRow;
        group.numRows = reader.read<std::uint32_t>("row group num_rows");
        group.numColumns = reader.read<std::uint32_t>("row group num_columns");
        if (group.numColumns != layout.schema.size()) {
            reader.failAt(reader.offset() - 4, "row group num_columns",
                          std::to_string(group.numColumns) + " chunks listed for " +
                              std::to_string(layout.schema.size()) + " columns");
        }
        const std::vector<ColumnChunk> chunks =
            readChunkEntries(source, reader, group.numColumns, &layout);
        group.metadataRange.length = reader.offset() - group.metadataRange.offset;
        group.data = spanOfChunks(chunks);
        checkRowCount(layout, group, chunks);
        firstRow += group.numRows;
        layout.rowGroups.push_back(group);
    }
    layout.rowGroupsRange = {start, reader.offset() - start};
}

} // namespace

std::optional<PageHeader> readInlineHeader(const ByteSource& source, const PageLocation& page) {
    if (page.pastEnd) {
        return std::nullopt;
    }
    Reader reader(source.view(page.offset, source.size()), page.offset);
    try {
        return readPageHeader(reader);
    } catch (const DecodeError&) {
        return std::nullopt;
    }
}

std::optional<std::string> inlineHeaderDamage(const std::optional<PageHeader>& inlineHeader,
                                              const PageLocation& page) {
    if (!inlineHeader) {
        return std::string(unreadablePageHeader);
    }
    if (!inlineHeader->sameContent(page.metadataHeader)) {
        return "page header differs from its copy in the metadata at " +
               std::to_string(page.metadataHeader.offset);
    }
    return std::nullopt;
}

std::uint64_t diagnosticOffset(const ColumnChunk& chunk, std::uint64_t offset,
                               std::uint64_t fileSize) {
    return offset < fileSize ? offset : chunk.metadataRange.offset;
}

RowGroup RowGroups::operator[](std::size_t index) const {
    if (const RowGroup* whole = m_whole.find(index)) {
        return *whole;
    }
    const Place& place = m_places[index];
    RowGroup group;
    group.metadataRange = {place.metadataOffset, place.metadataLength};
    group.numRows = place.numRows;
    group.numColumns = m_columnCounts[index];
    const std::size_t counted = index / groupsPerFirstRow * groupsPerFirstRow;
    group.firstRow = m_firstRows[index / groupsPerFirstRow];
    for (std::size_t g = counted; g < index; ++g) {
        group.firstRow += m_places[g].numRows;
    }
    group.data = {place.dataOffset, place.dataLength};
    return group;
}

void RowGroups::push_back(const RowGroup& group) {
    const std::size_t index = size();
    if (index % groupsPerFirstRow == 0) {
        m_firstRows.push_back(m_rows);
    }
    m_rows += group.numRows;
    const bool fits =
        group.listed() && group.metadataRange.length <= std::numeric_limits<std::uint32_t>::max();
    m_places.push_back({group.metadataRange.offset, group.data.offset, group.data.length,
                        fits ? static_cast<std::uint32_t>(group.metadataRange.length) : 0,
                        group.numRows});
    m_columnCounts.add(group.numColumns);
    if (!fits) {
        RowGroup& whole = m_whole.at(index);
        whole = group;
        whole.firstRow = m_rows - group.numRows;
    }
}

std::vector<ColumnChunk> chunksOf(const ByteSource& source, const RowGroup& group) {
    if (!group.listed()) {
        return *group.walkedChunks;
    }
    const ByteRange entry = group.metadataRange;
    const std::uint64_t at = entry.offset + std::min(entry.length, rowGroupEntryHead);
    Reader reader(source.view(at, entry.end() - at), at);
    return readChunkEntries(source, reader, group.numColumns, nullptr);
}

ByteRange spanOfChunks(const std::vector<ColumnChunk>& chunks) {
    if (chunks.empty()) {
        return {};
    }
    std::uint64_t begin = chunks.front().fileOffset;
    std::uint64_t end = begin;
    for (const auto& chunk : chunks) {
        begin = std::min(begin, chunk.fileOffset);
        end = std::max(end, chunk.fileOffset + chunk.totalSize);
    }
    return {begin, end - begin};
}

FileLayout readFileLayout(const ByteSource& source) {
    FileLayout layout;
    readHeader(source, layout);
    readFooter(source, layout);
    if (!layout.footerValid) {
        return layout;
    }
    const std::uint64_t metadataEnd = source.size() - footerSize;
    // The metadata is read in one request, not a page fault at a time (issue 42).
    source.prefetch(layout.metadataOffset, metadataEnd - layout.metadataOffset);
    Reader reader(source.view(layout.metadataOffset, metadataEnd - layout.metadataOffset),
                  layout.metadataOffset);
    try {
        readSchema(reader, layout);
        readRowGroups(source, reader, layout);
        layout.totalRowsOffset = reader.offset();
        layout.totalRows = reader.read<std::uint32_t>("total_rows");
        if (!reader.atEnd()) {
            error(layout, reader.offset(),
                  std::to_string(reader.remaining()) + " unexpected bytes after the metadata");
        }
        const std::uint64_t rows = layout.rowGroups.empty() ? 0
                                                            : layout.rowGroups.back().firstRow +
                                                                  layout.rowGroups.back().numRows;
        if (*layout.totalRows != rows) {
            error(layout, layout.totalRowsOffset,
                  "total_rows " + std::to_string(*layout.totalRows) + " but the row groups hold " +
                      std::to_string(rows));
        }
    } catch (const DecodeError& e) {
        error(layout, e.offset(), e.what());
    }
    return layout;
}

} // namespace strata::cole
