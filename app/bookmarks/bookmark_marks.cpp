#include "bookmarks/bookmark_marks.h"

#include "bookmarks/bookmark_list.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "model/structure/structure_model.h"

#include <QCoreApplication>
#include <map>

namespace strata::gui {

Bookmark bookmarkOf(const Selection& selection, const Document& document) {
    Bookmark bookmark;
    const Node* node = selection.node;
    if (node != nullptr) {
        bookmark.path = node->path();
        bookmark.nodeRange = node->range();
        bookmark.name = node->label();
    }
    bookmark.layerPath = selection.layer != nullptr ? selection.layer->path() : std::string();
    bookmark.range = selection.range;
    if (selection.cell && selection.cell->table < document.tables.size()) {
        const Table& table = *document.tables[selection.cell->table];
        if (selection.cell->column < table.columns().size()) {
            const std::string& column = table.columns()[selection.cell->column].name;
            bookmark.cell = BookmarkCell{selection.cell->table, column, selection.cell->row};
            bookmark.name = QCoreApplication::translate("BookmarkNames", "%1 of row %2")
                                .arg(QString::fromStdString(column))
                                .arg(selection.cell->row)
                                .toStdString();
        }
    }
    return bookmark;
}

Selection selectionOf(const BookmarkPlace& place) {
    Selection selection;
    selection.node = place.node;
    selection.layer = place.layer;
    selection.range = place.range;
    return selection;
}

void markBookmarks(const BookmarkList& list, HexPane& hex, model::StructureModel* tree) {
    std::map<const Layer*, std::vector<ByteTint>> tints{{nullptr, {}}};
    QHash<const Node*, model::StructureModel::Mark> nodes;
    for (int b = 0; b < list.size(); ++b) {
        const BookmarkPlace& place = list.placeOf(b);
        if (place.fit == BookmarkFit::Missing) {
            continue;
        }
        const QColor colour(QString::fromStdString(list.at(b).colour));
        tints[place.layer].push_back({place.range, colour});
        if (place.node != nullptr) {
            nodes.insert(place.node, {colour, QString::fromStdString(list.at(b).name)});
        }
    }
    // Every view, so that one whose last bookmark went shows none.
    std::vector<const Layer*> shown = hex.openLayers();
    shown.push_back(nullptr);
    for (const Layer* layer : shown) {
        if (HexView* view = hex.viewOf(layer)) {
            view->setTints(std::move(tints[layer]));
        }
    }
    if (tree != nullptr) {
        tree->setMarks(std::move(nodes));
    }
}

std::vector<QHash<quint64, QColor>> bookmarkedRows(const BookmarkList& list,
                                                   std::size_t tableCount) {
    std::vector<QHash<quint64, QColor>> rows(tableCount);
    for (int b = 0; b < list.size(); ++b) {
        const Bookmark& bookmark = list.at(b);
        if (bookmark.cell && bookmark.cell->table < tableCount &&
            list.placeOf(b).fit != BookmarkFit::Missing) {
            rows[bookmark.cell->table].insert(bookmark.cell->row,
                                              QColor(QString::fromStdString(bookmark.colour)));
        }
    }
    return rows;
}

} // namespace strata::gui
