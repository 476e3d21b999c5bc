#include "formats/cole/footerless_walk.h"

#include "core/reader.h"
#include "formats/cole/cole_table.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <numeric>

namespace strata::cole {
namespace {

// The reference reader's limit on columns (corpus README, note 13): bounds the search for the
// period of the pages.
constexpr std::size_t maxColumns = 10000;
// Pages the walk reads at most (262144: 1000 columns in 262 row groups, 5 in 52428): bounds its
// memory, a few hundred bytes a page, whatever the size of the file.
constexpr std::size_t maxWalkedPages = std::size_t{1} << 18;
// The largest page header: 14 bytes, then has_min, min, has_max, max and null_count.
constexpr std::size_t maxPageHeaderSize = 36;
constexpr std::uint64_t minPageHeaderSize = 14; // without statistics
// What the cut tail holds when the walk stops at bytes that are no page: damage, or the metadata of
// a file whose footer alone is damaged.
constexpr const char* notAPageText = "bytes that do not read as a page";

// What one page says of its column's type.
enum class PageKind {
    Unknown, // no evidence: a page without data (an unwritten column, corpus README note 15)
    Integer, // an integer of either width
    Int32,
    Int64,
    String,
};

// The kind two pages of one column agree on, or nothing when they contradict each other.
std::optional<PageKind> agreedKind(PageKind a, PageKind b) {
    if (a == b || b == PageKind::Unknown) {
        return a;
    }
    if (a == PageKind::Unknown) {
        return b;
    }
    const bool aWidth = a == PageKind::Int32 || a == PageKind::Int64;
    const bool bWidth = b == PageKind::Int32 || b == PageKind::Int64;
    if (a == PageKind::Integer && bWidth) {
        return b;
    }
    if (b == PageKind::Integer && aWidth) {
        return a;
    }
    return std::nullopt;
}

ColumnType columnTypeOf(PageKind kind, std::uint8_t encoding) {
    switch (kind) {
    case PageKind::String:
        return ColumnType::String;
    case PageKind::Int64:
        return ColumnType::Int64;
    case PageKind::Int32:
    case PageKind::Integer:
        return ColumnType::Int32;
    case PageKind::Unknown:
        break;
    }
    return encoding == static_cast<std::uint8_t>(Encoding::Dictionary) ? ColumnType::String
                                                                       : ColumnType::Int32;
}

bool fitsInt32(std::optional<std::int64_t> value) {
    return !value || (*value >= std::numeric_limits<std::int32_t>::min() &&
                      *value <= std::numeric_limits<std::int32_t>::max());
}

// Whether num_deltas, read after a base of `baseBytes`, is num_values - 1 (corpus README, note 8).
bool deltaBaseIs(std::span<const std::byte> data, std::uint32_t numValues, std::size_t baseBytes) {
    if (data.size() <= baseBytes) {
        return false;
    }
    Reader reader(data.subspan(baseBytes));
    try {
        return reader.uvarint("DELTA num_deltas") == std::uint64_t{numValues} - 1;
    } catch (const DecodeError&) {
        return false;
    }
}

// Whether the data starts as a PLAIN string page: num_values + 1 offsets, the first 0 and the last
// the number of bytes after them (corpus README, note 10). Checks what of it is present.
bool looksLikePlainStrings(const PageHeader& header, std::span<const std::byte> data) {
    const std::uint64_t offsetsSize = (std::uint64_t{header.numValues} + 1) * 4;
    if (header.compressedSize < offsetsSize) {
        return false;
    }
    if (data.size() >= 4 && loadLE<std::uint32_t>(data.data()) != 0) {
        return false;
    }
    return data.size() < offsetsSize || loadLE<std::uint32_t>(data.data() + offsetsSize - 4) ==
                                            header.compressedSize - offsetsSize;
}

// What a page's header and the present part of its data say of its column, or nothing when they
// cannot be a COLE page: the walk stops there.
std::optional<PageKind> pageKindOf(const PageHeader& header, std::span<const std::byte> data) {
    // Pages are never compressed (corpus README, note 3).
    if (header.uncompressedSize != header.compressedSize) {
        return std::nullopt;
    }
    const bool hasData = header.compressedSize != 0 && header.numValues != 0;
    // INT32 statistics are widened to int64 (note 6): a bound outside int32 makes the page INT64.
    const bool wide =
        header.stats && (!fitsInt32(header.stats->min) || !fitsInt32(header.stats->max));
    const bool complete = data.size() == header.compressedSize;
    switch (static_cast<Encoding>(header.encoding)) {
    case Encoding::Dictionary:
        // String pages never carry statistics (note 6).
        return header.stats ? std::nullopt : std::optional{PageKind::String};
    case Encoding::Rle:
        // Both widths store zigzag varints: only the statistics tell them apart.
        return !hasData ? PageKind::Unknown : wide ? PageKind::Int64 : PageKind::Integer;
    case Encoding::Delta: {
        if (!hasData) {
            return PageKind::Unknown;
        }
        const bool narrow = !wide && deltaBaseIs(data, header.numValues, 4);
        const bool broad = deltaBaseIs(data, header.numValues, 8);
        if (narrow != broad) {
            return narrow ? PageKind::Int32 : PageKind::Int64;
        }
        if (narrow) {
            return PageKind::Integer;
        }
        // Neither reads: damage, unless the data is cut before num_deltas.
        return complete ? std::nullopt : std::optional{wide ? PageKind::Int64 : PageKind::Integer};
    }
    case Encoding::Plain: {
        if (!hasData) {
            return PageKind::Unknown;
        }
        const std::uint64_t size = header.compressedSize;
        const std::uint64_t count = header.numValues;
        if (!header.stats && looksLikePlainStrings(header, data)) {
            return PageKind::String;
        }
        if (size == 4 * count && !wide) {
            return PageKind::Int32;
        }
        if (size == 8 * count) {
            return PageKind::Int64;
        }
        return std::nullopt;
    }
    }
    return std::nullopt; // an encoding byte above 3
}

struct WalkedPage {
    PageHeader header;
    ByteRange data;
    PageKind kind = PageKind::Unknown;
};

// The pages from offset 8 up to the first that is cut short or does not read as a page.
struct PageWalk {
    std::vector<WalkedPage> pages;
    // A page whose header reads but whose data the end of the file cuts: its header still tells
    // its row count and its column's kind.
    std::optional<WalkedPage> cutPage;
    std::uint64_t end = fileHeaderSize; // where the last complete page ends
    std::string stopText;               // what lies from `end` on
    bool endedByFile = false;           // the walk stopped at or in a page the file's end cuts
};

// A header the end of the file cuts short: it reads once zero bytes stand in for the missing ones.
std::optional<PageHeader> readCutHeader(const ByteSource& source, std::uint64_t offset) {
    const std::uint64_t present = source.size() - offset;
    if (present >= maxPageHeaderSize) {
        return std::nullopt;
    }
    std::array<std::byte, maxPageHeaderSize> padded{};
    std::memcpy(padded.data(), source.view(offset, present).data(), present);
    Reader reader(padded, offset);
    try {
        const PageHeader header = readPageHeader(reader);
        return header.size > present ? std::optional{header} : std::nullopt;
    } catch (const DecodeError&) {
        return std::nullopt;
    }
}

// With its 14 fixed bytes present, a cut header still tells its page's row count, encoding, size
// and whether it has statistics; the cut bounds are not known.
std::optional<WalkedPage> pageOfCutHeader(const PageHeader& header, std::uint64_t fileSize) {
    WalkedPage page;
    page.header = header;
    if (page.header.stats) {
        page.header.stats = PageStats{};
    }
    page.data = {fileSize, 0};
    const auto kind = pageKindOf(page.header, {});
    if (!kind) {
        return std::nullopt;
    }
    page.kind = *kind;
    return page;
}

PageWalk walkPages(const ByteSource& source) {
    PageWalk walk;
    const std::uint64_t size = source.size();
    std::uint64_t cursor = fileHeaderSize;
    while (cursor < size) {
        if (walk.pages.size() == maxWalkedPages) {
            walk.stopText = "pages after the first " + std::to_string(maxWalkedPages) +
                            "; Strata walks no further";
            break;
        }
        Reader reader(source.view(cursor, size - cursor), cursor);
        WalkedPage page;
        try {
            page.header = readPageHeader(reader);
        } catch (const DecodeError&) {
            const auto cutHeader = readCutHeader(source, cursor);
            walk.stopText =
                cutHeader ? "a page header cut short by the end of the file" : notAPageText;
            walk.endedByFile = cutHeader.has_value();
            if (cutHeader && size - cursor >= minPageHeaderSize) {
                walk.cutPage = pageOfCutHeader(*cutHeader, size);
            }
            break;
        }
        const std::uint64_t dataStart = cursor + page.header.size;
        const std::uint64_t present =
            std::min<std::uint64_t>(page.header.compressedSize, size - dataStart);
        page.data = {dataStart, present};
        const auto kind = pageKindOf(page.header, source.view(dataStart, present));
        if (!kind) {
            walk.stopText = notAPageText;
            break;
        }
        page.kind = *kind;
        if (present < page.header.compressedSize) {
            walk.stopText = "a page of " + countText(page.header.numValues, "value") +
                            " cut short: its header declares " +
                            countText(page.header.compressedSize, "byte") + " of data, " +
                            std::to_string(present) + " are present";
            walk.cutPage = page;
            walk.endedByFile = true;
            break;
        }
        walk.pages.push_back(page);
        cursor = page.data.end();
    }
    walk.end = cursor;
    walk.endedByFile = walk.endedByFile || cursor >= size;
    return walk;
}

// The kind of each of `columns` columns if the pages repeat with that period, or nothing when a
// column would mix encodings or types. Stops at the first contradiction.
std::optional<std::vector<PageKind>> periodicKinds(const std::vector<WalkedPage>& pages,
                                                   std::size_t columns) {
    std::vector<PageKind> kinds(columns, PageKind::Unknown);
    for (std::size_t i = 0; i < pages.size(); ++i) {
        const std::size_t column = i % columns;
        if (i >= columns && pages[i].header.encoding != pages[column].header.encoding) {
            return std::nullopt;
        }
        const auto kind = agreedKind(kinds[column], pages[i].kind);
        if (!kind) {
            return std::nullopt;
        }
        kinds[column] = *kind;
    }
    return kinds;
}

// The greatest common divisor of the lengths of the runs of pages with equal num_values that are
// known to end (another count follows them); 0 when there is none. A row group's pages all hold
// its rows, so each such run is a whole number of row groups.
std::size_t endedRunsDivisor(const std::vector<WalkedPage>& pages) {
    std::size_t divisor = 0;
    std::size_t runStart = 0;
    for (std::size_t i = 1; i < pages.size(); ++i) {
        if (pages[i].header.numValues != pages[i - 1].header.numValues) {
            divisor = std::gcd(divisor, i - runStart);
            runStart = i;
        }
    }
    return divisor;
}

// The number of columns and their kinds. When runs of pages ended, the columns are the largest
// period that divides them: a row group of 64 columns whose types repeat every 8 stays one row
// group. With one run only, the smallest period: a run of row groups of equal size is split into
// them. Pages whose encodings repeat with a smaller period than their columns' make this ambiguous;
// it is a guess, and the columns say so.
std::vector<PageKind> inferColumns(const std::vector<WalkedPage>& sequence) {
    const std::size_t divisor = endedRunsDivisor(sequence);
    if (divisor != 0) {
        for (std::size_t columns = std::min(divisor, maxColumns); columns >= 1; --columns) {
            if (divisor % columns == 0) {
                if (auto kinds = periodicKinds(sequence, columns)) {
                    return *kinds;
                }
            }
        }
        return {};
    }
    for (std::size_t columns = 1; columns <= std::min(sequence.size(), maxColumns); ++columns) {
        if (auto kinds = periodicKinds(sequence, columns)) {
            return *kinds;
        }
    }
    return {};
}

// One page as a column chunk: its inline header stands for the lost metadata copy, and the
// header's bytes are what describes the chunk.
ColumnChunk chunkOf(const WalkedPage& page) {
    ColumnChunk chunk;
    chunk.metadataRange = {page.header.offset, page.header.size};
    chunk.fileOffset = page.header.offset;
    chunk.totalSize = page.data.end() - page.header.offset;
    chunk.numPages = 1;
    chunk.pages.push_back({page.header.offset, page.header, page.data, false});
    return chunk;
}

RowGroup groupOf(const std::vector<WalkedPage>& pages, std::size_t first, std::size_t count,
                 std::size_t columns, std::uint64_t firstRow) {
    RowGroup group;
    group.metadataRange = {pages[first].header.offset, pages[first].header.size};
    group.numRows = pages[first].header.numValues;
    group.numColumns = static_cast<std::uint32_t>(columns);
    group.firstRow = firstRow;
    auto chunks = std::make_shared<std::vector<ColumnChunk>>();
    for (std::size_t i = first; i < first + count; ++i) {
        chunks->push_back(chunkOf(pages[i]));
    }
    group.data = spanOfChunks(*chunks);
    group.walkedChunks = std::move(chunks);
    return group;
}

} // namespace

std::string incompleteRowGroupLabel(std::size_t index) {
    return rowGroupLabel(index) + " (incomplete)";
}

FooterlessTail walkFooterlessBody(const ByteSource& source, FileLayout& layout) {
    const PageWalk walk = walkPages(source);
    // The cut page belongs to the pattern: its count can end the last run, its kind rule out a
    // period.
    std::vector<WalkedPage> sequence = walk.pages;
    if (walk.cutPage) {
        sequence.push_back(*walk.cutPage);
    }
    std::vector<PageKind> kinds = inferColumns(sequence);
    if (kinds.empty() && walk.cutPage) {
        // A cut page that fits no pattern is damage of its own: the pages before it still count.
        sequence.pop_back();
        kinds = inferColumns(sequence);
    }
    const std::size_t columns = kinds.size();
    for (std::size_t c = 0; c < columns; ++c) {
        ColumnSchema column;
        column.range = {sequence[c].header.offset, sequence[c].header.size};
        column.encoding = sequence[c].header.encoding;
        column.type = static_cast<std::uint8_t>(columnTypeOf(kinds[c], column.encoding));
        column.inferred = true;
        layout.schema.push_back(std::move(column));
    }

    FooterlessTail tail;
    const std::size_t groups = columns == 0 ? 0 : walk.pages.size() / columns;
    std::uint64_t firstRow = 0;
    for (std::size_t g = 0; g < groups; ++g) {
        layout.rowGroups.push_back(groupOf(walk.pages, g * columns, columns, columns, firstRow));
        firstRow += layout.rowGroups.back().numRows;
    }
    const std::size_t grouped = groups * columns;
    // The table ends with the last complete row group; pages that fit no pattern of columns
    // stay in the cut tail.
    const std::uint64_t recoveredEnd =
        grouped == 0 ? fileHeaderSize : walk.pages[grouped - 1].data.end();
    if (columns != 0 && grouped < walk.pages.size()) {
        tail.incompleteGroup =
            groupOf(walk.pages, grouped, walk.pages.size() - grouped, columns, firstRow);
    }
    if (walk.endedByFile && tail.incompleteGroup) {
        tail.lostRows = tail.incompleteGroup->numRows;
    } else if (walk.endedByFile && columns != 0 && walk.cutPage) {
        tail.lostRows = walk.cutPage->header.numValues;
    }
    tail.lostAt = recoveredEnd;
    const std::uint64_t cutStart = columns == 0 ? fileHeaderSize : walk.end;
    tail.cut = {cutStart, source.size() - cutStart};
    tail.cutText = columns == 0 && !walk.pages.empty()
                       ? "pages whose encodings and types repeat in no pattern of columns"
                       : walk.stopText;

    std::string path = "file";
    if (tail.incompleteGroup) {
        path += " / " + incompleteRowGroupLabel(groups);
    } else if (tail.cut.length != 0) {
        path += " / " + std::string(cutTailLabel);
    }
    layout.diagnostics.push_back({Severity::Error, recoveredEnd, path,
                                  "file truncated at " + std::to_string(source.size()) +
                                      ": footer missing; " + countText(groups, "row group") +
                                      " recovered from inline page headers"});
    return tail;
}

namespace {

// A footer that reads but metadata that stops at a damaged field (no total_rows read): the row
// groups after the last one it lists are still in the file, each page behind its inline header.
// Those the walk of the pages finds after them, of the schema's column count and before the
// metadata, join the layout.
void addUnlistedRowGroups(const ByteSource& source, FileLayout& layout) {
    FileLayout walked;
    walkFooterlessBody(source, walked);
    std::uint64_t listedEnd = fileHeaderSize;
    std::uint64_t firstRow = 0;
    for (std::size_t g = 0; g < layout.rowGroups.size(); ++g) {
        const RowGroup group = layout.rowGroups[g];
        listedEnd = std::max(listedEnd, group.dataRange().end());
        firstRow = group.firstRow + group.numRows;
    }
    const std::size_t listed = layout.rowGroups.size();
    for (std::size_t g = 0; g < walked.rowGroups.size(); ++g) {
        RowGroup group = walked.rowGroups[g];
        const ByteRange range = group.dataRange();
        if (range.offset >= listedEnd && range.end() <= layout.metadataOffset &&
            group.walkedChunks->size() == layout.schema.size()) {
            group.firstRow = firstRow;
            firstRow += group.numRows;
            layout.rowGroups.push_back(group);
        }
    }
    const std::size_t found = layout.rowGroups.size() - listed;
    if (found > 0) {
        layout.diagnostics.push_back(
            {Severity::Warning, layout.rowGroups[listed].dataRange().offset,
             topLevelPath(rowGroupLabel(listed)),
             "the metadata lists no more row groups; " + countText(found, "row group") +
                 " recovered from inline page headers"});
    }
}

} // namespace

std::optional<FooterlessTail> salvageRowGroups(const ByteSource& source, FileLayout& layout) {
    if (!layout.headerValid) {
        return std::nullopt;
    }
    if (!layout.footerValid) {
        return walkFooterlessBody(source, layout);
    }
    if (!layout.totalRows && !layout.schema.empty()) {
        addUnlistedRowGroups(source, layout);
    }
    return std::nullopt;
}

} // namespace strata::cole
