#include "bookmarks/bookmarks_pane.h"

#include "bookmarks/bookmark_dialog.h"
#include "bookmarks/bookmark_list.h"
#include "bookmarks/bookmarks_model.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace strata::gui {

BookmarksPane::BookmarksPane(QWidget* parent)
    : QWidget(parent)
    , m_model(new BookmarksModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit)
    , m_view(new QTableView)
    , m_edit(new QToolButton)
    , m_delete(new QToolButton)
    , m_emptyNotice(new QLabel(tr("No bookmarks in this file. Select a node, bytes, a cell or a "
                                  "diagnostic and press Ctrl+D to add one."))) {
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(BookmarksModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setPlaceholderText(tr("Filter bookmarks"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            [this](const QString& text) { m_proxy->setFilterFixedString(text); });

    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    // In file order, so that F2 goes down the file.
    m_view->sortByColumn(BookmarksModel::OffsetColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    connect(m_view, &QTableView::activated, this,
            [this](const QModelIndex& index) { activateRow(index.row()); });

    m_edit->setText(tr("Edit…"));
    m_delete->setText(tr("Delete"));
    connect(m_edit, &QToolButton::clicked, this, &BookmarksPane::editSelected);
    connect(m_delete, &QToolButton::clicked, this, &BookmarksPane::deleteSelected);
    auto* deleteKey = new QAction(m_view);
    deleteKey->setShortcut(QKeySequence::Delete);
    deleteKey->setShortcutContext(Qt::WidgetShortcut);
    connect(deleteKey, &QAction::triggered, this, &BookmarksPane::deleteSelected);
    m_view->addAction(deleteKey);

    m_emptyNotice->setWordWrap(true);
    m_emptyNotice->setEnabled(false);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_edit);
    bar->addWidget(m_delete);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_emptyNotice);
    layout->addWidget(m_view, 1);
    connect(m_model, &QAbstractItemModel::modelReset, this, &BookmarksPane::updateNotice);
    connect(m_model, &QAbstractItemModel::modelReset, this, &BookmarksPane::fitColumns);
    updateNotice();
}

void BookmarksPane::setList(BookmarkList* list) {
    m_model->setList(list);
}

void BookmarksPane::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    fitColumns(); // the pane's width is known now
}

void BookmarksPane::fitColumns() {
    // A few bookmarks: every column as wide as its text, up to a third of the pane, the note
    // taking what is left.
    const int widest = std::max(240, width() / 3);
    for (int column = 0; column < BookmarksModel::NoteColumn; ++column) {
        m_view->resizeColumnToContents(column);
        m_view->setColumnWidth(column, std::min(widest, m_view->columnWidth(column)));
    }
}

void BookmarksPane::updateNotice() {
    const bool none = m_model->rowCount() == 0;
    m_emptyNotice->setVisible(none);
    m_edit->setEnabled(!none);
    m_delete->setEnabled(!none);
}

int BookmarksPane::selectedIndex() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(BookmarksModel::IndexRole).toInt() : -1;
}

void BookmarksPane::activateRow(int proxyRow) {
    const QModelIndex index = m_proxy->index(proxyRow, BookmarksModel::NameColumn);
    if (!index.isValid()) {
        return;
    }
    m_view->setCurrentIndex(index);
    emit activated(index.data(BookmarksModel::IndexRole).toInt());
}

bool BookmarksPane::step(int direction) {
    const int rows = m_proxy->rowCount();
    if (rows == 0) {
        return false;
    }
    const QModelIndex current = m_view->currentIndex();
    const int row = current.isValid() ? (current.row() + direction + rows) % rows
                                      : (direction > 0 ? 0 : rows - 1);
    activateRow(row);
    return true;
}

void BookmarksPane::editSelected() {
    BookmarkList* list = m_model->list();
    const int index = selectedIndex();
    if (list == nullptr || index < 0) {
        return;
    }
    if (auto edited = BookmarkDialog::edit(this, list->at(index), tr("Edit Bookmark"))) {
        list->replace(index, std::move(*edited));
        m_view->setCurrentIndex(m_proxy->mapFromSource(m_model->index(index, 0)));
    }
}

void BookmarksPane::deleteSelected() {
    BookmarkList* list = m_model->list();
    const int index = selectedIndex();
    if (list == nullptr || index < 0) {
        return;
    }
    list->remove(index);
}

} // namespace strata::gui
