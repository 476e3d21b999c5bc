// strata-screenshots: opens each file in the real MainWindow, selects a node and a table cell
// as a user would, and saves the window as PNG (scripts/screenshots.sh runs it under Xvfb).
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "gui/translations.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "statistics/statistics_job.h"
#include "statistics/statistics_pane.h"
#include "table/table_pane.h"
#include "tree/structure_pane.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QTreeView>
#include <cstdio>

namespace {

void settle(int milliseconds) {
    QEventLoop loop;
    QTimer::singleShot(milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
}

// A node that lies in a decoded layer, for the layer shot: a columnar file's fourth column (its
// chunk in the decoded `values` stream), or a qcolumnar/qjson index entry (row group 1, column 2)
// in the decoded `index` stream, with its zone map and the block offset it gives.
const strata::Node* layerShotNode(const strata::Node& root) {
    if (const strata::Node* values = root.findByPath("file / stream set / stream 'values'")) {
        return values->children().size() > 3 ? values->children()[3].get() : nullptr;
    }
    if (const strata::Node* index = root.findByPath("file / stream set / stream 'index'")) {
        for (const auto& entry : index->children()) {
            if (entry->label() == "entry (1,2)") {
                return entry.get();
            }
        }
    }
    return nullptr;
}

// The layer shot, in a window of its own: selecting that node opens its layer in a tab beside
// the file's bytes, with the node's bytes highlighted.
bool saveLayerShot(const QString& file, const QString& path) {
    strata::gui::MainWindow window;
    window.resize(1600, 1000);
    window.show();
    if (!window.openFile(file)) {
        return false;
    }
    strata::gui::FileSession* session = window.currentSession();
    if (!session->isLoaded()) {
        QSignalSpy ready(session, &strata::gui::FileSession::documentReady);
        ready.wait(30000);
    }
    const strata::Node* node = layerShotNode(*session->document()->root);
    if (node == nullptr) {
        return true; // nothing to show
    }
    QTreeView* tree = window.structurePane()->view();
    const QModelIndex index = session->structureModel()->indexOf(node);
    tree->setCurrentIndex(index);
    tree->scrollTo(index);
    for (int waited = 0; session->hexPane()->currentView()->source() == nullptr && waited < 100;
         ++waited) {
        settle(100);
    }
    settle(600);
    if (!window.grab().save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("StrataScreenshots"));
    // English as the window shows it: plural forms ("17 bytes", not "17 byte(s)") come from the
    // English translation.
    strata::gui::installTranslations(app, QStringLiteral("en"));
    const QStringList arguments = QApplication::arguments().mid(1);
    if (arguments.size() < 2) {
        std::fprintf(stderr, "usage: strata-screenshots OUTPUT_DIR FILE...\n");
        return 2;
    }
    const QDir output(arguments.front());
    for (const QString& file : arguments.mid(1)) {
        strata::gui::MainWindow window;
        window.resize(1600, 1000);
        window.show();
        if (!window.openFile(file)) {
            return 1;
        }
        strata::gui::FileSession* session = window.currentSession();
        if (!session->isLoaded()) {
            QSignalSpy ready(session, &strata::gui::FileSession::documentReady);
            ready.wait(30000);
        }
        // Expand the second top-level node and select its first child, then a table cell.
        QTreeView* tree = window.structurePane()->view();
        const QModelIndex node =
            tree->model()->index(std::min(1, tree->model()->rowCount() - 1), 0);
        tree->expand(node);
        settle(100);
        const QModelIndex child = tree->model()->index(0, 0, node);
        tree->setCurrentIndex(child.isValid() ? child : node);
        if (QTableView* table = window.tablePane()->view();
            table->model() != nullptr && table->model()->rowCount() > 2) {
            table->setCurrentIndex(table->model()->index(2, 0));
            tree->setCurrentIndex(child.isValid() ? child : node);
        }
        settle(600);
        const QString name =
            QFileInfo(file).completeSuffix().replace(QLatin1Char('.'), QLatin1Char('_'));
        const QString path = output.filePath(name + QStringLiteral(".png"));
        if (!window.grab().save(path)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 1;
        }
        std::printf("%s\n", qPrintable(path));

        // The column statistics of the table, with the second column's histogram.
        if (window.tablePane()->currentModel() == nullptr) {
            continue;
        }
        QSignalSpy computed(window.statisticsPane()->job(), &strata::gui::StatisticsJob::finished);
        emit window.tablePane()->statisticsRequested();
        computed.wait(60000);
        window.statisticsPane()->table()->selectRow(
            std::min(1, window.statisticsPane()->table()->rowCount() - 1));
        settle(300);
        const QString statisticsPath = output.filePath(name + QStringLiteral("_statistics.png"));
        if (!window.grab().save(statisticsPath)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(statisticsPath));
            return 1;
        }
        std::printf("%s\n", qPrintable(statisticsPath));
        if (!saveLayerShot(file, output.filePath(name + QStringLiteral("_layer.png")))) {
            return 1;
        }
    }
    return 0;
}
