#pragma once

#include "gui/file_session.h"
#include "gui/open_request.h"
#include "gui/selection.h"
#include "model/search/byte_search.h"
#include "plot/plot_pane.h"
#include "settings/app_settings.h"
#include "strata/byte_source.h"
#include "strata/document.h"

#include <QMainWindow>
#include <QPointer>
#include <QStringList>
#include <vector>

class QLabel;
class QMenu;
class QProgressBar;
class QToolButton;
class QTabWidget;

namespace strata::gui {

class ByteFinder;
class CellBytesLookup;
class CsvExportJob;
class DataInspector;
class DetailPane;
class DiagnosticsPane;
class ExportProgress;
class TablePane;
class FileSession;
class RecentFilesMenu;
class HexLegend;
class HexView;
class SizesPane;
class StatisticsPane;
class TableExporter;
class StructurePane;

// The inspector window: one tab (a hex view) per open file, and docks for the structure tree,
// node details and diagnostics of the current file. Panes never talk to each other: they
// report to the window, which routes one Selection to the others.
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

    // For tests and scripts.
    FileSession* currentSession() const;
    StructurePane* structurePane() const { return m_structurePane; }
    DetailPane* detailPane() const { return m_detailPane; }
    DiagnosticsPane* diagnosticsPane() const { return m_diagnosticsPane; }
    TablePane* tablePane() const { return m_tablePane; }
    DataInspector* dataInspector() const { return m_dataInspector; }
    StatisticsPane* statisticsPane() const { return m_statisticsPane; }
    SizesPane* sizesPane() const { return m_sizesPane; }
    PlotPane* plotPane() const { return m_plotPane; }
    QTabWidget* tabs() const { return m_tabs; }
    HexLegend* legend() const { return m_legend; }
    const Selection& lastSelection() const { return m_selection; }
    CsvExportJob* exportJob() const;
    ExportProgress* exportProgress() const;
    ByteFinder* finder() const { return m_finder; }

public slots:
    void applySelection(const strata::gui::Selection& selection);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void createDocks();
    void addSession(FileSession* session);
    void fitDocksAround(const HexView& view);
    void showSession(int tabIndex);
    void closeTab(int tabIndex);
    void chooseFiles();
    // File › Compare With…: the current file and one asked for, in a CompareWindow.
    void compareWith();
    void goToOffset();
    // Why the offset typed cannot be shown in the hex view in front; empty when it can.
    QString offsetProblem(const QString& typed) const;
    void applyRequest(FileSession* session, const OpenRequest& request);
    void findAgain(model::SearchDirection direction);
    // Edit › Copy: what the focused pane copies on Ctrl+C.
    void copyFromFocusedPane();
    // Selects the deepest node that holds every byte of `range` in `layer` (nullptr: the file)
    // (the hex view's "Select Node").
    void selectNodeHolding(const Layer* layer, const ByteRange& range);
    // The hex view in front in the current file's tab (the file's or a layer's).
    HexView* currentHexView() const;
    // Asks for a file and writes the node's bytes to it (the tree's "Save Bytes As…").
    void saveNodeBytes(const Node* node);
    // Asks how and where, then writes the current table (or its selection) as CSV.
    void exportTable(bool selectionOnly);
    // Computes the column statistics of the current table in the statistics pane.
    void showStatistics();
    // Shows the plot pane on the current table and its filter; false when there is no table.
    bool preparePlotPane();
    // Plots a column of the current table in the plot pane (against another: `against`).
    void showPlot(int column, bool against);
    // The current table on a map or as an image in the plot pane.
    void showPlotOf(PlotPane::Kind kind);
    // Marks the rows selected in the table (and `row`, the current one) in the plot.
    void markSelectedRowsInPlot(std::size_t table, quint64 row);
    // Edit › Preferences, and what the settings change in the open window.
    void editPreferences();
    void applySettings(const AppSettings& settings);
    // Moves the focus to the next (step 1) or previous (-1) visible pane (F6, Shift+F6).
    void focusPane(int step);
    std::vector<QWidget*> panes() const;
    void onStatisticsFinished();
    // Lists the session's diagnostics and those the statistics found (stored bounds).
    void showDiagnostics(const FileSession& session);
    void updateStatus();
    void onHexCursor(const Layer* layer, quint64 offset);
    // Shows the bytes at the cursor of the hex view in front in the data inspector.
    void showCursorBytes();
    // Shows in the table pane the row a node stands for, where it names one.
    void showTableRowOf(const Document& document, const Node& node);
    void onTableCell(std::size_t table, quint64 row, int column);
    // Shows a file's tab as its panes showed it when it went behind another.
    void restoreViewState(const FileSession::ViewState& state);
    // Moves the table to the cell whose bytes hold the byte a hex view's cursor went to.
    void showCellOfByte(const Selection& selection);

    QTabWidget* m_tabs;
    HexLegend* m_legend;
    std::vector<FileSession*> m_sessions; // in tab order
    StructurePane* m_structurePane;
    DetailPane* m_detailPane;
    DiagnosticsPane* m_diagnosticsPane;
    TablePane* m_tablePane;
    DataInspector* m_dataInspector;
    StatisticsPane* m_statisticsPane;
    SizesPane* m_sizesPane;
    PlotPane* m_plotPane;
    QMenu* m_viewMenu = nullptr;
    RecentFilesMenu* m_recentMenu = nullptr;
    QLabel* m_formatLabel;
    QLabel* m_sizeLabel;
    QLabel* m_cursorLabel;
    QLabel* m_selectionLabel;
    QProgressBar* m_openingProgress;
    QToolButton* m_cancelOpening;
    TableExporter* m_exporter;
    ByteFinder* m_finder;
    CellBytesLookup* m_cellBytes;
    CellBytesLookup* m_cellOfByte; // the reverse: the table cell a byte clicked belongs to
    QAction* m_exportAction = nullptr;
    QAction* m_statisticsAction = nullptr;
    const Document* m_statisticsDocument = nullptr; // whose table the statistics pane shows
    Selection m_selection;
    QPointer<FileSession> m_shownSession; // whose document the panes show
    bool m_routing = false;
    bool m_fitDocksToFirstFile = false; // a first start: no dock layout was kept
};

} // namespace strata::gui
