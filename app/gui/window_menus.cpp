#include "gui/window_menus.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

namespace strata::gui {

QMenu* addMenu(QMenuBar* bar, const QString& title, std::span<const MenuEntry> entries) {
    QMenu* menu = bar->addMenu(title);
    for (const MenuEntry& entry : entries) {
        if (entry.text.isEmpty()) {
            menu->addSeparator();
            continue;
        }
        QAction* action = menu->addAction(entry.text);
        action->setShortcut(entry.shortcut);
        QObject::connect(action, &QAction::triggered, menu, entry.command);
        if (entry.kept != nullptr) {
            *entry.kept = action;
        }
    }
    return menu;
}

void addContextMenu(QWidget& widget, std::span<const MenuEntry> entries) {
    for (const MenuEntry& entry : entries) {
        auto* action = new QAction(entry.text, &widget);
        action->setShortcut(entry.shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        QObject::connect(action, &QAction::triggered, &widget, entry.command);
        widget.addAction(action);
        if (entry.kept != nullptr) {
            *entry.kept = action;
        }
    }
    widget.setContextMenuPolicy(Qt::ActionsContextMenu);
}

} // namespace strata::gui
