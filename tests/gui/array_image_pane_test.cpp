// A b2nd array as an image in the real pane, offscreen (issue 21, point 4): the pixel of a known
// element has its viridis colour, hovering it shows its index and value, clicking it asks for
// its table cell; a three-dimensional array shows the plane its slider picks; an AT-1 DICOM
// file's native pixel data show the same way (issue 22, point 3).
#include "plot/array_image_pane.h"
#include "plot/array_image_view.h"
#include "plot/plot_pane.h"
#include "strata/format_registry.h"
#include "strata/plot/colormap.h"
#include "strata/value_text.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>

using namespace strata;
using namespace strata::gui;

namespace {

const char* const arrayFile = "blosc2/frames/array_2d_f64.b2nd";

std::vector<double> rawArray() {
    const auto raw = test::readFileBytes(test::corpusPath("blosc2/frames/array_2d_f64.raw"));
    std::vector<double> values(raw.size() / 8);
    std::memcpy(values.data(), raw.data(), values.size() * 8);
    return values;
}

QString shortest(double value) {
    std::string text;
    appendShortest(text, value);
    return QString::fromStdString(text);
}

// The corpus array with its metalayer rewritten as shape [150, 9, 16] (the same chunks; see
// tests/decoders/blosc2/blosc2_array_test.cpp).
Document threeDimensionalArray() {
    auto bytes = test::readFileBytes(test::corpusPath(arrayFile));
    const QByteArray original = QByteArray::fromHex(
        "97000292d30000000000000096d3000000000000008292d200000040d20000003092d200000010d2000000"
        "1000db000000033c6638");
    const QByteArray threeD = QByteArray::fromHex(
        "97000393d30000000000000096d30000000000000009d3000000000000001093d200000040cc0310931001"
        "1000db000000033c6638");
    const QByteArray file(reinterpret_cast<const char*>(bytes.data()),
                          static_cast<qsizetype>(bytes.size()));
    const qsizetype at = file.indexOf(original);
    if (at >= 0) {
        std::memcpy(bytes.data() + at, threeD.constData(), static_cast<std::size_t>(threeD.size()));
    }
    return test::openBytes(bytes, "three.b2nd");
}

// The pointer moved over `view` to `at`, with no button held.
void hover(QWidget* view, QPoint at) {
    QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(view, &move);
}

// Element [r, c] of the shown plane, `value` in a viridis range [low, high]: its pixel in `shown`
// has its colour, hovering it names it in the status, and a click on it is signalled once, with
// `clicked` the signal's arguments. A caller checks QTest::currentTestFailed() after it.
void expectElement(ArrayImagePane& pane, const QImage& shown, int r, int c, double value,
                   double low, double high, QList<QVariant>& clicked) {
    ArrayImageView* view = pane.view();
    const QPoint at =
        view->positionOf(static_cast<std::uint64_t>(c), static_cast<std::uint64_t>(r)).toPoint();
    const plot::Rgb colour = plot::Colormap::viridis().at((value - low) / (high - low));
    QCOMPARE(shown.pixelColor(at), QColor(colour.r, colour.g, colour.b));
    hover(view, at);
    QCOMPARE(pane.status()->text(),
             QStringLiteral("[%1, %2] = %3").arg(r).arg(c).arg(shortest(value)));
    QSignalSpy selected(&pane, &ArrayImagePane::itemSelected);
    QTest::mouseClick(view, Qt::LeftButton, {}, at);
    QCOMPARE(selected.size(), 1);
    clicked = selected[0];
}

// The plot pane showing the document's first table as an image, its plane read.
void showArrayImage(PlotPane& pane, const Document& document) {
    pane.resize(900, 650);
    pane.show();
    pane.setTable(document.tables.at(0), 0);
    pane.showImage();
    pane.imagePane()->waitForPlane();
}

} // namespace

class ArrayImagePaneTest : public QObject {
    Q_OBJECT

private slots:
    void aKnownElementIsItsPixelItsHoverAndItsCell() {
        const Document document = openFile(test::corpusPath(arrayFile));
        ArrayImagePane pane;
        pane.resize(900, 650);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QVERIFY(pane.setTable(document.tables.at(0), 0));
        pane.waitForPlane();
        QCOMPARE(pane.xPicker()->currentIndex(), 1);
        QCOMPARE(pane.yPicker()->currentIndex(), 0);
        const std::vector<double> raw = rawArray();
        const auto [low, high] = std::minmax_element(raw.begin(), raw.end());
        ArrayImageView* view = pane.view();
        const QImage shown = view->grab().toImage();
        for (const auto& [r, c] : {std::pair{70, 129}, {0, 0}, {149, 64}}) {
            QList<QVariant> clicked;
            expectElement(pane, shown, r, c, raw[static_cast<std::size_t>(r * 130 + c)], *low,
                          *high, clicked);
            if (QTest::currentTestFailed()) {
                return;
            }
            // The table shows the 2-D array as rows of its second dimension after a row column.
            QCOMPARE(clicked[1].toULongLong(), static_cast<qulonglong>(r));
            QCOMPARE(clicked[2].toInt(), c + 1);
        }
    }

