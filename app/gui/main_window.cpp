#include "gui/main_window.h"

#include "compare/compare_window.h"
#include "diagnostics/diagnostics_pane.h"
#include "export/export_progress.h"
#include "export/table_exporter.h"
#include "gui/bundled_samples.h"
#include "gui/dock_layout.h"
#include "gui/file_notice.h"
#include "gui/file_session.h"
#include "gui/file_tabs.h"
#include "gui/focused_copy.h"
#include "gui/open_request.h"
#include "gui/pane_ring.h"
#include "gui/screen_fit.h"
#include "gui/selection_router.h"
#include "gui/status_line.h"
#include "gui/window_menus.h"
#include "help/help_dialogs.h"
#include "hex/go_to_offset.h"
#include "hex/hex_legend.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "hex/save_bytes.h"
#include "inspector/data_inspector.h"
#include "model/document/format_file_patterns.h"
#include "model/search/byte_search.h"
#include "plot/plot_pane.h"
#include "plot/table_plot_link.h"
#include "search/byte_finder.h"
#include "settings/recent_files_menu.h"
#include "settings/settings_dialog.h"
#include "sizes/sizes_pane.h"
#include "statistics/statistics_pane.h"
#include "statistics/table_statistics_link.h"
#include "strata/check.h"
#include "strata/layer_cache.h"
#include "table/table_pane.h"
#include "tree/detail_pane.h"
#include "tree/structure_pane.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <utility>

