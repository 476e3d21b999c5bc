#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;

namespace strata::gui {

class BookmarkList;
class BookmarksModel;

// The Bookmarks dock: the bookmarks of the file in front, sortable by any column and filtered
// by a word of any; activating one (double-click, Return, F2 / Shift+F2 through them in the
// order shown) asks the window to go there; Edit… and Delete act on the selected one.
class BookmarksPane : public QWidget {
    Q_OBJECT

public:
    explicit BookmarksPane(QWidget* parent = nullptr);

    void setList(BookmarkList* list);
    // Selects and activates the next (+1) or previous (-1) bookmark in the order shown,
    // wrapping around; false when there is none.
    bool step(int direction);
    // Edits the selected bookmark (its name, colour and note) in a dialog.
    void editSelected();
    void deleteSelected();
    // The selected bookmark's index in its list, -1 when none.
    int selectedIndex() const;

    QTableView* view() const { return m_view; }
    QLineEdit* filterEdit() const { return m_filter; }
    BookmarksModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QLabel* emptyNotice() const { return m_emptyNotice; }

protected:
    void showEvent(QShowEvent* event) override;

signals:
    // A bookmark (its index in the list) to go to.
    void activated(int index);

private:
    void activateRow(int proxyRow);
    void updateNotice();
    void fitColumns();

    BookmarksModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_view;
    QToolButton* m_edit;
    QToolButton* m_delete;
    QLabel* m_emptyNotice;
};

} // namespace strata::gui