    void theWheelZoomsAboutThePointerAndLogLeavesOutWhatIsNotPositive() {
        const Document document = openFile(test::corpusPath(arrayFile));
        ArrayImagePane pane;
        pane.resize(900, 650);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.setTable(document.tables.at(0), 0);
        pane.waitForPlane();
        ArrayImageView* view = pane.view();
        const QPoint at = view->positionOf(40, 100).toPoint();
        QWheelEvent wheel(at, view->mapToGlobal(at), {}, QPoint(0, 1200), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view, &wheel);
        const plot::AxisRange x = view->figure().x.range;
        QVERIFY(x.span() < 20.0); // ten steps of 0.8: 130 items to 14
        QVERIFY(x.contains(40.0));
        // The item under the pointer stays there.
        const auto item = view->itemAt(at);
        QVERIFY(item);
        QCOMPARE((*item)[0], 40u);
        QCOMPARE((*item)[1], 100u);

        QTest::mouseDClick(view, Qt::LeftButton, {}, at);
        QCOMPARE(view->figure().x.range, (plot::AxisRange{0.0, 130.0}));
        // The whole array holds values below zero, which a logarithmic scale leaves out.
        pane.logScale()->setChecked(true);
        QVERIFY(view->figure().caption.contains(QStringLiteral("not a positive number")));
    }

