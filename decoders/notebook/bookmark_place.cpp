#include "strata/bookmark.h"
#include "strata/table.h"

#include <algorithm>

namespace strata {
namespace {

BookmarkPlace missing(std::string reason) {
    BookmarkPlace place;
    place.reason = std::move(reason);
    return place;
}

// The marked bytes relative to the node they were marked in, moved with it and cut to its end.
ByteRange rangeWithin(const Node& node, const Bookmark& bookmark) {
    const ByteRange now = node.range();
    const std::uint64_t into = bookmark.range.offset >= bookmark.nodeRange.offset
                                   ? bookmark.range.offset - bookmark.nodeRange.offset
                                   : 0;
    if (into >= now.length) {
        return {now.offset, std::min(bookmark.range.length, now.length)};
    }
    return {now.offset + into, std::min(bookmark.range.length, now.length - into)};
}

std::optional<std::string> missingCell(const Document& document, const BookmarkCell& cell) {
    if (cell.table >= document.tables.size()) {
        return "the file has no table " + std::to_string(cell.table);
    }
    const Table& table = *document.tables[cell.table];
    const auto& columns = table.columns();
    if (std::none_of(columns.begin(), columns.end(),
                     [&](const Column& column) { return column.name == cell.column; })) {
        return "table " + std::to_string(cell.table) + " has no column '" + cell.column + "'";
    }
    if (cell.row >= table.rowCount()) {
        return "table " + std::to_string(cell.table) + " has " + std::to_string(table.rowCount()) +
               " rows, not row " + std::to_string(cell.row);
    }
    return std::nullopt;
}

} // namespace

BookmarkPlace placeBookmark(const Document& document, const Bookmark& bookmark) {
    if (bookmark.cell) {
        if (auto reason = missingCell(document, *bookmark.cell)) {
            return missing(std::move(*reason));
        }
    }
    if (document.root == nullptr) {
        return missing("the file has no structure");
    }
    if (bookmark.path.empty()) {
        // Bytes of the file that named no node.
        const std::uint64_t size = document.source->size();
        if (!bookmark.layerPath.empty() || bookmark.range.offset > size ||
            bookmark.range.length > size - bookmark.range.offset) {
            return missing("the file has " + std::to_string(size) + " bytes");
        }
        return {BookmarkFit::Found,
                document.root->deepestHolding(bookmark.range),
                nullptr,
                bookmark.range,
                {}};
    }
    const Node* node = document.root->findByPath(bookmark.path);
    if (node == nullptr) {
        return missing("no node at " + bookmark.path);
    }
    const Layer* layer = node->layer();
    if ((layer != nullptr ? layer->path() : std::string()) != bookmark.layerPath) {
        return missing("the node at " + bookmark.path + " lies in another byte space");
    }
    const bool moved = node->range() != bookmark.nodeRange;
    return {moved ? BookmarkFit::Moved : BookmarkFit::Found,
            node,
            layer,
            rangeWithin(*node, bookmark),
            {}};
}

} // namespace strata
