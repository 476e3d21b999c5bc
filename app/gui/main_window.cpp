#include "gui/main_window.h"

#include "bookmarks/bookmark_dialog.h"
#include "bookmarks/bookmark_list.h"
#include "bookmarks/bookmark_marks.h"
#include "bookmarks/bookmarks_pane.h"
#include "compare/compare_window.h"
#include "dataset/dataset_opener.h"
#include "diagnostics/diagnostics_pane.h"
#include "export/report_export.h"
#include "export/table_exporter.h"
#include "gui/bundled_samples.h"
#include "gui/dock_layout.h"
#include "gui/file_session.h"
#include "gui/file_tabs.h"
#include "gui/focused_copy.h"
#include "gui/job_progress.h"
#include "gui/open_request.h"
#include "gui/pane_ring.h"
#include "gui/screen_fit.h"
#include "gui/selection_router.h"
#include "gui/status_line.h"
#include "gui/window_menus.h"
#include "gui/window_panes.h"
#include "help/help_dialogs.h"
#include "hex/go_to_offset.h"
#include "hex/hex_legend.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "inspector/data_inspector.h"
#include "model/document/format_file_patterns.h"
#include "model/search/byte_search.h"
#include "plot/table_plot_link.h"
#include "repair/repair_saver.h"
#include "search/byte_finder.h"
#include "session/window_sessions.h"
#include "settings/recent_files_menu.h"
#include "settings/settings_dialog.h"
#include "settings/settings_effects.h"
#include "sizes/sizes_hex_marks.h"
#include "statistics/table_statistics_link.h"
#include "table/table_pane.h"
#include "tree/structure_actions.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

