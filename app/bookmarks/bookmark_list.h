#pragma once

#include "strata/bookmark.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <memory>
#include <vector>

namespace strata::gui {

// The bookmarks of one open file (issue 40), each with its place in the file's document: found
// where it was marked, moved with its node, or missing (a session made on another file). The
// Bookmarks dock lists them; the hex views, the tree and the table mark them.
class BookmarkList : public QObject {
    Q_OBJECT

public:
    explicit BookmarkList(QObject* parent = nullptr);

    // The document the places are found in (the bookmarks placed again).
    void setDocument(std::shared_ptr<const Document> document);

    int size() const { return static_cast<int>(m_bookmarks.size()); }
    const Bookmark& at(int index) const { return m_bookmarks.at(static_cast<std::size_t>(index)); }
    const BookmarkPlace& placeOf(int index) const {
        return m_places.at(static_cast<std::size_t>(index));
    }
    const std::vector<Bookmark>& all() const { return m_bookmarks; }
    // The value of a cell's bookmark in this file, decoded in the background (changed() says
    // when it arrives); empty until then, and for other bookmarks.
    QString cellValue(int index) const;

    // Adds a bookmark; returns its index.
    int add(Bookmark bookmark);
    void replace(int index, Bookmark bookmark);
    void remove(int index);
    void setAll(std::vector<Bookmark> bookmarks);

signals:
    void changed();

private:
    BookmarkPlace place(const Bookmark& bookmark) const;
    // Decodes the cells' values of every cell bookmark, off the GUI thread.
    void fetchCellValues();

    std::shared_ptr<const Document> m_document;
    std::vector<Bookmark> m_bookmarks;
    std::vector<BookmarkPlace> m_places;
    QHash<int, QString> m_cellValues;
    quint64 m_generation = 0; // the cell values arriving belong to the list as it was then
};

} // namespace strata::gui
