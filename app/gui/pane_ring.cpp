#include "gui/pane_ring.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDockWidget>
#include <algorithm>

namespace strata::gui {

void focusPane(const std::vector<QWidget*>& panes, int step) {
    std::vector<QWidget*> visible;
    for (QWidget* pane : panes) {
        if (pane != nullptr && pane->isVisible()) {
            visible.push_back(pane);
        }
    }
    if (visible.empty()) {
        return;
    }
    const QWidget* focused = QApplication::focusWidget();
    const auto current = std::find_if(visible.begin(), visible.end(), [focused](QWidget* pane) {
        return focused != nullptr && (pane == focused || pane->isAncestorOf(focused));
    });
    const auto count = static_cast<long>(visible.size());
    const long from = current == visible.end() ? (step > 0 ? -1 : 0) : current - visible.begin();
    QWidget* next = visible[static_cast<std::size_t>(((from + step) % count + count) % count)];
    // A pane takes the focus itself (the hex view) or gives it to its main item view.
    QWidget* target = next;
    if (next->focusPolicy() == Qt::NoFocus) {
        for (QAbstractItemView* view : next->findChildren<QAbstractItemView*>()) {
            if (view->isVisible() && view->isEnabled()) {
                target = view;
                break;
            }
        }
    }
    target->setFocus(Qt::ShortcutFocusReason);
    if (auto* dock = qobject_cast<QDockWidget*>(next->parentWidget())) {
        dock->raise();
    }
}

} // namespace strata::gui
