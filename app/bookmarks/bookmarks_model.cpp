#include "bookmarks/bookmarks_model.h"

#include "bookmarks/bookmark_list.h"
#include "model/text/diagnostic_text.h"
#include "model/text/file_text.h"

#include <QColor>
#include <QTextDocument>

namespace strata::gui {

BookmarksModel::BookmarksModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void BookmarksModel::setList(BookmarkList* list) {
    beginResetModel();
    if (m_list != nullptr) {
        disconnect(m_list, nullptr, this, nullptr);
    }
    m_list = list;
    if (m_list != nullptr) {
        connect(m_list, &BookmarkList::changed, this, [this] {
            beginResetModel();
            endResetModel();
        });
        connect(m_list, &QObject::destroyed, this, [this] { setList(nullptr); });
    }
    endResetModel();
}

int BookmarksModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || m_list == nullptr ? 0 : m_list->size();
}

int BookmarksModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BookmarksModel::display(int row, int column) const {
    const Bookmark& bookmark = m_list->at(row);
    const BookmarkPlace& place = m_list->placeOf(row);
    const bool missing = place.fit == BookmarkFit::Missing;
    switch (column) {
    case NameColumn:
        return QString::fromStdString(bookmark.name);
    case PlaceColumn:
        switch (place.fit) {
        case BookmarkFit::Found:
            return tr("as marked");
        case BookmarkFit::Moved:
            return tr("moved from %1").arg(bookmark.range.offset);
        case BookmarkFit::Missing:
            return tr("missing");
        }
        return {};
    case PathColumn: {
        QString path = QString::fromStdString(bookmark.path);
        if (bookmark.cell) {
            path += tr(" · row %1, %2")
                        .arg(bookmark.cell->row)
                        .arg(model::fileText(bookmark.cell->column));
        }
        return path;
    }
    // Numbers as the tree and the details write them.
    case OffsetColumn:
        return missing ? QString() : QString::number(place.range.offset);
    case SizeColumn:
        return missing ? QString() : QString::number(place.range.length);
    case ValueColumn:
        if (bookmark.cell) {
            return m_list->cellValue(row);
        }
        if (place.node == nullptr) {
            return QString();
        }
        // As the tree shows it: a data node's value is the file's, the others' words translated.
        return place.node->kind() == NodeKind::Data
                   ? model::fileText(place.node->value())
                   : model::translatedNodeValue(place.node->value());
    case NoteColumn:
        return QString::fromStdString(bookmark.note).section(QLatin1Char('\n'), 0, 0);
    default:
        return {};
    }
}

QVariant BookmarksModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || m_list == nullptr || index.row() >= m_list->size()) {
        return {};
    }
    const int row = index.row();
    const BookmarkPlace& place = m_list->placeOf(row);
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::DecorationRole:
        return index.column() == NameColumn
                   ? QVariant(QColor(QString::fromStdString(m_list->at(row).colour)))
                   : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == PlaceColumn && place.fit == BookmarkFit::Missing) {
            return QString::fromStdString(place.reason);
        }
        if (index.column() == NoteColumn) {
            // The note as its Markdown reads.
            QTextDocument note;
            note.setMarkdown(QString::fromStdString(m_list->at(row).note));
            return note.toHtml();
        }
        return display(row, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == OffsetColumn || index.column() == SizeColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    case SortRole:
        if (index.column() == OffsetColumn) {
            return QVariant::fromValue<quint64>(place.range.offset);
        }
        if (index.column() == SizeColumn) {
            return QVariant::fromValue<quint64>(place.range.length);
        }
        return display(row, index.column());
    case IndexRole:
        return row;
    default:
        return {};
    }
}

QVariant BookmarksModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == PlaceColumn) {
        return tr("Where the bookmark's node is in this file: as marked, moved with its node "
                  "(a session made on another file), or missing");
    }
    static const char* const titles[ColumnCount] = {
        QT_TR_NOOP("Name"), QT_TR_NOOP("In This File"), QT_TR_NOOP("Path"), QT_TR_NOOP("Offset"),
        QT_TR_NOOP("Size"), QT_TR_NOOP("Value"),        QT_TR_NOOP("Note")};
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= ColumnCount) {
        return {};
    }
    return tr(titles[section]);
}

} // namespace strata::gui
