#pragma once

#include "strata/byte_range.h"
#include "strata/document.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace strata {

// A table cell a bookmark marks: the table by its index, the column by its name (columns are
// matched by name in another file, as a dataset matches them), the row by its number.
struct BookmarkCell {
    std::size_t table = 0;
    std::string column;
    std::uint64_t row = 0;
    bool operator==(const BookmarkCell&) const = default;
};

// A finding a person marked in a file (issue 40). It names the structure, not only bytes: the
// node's path, and the node's own range when it was marked, so that in another file of the same
// format the bookmark finds its node by path and tells where the node moved or that it is not
// there, rather than pointing at the same offset in unrelated bytes.
struct Bookmark {
    std::string name;
    std::string colour = "#f2c94c"; // #rrggbb
    std::string note;               // Markdown
    std::string path;               // the node's path, as strata-cli tree and --select write it
    ByteRange nodeRange;            // that node's range when the bookmark was made
    std::string layerPath;          // the decoded layer the ranges lie in; empty: the file
    ByteRange range;                // the bytes marked: the node's, or part of them
    std::optional<BookmarkCell> cell;
    bool operator==(const Bookmark&) const = default;
};

// How a bookmark fits a document: its node where it was, moved (same path, other bytes), or
// missing (no node at its path, no such layer or table cell, bytes past the end).
enum class BookmarkFit { Found, Moved, Missing };

struct BookmarkPlace {
    BookmarkFit fit = BookmarkFit::Missing;
    const Node* node = nullptr;
    const Layer* layer = nullptr; // the byte space of `range`; nullptr: the file
    ByteRange range;              // where the marked bytes are in this document
    std::string reason;           // what is missing, when something is
};

// Finds a bookmark's place in `document` (producing the tree's children on the path down): the
// node at its path and, within it, the marked bytes at the same distance from the node's start.
BookmarkPlace placeBookmark(const Document& document, const Bookmark& bookmark);

} // namespace strata
