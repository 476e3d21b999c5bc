// Maps and arrays as images (issue 21, points 3 and 4), as pictures: strata-cli plot --map and
// --image write PNGs whose pixels are checked where the plot's layout puts a known station and
// a known array element, against values worked out independently (the corpus's expected CSV,
// the array's .raw) and viridis.
#include "plot/render/array_figure.h"
#include "plot/render/map_figure.h"
#include "plot/render/plot_export.h"
#include "plot/render/plot_layout.h"
#include "strata/format_registry.h"
#include "strata/plot/colormap.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>

using namespace strata;
using namespace strata::gui;

namespace {

const QSize pictureSize(1000, 600);

QRgb viridis(double fraction) {
    const plot::Rgb colour = plot::Colormap::viridis().at(fraction);
    return qRgb(colour.r, colour.g, colour.b);
}

// The pixel of the picture where data point (x, y) of the figure lies.
QRgb pixelAt(const QImage& picture, const PlotFigure& figure, double x, double y) {
    const PlotLayout layout = PlotLayout::of(pictureSize, figure, QGuiApplication::font());
    const QPointF point = figure.pointAt(QRectF(layout.area), x, y);
    return picture.pixel(static_cast<int>(point.x()), static_cast<int>(point.y())) | 0xff000000u;
}

QImage runPlot(const QTemporaryDir& folder, const std::string& file,
               std::vector<std::string> options) {
    const QString out = folder.filePath(QStringLiteral("plot.png"));
    std::vector<std::string> arguments{
        "plot", test::corpusPath(file).string(), "--size", "1000x600", "-o", out.toStdString()};
    arguments.insert(arguments.end(), options.begin(), options.end());
    const test::CliResult result = test::runCli(arguments);
    if (result.exitCode != 0) {
        qWarning("%s", result.err.c_str());
        return {};
    }
    return QImage(out);
}

std::vector<double> rawArray() {
    const auto raw = test::readFileBytes(test::corpusPath("blosc2/frames/array_2d_f64.raw"));
    std::vector<double> values(raw.size() / 8);
    std::memcpy(values.data(), raw.data(), values.size() * 8);
    return values;
}

} // namespace

class PlotMapImageTest : public QObject {
    Q_OBJECT

private slots:
    void imagePixelsAreTheArraysElements() {
        // array_2d_f64.b2nd: 150 x 130 float64; element (r, c) fills the square from c to c + 1
        // across and r to r + 1 up.
        QTemporaryDir folder;
        const QImage picture = runPlot(folder, "blosc2/frames/array_2d_f64.b2nd", {"--image"});
        QCOMPARE(picture.size(), pictureSize);
        const Document document = openFile(test::corpusPath("blosc2/frames/array_2d_f64.b2nd"));
        const auto array = document.tables.at(0)->ndArray();
        QVERIFY(array);
        const ArrayView view = ArrayView::of(array->shape());
        const PlotFigure figure =
            arrayFigure(array->readPlane(0, 1, view.index), view, QLocale(QLocale::English));
        const std::vector<double> raw = rawArray();
        const auto [low, high] = std::minmax_element(raw.begin(), raw.end());
        for (const auto& [r, c] : {std::pair{0, 0}, {70, 129}, {149, 0}, {17, 33}, {100, 45}}) {
            const double value = raw[static_cast<std::size_t>(r * 130 + c)];
            QCOMPARE(pixelAt(picture, figure, c + 0.5, r + 0.5),
                     viridis((value - *low) / (*high - *low)));
        }
    }

    void logarithmicImageColoursByLog10() {
        QTemporaryDir folder;
        const QImage picture =
            runPlot(folder, "blosc2/frames/array_2d_f64.b2nd", {"--image", "--log"});
        QCOMPARE(picture.size(), pictureSize);
        const Document document = openFile(test::corpusPath("blosc2/frames/array_2d_f64.b2nd"));
        const auto array = document.tables.at(0)->ndArray();
        ArrayView view = ArrayView::of(array->shape());
        view.logarithmic = true;
        const PlotFigure figure =
            arrayFigure(array->readPlane(0, 1, view.index), view, QLocale(QLocale::English));
        const std::vector<double> raw = rawArray();
        double low = INFINITY;
        double high = 0;
        std::size_t negative = 0;
        for (const double value : raw) {
            if (value > 0) {
                low = std::min(low, std::log10(value));
                high = std::max(high, std::log10(value));
            } else {
                ++negative;
            }
        }
        QVERIFY(negative > 0);
        QVERIFY(figure.caption.contains(
            QStringLiteral("%1 left out: not a positive number")
                .arg(QLocale(QLocale::English).toString(static_cast<qulonglong>(negative)))));
        for (std::size_t i = 0; i < raw.size(); i += 997) {
            const double x = static_cast<double>(i % 130) + 0.5;
            const double y = static_cast<double>(i / 130) + 0.5;
            // Items that are not positive are left out: the white ground shows.
            const QRgb expected = raw[i] > 0 ? viridis((std::log10(raw[i]) - low) / (high - low))
                                             : qRgb(255, 255, 255);
            QCOMPARE(pixelAt(picture, figure, x, y), expected);
        }
    }

