#pragma once

// Driving the Plot dock in the real window, for the plot GUI tests.
#include "gui/main_window.h"
#include "plot/plot_job.h"
#include "plot/plot_pane.h"
#include "plot/plot_view.h"
#include "table/table_pane.h"

#include <QAction>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

namespace strata::test {

// The table's context-menu action with this text, or nullptr.
inline QAction* tableAction(gui::MainWindow& window, const QString& text) {
    for (QAction* action : window.tablePane()->view()->actions()) {
        if (action->text() == text) {
            return action;
        }
    }
    return nullptr;
}

// Waits for the pane's running plot job; true when a plot is shown.
inline bool waitForPlot(gui::PlotPane* pane) {
    QTest::qWait(10);
    if (pane->job()->isRunning()) {
        QSignalSpy finished(pane->job(), &gui::PlotJob::finished);
        if (!finished.wait(30000)) {
            return false;
        }
    }
    QCoreApplication::processEvents();
    return pane->view()->hasPlot();
}

} // namespace strata::test