namespace strata::gui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabWidget(this))
    , m_files(new FileTabs(m_tabs, this))
    , m_legend(new HexLegend)
    , m_structurePane(new StructurePane)
    , m_detailPane(new DetailPane)
    , m_diagnosticsPane(new DiagnosticsPane)
    , m_tablePane(new TablePane)
    , m_dataInspector(new DataInspector)
    , m_statisticsPane(new StatisticsPane)
    , m_sizesPane(new SizesPane)
    , m_plotPane(new PlotPane)
    , m_exporter(new TableExporter(this))
    , m_statusLine(new StatusLine(statusBar(), m_exporter->progress(), this))
    , m_finder(new ByteFinder(this))
    , m_router(new SelectionRouter([this] { return currentSession(); }, m_structurePane,
                                   m_detailPane, m_tablePane, this))
    , m_plotLink(new TablePlotLink(
          m_tablePane, m_plotPane,
          [this] {
              const auto& cell = m_router->selection().cell;
              return cell ? std::optional(std::pair(cell->table, quint64{cell->row}))
                          : std::nullopt;
          },
          this))
    , m_statisticsLink(new TableStatisticsLink(m_tablePane, m_statisticsPane, this)) {
    setWindowTitle(tr("Strata"));
    setAcceptDrops(true);
    // The legend sits under the hex view it explains, where it has the width to wrap in.
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(2);
    centralLayout->addWidget(m_tabs, 1);
    centralLayout->addWidget(m_legend);
    setCentralWidget(central);
    connect(m_files, &FileTabs::currentChanged, this, &MainWindow::showSession);
    connect(m_files, &FileTabs::closing, this, [this](FileSession* session) {
        if (m_structurePane->model() == session->structureModel()) {
            m_structurePane->setModel(nullptr);
        }
    });
    connect(m_files, &FileTabs::cursorMoved, this, [this](const Layer* layer, quint64 offset) {
        showCursorBytes();
        m_router->selectHexCursor(layer, offset);
    });
    connect(m_files, &FileTabs::selectionEdited, this, &MainWindow::updateStatus);
    connect(m_files, &FileTabs::selectNodeRequested, this,
            [this](const Layer* layer, quint64 offset, quint64 length) {
                m_router->selectNodeHolding(layer, {offset, length});
            });
    // Another tab in front, or a layer's bytes arrived: the inspector and the status bar follow.
    connect(m_files, &FileTabs::bytesInFrontChanged, this, [this] {
        showCursorBytes();
        updateStatus();
    });
    connect(m_files, &FileTabs::goToOffsetRequested, this,
            [this](HexPane* pane) { goToOffset(*pane, this); });
    connect(m_files, &FileTabs::message, m_statusLine, &StatusLine::say);
    connect(m_files, &FileTabs::diagnosticsChecked, this,
            [this](FileSession* session) { showDiagnostics(*session); });

    createDocks();
    createMenus();
    connect(m_statusLine, &StatusLine::cancelOpeningRequested, this,
            [this] { m_files->close(m_tabs->currentIndex()); });
    connect(m_exporter, &TableExporter::message, this, [this](const QString& text, int shown) {
        if (text.isEmpty()) {
            statusBar()->clearMessage();
        } else {
            statusBar()->showMessage(text, shown);
        }
    });
    connect(m_tablePane, &TablePane::exportRequested, this, &MainWindow::exportTable);
    connect(m_tablePane, &TablePane::statisticsRequested, this,
            [this] { m_statisticsLink->compute(currentSession()); });
    connect(m_statisticsLink, &TableStatisticsLink::message, m_statusLine, &StatusLine::say);
    connect(m_statisticsLink, &TableStatisticsLink::finished, this, [this] {
        if (FileSession* session = currentSession()) {
            showDiagnostics(*session);
        }
    });
    connect(m_plotLink, &TablePlotLink::message, m_statusLine, &StatusLine::say);

    m_router->listenTo(
        {m_structurePane, m_tablePane, m_sizesPane, m_diagnosticsPane, m_plotPane, m_finder});
    connect(m_router, &SelectionRouter::applied, this, &MainWindow::updateStatus);
    connect(m_router, &SelectionRouter::tableCellSelected, m_plotLink,
            &TablePlotLink::markSelectedRows);
    connect(m_sizesPane, &SizesPane::rangesMarked, this,
            [this](const std::vector<ByteRange>& ranges) {
                if (FileSession* session = currentSession()) {
                    session->hexView()->setMarkedRanges(ranges);
                    statusBar()->showMessage(
                        tr("%n byte range(s) of the entry framed in the hex view", nullptr,
                           static_cast<int>(std::min<std::size_t>(ranges.size(), INT_MAX))),
                        6000);
                }
            });
    connect(m_finder, &ByteFinder::searchRequested, this, &MainWindow::findAgain);
    connect(m_finder, &ByteFinder::message, m_statusLine, &StatusLine::say);
    connect(m_structurePane, &StructurePane::saveBytesRequested, this, [this](const Node* node) {
        if (FileSession* session = currentSession(); session != nullptr && node != nullptr) {
            statusBar()->showMessage(saveNodeBytes(this, *session->hexPane(), *node), 6000);
        }
    });
    connect(m_structurePane, &StructurePane::showLayerRequested, this, [this](const Layer* layer) {
        if (FileSession* session = currentSession()) {
            session->hexPane()->showLayer(layer);
        }
    });

    // The size and place the window had when it was last closed; a first start gets a size that
    // shows every pane.
    if (!restoreGeometry(AppSettings::windowGeometry())) {
        resize(1400, 860);
    }
    // Either may be larger than this screen (another monitor, a smaller laptop).
    fitToScreen(*this);
    m_fitDocksToFirstFile = !restoreState(AppSettings::windowState());
    // The bottom docks start on the tables, whichever tab was in front when the window closed
    // (an empty Diagnostics tab said nothing of the next file).
    if (auto* tableDock = findChild<QDockWidget*>(QStringLiteral("tableDock"))) {
        tableDock->raise();
    }
    applySettings(AppSettings::load());
    updateStatus();
}

MainWindow::~MainWindow() {
    disconnect(m_files, nullptr, this, nullptr);
    m_structurePane->setModel(nullptr);
    m_tablePane->setDocument(nullptr);
    m_files->closeAllQuietly();
}

