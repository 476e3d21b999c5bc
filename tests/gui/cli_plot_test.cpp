// strata-cli plot (issue 21), run as a user runs it: a PNG of a known diagonal checked pixel by
// pixel, an SVG, the aggregated data as CSV, and the mistakes it refuses.
#include "plot/render/aggregate_image.h"
#include "plot_test_file.h"
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace strata;

namespace {

const QRgb frame = qRgb(0x50, 0x50, 0x50);

bool isFrame(const QImage& image, int x, int y) {
    return image.valid(x, y) && (image.pixel(x, y) & 0xffffff) == (frame & 0xffffff);
}

// The plot area inside the frame the renderer draws around it: the frame's sides are the
// runs of its colour 20 pixels long through the picture's middle.
QRect frameInterior(const QImage& image) {
    const int midX = image.width() / 2;
    const int midY = image.height() / 2;
    auto vertical = [&](int x) {
        for (int dy = -10; dy <= 10; ++dy) {
            if (!isFrame(image, x, midY + dy)) {
                return false;
            }
        }
        return true;
    };
    auto horizontal = [&](int y) {
        for (int dx = -10; dx <= 10; ++dx) {
            if (!isFrame(image, midX + dx, y)) {
                return false;
            }
        }
        return true;
    };
    int left = -1;
    int right = -1;
    int top = -1;
    int bottom = -1;
    for (int x = 0; x < image.width(); ++x) {
        if (vertical(x)) {
            left = left < 0 ? x : left;
            right = x;
        }
    }
    for (int y = 0; y < image.height(); ++y) {
        if (horizontal(y)) {
            top = top < 0 ? y : top;
            bottom = y;
        }
    }
    return QRect(QPoint(left + 1, top + 1), QPoint(right - 1, bottom - 1));
}

} // namespace

class CliPlotTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_folder;
    std::string m_path;