namespace strata::gui {

JobProgress* MainWindow::repairProgress() const {
    return m_repairer->progress();
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabWidget(this))
    , m_files(new FileTabs(m_tabs, this))
    , m_legend(new HexLegend)
    , m_panes(*this)
    , m_sessions(new WindowSessions(*this))
    , m_exporter(new TableExporter(this))
    , m_repairer(new RepairSaver(this))
    , m_datasets(new DatasetOpener(
          [this](std::shared_ptr<const Document> document, const QString& name) {
              openDocument(std::move(document), name);
              return currentSession();
          },
          [this](const QString& path, const OpenRequest& request) { openFile(path, request); },
          this))
    , m_statusLine(
          new StatusLine(statusBar(), {m_exporter->progress(), m_repairer->progress()}, this))
    , m_finder(new ByteFinder(this))
    , m_router(new SelectionRouter([this] { return currentSession(); }, m_panes.structure,
                                   m_panes.detail, m_panes.table, this))
    , m_plotLink(new TablePlotLink(
          m_panes.table, m_panes.plot, [this] { return m_router->selectedTableRow(); }, this))
    , m_statisticsLink(new TableStatisticsLink(m_panes.table, m_panes.statistics, this)) {
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
    connectFileTabs();
    createMenus();
    const CurrentSession current = [this] { return currentSession(); };
    connect(m_statusLine, &StatusLine::cancelOpeningRequested, this,
            [this] { m_files->close(m_tabs->currentIndex()); });
    connect(m_exporter, &TableExporter::message, m_statusLine, &StatusLine::sayFor);
    connect(m_repairer, &RepairSaver::message, m_statusLine, &StatusLine::sayFor);
    connect(m_repairer, &RepairSaver::openRequested, this,
            [this](const QString& path) { openFile(path); });
    connect(m_datasets, &DatasetOpener::message, m_statusLine, &StatusLine::say);
    connect(m_sessions, &WindowSessions::message, m_statusLine, &StatusLine::say);
    connect(m_panes.table, &TablePane::rowFileRequested, this, [this](quint64 row) {
        if (const FileSession* session = currentSession(); session && session->document()) {
            m_datasets->openRowInItsFile(*session->document(), row);
        }
    });
    connect(m_panes.table, &TablePane::exportRequested, this, [this](bool selectionOnly) {
        m_exporter->exportShownTable(currentSession(), *m_panes.table, selectionOnly);
    });
    connect(m_panes.table, &TablePane::statisticsRequested, this,
            [this] { m_statisticsLink->compute(currentSession()); });
    connect(m_statisticsLink, &TableStatisticsLink::message, m_statusLine, &StatusLine::say);
    connect(m_statisticsLink, &TableStatisticsLink::finished, this, [this] {
        if (FileSession* session = currentSession()) {
            showDiagnostics(*session);
        }
    });
    connect(m_plotLink, &TablePlotLink::message, m_statusLine, &StatusLine::say);
    connect(m_panes.bookmarks, &BookmarksPane::activated, this, &MainWindow::goToBookmark);
    m_router->listenTo({m_panes.structure, m_panes.table, m_panes.sizes, m_panes.diagnostics,
                        m_panes.plot, m_finder});
    connect(m_router, &SelectionRouter::applied, this, &MainWindow::updateStatus);
    connect(m_router, &SelectionRouter::tableCellSelected, m_plotLink,
            &TablePlotLink::markSelectedRows);
    connectSizesToHexView(*m_panes.sizes, current, *m_statusLine);
    connectStructureActions(*m_panes.structure, *this, current, *m_statusLine);
    connect(m_finder, &ByteFinder::searchRequested, this, &MainWindow::findAgain);
    connect(m_finder, &ByteFinder::message, m_statusLine, &StatusLine::say);

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
    m_panes.clear();
    m_files->closeAllQuietly();
}

void MainWindow::connectFileTabs() {
    connect(m_files, &FileTabs::currentChanged, this, &MainWindow::showSession);
    connect(m_files, &FileTabs::closing, this,
            [this](FileSession* session) { m_panes.letGoOf(*session); });
    connect(m_files, &FileTabs::cursorMoved, this, [this](const Layer* layer, quint64 offset) {
        m_panes.inspector->showCursorOf(currentHexView());
        m_router->selectHexCursor(layer, offset);
    });
    connect(m_files, &FileTabs::selectionEdited, this, &MainWindow::updateStatus);
    connect(m_files, &FileTabs::selectNodeRequested, this,
            [this](const Layer* layer, quint64 offset, quint64 length) {
                m_router->selectNodeHolding(layer, {offset, length});
            });
    // Another tab in front, or a layer's bytes arrived: the inspector and the status bar follow.
    connect(m_files, &FileTabs::bytesInFrontChanged, this, [this] {
        m_panes.inspector->showCursorOf(currentHexView());
        updateStatus();
    });
    connect(m_files, &FileTabs::goToOffsetRequested, this,
            [this](HexPane* pane) { goToOffset(*pane, this); });
    connect(m_files, &FileTabs::message, m_statusLine, &StatusLine::say);
    connect(m_files, &FileTabs::diagnosticsChecked, this,
            [this](FileSession* session) { showDiagnostics(*session); });
}

void MainWindow::createMenus() {
    QAction* copy = nullptr;
    QAction* compare = nullptr;
    QAction* openSessionAction = nullptr;
    const MenuEntry file[] = {
        {tr("&Open…"), QKeySequence::Open, [this] { chooseFiles(); }},
        {tr("Open &Folder…"), {}, [this] { chooseFolder(); }},
        {tr("Co&mpare With…"), {}, [this] { compareWith(); }, &compare},
        {tr("&Close Tab"), QKeySequence::Close, [this] { m_files->close(m_tabs->currentIndex()); }},
        {},
        {tr("Open Sessio&n…"), {}, [this] { chooseSession(); }, &openSessionAction},
        {tr("Sa&ve Session…"), {}, [this] { saveSessionAs(); }},
        {tr("Appl&y Session to This File…"), {}, [this] { applySessionToFile(); }},
        {},
        {tr("&Export Table…"), QKeySequence(Qt::CTRL | Qt::Key_E),
         [this] { m_exporter->exportShownTable(currentSession(), *m_panes.table, false); },
         &m_exportAction},
        {tr("Save &Repaired Copy…"),
         {},
         [this] { m_repairer->saveRepairedCopy(currentSession()); }},
        {tr("Export Re&port…"),
         {},
         [this] {
             if (const FileSession* session = currentSession()) {
                 m_statusLine->say(exportReport(this, *session));
             }
         }},
        {},
        {tr("&Quit"), QKeySequence::Quit, [this] { close(); }},
    };
    QMenu* fileMenu = addMenu(menuBar(), tr("&File"), file);
    m_recentMenu = new RecentFilesMenu(tr("Open &Recent"), &AppSettings::recentFiles, fileMenu);
    fileMenu->insertMenu(compare, m_recentMenu);
    connect(m_recentMenu, &RecentFilesMenu::fileChosen, this,
            [this](const QString& path) { openFile(path); });
    m_recentSessionsMenu =
        new RecentFilesMenu(tr("Recent Sess&ions"), &AppSettings::recentSessions, fileMenu);
    // After Open Session…, as Open Recent is after Open….
    fileMenu->insertMenu(
        fileMenu->actions().value(fileMenu->actions().indexOf(openSessionAction) + 1),
        m_recentSessionsMenu);
    connect(m_recentSessionsMenu, &RecentFilesMenu::fileChosen, this,
            [this](const QString& path) { openSession(path); });

    const MenuEntry edit[] = {
        {tr("&Copy"), QKeySequence::Copy,
         [this] { copyFromFocus(currentHexView(), m_panes.table); }, &copy},
        {},
        {tr("&Go to Offset…"), QKeySequence(Qt::CTRL | Qt::Key_G),
         [this] {
             if (FileSession* session = currentSession()) {
                 goToOffset(*session->hexPane(), this);
             }
         }},
        {tr("Add &Bookmark…"), QKeySequence(Qt::CTRL | Qt::Key_D), [this] { addBookmark(); }},
        {tr("Ne&xt Bookmark"), QKeySequence(Qt::Key_F2), [this] { m_panes.bookmarks->step(1); }},
        {tr("Previous Boo&kmark"), QKeySequence(Qt::SHIFT | Qt::Key_F2),
         [this] { m_panes.bookmarks->step(-1); }},
        {},
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
        m_statusLine->sayFor(tr("Open a file first, then compare it with another."), 4000);
        return;
    }
    CompareWindow::askAndOpen(this, *session);
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
        session->whenRead(this, [this, session, request] { applyRequest(session, request); });
    }
    return true;
}