void MainWindow::createDocks() {
    // Beside the tables, the plot: a row clicked in one shows in the other.
    const DockedPane docked[] = {
        {m_structurePane,
         tr("Structure"),
         "structureDock",
         Qt::LeftDockWidgetArea,
         nullptr,
         nullptr,
         {520, 0}},
        {m_detailPane, tr("Details"), "detailDock", Qt::LeftDockWidgetArea},
        {m_tablePane,
         tr("Tables"),
         "tableDock",
         Qt::BottomDockWidgetArea,
         nullptr,
         nullptr,
         {0, 300}},
        {m_diagnosticsPane, tr("Diagnostics"), "diagnosticsDock", Qt::BottomDockWidgetArea,
         "tableDock"},
        {m_dataInspector,
         tr("Data Inspector"),
         "inspectorDock",
         Qt::RightDockWidgetArea,
         nullptr,
         nullptr,
         {260, 0}},
        {m_statisticsPane, tr("Statistics"), "statisticsDock", Qt::BottomDockWidgetArea,
         "tableDock"},
        {m_sizesPane, tr("Sizes"), "sizesDock", Qt::BottomDockWidgetArea, "tableDock"},
        {m_plotPane, tr("Plot"), "plotDock", Qt::BottomDockWidgetArea, nullptr, "tableDock"},
    };
    addDocks(*this, docked);
    // The tab says how many there are (showSession brings it to the front for a file with
    // errors; what the statistics add only counts here, their own pane stays in front).
    auto* diagnosticsDock = findChild<QDockWidget*>(QStringLiteral("diagnosticsDock"));
    connect(m_diagnosticsPane, &DiagnosticsPane::countChanged, diagnosticsDock,
            [diagnosticsDock](int count, int /*errors*/) {
                diagnosticsDock->setWindowTitle(count > 0 ? tr("Diagnostics (%n)", nullptr, count)
                                                          : tr("Diagnostics"));
            });
}

void MainWindow::createMenus() {
    QAction* copy = nullptr;
    QAction* compare = nullptr;
    const MenuEntry file[] = {
        {tr("&Open…"), QKeySequence::Open, [this] { chooseFiles(); }},
        {tr("Co&mpare With…"), {}, [this] { compareWith(); }, &compare},
        {tr("&Close Tab"), QKeySequence::Close, [this] { m_files->close(m_tabs->currentIndex()); }},
        {},
        {tr("&Export Table as CSV…"), QKeySequence(Qt::CTRL | Qt::Key_E),
         [this] { exportTable(false); }, &m_exportAction},
        {},
        {tr("&Quit"), QKeySequence::Quit, [this] { close(); }},
    };
    QMenu* fileMenu = addMenu(menuBar(), tr("&File"), file);
    m_recentMenu = new RecentFilesMenu(tr("Open &Recent"), fileMenu);
    fileMenu->insertMenu(compare, m_recentMenu);
    connect(m_recentMenu, &RecentFilesMenu::fileChosen, this,
            [this](const QString& path) { openFile(path); });

    const MenuEntry edit[] = {
        {tr("&Copy"), QKeySequence::Copy, [this] { copyFromFocus(currentHexView(), m_tablePane); },
         &copy},
        {},
        {tr("&Go to Offset…"), QKeySequence(Qt::CTRL | Qt::Key_G),
         [this] {
             if (FileSession* session = currentSession()) {
                 goToOffset(*session->hexPane(), this);
             }
         }},
        {tr("&Find…"), QKeySequence::Find, [this] { m_finder->showDialog(); }},
        {tr("Find &Next"), QKeySequence::FindNext,
         [this] { findAgain(model::SearchDirection::Forward); }},
        {tr("Find Pre&vious"), QKeySequence::FindPrevious,
         [this] { findAgain(model::SearchDirection::Backward); }},
        {},
        // Linux desktops define no standard key for preferences; Ctrl+, is the common one.
        {tr("&Preferences…"),
         QKeySequence::keyBindings(QKeySequence::Preferences)
             .value(0, QKeySequence(Qt::CTRL | Qt::Key_Comma)),
         [this] { editPreferences(); }},
    };
    addMenu(menuBar(), tr("&Edit"), edit);
    // Shown in the menu only: each pane answers Ctrl+C itself while it has the focus, and a
    // window-wide shortcut would collide with theirs.
    copy->setShortcutContext(Qt::WidgetShortcut);

    const MenuEntry view[] = {
        {tr("Column &Statistics"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
         [this] { m_statisticsLink->compute(currentSession()); }, &m_statisticsAction},
        {tr("Ne&xt Pane"), QKeySequence(Qt::Key_F6), [this] { focusPane(panes(), 1); }},
        {tr("Pre&vious Pane"), QKeySequence(Qt::SHIFT | Qt::Key_F6),
         [this] { focusPane(panes(), -1); }},
        {},
    };
    QMenu* viewMenu = addMenu(menuBar(), tr("&View"), view);
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        viewMenu->addAction(dock->toggleViewAction());
    }

    const MenuEntry help[] = {
        {tr("&Keyboard Shortcuts"), QKeySequence::HelpContents,
         [this] { showShortcutsDialog(this, findChildren<QAction*>()); }},
        {tr("&About Strata"), {}, [this] { showAboutDialog(this); }},
    };
    addMenu(menuBar(), tr("&Help"), help);
}