private slots:
    void initTestCase() {
        const QString path = m_folder.filePath(QStringLiteral("plot.col"));
        QVERIFY(test::writePlotTestFile(path));
        m_path = path.toStdString();
    }

    void aScatterOfTheDiagonalHasPointsThereAndNowhereElse() {
        const std::string out = m_folder.filePath(QStringLiteral("diagonal.png")).toStdString();
        // No display: the plot renders on Qt's offscreen platform whatever the environment.
        qunsetenv("QT_QPA_PLATFORM");
        qunsetenv("DISPLAY");
        const test::CliResult result =
            test::runCli({"plot", m_path, "--x", "x", "--y", "y", "--size", "500x400", "-o", out});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.err.find("1,000 points in view") != std::string::npos, result.err.c_str());
        const QImage image(QString::fromStdString(out));
        QCOMPARE(image.size(), QSize(500, 400));
        const QRect area = frameInterior(image);
        QVERIFY2(area.width() > 300 && area.height() > 250,
                 qPrintable(QStringLiteral("%1x%2").arg(area.width()).arg(area.height())));
        // The ranges fitted to 0..999 with a fortieth to spare either side.
        const double low = -999.0 / 40;
        const double span = 999.0 + 2 * 999.0 / 40;
        auto positionOf = [&](double value) {
            const double f = (value - low) / span;
            return QPointF(area.left() + f * area.width(),
                           area.top() + area.height() - f * area.height());
        };
        auto isPoint = [&](int x, int y) {
            return (image.pixel(x, y) & 0xffffff) == (gui::plotColour.rgb() & 0xffffff);
        };
        for (int i = 0; i < 1000; i += 50) {
            const QPoint at = positionOf(i).toPoint();
            bool found = false;
            for (int d = -1; d <= 1 && !found; ++d) {
                found = isPoint(at.x() + d, at.y()) || isPoint(at.x(), at.y() + d);
            }
            QVERIFY2(found, qPrintable(QStringLiteral("no point for row %1").arg(i)));
        }
        for (int y = area.top(); y <= area.bottom(); ++y) {
            for (int x = area.left(); x <= area.right(); ++x) {
                if (isPoint(x, y)) {
                    // On the diagonal: x and y agree within a few pixels.
                    const double fx = (x - area.left() + 0.5) / area.width();
                    const double fy = (area.bottom() - y + 0.5) / area.height();
                    QVERIFY2(
                        std::abs(fx - fy) < 4.0 / std::min(area.width(), area.height()),
                        qPrintable(
                            QStringLiteral("a point off the diagonal at %1, %2").arg(x).arg(y)));
                }
            }
        }
    }

    void svgAndAggregatedCsv() {
        const std::string svg = m_folder.filePath(QStringLiteral("grid.svg")).toStdString();
        test::CliResult result =
            test::runCli({"plot", m_path, "--x", "gx", "--y", "gy", "-o", svg});
        QCOMPARE(result.exitCode, 0);
        QFile svgFile(QString::fromStdString(svg));
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QVERIFY(svgFile.readAll().contains("<svg"));

        const std::string csv = m_folder.filePath(QStringLiteral("grid.csv")).toStdString();
        result = test::runCli({"plot", m_path, "--x", "gx", "--y", "gy", "--density", "-o", csv});
        QCOMPARE(result.exitCode, 0);
        QFile csvFile(QString::fromStdString(csv));
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csvFile.readAll().trimmed().split('\n');
        QCOMPARE(lines.front().trimmed(), QByteArray("gx,gy,count"));
        QCOMPARE(lines.size(), 101);
        double sumX = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> fields = lines[i].trimmed().split(',');
            QCOMPARE(fields[2], QByteArray("10"));
            // The pixel's centre lies within a pixel of a multiple of 10.
            const double x = fields[0].toDouble();
            QVERIFY(std::abs(x - 10 * std::round(x / 10)) < 0.5);
            sumX += 10 * std::round(x / 10);
        }
        QCOMPARE(sumX, 10.0 * 45 * 10); // each of 0..90 ten times
    }

    // --where plots only the matching rows, as csv --where writes them: of the 10 x 10 grid
    // (each point 10 times), the 5 x 7 points with gx < 50 and gy >= 30 at the same bins.
    void whereKeepsOnlyTheMatchingRows() {
        const std::string csv = m_folder.filePath(QStringLiteral("where.csv")).toStdString();
        test::CliResult result =
            test::runCli({"plot", m_path, "--x", "gx", "--y", "gy", "--density", "--where",
                          "gx < 50", "--where", "gy >= 30", "-o", csv});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.err.find("350 points in view") != std::string::npos, result.err.c_str());
        QFile csvFile(QString::fromStdString(csv));
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csvFile.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 1 + 5 * 7);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> fields = lines[i].trimmed().split(',');
            const double x = 10 * std::round(fields[0].toDouble() / 10);
            const double y = 10 * std::round(fields[1].toDouble() / 10);
            QVERIFY2(x < 50 && y >= 30, lines[i].constData());
            QCOMPARE(fields[2], QByteArray("10"));
        }

        // The same filter on the picture: the plot's points lie only left of gx = 50.
        const std::string png = m_folder.filePath(QStringLiteral("where.png")).toStdString();
        result = test::runCli({"plot", m_path, "--x", "x", "--y", "y", "--where", "x >= 500",
                               "--size", "500x400", "-o", png});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.err.find("500 points in view") != std::string::npos, result.err.c_str());
        const QImage image(QString::fromStdString(png));
        const QRect area = frameInterior(image);
        // x fitted to 0..999 with a fortieth to spare: x = 500 lies at this fraction.
        const double middle = (500.0 + 999.0 / 40) / (999.0 + 2 * 999.0 / 40);
        int left = 0;
        int right = 0;
        for (int y = area.top(); y <= area.bottom(); ++y) {
            for (int x = area.left(); x <= area.right(); ++x) {
                if ((image.pixel(x, y) & 0xffffff) == (gui::plotColour.rgb() & 0xffffff)) {
                    const double f = (x - area.left() + 0.5) / area.width();
                    (f < middle - 2.0 / area.width() ? left : right) += 1;
                }
            }
        }
        QCOMPARE(left, 0);
        QVERIFY(right > 100);

        // A clause that does not parse points at the mistake; an image takes no filter.
        result = test::runCli({"plot", m_path, "--y", "y", "--where", "y >> 3", "-o", png});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.find("--where") != std::string::npos, result.err.c_str());
        result = test::runCli({"plot", m_path, "--image", "--where", "y > 3", "-o", png});
        QCOMPARE(result.exitCode, 2);
    }

    // Axes name the unit where the file states one: the corpus frame's 'units' metalayer says
    // "kelvin" (manifest: content a66b656c76696e, msgpack str); a COLE schema has no unit
    // (svgAndAggregatedCsv: "gx,gy,count").
    void axesNameTheFilesUnit() {
        const std::string csv = m_folder.filePath(QStringLiteral("units.csv")).toStdString();
        const test::CliResult result = test::runCli(
            {"plot", test::corpusPath("blosc2/frames/frame_meta_lz4_f64.b2frame").string(), "--y",
             "value", "-o", csv});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.err.find("XDG_RUNTIME_DIR") == std::string::npos, result.err.c_str());
        QFile csvFile(QString::fromStdString(csv));
        QVERIFY(csvFile.open(QIODevice::ReadOnly));
        QCOMPARE(csvFile.readLine().trimmed(),
                 QByteArray("Row,count,min value [kelvin],max value [kelvin]"));
    }

    // A damaged file plots what decodes, prints the damage and exits 1, as the other commands.
    void aDamagedFilePlotsWhatDecodesAndSaysWhy() {
        QFile whole(QString::fromStdString(
            test::corpusPath("odb2/odb/capi_multiframe_codec_change.odb").string()));
        QVERIFY(whole.open(QIODevice::ReadOnly));
        const QByteArray bytes = whole.readAll();
        const QString cutPath = m_folder.filePath(QStringLiteral("cut.odb"));
        QFile cut(cutPath);
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(bytes.left(bytes.size() * 2 / 3));
        cut.close();
        const std::string out = m_folder.filePath(QStringLiteral("cut.png")).toStdString();
        const test::CliResult result =
            test::runCli({"plot", cutPath.toStdString(), "--y", "kind", "-o", out});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.find("error ") != std::string::npos, result.err.c_str());
        QVERIFY(!QImage(QString::fromStdString(out)).isNull());
    }

    void refusesWhatItCannotPlot() {
        const std::string out = m_folder.filePath(QStringLiteral("x.png")).toStdString();
        test::CliResult result = test::runCli({"plot", m_path, "--y", "nope", "-o", out});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.find("no column 'nope'") != std::string::npos);
        result = test::runCli({"plot", m_path, "-o", out});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.find("--y") != std::string::npos);
        result = test::runCli({"plot", m_path, "--y", "y", "--size", "5x5", "-o", out});
        QCOMPARE(result.exitCode, 2);
    }
};

QTEST_MAIN(CliPlotTest)
#include "cli_plot_test.moc"