void MainWindow::applyRequest(FileSession* session, const OpenRequest& request) {
    const int index = m_files->indexOf(session);
    if (index < 0) {
        return; // its tab closed before the file was read
    }
    m_files->bringToFront(index);
    applyOpenRequest(request, *session, *m_router, *m_panes.table,
                     [this](const QString& text) { m_statusLine->say(text); });
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
    applyHexSettings(*session->hexPane(), AppSettings::load());
    if (std::exchange(m_fitDocksToFirstFile, false)) {
        // Once laid out: the view's width is known only then. The view in front then, which may
        // be a later file's when several open at once (each file's view takes the same room).
        QTimer::singleShot(0, this, [this] {
            if (const HexView* view = currentHexView()) {
                fitDocksAround(*this, *view);
            }
        });
    }
    connect(session->bookmarks(), &BookmarkList::changed, this,
            [this, session] { markBookmarksOf(session); });
    connect(session->hexPane(), &HexPane::layerShown, this,
            [this, session] { markBookmarksOf(session); });
    m_files->add(session);
}

void MainWindow::markBookmarksOf(FileSession* session) {
    if (!session->isLoaded()) {
        return;
    }
    markBookmarks(*session->bookmarks(), *session->hexPane(), session->structureModel());
    if (session == m_shownSession) {
        m_panes.table->setMarkedRows(
            bookmarkedRows(*session->bookmarks(), session->document()->tables.size()));
    }
}

