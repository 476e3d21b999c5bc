// The overview strip beside the hex view (issue 18) as a person sees it: its colours where the
// COLE manifest puts the header, the data and the metadata, and a click that brings that part of
// the file into view.
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/byte_kind_map.h"
#include "hex/hex_view.h"
#include "hex/overview_strip.h"
#include "open_and_wait.h"
#include "support/corpus.h"

#include <QSignalSpy>
#include <QTest>

using namespace strata;
using namespace strata::gui;
using strata::test::openAndWait;

namespace {

QString corpus(const char* relative) {
    return QString::fromStdString(test::corpusPath(relative).string());
}

// Shows the window at `size` with a corpus file open; nullptr when it does not open.
FileSession* showWithFile(MainWindow& window, QSize size, const char* file) {
    window.resize(size);
    window.show();
    return openAndWait(window, corpus(file));
}

// Waits until the strip shows a computation for its present height.
bool waitForStrip(OverviewStrip& strip) {
    QSignalSpy computed(&strip, &OverviewStrip::computed);
    return (!strip.isComputing() && !strip.slices().empty()) || computed.wait(10000);
}

// The first pixel row of the strip whose slice starts at or after `offset`.
int rowAt(const OverviewStrip& strip, std::uint64_t offset) {
    for (int y = 0; y < strip.height(); ++y) {
        if (strip.offsetAt(y) >= offset) {
            return y;
        }
    }
    return -1;
}

} // namespace

class OverviewStripTest : public QObject {
    Q_OBJECT

private slots:
    void stripColoursFollowTheManifestsKinds() {
        MainWindow window;
        FileSession* session = showWithFile(window, {1000, 900}, "cole/int32_plain.col");
        QVERIFY(session != nullptr);
        OverviewStrip& strip = *session->hexView()->overview();
        QVERIFY(strip.isVisible());
        QVERIFY(waitForStrip(strip));
        // 335 bytes in more pixel rows than bytes: a slice a byte.
        QVERIFY(strip.height() > 335);
        QCOMPARE(strip.slices().size(), std::size_t{335});
        const QImage image = strip.grab().toImage();
        const int x = image.width() / 2;
        const auto colourAt = [&](std::uint64_t offset) {
            return image.pixelColor(x, rowAt(strip, offset) + 1);
        };
        const QPalette palette = strip.palette();
        // manifest: header [0, 8), page data [44, 240), metadata [240, 323), footer [323, 335)
        QCOMPARE(colourAt(3), ByteKindMap::colorOf(ByteKindMap::Band::Header, palette));
        QCOMPARE(colourAt(120), ByteKindMap::colorOf(ByteKindMap::Band::Data, palette));
        QCOMPARE(colourAt(280), ByteKindMap::colorOf(ByteKindMap::Band::Metadata, palette));
        QVERIFY(ByteKindMap::colorOf(ByteKindMap::Band::Header, palette) !=
                ByteKindMap::colorOf(ByteKindMap::Band::Data, palette));
    }

    void entropyModeColoursAOneByteSliceAsPlain() {
        MainWindow window;
        FileSession* session = showWithFile(window, {1000, 900}, "cole/int32_plain.col");
        QVERIFY(session != nullptr);
        OverviewStrip& strip = *session->hexView()->overview();
        QVERIFY(waitForStrip(strip));
        strip.setMode(OverviewStrip::Mode::Entropy);
        // A slice of one byte has no spread: entropy 0, drawn blue.
        const QColor plain = strip.colorOf(strip.slices()[3]);
        QVERIFY(plain.hsvHue() > 200 && plain.hsvHue() <= 240);
    }

    void aClickBringsThatPartIntoView() {
        MainWindow window;
        FileSession* session =
            showWithFile(window, {900, 600}, "cole/cli_write_12345rows_seed7.col");
        QVERIFY(session != nullptr);
        HexView& hex = *session->hexView();
        OverviewStrip& strip = *hex.overview();
        QVERIFY(waitForStrip(strip));
        const int y = strip.height() * 3 / 4;
        const std::uint64_t target = strip.offsetAt(y);
        QVERIFY(target > 10000);
        QTest::mouseClick(&strip, Qt::LeftButton, {}, QPoint(strip.width() / 2, y));
        const auto top = hex.offsetAt(QPoint(hex.viewport()->width() / 2, 2));
        const auto bottom =
            hex.offsetAt(QPoint(hex.viewport()->width() / 2, hex.viewport()->height() - 4));
        QVERIFY(top && bottom);
        QVERIFY2(*top <= target && target <= *bottom + 16,
                 qPrintable(QString("%1 not in [%2, %3]").arg(target).arg(*top).arg(*bottom)));
        // The selection stays where it was.
        QCOMPARE(hex.cursor(), std::uint64_t{0});
    }
};

QTEST_MAIN(OverviewStripTest)
#include "overview_strip_test.moc"