void MainWindow::compareWith() {
    const FileSession* session = currentSession();
    if (session == nullptr || !session->isLoaded()) {
        statusBar()->showMessage(tr("Open a file first, then compare it with another."), 4000);
        return;
    }
    CompareWindow::askAndOpen(this, session->document(), session->displayName());
}

CsvExportJob* MainWindow::exportJob() const {
    return m_exporter->job();
}

ExportProgress* MainWindow::exportProgress() const {
    return m_exporter->progress();
}

FileSession* MainWindow::currentSession() const {
    return m_files->current();
}

bool MainWindow::openFile(const QString& path, const OpenRequest& request) {
    auto* session = new FileSession(QFileInfo(path).fileName());
    QString error;
    if (!session->openFile(path, &error)) {
        delete session;
        QMessageBox::warning(this, tr("Cannot open file"),
                             tr("Strata cannot open %1:\n%2").arg(path, error));
        return false;
    }
    AppSettings::addRecentFile(QFileInfo(path).absoluteFilePath());
    m_recentMenu->refresh();
    addSession(session);
    if (!request.isEmpty()) {
        if (session->isLoaded()) {
            applyRequest(session, request);
        } else {
            connect(
                session, &FileSession::documentReady, this,
                [this, session, request] { applyRequest(session, request); },
                Qt::SingleShotConnection);
        }
    }
    return true;
}

void MainWindow::applyRequest(FileSession* session, const OpenRequest& request) {
    const int index = m_files->indexOf(session);
    if (index < 0) {
        return; // its tab closed before the file was read
    }
    m_files->bringToFront(index);
    applyOpenRequest(request, *session, *m_router, *m_tablePane, sayInStatusBar());
}

void MainWindow::openSource(ByteSourcePtr source, const QString& displayName) {
    auto* session = new FileSession(displayName);
    session->openSource(std::move(source));
    addSession(session);
}

void MainWindow::openDocument(std::shared_ptr<const Document> document,
                              const QString& displayName) {
    auto* session = new FileSession(displayName);
    session->openDocument(std::move(document));
    addSession(session);
}

void MainWindow::openBundledSamples() {
    for (auto& [source, name] : bundledSamples()) {
        openSource(std::move(source), name);
    }
}

void MainWindow::addSession(FileSession* session) {
    const AppSettings settings = AppSettings::load();
    session->hexPane()->setBytesPerRow(settings.bytesPerRow);
    session->hexPane()->setHexFont(settings.hexFont);
    if (std::exchange(m_fitDocksToFirstFile, false)) {
        // Once laid out: the view's width is known only then. The view in front then, which may
        // be a later file's when several open at once (each file's view takes the same room).
        QTimer::singleShot(0, this, [this] {
            if (const HexView* view = currentHexView()) {
                fitDocksAround(*this, *view);
            }
        });
    }
    m_files->add(session);
}

void MainWindow::showSession(FileSession* session) {
    // The tab that goes behind keeps what its panes showed.
    if (m_shownSession != nullptr && m_shownSession != session && m_shownSession->isLoaded()) {
        m_shownSession->viewState() = m_router->viewState();
    }
    const bool anotherSession = m_shownSession != session;
    m_shownSession = session;
    m_router->setHexPane(session != nullptr ? session->hexPane() : nullptr);
    m_structurePane->setModel(session != nullptr ? session->structureModel() : nullptr);
    m_detailPane->showNode(nullptr);
    const bool loaded = session != nullptr && session->isLoaded();
    m_structurePane->setNotice(loaded ? fileNotice(*session->document()) : QString());
    m_diagnosticsPane->setDiagnostics(loaded ? session->diagnostics() : std::vector<Diagnostic>{});
    if (loaded && hasErrors(session->diagnostics())) {
        if (auto* dock = qobject_cast<QDockWidget*>(m_diagnosticsPane->parentWidget())) {
            dock->show();
            dock->raise();
        }
    }
    m_tablePane->setDocument(loaded ? session->document() : nullptr);
    m_statisticsPane->clear();
    m_plotLink->followTable();
    m_sizesPane->setDocument(loaded ? session->document() : nullptr);
    if (loaded && anotherSession && session->viewState()) {
        m_router->restore(*session->viewState());
        session->viewState().reset();
    }
    showCursorBytes();
    setWindowTitle(session != nullptr ? tr("%1 — Strata").arg(session->displayName())
                                      : tr("Strata"));
    updateStatus();
}

