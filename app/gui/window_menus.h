#pragma once

#include <QKeySequence>
#include <QString>
#include <functional>
#include <span>

class QAction;
class QMenu;
class QMenuBar;
class QWidget;

namespace strata::gui {

// One entry of a menu: its text, shortcut and command; an entry without text is a separator.
// `kept` receives the action where the window enables or extends it later.
struct MenuEntry {
    QString text;
    QKeySequence shortcut;
    std::function<void()> command;
    QAction** kept = nullptr;
};

// Adds a menu of these entries to the bar.
QMenu* addMenu(QMenuBar* bar, const QString& title, std::span<const MenuEntry> entries);
// Makes these entries `widget`'s context menu; a shortcut works while the focus is in it.
void addContextMenu(QWidget& widget, std::span<const MenuEntry> entries);

} // namespace strata::gui
