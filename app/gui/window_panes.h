#pragma once

#include <QCoreApplication>
#include <vector>

class QMainWindow;
class QWidget;

namespace strata::gui {

class BookmarksPane;
class DataInspector;
class DetailPane;
class DiagnosticsPane;
class FileSession;
class PlotPane;
class SizesPane;
class StatisticsPane;
class StructurePane;
class TablePane;

// The panes the main window docks around its file tabs: one table makes each pane with its
// dock (title, saved-layout key, area, the dock it shares tabs with or stands beside, the room
// it starts with), in the View menu's order; and what they show of the file in front.
class WindowPanes {
    Q_DECLARE_TR_FUNCTIONS(WindowPanes)

public:
    explicit WindowPanes(QMainWindow& window);

    // The document of `session` in every pane (nullptr, or a file still being read: nothing);
    // a file with errors brings the Diagnostics dock to the front.
    void showDocument(const FileSession* session);
    // Lets go of the models of a session whose tab closes (when they are shown).
    void letGoOf(const FileSession& session);
    // Lets go of every session's models before the sessions go.
    void clear();
    // The docked panes in the order F6 moves through them (after the hex view in front).
    std::vector<QWidget*> ring() const;

    StructurePane* const structure;
    DetailPane* const detail;
    TablePane* const table;
    DiagnosticsPane* const diagnostics;
    DataInspector* const inspector;
    StatisticsPane* const statistics;
    SizesPane* const sizes;
    PlotPane* const plot;
    BookmarksPane* const bookmarks;
};

} // namespace strata::gui
