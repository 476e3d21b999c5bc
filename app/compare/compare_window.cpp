#include "compare/compare_window.h"

#include "bookmarks/bookmark_list.h"
#include "compare/compare_side.h"
#include "compare/diff_job.h"
#include "compare/differences_pane.h"
#include "compare/table_diff_pane.h"
#include "gui/cell_bytes_lookup.h"
#include "gui/dock.h"
#include "gui/file_session.h"
#include "gui/screen_fit.h"
#include "help/help_dialogs.h"
#include "hex/hex_view.h"
#include "model/diff/difference_model.h"
#include "model/document/format_file_patterns.h"
#include "tree/structure_pane.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QTreeView>
#include <algorithm>

namespace strata::gui {
namespace {

// A dock of the compare window: it can move and float, not close (the window is the session).
QDockWidget* makeCompareDock(const QString& title, const QString& objectName, QWidget* content,
                             QWidget* parent) {
    QDockWidget* dock = makeDock(title, objectName, content, parent);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    return dock;
}

} // namespace

CompareWindow::CompareWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_differences(new DifferencesPane)
    , m_tableDiff(new TableDiffPane)
    , m_cellBytes{new CellBytesLookup(this), new CellBytesLookup(this)}
    , m_job(new DiffJob(this)) {
    setWindowTitle(tr("Compare"));
    setCentralWidget(m_splitter);
    m_splitter->setChildrenCollapsible(false);
    createDocks();
    createMenus();
    connect(m_job, &DiffJob::progressChanged, m_differences, &DifferencesPane::showRunning);
    connect(m_job, &DiffJob::finished, this, &CompareWindow::onCompared);
    connect(m_differences, &DifferencesPane::cancelRequested, m_job, &DiffJob::cancel);
    connect(m_differences, &DifferencesPane::differenceSelected, this,
            &CompareWindow::showDifference);
    connect(m_tableDiff, &TableDiffPane::compareAgainRequested, this, &CompareWindow::compareAgain);
    m_options.bytes = true; // the raw ranges are what the hex views frame
    m_options.maxListed = maxListed;
    resize(1400, 900);
    fitToScreen(*this);
}

CompareWindow::~CompareWindow() {
    // The job's worker holds the documents; the views go before the sessions.
    m_job->cancel();
    delete m_job;
    m_job = nullptr;
}

void CompareWindow::createDocks() {
    setDockOptions(AnimatedDocks | AllowNestedDocks | AllowTabbedDocks);
    auto* differencesDock =
        makeCompareDock(tr("Differences"), QStringLiteral("differencesDock"), m_differences, this);
    auto* tableDock = makeCompareDock(tr("Table Differences"), QStringLiteral("tableDiffDock"),
                                      m_tableDiff, this);
    addDockWidget(Qt::BottomDockWidgetArea, differencesDock);
    splitDockWidget(differencesDock, tableDock, Qt::Horizontal);
    // The two files above keep room for their trees and bytes: at a small window the docks give
    // way (their height is set as a share of the window when it is first shown).
    m_splitter->setMinimumHeight(fontMetrics().height() * 20);
}

void CompareWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // The docks keep their share of the height (QMainWindow gives or takes the difference from
    // the files alone, which leaves a small window two rows of tree).
    auto* dock = findChild<QDockWidget*>(QStringLiteral("differencesDock"));
    const int before = event->oldSize().height();
    if (m_docksSized && dock != nullptr && !dock->isFloating() && before > 0 &&
        event->size().height() != before) {
        resizeDocks({dock}, {dock->height() * event->size().height() / before}, Qt::Vertical);
    }
}

void CompareWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (!m_docksSized) {
        m_docksSized = true;
        if (auto* dock = findChild<QDockWidget*>(QStringLiteral("differencesDock"))) {
            resizeDocks({dock}, {height() * 3 / 10}, Qt::Vertical);
        }
    }
}

