#pragma once

#include "gui/selection.h"
#include "strata/bookmark.h"

#include <QColor>
#include <QHash>
#include <vector>

namespace strata::model {
class StructureModel;
}

namespace strata::gui {

class BookmarkList;
class HexPane;

// A bookmark of what is selected: the node's path and range, the bytes (in their layer) and,
// for a cell, its table, column name and row; named after the node or the cell.
Bookmark bookmarkOf(const Selection& selection, const Document& document);

// What the panes select to show a bookmark at its place in this file.
Selection selectionOf(const BookmarkPlace& place);

// Tints each bookmark's bytes in the hex views of `hex` that show its byte space (the file's,
// an open layer's), with a tick in their overview strips, and marks its node in `tree`.
void markBookmarks(const BookmarkList& list, HexPane& hex, model::StructureModel* tree);

// The rows of each of `tableCount` tables that bookmarks of cells mark, with their colours.
std::vector<QHash<quint64, QColor>> bookmarkedRows(const BookmarkList& list,
                                                   std::size_t tableCount);

} // namespace strata::gui
