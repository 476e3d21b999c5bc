#include "bookmarks/bookmark_list.h"

#include "model/jobs/job_threads.h"
#include "model/table/cell_value.h"
#include "strata/table.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

namespace strata::gui {

BookmarkList::BookmarkList(QObject* parent)
    : QObject(parent) {}

BookmarkPlace BookmarkList::place(const Bookmark& bookmark) const {
    if (m_document == nullptr) {
        BookmarkPlace unread;
        unread.reason = "the file is not read yet";
        return unread;
    }
    return placeBookmark(*m_document, bookmark);
}

void BookmarkList::setDocument(std::shared_ptr<const Document> document) {
    m_document = std::move(document);
    setAll(std::move(m_bookmarks));
}

int BookmarkList::add(Bookmark bookmark) {
    m_places.push_back(place(bookmark));
    m_bookmarks.push_back(std::move(bookmark));
    fetchCellValues();
    emit changed();
    return size() - 1;
}

void BookmarkList::replace(int index, Bookmark bookmark) {
    const auto at = static_cast<std::size_t>(index);
    m_places.at(at) = place(bookmark);
    m_bookmarks.at(at) = std::move(bookmark);
    fetchCellValues();
    emit changed();
}

void BookmarkList::remove(int index) {
    m_bookmarks.erase(m_bookmarks.begin() + index);
    m_places.erase(m_places.begin() + index);
    fetchCellValues();
    emit changed();
}

void BookmarkList::setAll(std::vector<Bookmark> bookmarks) {
    m_bookmarks = std::move(bookmarks);
    m_places.clear();
    for (const Bookmark& bookmark : m_bookmarks) {
        m_places.push_back(place(bookmark));
    }
    fetchCellValues();
    emit changed();
}

QString BookmarkList::cellValue(int index) const {
    return m_cellValues.value(index);
}

void BookmarkList::fetchCellValues() {
    const quint64 generation = ++m_generation;
    m_cellValues.clear();
    struct Cell {
        int index;
        std::shared_ptr<const Table> table;
        std::size_t column;
        std::uint64_t row;
    };
    std::vector<Cell> cells;
    for (int b = 0; b < size(); ++b) {
        const Bookmark& bookmark = at(b);
        if (!bookmark.cell || placeOf(b).fit == BookmarkFit::Missing || m_document == nullptr) {
            continue;
        }
        const auto table = m_document->tables[bookmark.cell->table];
        const auto& columns = table->columns();
        const auto column = std::find_if(columns.begin(), columns.end(), [&](const Column& c) {
            return c.name == bookmark.cell->column;
        });
        cells.push_back(
            {b, table, static_cast<std::size_t>(column - columns.begin()), bookmark.cell->row});
    }
    if (cells.empty()) {
        return;
    }
    // A cell's block decoded on a worker: a block is a frame or a page, not the table.
    QPointer<BookmarkList> self(this);
    auto document = m_document; // keeps the tables' bytes mapped while the worker reads them
    const QString missing = tr("NULL");
    (void)QtConcurrent::run(jobThreads(), [self, generation, document, cells = std::move(cells),
                                           missing] {
        QHash<int, QString> values;
        for (const Cell& cell : cells) {
            const std::size_t block = cell.table->blockOfRow(cell.row);
            const BlockData data = cell.table->readBlock(block);
            const auto rowInBlock =
                static_cast<std::size_t>(cell.row - cell.table->blocks()[block].firstRow);
            if (cell.column < data.columns.size() &&
                rowInBlock < data.columns[cell.column].size()) {
                const ColumnData& column = data.columns[cell.column];
                values.insert(cell.index, column.isMissing(rowInBlock)
                                              ? missing
                                              : model::cellValue(column, rowInBlock).toString());
            }
        }
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, values = std::move(values)] {
                if (self != nullptr && self->m_generation == generation) {
                    self->m_cellValues = values;
                    emit self->changed();
                }
            },
            Qt::QueuedConnection);
    });
}

} // namespace strata::gui