void CompareWindow::createMenus() {
    QMenu* compare = menuBar()->addMenu(tr("&Compare"));
    compare->addAction(tr("&Next Difference"), QKeySequence(Qt::Key_F7), this,
                       &CompareWindow::nextDifference);
    compare->addAction(tr("&Previous Difference"), QKeySequence(Qt::SHIFT | Qt::Key_F7), this,
                       &CompareWindow::previousDifference);
    compare->addSeparator();
    compare->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        view->addAction(dock->toggleViewAction());
    }
    // Its own keys (F7 and Shift+F7 go from difference to difference), listed as the inspector
    // lists its.
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents, this,
                    [this] { showShortcutsDialog(this, findChildren<QAction*>()); });
}

void CompareWindow::createSides(const QString& nameA, const QString& nameB) {
    m_sides = {new CompareSide(QStringLiteral("A"), nameA),
               new CompareSide(QStringLiteral("B"), nameB)};
    for (int i = 0; i < 2; ++i) {
        CompareSide* side = m_sides[static_cast<std::size_t>(i)];
        m_splitter->addWidget(side);
        connect(side, &CompareSide::documentReady, this, &CompareWindow::startWhenOpen);
        connect(side, &CompareSide::nodeSelected, this,
                [this, i](const Node* node) { followNode(i, node); });
    }
    setWindowTitle(tr("Compare %1 and %2").arg(nameA, nameB));
    syncTrees();
    syncHexViews();
}

bool CompareWindow::openInto(CompareSide& side, const QString& path) {
    QString error;
    if (!side.session()->openFile(path, &error)) {
        QMessageBox::warning(this, tr("Cannot open file"),
                             tr("Strata cannot open %1:\n%2").arg(path, error));
        return false;
    }
    return true;
}

bool CompareWindow::openFiles(const QString& pathA, const QString& pathB) {
    createSides(QFileInfo(pathA).fileName(), QFileInfo(pathB).fileName());
    m_paths = {QFileInfo(pathA).absoluteFilePath(), QFileInfo(pathB).absoluteFilePath()};
    return openInto(*m_sides[0], pathA) && openInto(*m_sides[1], pathB);
}

bool CompareWindow::compareWith(const FileSession& a, const QString& pathB) {
    createSides(a.displayName(), QFileInfo(pathB).fileName());
    m_paths = {a.filePath(), QFileInfo(pathB).absoluteFilePath()};
    setBookmarks(a.bookmarks()->all());
    m_sides[0]->session()->openDocument(a.document());
    return openInto(*m_sides[1], pathB);
}

void CompareWindow::setBookmarks(const std::vector<Bookmark>& bookmarks) {
    for (CompareSide* side : m_sides) {
        side->session()->bookmarks()->setAll(bookmarks);
    }
}

void CompareWindow::startWhenOpen() {
    FileSession* a = m_sides[0]->session();
    FileSession* b = m_sides[1]->session();
    if (!a->isLoaded() || !b->isLoaded() || m_job->isRunning()) {
        return;
    }
    m_differences->showRunning(0, 0);
    m_tableDiff->setEnabled(false);
    m_job->start(a->document(), b->document(), m_options);
}

void CompareWindow::compareAgain() {
    if (m_job->isRunning()) {
        return;
    }
    m_options.keyColumns = m_tableDiff->keyColumns();
    m_options.table = m_options.keyColumns.empty() ? std::nullopt : m_tableDiff->keyTable();
    m_options.tolerance = m_tableDiff->tolerance();
    startWhenOpen();
}

void CompareWindow::onCompared() {
    m_diff = m_job->result();
    if (!m_job->error().isEmpty()) {
        QMessageBox::warning(this, tr("Cannot compare"), m_job->error());
    }
    m_differences->setDiff(m_diff, maxListed);
    m_tableDiff->setDiff(m_sides[0]->session()->document(), m_sides[1]->session()->document(),
                         m_diff);
    for (int i = 0; i < 2; ++i) {
        m_sides[static_cast<std::size_t>(i)]->hexView()->setMarkedRanges(
            m_differences->model()->markedRanges(i == 1));
    }
    statusBar()->showMessage(m_differences->summary()->text());
    // The first difference is shown at once, as diff tools open on the first change; F7 goes on.
    m_differences->step(1);
    emit compared();
}

