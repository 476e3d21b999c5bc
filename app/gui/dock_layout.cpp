#include "gui/dock_layout.h"

#include "gui/dock.h"
#include "hex/hex_view.h"

#include <QDockWidget>
#include <QMainWindow>
#include <algorithm>

namespace strata::gui {

void addDocks(QMainWindow& window, std::span<const DockedPane> panes) {
    window.setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks |
                          QMainWindow::AllowTabbedDocks);
    const auto dockNamed = [&window](const char* name) {
        return window.findChild<QDockWidget*>(QString::fromLatin1(name));
    };
    for (const DockedPane& docked : panes) {
        QDockWidget* dock =
            makeDock(docked.title, QString::fromLatin1(docked.objectName), docked.pane, &window);
        window.addDockWidget(docked.area, dock);
        if (docked.besideOf != nullptr) {
            window.splitDockWidget(dockNamed(docked.besideOf), dock, Qt::Horizontal);
            dock->hide();
        }
    }
    for (const DockedPane& docked : panes) {
        if (docked.tabbedWith != nullptr) {
            window.tabifyDockWidget(dockNamed(docked.tabbedWith), dockNamed(docked.objectName));
            dockNamed(docked.tabbedWith)->raise();
        }
    }
    for (const DockedPane& docked : panes) {
        QDockWidget* dock = dockNamed(docked.objectName);
        if (docked.startSize.width() > 0) {
            window.resizeDocks({dock}, {docked.startSize.width()}, Qt::Horizontal);
        }
        if (docked.startSize.height() > 0) {
            window.resizeDocks({dock}, {docked.startSize.height()}, Qt::Vertical);
        }
    }
}

void fitDocksAround(QMainWindow& window, const HexView& view) {
    auto* structureDock = window.findChild<QDockWidget*>(QStringLiteral("structureDock"));
    const int missing = view.sizeHint().width() - view.width();
    if (structureDock == nullptr || !view.isVisible() || missing <= 0) {
        return;
    }
    const int spare = structureDock->width() - structureDock->minimumSizeHint().width();
    window.resizeDocks({structureDock}, {structureDock->width() - std::min(missing, spare)},
                       Qt::Horizontal);
}

} // namespace strata::gui
