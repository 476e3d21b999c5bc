// Text from the file as a person sees it: valid UTF-8 decoded, every other byte as \xHH, in the
// table as in every other pane that shows file contents.
#include "gui/main_window.h"
#include "model/text/file_text.h"
#include "open_and_wait.h"
#include "support/corpus.h"
#include "table/table_pane.h"

#include <QTableView>
#include <QTest>

using namespace strata;
using strata::model::fileText;

class FileTextTest : public QObject {
    Q_OBJECT

private slots:
    void validUtf8IsDecoded() {
        QCOMPARE(fileText("plain"), QStringLiteral("plain"));
        QCOMPARE(fileText("S\xC3\xA3o Paulo"), QStringLiteral(u"São Paulo"));
        QCOMPARE(fileText("\xF0\x9F\x8C\x8A"), QStringLiteral(u"\U0001F30A"));
        QCOMPARE(fileText(""), QString());
    }

    void otherBytesAreEscaped() {
        // Latin-1 ü, a lone continuation byte, a sequence cut at the end.
        QCOMPARE(fileText("K\xFChlhaus"), QStringLiteral("K\\xFChlhaus"));
        QCOMPARE(fileText("a\x80"
                          "b"),
                 QStringLiteral("a\\x80b"));
        QCOMPARE(fileText("x\xE2\x82"), QStringLiteral("x\\xE2\\x82"));
        // RFC 3629: overlong forms, surrogates and code points above U+10FFFF are not UTF-8.
        QCOMPARE(fileText("\xC0\x80"), QStringLiteral("\\xC0\\x80"));
        QCOMPARE(fileText("\xED\xA0\x80"), QStringLiteral("\\xED\\xA0\\x80"));
        QCOMPARE(fileText("\xF4\x90\x80\x80"), QStringLiteral("\\xF4\\x90\\x80\\x80"));
    }

    void aLatin1CellShowsItsByte() {
        // col_telemetry_comma mixes Latin-1 and UTF-8 site names (corpus/at1/README.md).
        gui::MainWindow window;
        QVERIFY(test::openAndWait(
            window,
            QString::fromStdString(test::corpusPath("at1/col_telemetry_comma.at1").string())));
        QTableView* view = window.tablePane()->view();
        constexpr int site = 3;
        QTRY_COMPARE(view->model()->index(1, site).data().toString(),
                     QStringLiteral("K\\xFChlhaus 3"));
        QCOMPARE(view->model()->index(3, site).data().toString(), QStringLiteral(u"São Paulo DC"));
    }
};

QTEST_MAIN(FileTextTest)
#include "file_text_test.moc"
