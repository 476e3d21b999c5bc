#pragma once

#include <QSize>
#include <QString>
#include <span>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace strata::gui {

class HexView;

// One pane the main window docks, and where: its area, the dock it shares tabs with or stands
// beside (shown only when asked for), and the room it starts with (0: what the layout gives).
struct DockedPane {
    QWidget* pane;
    QString title;
    const char* objectName; // the saved layout's key
    Qt::DockWidgetArea area;
    const char* tabbedWith = nullptr;
    const char* besideOf = nullptr;
    QSize startSize = QSize(0, 0);
};

// Docks the panes, in their order (the View menu's), as the table says; the first of a tab
// group stays in front.
void addDocks(QMainWindow& window, std::span<const DockedPane> panes);

// The first file of a first start shows whole hex rows: the structure dock gives up the width
// the hex view lacks, as far as it can.
void fitDocksAround(QMainWindow& window, const HexView& view);

} // namespace strata::gui
