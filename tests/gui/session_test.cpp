// Sessions in the real window (issue 40): File › Save Session keeps the open files, each tab's
// selection, expanded nodes, table filter, sort and column widths, the plot's settings and the
// bookmarks; a new window opening it shows them again. Files that moved are asked for once per
// folder, files that changed are said to have, a newer version's keys are notices and a
// malformed file is refused with the reason. A session applied to another file of the same
// format marks its bookmarks moved or missing; in Compare they show on both sides.
#include "bookmarks/bookmark_list.h"
#include "bookmarks/bookmark_marks.h"
#include "bookmarks/bookmarks_model.h"
#include "bookmarks/bookmarks_pane.h"
#include "compare/compare_side.h"
#include "compare/compare_window.h"
#include "corpus_file.h"
#include "dataset/dataset_open_job.h"
#include "dataset/dataset_opener.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "model/structure/structure_model.h"
#include "model/table/table_model.h"
#include "open_and_wait.h"
#include "plot/plot_pane.h"
#include "session/window_sessions.h"
#include "settings/app_settings.h"
#include "table/table_filter_job.h"
#include "table/table_pane.h"
#include "table/table_sort_job.h"
#include "tree/structure_pane.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace strata;
using namespace strata::gui;

namespace {

const char* const twoFrames = "odb2/odb/capi_rarely_changing.odb";
const char* const sixFrames = "odb2/odb/capi_multiframe_codec_change.odb";
const char* const oneFrame = "odb2/odb/capi_bitfields.odb";

QString copyInto(const QTemporaryDir& dir, const char* corpus, const QString& name) {
    const QString path = dir.filePath(name);
    QFile::copy(test::corpusFile(corpus), path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

// A bookmark of a node of the file in front, as Ctrl+D makes it.
void bookmarkNode(FileSession& session, const std::string& path, const std::string& name) {
    Selection selection;
    selection.node = session.document()->root->findByPath(path);
    QVERIFY(selection.node != nullptr);
    selection.range = selection.node->range();
    Bookmark bookmark = bookmarkOf(selection, *session.document());
    bookmark.name = name;
    bookmark.note = "found: " + name;
    session.bookmarks()->add(bookmark);
}

QString placeText(const BookmarksPane& pane, int row) {
    return pane.model()->index(row, BookmarksModel::PlaceColumn).data().toString();
}

// Reads the text of the next modal message box and closes it.
void readMessageBox(QString* text) {
    QTimer::singleShot(0, [text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box != nullptr);
        *text = box->text();
        box->close();
    });
}

} // namespace

class SessionTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        QCoreApplication::setOrganizationName(QStringLiteral("StrataSessionTests"));
        QSettings().clear();
    }

    void aSessionComesBackInANewWindow() {
        QTemporaryDir dir;
        const QString first = copyInto(dir, twoFrames, QStringLiteral("first.odb"));
        const QString second = copyInto(dir, sixFrames, QStringLiteral("second.odb"));
        const QString sessionPath = dir.filePath(QStringLiteral("work.strata-session"));
        const Node* header = nullptr;
        {
            MainWindow window;
            window.show();
            QVERIFY(test::openAndWait(window, second) != nullptr);
            FileSession* session = test::openAndWait(window, first);
            QVERIFY(session != nullptr);
            bookmarkNode(*session, "file / frame 1 / header", "second header");
            bookmarkNode(*session, "file / frame 0 / fixed header", "first magic");
            header = session->document()->root->findByPath("file / frame 1 / header");
            window.structurePane()->expandNodes({header->parent()});
            Selection selection;
            selection.node = header;
            selection.range = header->range();
            window.applySelection(selection);
            TablePane* table = window.tablePane();
            QTRY_VERIFY(table->currentModel() != nullptr);
            table->filterEdit()->setText(QStringLiteral("varno@body == 2"));
            table->applyFilter();
            QTRY_VERIFY(!table->filterJob()->isRunning());
            table->sortBy({{4, true}});
            QTRY_VERIFY(!table->sortJob()->isRunning());
            table->view()->horizontalHeader()->resizeSection(1, 211);
            window.plotPane()->kindPicker()->setCurrentIndex(1); // scatter
            QString error;
            QVERIFY2(window.sessions()->save(sessionPath, &error), qPrintable(error));
        }
        QCOMPARE(AppSettings::recentSessions(), QStringList{sessionPath});

        MainWindow window;
        window.show();
        QVERIFY(window.openSession(sessionPath));
        QCOMPARE(window.fileSessions().size(), 2u);
        FileSession* session = window.currentSession();
        QCOMPARE(session->displayName(), QStringLiteral("first.odb"));
        QTRY_VERIFY(session->isLoaded());
        QTRY_VERIFY(window.lastSelection().node != nullptr);
        QCOMPARE(window.lastSelection().node->path(), std::string("file / frame 1 / header"));
        QVERIFY(window.structurePane()->view()->isExpanded(
            session->structureModel()->indexOf(window.lastSelection().node->parent())));
        TablePane* table = window.tablePane();
        QTRY_COMPARE(table->activeFilterText(), QStringLiteral("varno@body == 2"));
        QTRY_COMPARE(table->sortKeys().size(), 1u);
        QCOMPARE(table->sortKeys()[0].column, 4u);
        QVERIFY(table->sortKeys()[0].descending);
        QCOMPARE(table->view()->horizontalHeader()->sectionSize(1), 211);
        QCOMPARE(window.plotPane()->kindPicker()->currentIndex(), 1);
        // The bookmarks, listed and tinted.
        QCOMPARE(session->bookmarks()->size(), 2);
        QCOMPARE(window.bookmarksPane()->proxy()->rowCount(), 2);
        QCOMPARE(session->bookmarks()->at(1).note, std::string("found: first magic"));
        QCOMPARE(session->hexView()->tints().size(), 2u);
        QVERIFY(window.sessions()->notices().isEmpty());
    }

    void layerTabsDatasetsAndComparisonsComeBack() {
        QTemporaryDir dir;
        const QString blosc = copyInto(dir, "blosc2/frames/frame_meta_lz4_f64.b2frame",
                                       QStringLiteral("frame.b2frame"));
        QDir(dir.path()).mkdir(QStringLiteral("set"));
        copyInto(dir, twoFrames, QStringLiteral("set/a.odb"));
        copyInto(dir, oneFrame, QStringLiteral("set/b.odb"));
        const QString sessionPath = dir.filePath(QStringLiteral("three.strata-session"));
        std::string layerPath;
        {
            MainWindow window;
            window.show();
            FileSession* session = test::openAndWait(window, blosc);
            QVERIFY(session != nullptr);
            layerPath = session->document()->tables[0]->cellRange(5000, 1)->layerPath;
            session->hexPane()->showLayer(session->document()->root->findLayerByPath(layerPath));
            QSignalSpy opened(window.datasetOpener()->job(), &DatasetOpenJob::finished);
            window.openDataset({dir.filePath(QStringLiteral("set"))});
            QVERIFY(opened.wait(20000));
            auto* compare = new CompareWindow(&window);
            QVERIFY(compare->openFiles(dir.filePath(QStringLiteral("set/a.odb")),
                                       dir.filePath(QStringLiteral("set/b.odb"))));
            QString error;
            QVERIFY(window.sessions()->save(sessionPath, &error));
        }
        MainWindow window;
        window.show();
        QSignalSpy opened(window.datasetOpener()->job(), &DatasetOpenJob::finished);
        QVERIFY(window.openSession(sessionPath));
        QVERIFY(opened.wait(20000));
        QCOMPARE(window.fileSessions().size(), 2u);
        FileSession* frame = window.fileSessions()[0];
        QTRY_COMPARE(frame->hexPane()->openLayers().size(), 1u);
        QCOMPARE(frame->hexPane()->openLayers()[0]->path(), layerPath);
        QCOMPARE(window.fileSessions()[1]->datasetPaths(),
                 QStringList{dir.filePath(QStringLiteral("set"))});
        const auto comparisons = window.findChildren<CompareWindow*>();
        QCOMPARE(comparisons.size(), 1);
        QCOMPARE(comparisons[0]->filePaths()[1], dir.filePath(QStringLiteral("set/b.odb")));
    }

    void movedFilesAreAskedForOncePerFolderAndChangedOnesSaid() {
        QTemporaryDir dir;
        QDir(dir.path()).mkdir(QStringLiteral("data"));
        const QString first = copyInto(dir, twoFrames, QStringLiteral("data/first.odb"));
        const QString second = copyInto(dir, sixFrames, QStringLiteral("data/second.odb"));
        QDir(dir.path()).mkdir(QStringLiteral("sessions"));
        const QString sessionPath = dir.filePath(QStringLiteral("sessions/s.strata-session"));
        {
            MainWindow window;
            QVERIFY(test::openAndWait(window, first) != nullptr);
            QVERIFY(test::openAndWait(window, second) != nullptr);
            QString error;
            QVERIFY(window.sessions()->save(sessionPath, &error));
        }
        // The data folder moves; the session file stays.
        QVERIFY(QDir(dir.path()).rename(QStringLiteral("data"), QStringLiteral("moved")));
        QFile grown(dir.filePath(QStringLiteral("moved/second.odb")));
        QVERIFY(grown.open(QIODevice::Append));
        grown.write("tail");
        grown.close();

        MainWindow window;
        QStringList asked;
        window.sessions()->setFolderAsker([&](const QString& folder) {
            asked << folder;
            return dir.filePath(QStringLiteral("moved"));
        });
        QVERIFY(window.openSession(sessionPath));
        QCOMPARE(asked, QStringList{dir.filePath(QStringLiteral("data"))});
        QCOMPARE(window.fileSessions().size(), 2u);
        QTRY_VERIFY(window.fileSessions()[1]->isLoaded());
        const QString changed =
            QStringLiteral("%1 changed since the session was saved: it had %2 bytes, now %3.")
                .arg(dir.filePath(QStringLiteral("moved/second.odb")), QLocale().toString(73803),
                     QLocale().toString(73807));
        QTRY_COMPARE(window.sessions()->notices(), QStringList{changed});
    }

    void aSessionAppliedToAnotherFileMarksMovedAndMissingBookmarks() {
        QTemporaryDir dir;
        const QString sessionPath = dir.filePath(QStringLiteral("made.strata-session"));
        {
            MainWindow window;
            FileSession* session = test::openAndWait(window, test::corpusFile(twoFrames));
            QVERIFY(session != nullptr);
            bookmarkNode(*session, "file / frame 0 / header", "first header");
            bookmarkNode(*session, "file / frame 1 / fixed header", "second frame");
            QString error;
            QVERIFY(window.sessions()->save(sessionPath, &error));
        }
        MainWindow window;
        window.show();
        FileSession* six = test::openAndWait(window, test::corpusFile(sixFrames));
        QVERIFY(window.sessions()->applyTo(*six, sessionPath));
        BookmarksPane* pane = window.bookmarksPane();
        QCOMPARE(pane->model()->rowCount(), 2);
        QCOMPARE(placeText(*pane, 0), QStringLiteral("moved from 57"));
        QCOMPARE(placeText(*pane, 1),
                 QStringLiteral("moved from 146145"));
        QCOMPARE(six->bookmarks()->placeOf(1).range.offset, 2446u);
        // The tint is where the node is in this file.
        QCOMPARE(six->hexView()->tints().back().range, (ByteRange{2446, 57}));

        FileSession* one = test::openAndWait(window, test::corpusFile(oneFrame));
        QVERIFY(window.sessions()->applyTo(*one, sessionPath));
        QCOMPARE(placeText(*pane, 1), QStringLiteral("missing"));
        QCOMPARE(pane->model()->index(1, BookmarksModel::PlaceColumn).data(Qt::ToolTipRole),
                 QStringLiteral("no node at file / frame 1 / fixed header"));
        QCOMPARE(pane->model()->index(1, BookmarksModel::OffsetColumn).data().toString(),
                 QString());
        QCOMPARE(one->hexView()->tints().size(), 1u); // the missing one tints nothing
    }

    void aNewerVersionOpensWithNoticesAndAMalformedOneIsRefused() {
        QTemporaryDir dir;
        const QString newer = dir.filePath(QStringLiteral("newer.strata-session"));
        QFile file(newer);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral(R"({"strata-session": 2, "layout": "grid", "files": [
            {"path": "%1", "pinned": true}]})")
                       .arg(test::corpusFile(oneFrame))
                       .toUtf8());
        file.close();
        MainWindow window;
        QVERIFY(window.openSession(newer));
        QCOMPARE(window.fileSessions().size(), 1u);
        const QStringList expected{
            QStringLiteral("written by a newer Strata (session version 2; this one reads 1)"),
            QStringLiteral("unknown key 'pinned' in files[0] left out"),
            QStringLiteral("unknown key 'layout' in the session left out")};
        QCOMPARE(window.sessions()->notices(), expected);

        const QString malformed = dir.filePath(QStringLiteral("bad.strata-session"));
        QFile bad(malformed);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"strata-session": 1, "files": [{"path": 7}]})");
        bad.close();
        QString said;
        readMessageBox(&said);
        QVERIFY(!window.openSession(malformed));
        QCOMPARE(said, QStringLiteral("Strata cannot open the session %1:\n"
                                      "files[0].path is number, not text")
                           .arg(malformed));
        QCOMPARE(window.fileSessions().size(), 1u);
    }

    void theLastSessionIsKeptWhenThePreferencesAskForIt() {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(WindowSessions::lastSessionPath());
        AppSettings settings = AppSettings::load();
        settings.reopenLastSession = true;
        settings.save();
        {
            MainWindow window;
            window.show();
            FileSession* session = test::openAndWait(window, test::corpusFile(oneFrame));
            QVERIFY(session != nullptr);
            bookmarkNode(*session, "file / frame 0", "the frame");
            window.close();
        }
        QVERIFY(QFileInfo(WindowSessions::lastSessionPath()).isFile());
        MainWindow window;
        QVERIFY(window.openSession(WindowSessions::lastSessionPath()));
        QCOMPARE(window.fileSessions().size(), 1u);
        QCOMPARE(window.currentSession()->bookmarks()->at(0).name, std::string("the frame"));
        // The file the window keeps is no session the person saved.
        QVERIFY(!AppSettings::recentSessions().contains(WindowSessions::lastSessionPath()));
        QFile::remove(WindowSessions::lastSessionPath());
        QStandardPaths::setTestModeEnabled(false);
    }

    void compareShowsTheBookmarksOnBothSides() {
        MainWindow window;
        FileSession* session = test::openAndWait(window, test::corpusFile(twoFrames));
        QVERIFY(session != nullptr);
        bookmarkNode(*session, "file / frame 1 / fixed header", "second frame");
        CompareWindow compare;
        QVERIFY(compare.compareWith(*session, test::corpusFile(sixFrames)));
        QTRY_VERIFY(compare.side(1)->document() != nullptr);
        QTRY_COMPARE(compare.side(0)->hexView()->tints().size(), 1u);
        QCOMPARE(compare.side(0)->hexView()->tints()[0].range, (ByteRange{146145, 57}));
        QTRY_COMPARE(compare.side(1)->hexView()->tints().size(), 1u);
        QCOMPARE(compare.side(1)->hexView()->tints()[0].range, (ByteRange{2446, 57}));
        FileSession* b = compare.side(1)->session();
        const Node* moved = b->document()->root->findByPath("file / frame 1 / fixed header");
        QCOMPARE(b->structureModel()->indexOf(moved).data(Qt::DecorationRole).value<QColor>(),
                 QColor(QStringLiteral("#f2c94c")));
        QCOMPARE(b->bookmarks()->placeOf(0).fit, BookmarkFit::Moved);
    }
};

QTEST_MAIN(SessionTest)
#include "session_test.moc"
