// Files that have nothing to decode say so in the window instead of leaving the panes blank:
// an empty file, an unknown format, a file of which no data decodes.
#include "gui/file_notice.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "support/corpus.h"
#include "tree/structure_pane.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>

using namespace strata;
using namespace strata::gui;

class FileNoticeTest : public QObject {
    Q_OBJECT

private:
    // Opens the bytes under the name in the window; the notice above the tree once parsed.
    static QString noticeFor(MainWindow& window, std::vector<std::byte> bytes, const char* name) {
        window.openSource(ByteSource::fromBuffer(std::move(bytes), name), QString::fromUtf8(name));
        FileSession* session = window.currentSession();
        if (!session->isLoaded()) {
            QSignalSpy ready(session, &FileSession::documentReady);
            if (!ready.wait(20000)) {
                return QStringLiteral("(not parsed)");
            }
        }
        QCoreApplication::processEvents();
        QLabel* notice = window.structurePane()->notice();
        return notice->isVisible() ? notice->text() : QString();
    }

private slots:
    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataTests")); }

    void anEmptyFileSaysItIsEmpty() {
        MainWindow window;
        window.show();
        QCOMPARE(noticeFor(window, {}, "empty.col"),
                 QStringLiteral("This file is empty: there is nothing to show."));
    }

    void anUnknownFormatSaysSo() {
        MainWindow window;
        window.show();
        std::vector<std::byte> text(300, std::byte{'x'});
        QVERIFY(noticeFor(window, text, "notes.txt")
                    .startsWith(QStringLiteral("Strata does not recognise this file")));
    }

    void aFileOfOnlyDamageSaysNothingDecoded() {
        MainWindow window;
        window.show();
        const auto bytes = test::readFileBytes(test::corpusPath("cole/all_combos.col"));
        std::vector<std::byte> garbage(bytes.size(), std::byte{0x5A});
        QCOMPARE(noticeFor(window, garbage, "garbage.col"),
                 QStringLiteral("No data in this COLE file could be decoded: Diagnostics lists "
                                "what is wrong, and the tree and the hex view show what is left "
                                "of its structure."));
    }

    void aGoodFileHasNoNotice() {
        MainWindow window;
        window.show();
        QCOMPARE(noticeFor(window, test::readFileBytes(test::corpusPath("cole/all_combos.col")),
                           "all_combos.col"),
                 QString());
        // and the notice goes away when the next tab shows a good file after a bad one
        QVERIFY(!noticeFor(window, {}, "empty.col").isEmpty());
        window.tabs()->setCurrentIndex(0);
        QVERIFY(!window.structurePane()->notice()->isVisible());
    }
};

QTEST_MAIN(FileNoticeTest)
#include "file_notice_test.moc"