void MainWindow::chooseFiles() {
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open Files"), QString(),
        tr("Strata formats (%1);;All files (*)").arg(model::formatFilePatterns().join(u' ')));
    for (const QString& path : paths) {
        openFile(path);
    }
}

HexView* MainWindow::currentHexView() const {
    const FileSession* session = currentSession();
    return session != nullptr ? session->hexPane()->currentView() : nullptr;
}

void MainWindow::findAgain(model::SearchDirection direction) {
    if (HexView* hexView = currentHexView()) {
        m_finder->findAgain(hexView, direction);
    }
}

void MainWindow::showCursorBytes() {
    const HexView* hexView = currentHexView();
    m_dataInspector->showBytesAt(hexView != nullptr ? hexView->source() : nullptr,
                                 hexView != nullptr ? hexView->cursor() : 0);
}

std::function<void(const QString&)> MainWindow::sayInStatusBar() {
    return [this](const QString& text) { m_statusLine->say(text); };
}

void MainWindow::updateStatus() {
    const FileSession* session = currentSession();
    const bool hasTable =
        session != nullptr && session->isLoaded() && !session->document()->tables.empty();
    m_exportAction->setEnabled(hasTable);
    m_statisticsAction->setEnabled(hasTable);
    m_statusLine->show(session);
}

void MainWindow::exportTable(bool selectionOnly) {
    FileSession* session = currentSession();
    model::TableModel* model = m_tablePane->currentModel();
    if (session == nullptr || !session->isLoaded() || model == nullptr) {
        statusBar()->showMessage(tr("This file has no table to export"), 5000);
        return;
    }
    m_exporter->exportTable(model->sharedTable(), session->displayName(),
                            m_tablePane->selectedRegion(), selectionOnly);
}

std::vector<QWidget*> MainWindow::panes() const {
    std::vector<QWidget*> panes;
    if (HexView* hexView = currentHexView()) {
        panes.push_back(hexView);
    }
    for (QWidget* pane : std::initializer_list<QWidget*>{m_structurePane, m_detailPane, m_tablePane,
                                                         m_diagnosticsPane, m_dataInspector,
                                                         m_statisticsPane, m_sizesPane}) {
        panes.push_back(pane);
    }
    return panes;
}

void MainWindow::editPreferences() {
    SettingsDialog dialog(AppSettings::load(), this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const AppSettings settings = dialog.settings();
    settings.save();
    applySettings(settings);
}

void MainWindow::applySettings(const AppSettings& settings) {
    for (FileSession* session : m_files->sessions()) {
        session->hexPane()->setBytesPerRow(settings.bytesPerRow);
        session->hexPane()->setHexFont(settings.hexFont);
    }
    // One memory setting bounds the decoded blocks of tables and the decoded layers alike.
    const quint64 cacheBytes = static_cast<quint64>(settings.cacheMegabytes) << 20;
    LayerCache::shared().setBudget(cacheBytes);
    model::TableModel::setDefaultCacheLimit(cacheBytes);
    m_tablePane->setCacheLimit(cacheBytes);
    applyTheme(settings.theme);
}

void MainWindow::showDiagnostics(const FileSession& session) {
    m_diagnosticsPane->setDiagnostics(m_statisticsLink->diagnosticsOf(session));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    AppSettings::setWindowGeometry(saveGeometry(), saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            openFile(url.toLocalFile());
        }
    }
}

const Selection& MainWindow::lastSelection() const {
    return m_router->selection();
}

void MainWindow::applySelection(const Selection& selection) {
    m_router->apply(selection);
}

} // namespace strata::gui
