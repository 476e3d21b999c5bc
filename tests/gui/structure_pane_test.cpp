// The structure tree pane: Expand all below, as a person uses it from the context menu.
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "support/corpus.h"
#include "tree/structure_pane.h"

#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;

class StructurePaneTest : public QObject {
    Q_OBJECT

private:
    static QModelIndex topLevelRow(const QAbstractItemModel* model, const QString& name) {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data().toString() == name) {
                return model->index(row, 0);
            }
        }
        return {};
    }

    struct Walk {
        int deepest = 0;
        int collapsed = 0; // rows with children that are not expanded
        int rows = 0;
    };

    static void walk(const QTreeView* view, const QModelIndex& index, int depth, Walk& result) {
        const QAbstractItemModel* model = view->model();
        ++result.rows;
        result.deepest = std::max(result.deepest, depth);
        if (!model->hasChildren(index)) {
            return;
        }
        if (!view->isExpanded(index) || model->rowCount(index) == 0) {
            ++result.collapsed;
            return;
        }
        for (int row = 0; row < model->rowCount(index); ++row) {
            walk(view, model->index(row, 0, index), depth + 1, result);
        }
    }

private slots:
    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataTests")); }

    // Names of rows expanded deep in the tree show whole while the pane has room: the name
    // column grows with them (issue 41, item 14), up to half the pane.
    void deepNamesShowWholeWhereThereIsRoom() {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(openAndWait(window, QString::fromStdString(
                                        test::corpusPath("odb2/odb/capi_strings.odb").string())));
        QTreeView* view = window.structurePane()->view();
        const QAbstractItemModel* model = view->model();
        // frame 0 / header / columns: "column 10 \"s_declared_width32\"" three levels down.
        QModelIndex index = topLevelRow(model, QStringLiteral("frame 0"));
        for (const QString& name : {QStringLiteral("header"), QStringLiteral("columns")}) {
            QVERIFY(index.isValid());
            view->expand(index);
            QTRY_VERIFY(model->rowCount(index) > 0);
            QModelIndex child;
            for (int row = 0; row < model->rowCount(index); ++row) {
                if (model->index(row, 0, index).data().toString() == name) {
                    child = model->index(row, 0, index);
                }
            }
            index = child;
        }
        QVERIFY(index.isValid());
        view->expand(index);
        QTRY_COMPARE(model->rowCount(index), 12);
        for (int row = 0; row < model->rowCount(index); ++row) {
            const QModelIndex column = model->index(row, 0, index);
            const QRect cell = view->visualRect(column);
            const int text = view->fontMetrics().horizontalAdvance(column.data().toString());
            // Whole, or the column has taken half the pane.
            const bool halfThePane = view->columnWidth(0) >= view->viewport()->width() / 2 - 1;
            QVERIFY2(cell.width() >= text || halfThePane,
                     qPrintable(QStringLiteral("%1: %2 px for %3")
                                    .arg(column.data().toString())
                                    .arg(cell.width())
                                    .arg(text)));
        }
    }

    // The top rows' names show whole too, before anything is expanded.
    void topNamesShowWhole() {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        auto bytes = test::readFileBytes(test::corpusPath("cole/all_combos.col"));
        bytes.resize(1200); // inside row group 2: "row group 2 (incomplete)"
        window.openSource(ByteSource::fromBuffer(std::move(bytes), "cut.col"),
                          QStringLiteral("cut.col"));
        QTRY_VERIFY(window.currentSession()->isLoaded());
        QTreeView* view = window.structurePane()->view();
        const QModelIndex incomplete =
            topLevelRow(view->model(), QStringLiteral("row group 2 (incomplete)"));
        QVERIFY(incomplete.isValid());
        const int text = view->fontMetrics().horizontalAdvance(incomplete.data().toString());
        QTRY_VERIFY2(view->visualRect(incomplete).width() >= text ||
                         view->columnWidth(0) >= view->viewport()->width() / 2 - 1,
                     qPrintable(QString::number(view->visualRect(incomplete).width())));
    }

    // Every level below the node opens, not only the first (COLE: row group, column chunks,
    // pages, their headers and values).
    void expandAllBelowOpensEveryLevel() {
        MainWindow window;
        window.show();
        QVERIFY(openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string())));
        QTreeView* view = window.structurePane()->view();
        const QModelIndex rowGroup = topLevelRow(view->model(), QStringLiteral("row group 0"));
        QVERIFY(rowGroup.isValid());

        QSignalSpy expanded(window.structurePane(), &StructurePane::subtreeExpanded);
        window.structurePane()->expandAllBelow(rowGroup);
        QVERIFY(expanded.wait(20000));

        Walk result;
        walk(view, rowGroup, 0, result);
        QCOMPARE(result.collapsed, 0);
        QVERIFY2(result.deepest >= 3, qPrintable(QString::number(result.deepest)));
        QVERIFY(result.rows > 20);
    }
};

QTEST_MAIN(StructurePaneTest)
#include "structure_pane_test.moc"
