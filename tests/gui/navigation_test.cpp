// Moving through a file as a person does: Find (a dialog that stays open and keeps its query, F3
// to the next match, Shift+F3 back to the previous one, wrapping around the file) and Go to
// offset (which says so when the offset is not in the file).
#include "go_to_offset_driver.h"
#include "gui/main_window.h"
#include "open_and_wait.h"
#include "search/byte_finder.h"
#include "search/find_dialog.h"
#include "support/corpus.h"

#include <QAction>
#include <QApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;

class NavigationTest : public QObject {
    Q_OBJECT

private:
    // Every offset where `pattern` starts in the file, overlapping matches included.
    static std::vector<quint64> occurrences(const std::vector<std::byte>& bytes,
                                            const std::vector<std::byte>& pattern) {
        std::vector<quint64> found;
        for (std::size_t at = 0; at + pattern.size() <= bytes.size(); ++at) {
            if (std::equal(pattern.begin(), pattern.end(), bytes.begin() + std::ptrdiff_t(at))) {
                found.push_back(at);
            }
        }
        return found;
    }

    static QAction* action(const QWidget& window, const QString& text) {
        for (QAction* candidate : window.findChildren<QAction*>()) {
            if (candidate->text() == text) {
                return candidate;
            }
        }
        return nullptr;
    }

    static QPushButton* button(FindDialog* dialog, const QString& text) {
        for (QPushButton* candidate : dialog->findChildren<QPushButton*>()) {
            if (candidate->text() == text) {
                return candidate;
            }
        }
        return nullptr;
    }

private slots:
    void init() { QCoreApplication::setOrganizationName(QStringLiteral("StrataTests")); }

    void nextAndPreviousStepThroughTheMatches() {
        const auto path = test::corpusPath("cole/all_combos.col");
        const std::vector<std::byte> pattern{std::byte{0x00}, std::byte{0x00}, std::byte{0x00}};
        const auto matches = occurrences(test::readFileBytes(path), pattern);
        QVERIFY(matches.size() >= 3);

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        FileSession* session = openAndWait(window, QString::fromStdString(path.string()));
        QVERIFY(session != nullptr);
        HexView* hex = session->hexView();

        // Ctrl+F opens the dialog without blocking the window.
        QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
        FindDialog* dialog = window.finder()->dialog();
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY(!dialog->isModal());
        dialog->findChild<QLineEdit*>()->setText(QStringLiteral("00 00 00"));
        dialog->findChildren<QRadioButton*>().at(1)->setChecked(true); // hex bytes
        QPushButton* next = button(dialog, FindDialog::tr("Find &Next"));
        QVERIFY(next != nullptr);
        next->click();
        QTRY_COMPARE(hex->selection(), (ByteRange{matches[0], 3}));
        next->click();
        QTRY_COMPARE(hex->selection(), (ByteRange{matches[1], 3}));

        // Edit › Find Next (F3) and Find Previous (Shift+F3), with the dialog closed.
        dialog->hide();
        QAction* findNext = action(window, MainWindow::tr("Find &Next"));
        QAction* findPrevious = action(window, MainWindow::tr("Find Pre&vious"));
        QVERIFY(findNext != nullptr && findPrevious != nullptr);
        QVERIFY(findNext->shortcuts().contains(QKeySequence(Qt::Key_F3)));
        QVERIFY(findPrevious->shortcuts().contains(QKeySequence(Qt::SHIFT | Qt::Key_F3)));
        findNext->trigger();
        QTRY_COMPARE(hex->selection(), (ByteRange{matches[2], 3}));
        findPrevious->trigger();
        QTRY_COMPARE(hex->selection(), (ByteRange{matches[1], 3}));
        findPrevious->trigger();
        QTRY_COMPARE(hex->selection(), (ByteRange{matches[0], 3}));
        // Before the first match, Find Previous wraps around to the last, and says so.
        findPrevious->trigger();
        QTRY_COMPARE(hex->selection(), (ByteRange{matches.back(), 3}));
        QCOMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("Reached the start of the file; continued from the end"));
        findNext->trigger();
        QTRY_COMPARE(hex->selection(), (ByteRange{matches[0], 3}));
        QCOMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("Reached the end of the file; continued from the start"));

        // The dialog still holds the query and its mode when it opens again, and says what the
        // last search found.
        window.finder()->showDialog();
        QCOMPARE(dialog->pattern(), QStringLiteral("00 00 00"));
        QVERIFY(dialog->isHex());
        QCOMPARE(dialog->result(),
                 QStringLiteral("Reached the end of the file; continued from the start"));
        // Bytes the file does not hold: the dialog says so, and keeps saying it.
        dialog->findChild<QLineEdit*>()->setText(QStringLiteral("DE AD BE EF DE AD"));
        next->click();
        QTRY_COMPARE(dialog->result(), QStringLiteral("Not found"));
        QTest::qWait(2500); // longer than the status bar shows its message
        QCOMPARE(dialog->result(), QStringLiteral("Not found"));
    }

    void goToOffsetPastTheEndSaysSo() {
        const auto path = test::corpusPath("cole/all_combos.col");
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        FileSession* session = openAndWait(window, QString::fromStdString(path.string()));
        QVERIFY(session != nullptr);
        const quint64 size = session->hexView()->source()->size();
        QCOMPARE(test::goToOffset(window, QStringLiteral("0x10")), QString());
        QCOMPARE(session->hexView()->cursor(), 16u);
        // Past the end, or no offset at all: the dialog stays open and says why.
        QCOMPARE(test::goToOffset(window, QString::number(size + 5)),
                 QStringLiteral("Offset %1 is past the end of the file: the last offset is %2")
                     .arg(size + 5)
                     .arg(size - 1));
        QCOMPARE(session->hexView()->cursor(), 16u); // not moved to the end
        QCOMPARE(test::goToOffset(window, QStringLiteral("zz12")),
                 QStringLiteral("Not an offset: zz12"));
        QCOMPARE(session->hexView()->cursor(), 16u);
    }
};

QTEST_MAIN(NavigationTest)
#include "navigation_test.moc"
