#pragma once

#include <QAbstractTableModel>
#include <QPointer>

namespace strata::gui {

class BookmarkList;

// The Bookmarks dock's rows: one per bookmark of the file in front, its name (with its colour),
// where it is in this file (moved, missing), its path, offset, size, the node's value and the
// note's first line.
class BookmarksModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        PlaceColumn,
        PathColumn,
        OffsetColumn,
        SizeColumn,
        ValueColumn,
        NoteColumn,
        ColumnCount
    };
    // Numbers where the column holds them, so that offsets and sizes sort as numbers.
    static constexpr int SortRole = Qt::UserRole + 1;
    // The bookmark's index in its list.
    static constexpr int IndexRole = Qt::UserRole + 2;

    explicit BookmarksModel(QObject* parent = nullptr);

    void setList(BookmarkList* list);
    BookmarkList* list() const { return m_list; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant display(int row, int column) const;

    QPointer<BookmarkList> m_list;
};

} // namespace strata::gui
