// Bookmarks in the real window (issue 40): Ctrl+D on a tree node and on a table cell asks for a
// name, colour and note; the bookmarks show tinted in the hex view and its overview strip, with
// a swatch in the tree and the table's row header, listed in the Bookmarks dock (filtered,
// edited, deleted); F2 and Shift+F2 go through them; the report names them with their notes.
#include "bookmarks/bookmark_dialog.h"
#include "bookmarks/bookmark_list.h"
#include "bookmarks/bookmarks_model.h"
#include "bookmarks/bookmarks_pane.h"
#include "corpus_file.h"
#include "export/report_export.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"
#include "model/structure/structure_model.h"
#include "model/table/table_model.h"
#include "open_and_wait.h"
#include "table/table_pane.h"
#include "window_actions.h"

#include <QComboBox>
#include <QFile>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>

using namespace strata;
using namespace strata::gui;
using strata::test::actionNamed;
using strata::test::answerDialog;

namespace {

const QColor red(QStringLiteral("#ef8a8a"));
const QColor green(QStringLiteral("#9ad99a"));

void nameBookmark(const QString& name, int colour, const QString& note) {
    answerDialog<BookmarkDialog>([=](BookmarkDialog& dialog) {
        dialog.nameEdit()->setText(name);
        dialog.colourPicker()->setCurrentIndex(colour);
        dialog.noteEdit()->setPlainText(note);
    });
}

QString paneText(const BookmarksPane& pane, int row, int column) {
    return pane.proxy()->index(row, column).data().toString();
}

} // namespace

class BookmarksTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataBookmarkTests")); }

    void addEditStepThroughAndDelete() {
        MainWindow window;
        window.show();
        FileSession* session =
            test::openAndWait(window, test::corpusFile("odb2/odb/capi_rarely_changing.odb"));
        QVERIFY(session != nullptr);
        BookmarksPane* pane = window.bookmarksPane();
        QVERIFY(pane->emptyNotice()->isVisibleTo(pane));
        QAction* add = actionNamed(window, QStringLiteral("Add &Bookmark…"));
        QAction* next = actionNamed(window, QStringLiteral("Ne&xt Bookmark"));
        QAction* previous = actionNamed(window, QStringLiteral("Previous Boo&kmark"));
        QVERIFY(add && next && previous);
        QCOMPARE(add->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_D));
        QCOMPARE(next->shortcut(), QKeySequence(Qt::Key_F2));
        QCOMPARE(previous->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F2));

        // A tree node: the second frame's header.
        const Node* header = session->document()->root->findByPath("file / frame 1 / header");
        QVERIFY(header != nullptr);
        Selection onNode;
        onNode.node = header;
        onNode.range = header->range();
        window.applySelection(onNode);
        nameBookmark(QStringLiteral("second header"), 2, QStringLiteral("Says **11** columns."));
        add->trigger();
        QCOMPARE(session->bookmarks()->size(), 1);
        QCOMPARE(paneText(*pane, 0, BookmarksModel::NameColumn), QStringLiteral("second header"));
        QCOMPARE(paneText(*pane, 0, BookmarksModel::PathColumn),
                 QStringLiteral("file / frame 1 / header"));
        QCOMPARE(paneText(*pane, 0, BookmarksModel::OffsetColumn), QStringLiteral("146202"));
        QCOMPARE(paneText(*pane, 0, BookmarksModel::SizeColumn), QStringLiteral("1514"));
        QCOMPARE(paneText(*pane, 0, BookmarksModel::NoteColumn),
                 QStringLiteral("Says **11** columns."));
        QVERIFY(!pane->emptyNotice()->isVisibleTo(pane));
        // Tinted in the hex view and marked in the tree.
        const std::vector<ByteTint> tinted{{{146202, 1514}, red}};
        QCOMPARE(session->hexView()->tints(), tinted);
        model::StructureModel* tree = session->structureModel();
        QCOMPARE(tree->indexOf(header).data(Qt::DecorationRole).value<QColor>(), red);

        // A table cell: row 5 of the third column.
        TablePane* table = window.tablePane();
        QTRY_VERIFY(table->currentModel() != nullptr);
        table->view()->setCurrentIndex(table->currentModel()->index(5, 2));
        QTRY_VERIFY(window.lastSelection().cell.has_value());
        answerDialog<BookmarkDialog>([](BookmarkDialog& dialog) {
            QCOMPARE(dialog.nameEdit()->text(), QStringLiteral("antime@desc of row 5"));
            dialog.nameEdit()->setText(QStringLiteral("odd cell"));
            dialog.colourPicker()->setCurrentIndex(6);
        });
        add->trigger();
        QCOMPARE(session->bookmarks()->size(), 2);
        const Bookmark& cell = session->bookmarks()->at(1);
        QVERIFY(cell.cell.has_value());
        QCOMPARE(cell.cell->row, 5u);
        QCOMPARE(cell.cell->column, std::string("antime@desc"));
        const QIcon swatch =
            table->currentModel()->headerData(5, Qt::Vertical, Qt::DecorationRole).value<QIcon>();
        QVERIFY(!swatch.isNull());
        QVERIFY(table->currentModel()->headerData(4, Qt::Vertical, Qt::DecorationRole).isNull());
        // The cell's value, decoded for the dock; the node's in the tree's words.
        const QModelIndex cellRow = pane->proxy()->mapFromSource(pane->model()->index(1, 0));
        QTRY_COMPARE(paneText(*pane, cellRow.row(), BookmarksModel::ValueColumn),
                     table->currentModel()->index(5, 2).data().toString());
        QCOMPARE(paneText(*pane, cellRow.row(), BookmarksModel::PlaceColumn),
                 QStringLiteral("as marked"));

        // F2 and Shift+F2 go through them in the dock's order (by offset: the cell's bytes lie
        // in the first frame), wrapping around.
        window.applySelection(Selection{});
        table->view()->setCurrentIndex(table->currentModel()->index(0, 0));
        next->trigger();
        QTRY_VERIFY(window.lastSelection().cell.has_value());
        QCOMPARE(window.lastSelection().cell->row, 5u);
        QCOMPARE(window.lastSelection().cell->column, 2u);
        // The table shows the bookmarked cell.
        QCOMPARE(
            table->view()->currentIndex().data(model::TableModel::AbsoluteRowRole).toULongLong(),
            5u);
        QCOMPARE(table->view()->currentIndex().column(), 2);
        next->trigger();
        QCOMPARE(window.lastSelection().range, (ByteRange{146202, 1514}));
        QCOMPARE(window.lastSelection().node, header);
        next->trigger();
        QTRY_VERIFY(window.lastSelection().cell.has_value());
        previous->trigger();
        QCOMPARE(window.lastSelection().node, header);

        // Sorted by name on a click.
        pane->view()->sortByColumn(BookmarksModel::NameColumn, Qt::DescendingOrder);
        QCOMPARE(paneText(*pane, 0, BookmarksModel::NameColumn), QStringLiteral("second header"));

        // Edit the header's: a new name and colour.
        pane->filterEdit()->setText(QStringLiteral("SECOND"));
        QCOMPARE(pane->proxy()->rowCount(), 1);
        pane->view()->setCurrentIndex(pane->proxy()->index(0, 0));
        answerDialog<BookmarkDialog>([](BookmarkDialog& dialog) {
            QCOMPARE(dialog.nameEdit()->text(), QStringLiteral("second header"));
            dialog.nameEdit()->setText(QStringLiteral("header of frame 1"));
            dialog.colourPicker()->setCurrentIndex(6);
        });
        pane->editSelected();
        QCOMPARE(pane->proxy()->rowCount(), 0); // no longer "second"
        pane->filterEdit()->clear();
        QCOMPARE(session->bookmarks()->at(0).name, std::string("header of frame 1"));
        QCOMPARE(session->hexView()->tints().size(), 2u); // the header's and the cell's bytes
        QCOMPARE(session->hexView()->tints().front(), (ByteTint{{146202, 1514}, green}));

        // The report names both, with the note.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.md"));
        writeReportFile(*session, path);
        QFile report(path);
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(report.readAll());
        QVERIFY(text.contains(QStringLiteral("### header of frame 1\n")));
        QVERIFY(text.contains(QStringLiteral("> Says **11** columns.\n")));
        QVERIFY(text.contains(QStringLiteral("### odd cell\n")));
        QVERIFY(text.contains(QStringLiteral("| cell | table 0, column antime@desc, row 5 |")));

        // Delete the header's: its tint and its swatch go.
        const int headerRow = pane->proxy()->mapFromSource(pane->model()->index(0, 0)).row();
        pane->view()->setCurrentIndex(pane->proxy()->index(headerRow, 0));
        pane->deleteSelected();
        QCOMPARE(session->bookmarks()->size(), 1);
        QCOMPARE(session->hexView()->tints().size(), 1u); // the cell's bytes
        QVERIFY(tree->indexOf(header).data(Qt::DecorationRole).isNull());
    }
};

QTEST_MAIN(BookmarksTest)
#include "bookmarks_test.moc"
