#pragma once

#include <QMainWindow>
#include <QTabBar>

namespace strata::test {

// The title of the tab in front among the docks tabbed with the one titled `member` (a
// tabbed dock behind another still counts as visible to QWidget::isVisible); empty when that
// dock is not tabbed.
inline QString frontDockTab(const QMainWindow& window, const QString& member) {
    for (const QTabBar* bar : window.findChildren<QTabBar*>()) {
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabText(i).startsWith(member)) {
                return bar->tabText(bar->currentIndex());
            }
        }
    }
    return {};
}

} // namespace strata::test