    void aSliderPicksThePlaneOfAThreeDimensionalArray() {
        const Document document = threeDimensionalArray();
        const Table& table = *document.tables.at(0);
        std::vector<double> items;
        for (std::size_t b = 0; b < table.blocks().size(); ++b) {
            // Held while its values are copied: a reference into the temporary would dangle.
            const BlockData block = table.readBlock(b);
            const auto& values = block.columns.at(1).doubles();
            items.insert(items.end(), values.begin(), values.end());
        }
        ArrayImagePane pane;
        pane.resize(900, 650);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QVERIFY(pane.setTable(document.tables.at(0), 0));
        pane.waitForPlane();
        // Dimensions 1 (y) and 2 (x) drawn; dimension 0 has the slider.
        QCOMPARE(pane.yPicker()->currentIndex(), 1);
        QCOMPARE(pane.xPicker()->currentIndex(), 2);
        QVERIFY(!pane.slider(0)->isHidden());
        QVERIFY(pane.slider(1)->isHidden());
        pane.slider(0)->setValue(70);
        pane.waitForPlane();
        ArrayImageView* view = pane.view();
        hover(view, view->positionOf(3, 5).toPoint());
        QCOMPARE(pane.status()->text(),
                 QStringLiteral("[70, 5, 3] = %1").arg(shortest(items[70 * 144 + 5 * 16 + 3])));
        QSignalSpy selected(&pane, &ArrayImagePane::itemSelected);
        QTest::mouseClick(view, Qt::LeftButton, {}, view->positionOf(3, 5).toPoint());
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected[0][1].toULongLong(), 70ull * 144 + 5 * 16 + 3);
        QCOMPARE(selected[0][2].toInt(), 1);
        // Dimension 0 across instead: its slider hides, dimension 2's shows.
        pane.xPicker()->setCurrentIndex(0);
        pane.waitForPlane();
        QVERIFY(pane.slider(0)->isHidden());
        QVERIFY(!pane.slider(2)->isHidden());
        QCOMPARE(view->plane().width, 150u);
        QCOMPARE(view->plane().height, 9u);
    }

    void aDicomFilesPixelsAreAnImageOfTheirSamples() {
        // dicom_ct16_hdelta: 64 x 64 signed 16-bit samples (Pixel Representation 1), the last
        // 8192 bytes of the original (its pixel data value, nothing after it).
        const Document document = openFile(test::corpusPath("at1-codecs/dicom_ct16_hdelta.at1"));
        const auto original =
            test::readFileBytes(test::corpusPath("at1-codecs/dicom_ct16_hdelta.orig"));
        const std::size_t first = original.size() - 64 * 64 * 2;
        std::vector<double> samples;
        for (std::size_t i = 0; i < 64 * 64; ++i) {
            samples.push_back(static_cast<std::int16_t>(
                std::to_integer<unsigned>(original[first + 2 * i]) |
                std::to_integer<unsigned>(original[first + 2 * i + 1]) << 8));
        }
        const auto [low, high] = std::minmax_element(samples.begin(), samples.end());
        QVERIFY(*low < 0); // signed samples read as such
        std::size_t pixels = 0;
        while (pixels < document.tables.size() && document.tables[pixels]->name() != "pixels") {
            ++pixels;
        }
        QVERIFY(pixels < document.tables.size());
        ArrayImagePane pane;
        pane.resize(900, 650);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QVERIFY(pane.setTable(document.tables[pixels], pixels));
        pane.waitForPlane();
        QCOMPARE(pane.yPicker()->currentIndex(), 0); // rows
        QCOMPARE(pane.xPicker()->currentIndex(), 1); // columns
        ArrayImageView* view = pane.view();
        const QImage shown = view->grab().toImage();
        for (const auto& [r, c] : {std::pair{32, 32}, {0, 0}, {10, 50}}) {
            QList<QVariant> clicked;
            expectElement(pane, shown, r, c, samples[static_cast<std::size_t>(r * 64 + c)], *low,
                          *high, clicked);
            if (QTest::currentTestFailed()) {
                return;
            }
            // A click names the sample's row of the pixels table (one row per sample) and its
            // value column.
            QCOMPARE(clicked[0].toULongLong(), static_cast<qulonglong>(pixels));
            QCOMPARE(clicked[1].toULongLong(), static_cast<qulonglong>(r * 64 + c));
            QCOMPARE(clicked[2].toInt(), 2);
        }
    }

    void theDataExportOfAnImageIsItsPlaneItemByItem() {
        const Document document = openFile(test::corpusPath(arrayFile));
        PlotPane pane;
        showArrayImage(pane, document);
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("image.csv"));
        QString error;
        QVERIFY2(pane.saveData(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        // A header of x indexes, then a line per y index: 150 rows of 130 items, the raw array
        // in its order.
        QCOMPARE(lines.size(), 1 + 150 + 1); // the last line break ends an empty line
        QCOMPARE(lines.front().trimmed().split(',').size(), 1 + 130);
        QCOMPARE(lines.front().trimmed().split(',').back(), QByteArray("129"));
        const std::vector<double> raw = rawArray();
        QCOMPARE(raw.size(), std::size_t{150 * 130});
        for (int y = 0; y < 150; ++y) {
            const QList<QByteArray> cells = lines[1 + y].trimmed().split(',');
            QCOMPARE(cells.size(), 1 + 130);
            QCOMPARE(cells.front().toInt(), y);
            for (int x = 0; x < 130; ++x) {
                bool ok = false;
                const double value = cells[1 + x].toDouble(&ok);
                // The shortest text that reads back as the same double: equal, not close.
                QVERIFY(ok && value == raw[static_cast<std::size_t>(y * 130 + x)]);
            }
        }
        QVERIFY(lines.back().isEmpty());
    }

    // The plane as a NumPy and a NetCDF array: height x width float64s, the raw array, as numpy
    // and netCDF4 read them.
    void theDataExportOfAnImageIsAnArrayInNpyAndNetcdf() {
        const Document document = openFile(test::corpusPath(arrayFile));
        PlotPane pane;
        showArrayImage(pane, document);
        QTemporaryDir folder;
        for (const char* name : {"plane.npy", "plane.nc"}) {
            const QString path = folder.filePath(QString::fromLatin1(name));
            QString error;
            QVERIFY2(pane.saveData(path, &error), qPrintable(error));
            const test::CliResult read = test::runProgram(
                "/usr/bin/python3",
                {"-c", R"(
import sys, numpy
raw = numpy.fromfile(sys.argv[2], dtype="<f8").reshape(150, 130)
if sys.argv[1].endswith(".npy"):
    a = numpy.load(sys.argv[1])
else:
    import netCDF4
    a = netCDF4.Dataset(sys.argv[1])["values"][:].data
print(a.dtype, a.shape, bool((a == raw).all()))
)",
                 path.toStdString(), test::corpusPath("blosc2/frames/array_2d_f64.raw").string()});
            QCOMPARE(read.exitCode, 0);
            QCOMPARE(QString::fromStdString(read.out), QStringLiteral("float64 (150, 130) True\n"));
        }
    }

    void aTableThatIsNoArrayShowsWhy() {
        const Document document =
            openFile(test::corpusPath("blosc2/frames/frame_meta_lz4_f64.b2frame"));
        ArrayImagePane pane;
        QVERIFY(!pane.setTable(document.tables.at(0), 0));
        QCOMPARE(pane.xPicker()->count(), 0);
    }
};

QTEST_MAIN(ArrayImagePaneTest)
#include "array_image_pane_test.moc"
