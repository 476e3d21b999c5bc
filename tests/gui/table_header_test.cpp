// The table's column headers: a column whose stored name is empty shows a marked placeholder
// (CSV and --json keep the empty name).
#include "model/table/table_model.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <QTest>

using namespace strata;

class TableHeaderTest : public QObject {
    Q_OBJECT

private slots:
    void anUnnamedColumnIsMarkedNotRenamed() {
        auto document = std::make_shared<const Document>(
            openFile(test::corpusPath("cole/column_names.col")));
        QVERIFY(document->tables.front()->columns().front().name.empty());
        model::TableModel model(document, 0);
        QCOMPARE(model.headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QString::fromUtf8("(unnamed 0)\nINTEGER · PLAIN"));
        QVERIFY(model.headerData(0, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("(unnamed 0): ")));
        QVERIFY(model.headerData(1, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .startsWith(QString::fromUtf8("naïve_列_😀\n")));
    }
};

QTEST_MAIN(TableHeaderTest)
#include "table_header_test.moc"
