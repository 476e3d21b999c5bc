#pragma once

#include "formats/cole/file_layout.h"

#include <cstddef>
#include <optional>
#include <string>

namespace strata::cole {

// What lies after the complete row groups of a file whose footer is missing.
struct FooterlessTail {
    // The complete pages of the row group the file ends in, one column chunk each.
    std::optional<RowGroup> incompleteGroup;
    // From the end of the last complete page to the end of the file: a page cut short, or bytes
    // that do not read as a page (a damaged footer leaves the metadata there).
    ByteRange cut;
    std::string cutText; // what the cut holds
    // The rows of the row group the end of the file cuts, as its first page's header states them
    // (none when the cut falls between row groups, or the walk stopped before the end):
    // promised, not in the file (TableBlock::lostRows).
    std::uint64_t lostRows = 0;
    std::uint64_t lostAt = 0; // where the rows of the complete row groups end
};

// A writer that stops before the footer, or a copy cut short, leaves a file whose metadata is
// gone but whose pages still each carry their header (corpus README, notes 4-5: chunks follow
// each other from offset 8, one page per chunk). This walks those pages from offset 8 and infers
// what the metadata said:
// - row groups from runs of pages with equal num_values (every page of a row group holds all of
//   its rows), columns from the period of the pages' encodings and types;
// - each column's type from its pages: DICTIONARY is STRING; PLAIN is INT32, INT64 or STRING by
//   its size (integer pages carry statistics, string pages never do); DELTA by where num_deltas
//   is (after a 4- or 8-byte base); RLE is INT64 when a page's statistics leave the int32 range,
//   else INT32, the narrowest type that holds its values.
// Fills `layout.schema` (every column marked inferred) and `layout.rowGroups` (the complete row
// groups, their page headers the inline copies) and adds a diagnostic naming where the file was
// cut; returns what follows the row groups.
FooterlessTail walkFooterlessBody(const ByteSource& source, FileLayout& layout);

// The row groups the metadata does not give: a file without its footer is walked (above; the
// tail is returned); a file whose metadata stops at a damaged field gets the complete row groups
// the walk finds after those it lists (with a warning where they start).
std::optional<FooterlessTail> salvageRowGroups(const ByteSource& source, FileLayout& layout);

// Labels of the tree nodes after the complete row groups.
inline constexpr const char* cutTailLabel = "cut tail";
std::string incompleteRowGroupLabel(std::size_t index); // "row group 7 (incomplete)"

} // namespace strata::cole