void CompareWindow::showDifference(int row) {
    const model::DifferenceItem& item = m_differences->model()->item(row);
    m_routing = true;
    for (int i = 0; i < 2; ++i) {
        CompareSide& side = *m_sides[static_cast<std::size_t>(i)];
        m_cellBytes[static_cast<std::size_t>(i)]->forget();
        // Decoded bytes in the layer that holds them (AT-1's original, a Blosc2 chunk's decoded
        // chunk); elsewhere, or when no layer does, the node and the file's bytes.
        const auto& payload = i == 0 ? item.payloadA : item.payloadB;
        if (payload && side.showPayload(*payload)) {
            continue;
        }
        const auto& range = i == 0 ? item.rangeA : item.rangeB;
        side.show(side.nodeFor(i == 0 ? item.pathA : item.pathB, range), range);
        if (item.kind == model::DifferenceItem::Kind::Cell && !range) {
            findCellBytes(i, item);
        }
    }
    if (item.table) {
        m_tableDiff->showCell(*item.table, item.row, item.column, item.rowOnlyInB);
    }
    keepOffsets();
    m_routing = false;
    revealSelection();
    statusBar()->showMessage(tr("Difference %1 of %2: %3 (%4)")
                                 .arg(row + 1)
                                 .arg(m_differences->model()->rowCount())
                                 .arg(item.what, item.where));
}

void CompareWindow::findCellBytes(int side, const model::DifferenceItem& item) {
    CompareSide* shown = m_sides[static_cast<std::size_t>(side)];
    const Document* document = shown->document();
    const std::optional<std::uint64_t> row = side == 0 ? item.row : item.rowB;
    if (document == nullptr || !item.table || !row || *item.table >= document->tables.size()) {
        return;
    }
    const std::shared_ptr<const Table>& table = document->tables[*item.table];
    const auto& columns = table->columns();
    const auto column = std::find_if(columns.begin(), columns.end(),
                                     [&item](const Column& c) { return c.name == item.column; });
    if (column == columns.end()) {
        return;
    }
    // Answered only while this difference is the one shown: showing another forgets it.
    m_cellBytes[static_cast<std::size_t>(side)]->find(
        table, *row, static_cast<std::size_t>(column - columns.begin()),
        [this, shown](const std::optional<CellBytes>& cell) {
            if (!cell) {
                return;
            }
            m_routing = true;
            shown->showCellBytes(*cell);
            keepOffsets();
            m_routing = false;
            revealSelection();
        });
}

void CompareWindow::followNode(int from, const Node* node) {
    if (m_routing || node == nullptr) {
        return;
    }
    for (CellBytesLookup* lookup : m_cellBytes) {
        lookup->forget();
    }
    m_routing = true;
    CompareSide& here = *m_sides[static_cast<std::size_t>(from)];
    CompareSide& there = *m_sides[static_cast<std::size_t>(1 - from)];
    here.show(node, std::nullopt);
    if (const Node* same = there.nodeFor(node->path(), std::nullopt)) {
        there.show(same, std::nullopt);
    }
    keepOffsets();
    m_routing = false;
    revealSelection();
}

void CompareWindow::keepOffsets() {
    m_scrollDelta = static_cast<std::int64_t>(m_sides[1]->hexView()->firstVisibleOffset()) -
                    static_cast<std::int64_t>(m_sides[0]->hexView()->firstVisibleOffset());
    m_treeDelta = m_sides[1]->structurePane()->view()->verticalScrollBar()->value() -
                  m_sides[0]->structurePane()->view()->verticalScrollBar()->value();
}

