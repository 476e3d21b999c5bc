#pragma once

#include <QList>

class QAction;
class QWidget;

namespace strata::gui {

// Help › About: the versions of Strata, Qt and every codec library.
void showAboutDialog(QWidget* parent);

// Help › Keyboard Shortcuts: every action of the window that has a shortcut.
void showShortcutsDialog(QWidget* parent, const QList<QAction*>& actions);

} // namespace strata::gui