void MainWindow::addBookmark() {
    FileSession* session = currentSession();
    if (session == nullptr || !session->isLoaded()) {
        m_statusLine->sayFor(tr("Open a file first, then bookmark what you select in it."), 4000);
        return;
    }
    Selection selection = m_router->selection();
    if (selection.node == nullptr && selection.range.length == 0) {
        m_statusLine->sayFor(
            tr("Select a node, bytes, a table cell or a diagnostic, then add a bookmark."), 4000);
        return;
    }
    if (selection.range.length == 0 && selection.node != nullptr && !selection.cell) {
        // The hex view's cursor: the node it is in.
        selection.layer = selection.node->layer();
        selection.range = selection.node->range();
    }
    const auto bookmark =
        BookmarkDialog::edit(this, bookmarkOf(selection, *session->document()), tr("Add Bookmark"));
    if (bookmark) {
        session->bookmarks()->add(*bookmark);
        m_statusLine->sayFor(tr("Bookmark “%1” added; F2 goes through the bookmarks.")
                                 .arg(QString::fromStdString(bookmark->name)),
                             4000);
    }
}

void MainWindow::goToBookmark(int index) {
    FileSession* session = currentSession();
    if (session == nullptr || !session->isLoaded() || index < 0 ||
        index >= session->bookmarks()->size()) {
        return;
    }
    const Bookmark& bookmark = session->bookmarks()->at(index);
    const BookmarkPlace& place = session->bookmarks()->placeOf(index);
    const QString name = QString::fromStdString(bookmark.name);
    if (place.fit == BookmarkFit::Missing) {
        m_statusLine->say(
            tr("“%1” is not in this file: %2").arg(name, QString::fromStdString(place.reason)));
        return;
    }
    const Table* table = bookmark.cell && bookmark.cell->table < session->document()->tables.size()
                             ? session->document()->tables[bookmark.cell->table].get()
                             : nullptr;
    if (table != nullptr) {
        const auto& columns = table->columns();
        const auto column = std::find_if(columns.begin(), columns.end(), [&](const Column& c) {
            return c.name == bookmark.cell->column;
        });
        const auto columnIndex = static_cast<int>(column - columns.begin());
        m_panes.table->showCell(bookmark.cell->table, bookmark.cell->row, columnIndex);
        m_router->selectTableCell(bookmark.cell->table, bookmark.cell->row, columnIndex);
    } else {
        m_router->apply(selectionOf(place));
    }
    if (place.fit == BookmarkFit::Moved) {
        m_statusLine->say(tr("“%1” moved: marked at offset %2, in this file at %3")
                              .arg(name, QString::number(bookmark.range.offset),
                                   QString::number(place.range.offset)));
    }
}

void MainWindow::showSession(FileSession* session) {
    // The tab that goes behind keeps what its panes showed.
    if (m_shownSession != nullptr && m_shownSession != session && m_shownSession->isLoaded()) {
        m_shownSession->viewState() = m_router->viewState();
    }
    const bool anotherSession = m_shownSession != session;
    m_shownSession = session;
    m_router->setHexPane(session != nullptr ? session->hexPane() : nullptr);
    m_panes.showDocument(session);
    if (session != nullptr) {
        markBookmarksOf(session);
    }
    m_plotLink->followTable();
    const bool loaded = session != nullptr && session->isLoaded();
    if (loaded && anotherSession && session->viewState()) {
        m_router->restore(*session->viewState());
        session->viewState().reset();
    }
    m_panes.inspector->showCursorOf(currentHexView());
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

void MainWindow::chooseFolder() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open Folder"));
    if (!folder.isEmpty()) {
        openDataset({folder});
    }
}

void MainWindow::chooseSession() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Session"), QString(),
                                     tr("Strata sessions (*.strata-session);;All files (*)"));
    if (!path.isEmpty()) {
        openSession(path);
    }
}

