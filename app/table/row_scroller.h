#pragma once

#include <QObject>
#include <QPointer>

class QScrollBar;
class QTableView;

namespace strata::model {
class TableModel;
}

namespace strata::gui {

// Makes a scroll bar cover every row of a TableModel however long, where the view itself can
// only address the model's page (QTableView's pixel arithmetic overflows near 70–340 M rows).
// The view scrolls its page as usual (wheel, keys, its hidden scroll bar); the `bar` beside it
// stands for the position of the first row in view among all shown rows, linearly (scaled when
// there are more than an int can count). When the view nears an end of its page, or the bar is
// moved past it, the page moves under the view, which keeps its current cell and its selection
// (as shown rows) and the rows in view; Ctrl+Home and Ctrl+End go to the table's ends.
class RowScroller : public QObject {
    Q_OBJECT

public:
    RowScroller(QTableView* view, QScrollBar* bar, QObject* parent = nullptr);

    // The model the view shows now (nullptr: none); call after QTableView::setModel.
    void setModel(model::TableModel* model);
    // True while the page moves: the view's current cell changes without the user.
    bool isMovingPage() const { return m_moving; }
    // The position among the shown rows of the first row in view.
    quint64 topPosition() const;
    // Scrolls so that the shown row at `position` is the first in view (or as near as the end
    // allows).
    void scrollToPosition(quint64 position);
    // The last position the first row in view can have.
    quint64 lastTopPosition() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onViewScrolled();
    // The view's first row is within a quarter page of its page's end, with rows beyond it.
    bool nearPageEnd() const;
    void onBarMoved(int value);
    void updateBar();
    // Moves the page so that `position` lies in its middle, keeping the current cell and the
    // selection.
    void centrePageOn(quint64 position);

    QTableView* m_view;
    QScrollBar* m_bar;
    QPointer<model::TableModel> m_model;
    bool m_moving = false;
    bool m_updatingBar = false;
    bool m_movePending = false;
};

} // namespace strata::gui
