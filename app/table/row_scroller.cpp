#include "table/row_scroller.h"

#include "model/table/table_model.h"

#include <QKeyEvent>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <algorithm>
#include <vector>

namespace strata::gui {
namespace {

// The bar's range when there are more positions than this: an int's, with room for its page
// step.
constexpr quint64 barRange = quint64{1} << 30;

} // namespace

RowScroller::RowScroller(QTableView* view, QScrollBar* bar, QObject* parent)
    : QObject(parent)
    , m_view(view)
    , m_bar(bar) {
    // The view's own bar only counts its page: it stays, hidden, as the view's scroll position.
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    QScrollBar* inner = m_view->verticalScrollBar();
    connect(inner, &QScrollBar::valueChanged, this, &RowScroller::onViewScrolled);
    connect(inner, &QScrollBar::rangeChanged, this, &RowScroller::updateBar);
    connect(m_bar, &QScrollBar::valueChanged, this, &RowScroller::onBarMoved);
    m_view->installEventFilter(this);
    updateBar();
}

void RowScroller::setModel(model::TableModel* model) {
    if (m_model != nullptr) {
        disconnect(m_model, nullptr, this, nullptr);
    }
    m_model = model;
    if (m_model != nullptr) {
        connect(m_model, &QAbstractItemModel::modelReset, this, &RowScroller::updateBar);
    }
    updateBar();
}

quint64 RowScroller::topPosition() const {
    if (m_model == nullptr) {
        return 0;
    }
    return m_model->pageStart() + static_cast<quint64>(m_view->verticalScrollBar()->value());
}

quint64 RowScroller::lastTopPosition() const {
    if (m_model == nullptr) {
        return 0;
    }
    // The page keeps its size wherever it is, so the view's last top row is the same in every
    // page: in the last one it is the table's.
    const quint64 pages = m_model->shownRows() - m_model->pageRows();
    return pages + static_cast<quint64>(std::max(0, m_view->verticalScrollBar()->maximum()));
}

void RowScroller::scrollToPosition(quint64 position) {
    if (m_model == nullptr) {
        return;
    }
    position = std::min(position, lastTopPosition());
    const quint64 start = m_model->pageStart();
    const auto innerMax = static_cast<quint64>(std::max(0, m_view->verticalScrollBar()->maximum()));
    const quint64 margin = innerMax / 4;
    const bool atFirstPage = start == 0;
    const bool atLastPage = start + m_model->pageRows() >= m_model->shownRows();
    if (position >= start && position - start <= innerMax &&
        (atFirstPage || position - start >= margin) &&
        (atLastPage || position - start + margin <= innerMax)) {
        m_view->verticalScrollBar()->setValue(static_cast<int>(position - start));
        return;
    }
    centrePageOn(position);
}

void RowScroller::centrePageOn(quint64 position) {
    QItemSelectionModel* selection = m_view->selectionModel();
    const quint64 oldStart = m_model->pageStart();
    const QModelIndex current = m_view->currentIndex();
    struct Range {
        quint64 top, bottom;
        int left, right;
    };
    std::vector<Range> ranges;
    if (selection != nullptr) {
        for (const QItemSelectionRange& range : selection->selection()) {
            ranges.push_back({oldStart + static_cast<quint64>(range.top()),
                              oldStart + static_cast<quint64>(range.bottom()), range.left(),
                              range.right()});
        }
    }
    const quint64 half =
        static_cast<quint64>(std::max(0, m_view->verticalScrollBar()->maximum())) / 2;
    m_moving = true;
    m_model->setPageStart(position > half ? position - half : 0);
    const quint64 start = m_model->pageStart();
    const quint64 end = start + m_model->pageRows();
    if (selection != nullptr) {
        // The selection as shown rows, clipped to the page it now lies in.
        QItemSelection kept;
        for (const Range& range : ranges) {
            const quint64 top = std::max(range.top, start);
            const quint64 bottom = std::min(range.bottom, end - 1);
            if (top <= bottom && end > 0) {
                kept.select(m_model->index(static_cast<int>(top - start), range.left),
                            m_model->index(static_cast<int>(bottom - start), range.right));
            }
        }
        selection->select(kept, QItemSelectionModel::Select);
        if (current.isValid()) {
            const quint64 at = oldStart + static_cast<quint64>(current.row());
            if (at >= start && at < end) {
                selection->setCurrentIndex(
                    m_model->index(static_cast<int>(at - start), current.column()),
                    QItemSelectionModel::NoUpdate);
            }
        }
    }
    m_view->verticalScrollBar()->setValue(static_cast<int>(position - std::min(position, start)));
    m_moving = false;
    updateBar();
}

bool RowScroller::nearPageEnd() const {
    if (m_model == nullptr) {
        return false;
    }
    const QScrollBar* inner = m_view->verticalScrollBar();
    const auto value = static_cast<quint64>(std::max(0, inner->value()));
    const auto innerMax = static_cast<quint64>(std::max(0, inner->maximum()));
    const quint64 margin = innerMax / 4;
    const bool moreAbove = m_model->pageStart() > 0;
    const bool moreBelow = m_model->pageStart() + m_model->pageRows() < m_model->shownRows();
    return (moreAbove && value < margin) || (moreBelow && value + margin > innerMax);
}

void RowScroller::onViewScrolled() {
    if (m_moving || m_model == nullptr) {
        return;
    }
    updateBar();
    // Near an end of the page with more rows beyond it: the page moves on, once the view has
    // finished what scrolled it (a key press, a wheel turn: not under its feet).
    if (nearPageEnd() && !m_movePending) {
        m_movePending = true;
        QTimer::singleShot(0, this, [this] {
            m_movePending = false;
            if (nearPageEnd()) {
                centrePageOn(topPosition());
            }
        });
    }
}

void RowScroller::onBarMoved(int value) {
    if (m_updatingBar || m_model == nullptr) {
        return;
    }
    const quint64 last = lastTopPosition();
    const auto position =
        last <= barRange ? static_cast<quint64>(value)
                         : static_cast<quint64>(static_cast<long double>(value) * last / barRange);
    scrollToPosition(position);
}

void RowScroller::updateBar() {
    if (m_moving) {
        return;
    }
    m_updatingBar = true;
    const quint64 last = lastTopPosition();
    const auto toBar = [last](quint64 position) {
        if (last <= barRange) {
            return static_cast<int>(position);
        }
        return static_cast<int>(static_cast<long double>(position) * barRange / last);
    };
    const QScrollBar* inner = m_view->verticalScrollBar();
    m_bar->setRange(0, toBar(last));
    m_bar->setPageStep(std::max(1, toBar(static_cast<quint64>(std::max(1, inner->pageStep())))));
    m_bar->setSingleStep(std::max(1, toBar(3))); // three rows, as the view's wheel step
    if (!m_bar->isSliderDown()) {
        // While dragged the bar keeps the place the mouse gives it (a scaled value rounds).
        m_bar->setValue(toBar(std::min(topPosition(), last)));
    }
    m_updatingBar = false;
}

bool RowScroller::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_view || event->type() != QEvent::KeyPress || m_model == nullptr ||
        m_model->pageRows() == 0) {
        return QObject::eventFilter(watched, event);
    }
    const auto* key = static_cast<const QKeyEvent*>(event);
    // QTableView goes to its page's first or last row: these go to the table's, in the current
    // cell's column.
    const bool home = key->key() == Qt::Key_Home;
    if (!key->modifiers().testFlag(Qt::ControlModifier) || (!home && key->key() != Qt::Key_End)) {
        return QObject::eventFilter(watched, event);
    }
    scrollToPosition(home ? 0 : lastTopPosition());
    const int row = home ? 0 : static_cast<int>(m_model->pageRows() - 1);
    m_view->setCurrentIndex(m_model->index(row, std::max(0, m_view->currentIndex().column())));
    return true;
}

} // namespace strata::gui
