#include "gui/window_panes.h"

#include "bookmarks/bookmarks_pane.h"
#include "diagnostics/diagnostics_pane.h"
#include "gui/dock_layout.h"
#include "gui/file_notice.h"
#include "gui/file_session.h"
#include "inspector/data_inspector.h"
#include "plot/plot_pane.h"
#include "sizes/sizes_pane.h"
#include "statistics/statistics_pane.h"
#include "strata/check.h"
#include "table/table_pane.h"
#include "tree/detail_pane.h"
#include "tree/structure_pane.h"

#include <QDockWidget>
#include <QMainWindow>

namespace strata::gui {

WindowPanes::WindowPanes(QMainWindow& window)
    : structure(new StructurePane)
    , detail(new DetailPane)
    , table(new TablePane)
    , diagnostics(new DiagnosticsPane)
    , inspector(new DataInspector)
    , statistics(new StatisticsPane)
    , sizes(new SizesPane)
    , plot(new PlotPane)
    , bookmarks(new BookmarksPane) {
    // Beside the tables, the plot: a row clicked in one shows in the other.
    const DockedPane docked[] = {
        {structure,
         tr("Structure"),
         "structureDock",
         Qt::LeftDockWidgetArea,
         nullptr,
         nullptr,
         {520, 0}},
        {detail, tr("Details"), "detailDock", Qt::LeftDockWidgetArea},
        {table, tr("Tables"), "tableDock", Qt::BottomDockWidgetArea, nullptr, nullptr, {0, 300}},
        {diagnostics, tr("Diagnostics"), "diagnosticsDock", Qt::BottomDockWidgetArea, "tableDock"},
        {inspector,
         tr("Data Inspector"),
         "inspectorDock",
         Qt::RightDockWidgetArea,
         nullptr,
         nullptr,
         {260, 0}},
        {statistics, tr("Statistics"), "statisticsDock", Qt::BottomDockWidgetArea, "tableDock"},
        {sizes, tr("Sizes"), "sizesDock", Qt::BottomDockWidgetArea, "tableDock"},
        {plot, tr("Plot"), "plotDock", Qt::BottomDockWidgetArea, nullptr, "tableDock"},
        {bookmarks, tr("Bookmarks"), "bookmarksDock", Qt::BottomDockWidgetArea, "tableDock"},
    };
    addDocks(window, docked);
    // The tab says how many there are (showDocument brings it to the front for a file with
    // errors; what the statistics add only counts here, their own pane stays in front).
    auto* diagnosticsDock = window.findChild<QDockWidget*>(QStringLiteral("diagnosticsDock"));
    QObject::connect(diagnostics, &DiagnosticsPane::countChanged, diagnosticsDock,
                     [diagnosticsDock](int count, int /*errors*/) {
                         diagnosticsDock->setWindowTitle(
                             count > 0 ? tr("Diagnostics (%Ln)", nullptr, count)
                                       : tr("Diagnostics"));
                     });
}

void WindowPanes::showDocument(const FileSession* session) {
    const bool loaded = session != nullptr && session->isLoaded();
    structure->setModel(session != nullptr ? session->structureModel() : nullptr);
    detail->showNode(nullptr);
    structure->setNotice(loaded ? fileNotice(*session->document()) : QString());
    diagnostics->setDiagnostics(loaded ? session->diagnostics() : std::vector<Diagnostic>{});
    if (loaded && hasErrors(session->diagnostics())) {
        if (auto* dock = qobject_cast<QDockWidget*>(diagnostics->parentWidget())) {
            dock->show();
            dock->raise();
        }
    }
    table->setDocument(loaded ? session->document() : nullptr);
    bookmarks->setList(session != nullptr ? session->bookmarks() : nullptr);
    statistics->clear();
    sizes->setDocument(loaded ? session->document() : nullptr);
}

void WindowPanes::letGoOf(const FileSession& session) {
    if (structure->model() == session.structureModel()) {
        structure->setModel(nullptr);
    }
}

void WindowPanes::clear() {
    structure->setModel(nullptr);
    table->setDocument(nullptr);
}

std::vector<QWidget*> WindowPanes::ring() const {
    return {structure, detail, table, diagnostics, inspector, statistics, sizes, bookmarks};
}

} // namespace strata::gui