void CompareWindow::revealSelection() {
    // Expanding lays the new rows out later (and may add a scroll bar): scrolled to before
    // then, the row can end up half under the tree's lower edge.
    QTimer::singleShot(0, this, [this] {
        if (m_routing) {
            return;
        }
        m_routing = true;
        for (CompareSide* side : m_sides) {
            side->revealSelectedNode();
        }
        keepOffsets();
        m_routing = false;
    });
}

void CompareWindow::syncTrees() {
    // Scrolled, expanded or collapsed in one tree: the same in the other, node by path.
    for (int i = 0; i < 2; ++i) {
        QTreeView* here = m_sides[static_cast<std::size_t>(i)]->structurePane()->view();
        StructurePane* there = m_sides[static_cast<std::size_t>(1 - i)]->structurePane();
        const int sign = i == 0 ? 1 : -1;
        connect(here->verticalScrollBar(), &QScrollBar::valueChanged, this,
                [this, there, sign](int value) {
                    if (!m_routing) {
                        m_routing = true;
                        there->view()->verticalScrollBar()->setValue(value + sign * m_treeDelta);
                        m_routing = false;
                    }
                });
        StructurePane* herePane = m_sides[static_cast<std::size_t>(i)]->structurePane();
        const auto follow = [this, herePane, there](const QModelIndex& index, bool expand) {
            if (m_routing || herePane->model() == nullptr || there->model() == nullptr) {
                return;
            }
            const Node* node = herePane->model()->nodeAt(index);
            const Node* same = node != nullptr
                                   ? there->model()->document().root->findByPath(node->path())
                                   : nullptr;
            const QModelIndex otherIndex = there->model()->indexOf(same);
            if (otherIndex.isValid()) {
                m_routing = true;
                there->view()->setExpanded(otherIndex, expand);
                m_routing = false;
            }
        };
        connect(here, &QTreeView::expanded, this,
                [follow](const QModelIndex& index) { follow(index, true); });
        connect(here, &QTreeView::collapsed, this,
                [follow](const QModelIndex& index) { follow(index, false); });
    }
}

void CompareWindow::syncHexViews() {
    for (int i = 0; i < 2; ++i) {
        HexView* other = m_sides[static_cast<std::size_t>(1 - i)]->hexView();
        const std::int64_t sign = i == 0 ? 1 : -1;
        connect(m_sides[static_cast<std::size_t>(i)]->hexView(), &HexView::scrolled, this,
                [this, other, sign](quint64 offset) {
                    if (m_routing) {
                        return;
                    }
                    m_routing = true;
                    const std::int64_t target =
                        static_cast<std::int64_t>(offset) + sign * m_scrollDelta;
                    other->scrollToOffset(
                        static_cast<std::uint64_t>(std::max<std::int64_t>(0, target)));
                    m_routing = false;
                });
    }
}

void CompareWindow::nextDifference() {
    step(1);
}

void CompareWindow::previousDifference() {
    step(-1);
}

void CompareWindow::step(int direction) {
    if (m_differences->step(direction)) {
        return;
    }
    if (m_job->isRunning()) {
        statusBar()->showMessage(tr("Still comparing…"), 3000);
    } else if (m_differences->model()->rowCount() == 0) {
        statusBar()->showMessage(tr("No differences"), 3000);
    } else {
        statusBar()->showMessage(direction > 0 ? tr("No more differences after this one")
                                               : tr("No differences before this one"),
                                 3000);
    }
}

void CompareWindow::askAndOpen(QWidget* parent, const FileSession& a) {
    const QString path = QFileDialog::getOpenFileName(
        parent, tr("Compare %1 With").arg(a.displayName()), QString(),
        tr("Strata formats (%1);;All files (*)").arg(model::formatFilePatterns().join(u' ')));
    if (path.isEmpty()) {
        return;
    }
    // A window of its own, sharing the open file's document; a child of the asking one, so that
    // closing the main window ends the program and takes the comparison with it.
    auto* window = new CompareWindow(parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (!window->compareWith(a, path)) {
        delete window;
        return;
    }
    window->show();
}

} // namespace strata::gui
