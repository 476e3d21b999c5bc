#pragma once

#include "export/table_exporter.h"
#include "gui/file_session.h"
#include "gui/open_request.h"
#include "gui/selection.h"
#include "gui/window_panes.h"
#include "model/search/byte_search.h"
#include "settings/app_settings.h"
#include "strata/byte_source.h"
#include "strata/document.h"

#include <QMainWindow>
#include <QPointer>
#include <QStringList>
#include <functional>
#include <vector>

class QTabWidget;

namespace strata::gui {

class BookmarksPane;
class WindowSessions;
class ByteFinder;
class TableExportJob;
class DataInspector;
class DatasetOpener;
class DetailPane;
class DiagnosticsPane;
class JobProgress;
class TablePane;
class FileSession;
class FileTabs;
class RecentFilesMenu;
class HexLegend;
class HexView;
class PlotPane;
class SelectionRouter;
class SizesPane;
class StatusLine;
class StatisticsPane;
class RepairSaver;
class TableExporter;
class StructurePane;
class TablePlotLink;
class TableStatisticsLink;

// The inspector window: one tab (a hex view) per open file (FileTabs), and docks for the panes
// that show the file in front (dock_layout). Panes never talk to each other: the
// SelectionRouter takes what each reports and routes one Selection to the others.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a file in a new tab; once it is read, shows what `request` asks for.
    bool openFile(const QString& path, const OpenRequest& request = {});
    void openSource(ByteSourcePtr source, const QString& displayName);
    // Shows a document made elsewhere (a hand-built tree in tests) in a new tab.
    void openDocument(std::shared_ptr<const Document> document, const QString& displayName);
    void openBundledSamples();
    // Opens files, folders (walked) and globs as one dataset in a new tab, in the background.
    void openDataset(const QStringList& paths);
    // Opens a `.strata-session` file: its files as they were shown, with their bookmarks.
    bool openSession(const QString& path);

    // For tests and scripts.
    FileSession* currentSession() const;
    StructurePane* structurePane() const { return m_panes.structure; }
    DetailPane* detailPane() const { return m_panes.detail; }
    DiagnosticsPane* diagnosticsPane() const { return m_panes.diagnostics; }
    TablePane* tablePane() const { return m_panes.table; }
    DataInspector* dataInspector() const { return m_panes.inspector; }
    StatisticsPane* statisticsPane() const { return m_panes.statistics; }
    SizesPane* sizesPane() const { return m_panes.sizes; }
    PlotPane* plotPane() const { return m_panes.plot; }
    QTabWidget* tabs() const { return m_tabs; }
    HexLegend* legend() const { return m_legend; }
    const Selection& lastSelection() const;
    TableExportJob* exportJob() const { return m_exporter->job(); }
    JobProgress* exportProgress() const { return m_exporter->progress(); }
    JobProgress* repairProgress() const;
    ByteFinder* finder() const { return m_finder; }
    DatasetOpener* datasetOpener() const { return m_datasets; }
    BookmarksPane* bookmarksPane() const { return m_panes.bookmarks; }
    WindowSessions* sessions() const { return m_sessions; }

    // The open files' tabs, in order (datasets among them).
    const std::vector<FileSession*>& fileSessions() const;
    // What the panes show of the file in front.
    FileSession::ViewState shownViewState() const;
    // Shows `state` of a file: in the panes now when it is in front, else when it comes there.
    void restoreView(FileSession& session, const FileSession::ViewState& state);
    void bringToFront(FileSession* session);

public slots:
    void applySelection(const strata::gui::Selection& selection);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void connectFileTabs();
    void createMenus();
    void addSession(FileSession* session);
    // Shows the file in front in the panes (nullptr: none).
    void showSession(FileSession* session);
    void chooseFiles();
    void chooseFolder();
    // File › Open Session…, Save Session…, Apply Session to This File…
    void chooseSession();
    void saveSessionAs();
    void applySessionToFile();
    // File › Compare With…: the current file and one asked for, in a CompareWindow.
    void compareWith();
    void applyRequest(FileSession* session, const OpenRequest& request);
    void findAgain(model::SearchDirection direction);
    // The hex view in front in the current file's tab (the file's or a layer's).
    HexView* currentHexView() const;
    // Edit › Preferences, and what the settings change in the open window.
    void editPreferences();
    void applySettings(const AppSettings& settings);
    // The panes F6 moves through, in order: the hex view in front, then the docked panes.
    std::vector<QWidget*> panes() const;
    // Lists the session's diagnostics and those the statistics found (stored bounds).
    void showDiagnostics(const FileSession& session);
    void updateStatus();
    // Edit › Add Bookmark: the selection, named and noted in a dialog.
    void addBookmark();
    // Shows a bookmark of the file in front at its place (the index in its list).
    void goToBookmark(int index);
    // Marks the session's bookmarks in its views, and in the table pane when it is in front.
    void markBookmarksOf(FileSession* session);

    QTabWidget* m_tabs;
    FileTabs* m_files;
    HexLegend* m_legend;
    WindowPanes m_panes;
    RecentFilesMenu* m_recentMenu = nullptr;
    RecentFilesMenu* m_recentSessionsMenu = nullptr;
    WindowSessions* m_sessions;
    TableExporter* m_exporter;
    RepairSaver* m_repairer;
    DatasetOpener* m_datasets;
    StatusLine* m_statusLine;
    ByteFinder* m_finder;
    SelectionRouter* m_router;
    TablePlotLink* m_plotLink;
    TableStatisticsLink* m_statisticsLink;
    QAction* m_exportAction = nullptr;
    QAction* m_statisticsAction = nullptr;
    QPointer<FileSession> m_shownSession; // whose document the panes show
    bool m_fitDocksToFirstFile = false;   // a first start: no dock layout was kept
};

} // namespace strata::gui