    void aSliceOutsideTheArrayIsRefused() {
        QTemporaryDir folder;
        const QString out = folder.filePath(QStringLiteral("plot.png"));
        for (const char* slice : {"150,:", ":,:,:", "0,1", "0:5,:"}) {
            const test::CliResult result =
                test::runCli({"plot", test::corpusPath("blosc2/frames/array_2d_f64.b2nd").string(),
                              "--image", "--slice", slice, "-o", out.toStdString()});
            QCOMPARE(result.exitCode, 2);
            QVERIFY(result.err.find("does not fit the array of 150 x 130") != std::string::npos);
        }
        const test::CliResult frame = test::runCli(
            {"plot", test::corpusPath("blosc2/frames/frame_meta_lz4_f64.b2frame").string(),
             "--image", "-o", out.toStdString()});
        QCOMPARE(frame.exitCode, 2);
        QVERIFY(frame.err.find("no b2nd array") != std::string::npos);
    }

    void aMapPutsAStationOnItsPlace() {
        // capi_rarely_changing.odb: a station at lat -29.0761, lon -127.7218 in the Pacific,
        // far from other stations and coasts, whose 37 obsvalue@body values (of 40 rows) average
        // 269.1581 (expected/capi_rarely_changing.sql.csv).
        QTemporaryDir folder;
        const QImage picture = runPlot(folder, "odb2/odb/capi_rarely_changing.odb",
                                       {"--map", "--color", "obsvalue@body"});
        QCOMPARE(picture.size(), pictureSize);
        const Document document = openFile(test::corpusPath("odb2/odb/capi_rarely_changing.odb"));
        const Table& table = *document.tables.at(0);
        const auto columns = plot::findLatLonColumns(table.columns());
        QVERIFY(columns);
        const std::size_t obsvalue = 10;
        QCOMPARE(QString::fromStdString(table.columns()[obsvalue].name),
                 QStringLiteral("obsvalue@body"));
        // The figure as the command makes it, for its layout and colour bar.
        plot::PlotRequest request = mapRequest(*columns, obsvalue, {});
        const plot::MapFrame frame =
            mapFrameFor(table, request, std::nullopt, pictureSize, QGuiApplication::font(), {});
        QCOMPARE(frame.lon, (plot::AxisRange{-180.0, 180.0}));
        // The Earth and no more: no latitudes past the poles (issue 41, item 9).
        QVERIFY2(frame.lat.min >= -90.0 && frame.lat.max <= 90.0,
                 qPrintable(QStringLiteral("%1 .. %2").arg(frame.lat.min).arg(frame.lat.max)));
        request = mapRequest(*columns, obsvalue, frame);
        plot::PlotFold fold(request);
        fold.run(table, {});
        const PlotFigure figure = mapFigure(table, request, fold.snapshot(),
                                            plot::defaultCoastlines(), QLocale(QLocale::English));
        QVERIFY(figure.colourBar);
        const double fraction = figure.colourBar->fraction(269.1581255938556);
        const QRgb station = pixelAt(picture, figure, -127.7218, -29.0761);
        // The mean of doubles summed in another order may fall on the next colour.
        QVERIFY2(station == viridis(fraction) || station == viridis(fraction + 1.0 / 256) ||
                     station == viridis(fraction - 1.0 / 256),
                 qPrintable(QString::number(station, 16)));
        // Open ocean with no station within 7 degrees, off the graticule: the white ground.
        QCOMPARE(pixelAt(picture, figure, -115.0, -35.0), qRgb(255, 255, 255));
        QVERIFY(figure.caption.contains(QStringLiteral("GSHHG coastlines")));
    }

    void aMapNeedsLatitudeAndLongitude() {
        QTemporaryDir folder;
        const QString out = folder.filePath(QStringLiteral("plot.png"));
        const test::CliResult result =
            test::runCli({"plot", test::corpusPath("odb2/odb/capi_int_codecs.odb").string(),
                          "--map", "-o", out.toStdString()});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.find("no latitude and longitude columns") != std::string::npos);
        // Named with --x and --y, any two columns make a map.
        const QImage picture = runPlot(folder, "odb2/odb/capi_rarely_changing.odb",
                                       {"--map", "--x", "lon@hdr", "--y", "lat@hdr"});
        QCOMPARE(picture.size(), pictureSize);
    }
};

QTEST_MAIN(PlotMapImageTest)
#include "plot_map_image_test.moc"