bool MainWindow::openSession(const QString& path) {
    const bool opened = m_sessions->open(path);
    m_recentSessionsMenu->refresh();
    return opened;
}

void MainWindow::saveSessionAs() {
    // Beside the file in front, where its notes belong.
    const FileSession* front = currentSession();
    const QString folder = front != nullptr && !front->filePath().isEmpty()
                               ? QFileInfo(front->filePath()).absolutePath()
                               : QString();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Session"), folder,
                                                tr("Strata sessions (*.strata-session)"));
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".strata-session");
    }
    QString error;
    if (m_sessions->save(path, &error)) {
        m_recentSessionsMenu->refresh();
        m_statusLine->sayFor(tr("Session saved to %1").arg(path), 4000);
    } else {
        QMessageBox::warning(this, tr("Cannot save session"),
                             tr("Strata cannot write %1:\n%2").arg(path, error));
    }
}

void MainWindow::applySessionToFile() {
    FileSession* session = currentSession();
    if (session == nullptr || !session->isLoaded()) {
        m_statusLine->sayFor(tr("Open a file first, then apply a session made on another."), 4000);
        return;
    }
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Apply Session to %1").arg(session->displayName()), QString(),
        tr("Strata sessions (*.strata-session);;All files (*)"));
    if (!path.isEmpty()) {
        m_sessions->applyTo(*session, path);
    }
}

const std::vector<FileSession*>& MainWindow::fileSessions() const {
    return m_files->sessions();
}

FileSession::ViewState MainWindow::shownViewState() const {
    return m_router->viewState();
}

void MainWindow::restoreView(FileSession& session, const FileSession::ViewState& state) {
    if (&session == m_shownSession) {
        m_router->restore(state);
    } else {
        session.viewState() = state;
    }
}

void MainWindow::bringToFront(FileSession* session) {
    if (const int index = m_files->indexOf(session); index >= 0) {
        m_files->bringToFront(index);
    }
}

void MainWindow::openDataset(const QStringList& paths) {
    m_datasets->open(paths);
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

void MainWindow::updateStatus() {
    const FileSession* session = currentSession();
    const bool hasTable =
        session != nullptr && session->isLoaded() && !session->document()->tables.empty();
    m_exportAction->setEnabled(hasTable);
    m_statisticsAction->setEnabled(hasTable);
    m_statusLine->show(session);
}

std::vector<QWidget*> MainWindow::panes() const {
    std::vector<QWidget*> panes = m_panes.ring();
    if (HexView* hexView = currentHexView()) {
        panes.insert(panes.begin(), hexView);
    }
    return panes;
}

void MainWindow::editPreferences() {
    if (const auto settings = SettingsDialog::askAndSave(this)) {
        applySettings(*settings);
    }
}

void MainWindow::applySettings(const AppSettings& settings) {
    for (FileSession* session : m_files->sessions()) {
        applyHexSettings(*session->hexPane(), settings);
    }
    applyAppSettings(settings, *m_panes.table);
}

void MainWindow::showDiagnostics(const FileSession& session) {
    m_panes.diagnostics->setDiagnostics(m_statisticsLink->diagnosticsOf(session));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    AppSettings::setWindowGeometry(saveGeometry(), saveState());
    if (AppSettings::load().reopenLastSession) {
        QString error;
        m_sessions->save(WindowSessions::lastSessionPath(), &error);
    }
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    // One file opens in a tab; a folder, or several files at once, as one dataset.
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            paths << url.toLocalFile();
        }
    }
    if (paths.size() == 1 && !QFileInfo(paths.front()).isDir()) {
        openFile(paths.front());
    } else {
        openDataset(paths);
    }
}

const Selection& MainWindow::lastSelection() const {
    return m_router->selection();
}

void MainWindow::applySelection(const Selection& selection) {
    m_router->apply(selection);
}

} // namespace strata::gui
