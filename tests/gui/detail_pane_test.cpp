// A leaf's decoded value in the real window: the tree's value column and the details pane show
// it (Blosc2 frame-header items and ODB-2 properties showed nothing).
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "model/structure/structure_model.h"
#include "open_and_wait.h"
#include "support/corpus.h"
#include "tree/checksum_job.h"
#include "tree/detail_pane.h"
#include "tree/structure_pane.h"

#include <QCryptographicHash>
#include <QFile>
#include <QLocale>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <filesystem>

using namespace strata;
using namespace strata::gui;

namespace {

// The child of `parent` whose label is `label`, fetching deferred children first.
QModelIndex childLabelled(QAbstractItemModel& model, const QModelIndex& parent,
                          const QString& label) {
    if (model.canFetchMore(parent)) {
        model.fetchMore(parent);
    }
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        if (index.data().toString() == label) {
            return index;
        }
    }
    return {};
}

QString detailValue(const QTableWidget& details, const QString& name) {
    for (int row = 0; row < details.rowCount(); ++row) {
        if (details.item(row, 0)->text() == name) {
            return details.item(row, 1)->text();
        }
    }
    return QStringLiteral("(no row %1)").arg(name);
}

} // namespace

class DetailPaneTest : public QObject {
    Q_OBJECT

private:
    // Selects the node at `labels` below the root and returns its value column's text.
    static QString selectAndReadValue(MainWindow& window, const QStringList& labels) {
        QTreeView* tree = window.structurePane()->view();
        QAbstractItemModel& model = *tree->model();
        QModelIndex index; // the root's children are the top-level rows
        for (const QString& label : labels) {
            index = childLabelled(model, index, label);
            if (!index.isValid()) {
                return QStringLiteral("(no node %1)").arg(label);
            }
        }
        tree->setCurrentIndex(index);
        return index.siblingAtColumn(model::StructureModel::ValueColumn).data().toString();
    }

private slots:
    void blosc2FrameHeaderItemsShowTheirValues() {
        MainWindow window;
        window.show();
        FileSession* session = test::openAndWait(
            window, QString::fromStdString(
                        test::corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame").string()));
        QVERIFY(session != nullptr);
        const QTableWidget& details = *window.detailPane()->table();
        QCOMPARE(selectAndReadValue(window, {"frame header", "header_len"}), QStringLiteral("97"));
        QCOMPARE(detailValue(details, "value"), QStringLiteral("97"));
        QCOMPARE(selectAndReadValue(window, {"frame header", "magic"}),
                 QStringLiteral("\"b2frame\\x00\""));
        QCOMPARE(detailValue(details, "value"), QStringLiteral("\"b2frame\\x00\""));
        QCOMPARE(selectAndReadValue(window, {"frame header", "typesize"}), QStringLiteral("4"));
        QCOMPARE(selectAndReadValue(window, {"frame header", "flags"}),
                 QStringLiteral("0x12 0x00 0x55 0x03"));
        QCOMPARE(selectAndReadValue(window, {"trailer", "fingerprint"}),
                 QStringLiteral("fixext16 type 0"));
    }

    void odb2PropertiesShowTheirValuesAnEmptyOneAsQuotes() {
        MainWindow window;
        window.show();
        FileSession* session = test::openAndWait(
            window,
            QString::fromStdString(test::corpusPath("odb2/odb/capi_properties.odb").string()));
        QVERIFY(session != nullptr);
        const QTableWidget& details = *window.detailPane()->table();
        QCOMPARE(selectAndReadValue(window, {"frame 0", "header", "properties", "encoder"}),
                 QStringLiteral("odc version 1.4.6"));
        QCOMPARE(detailValue(details, "value"), QStringLiteral("odc version 1.4.6"));
        QCOMPARE(selectAndReadValue(window, {"frame 0", "header", "properties", "empty"}),
                 QStringLiteral("\"\""));
        QCOMPARE(detailValue(details, "value"), QStringLiteral("\"\""));
    }

    // Issue 40: the checksums of the selected bytes, under a toggle closed at first, checked
    // against Qt's own MD5, SHA-1 and SHA-256 of the same bytes.
    void theSelectionsChecksumsAreShownWhenAskedFor() {
        MainWindow window;
        window.show();
        const auto path = test::corpusPath("odb2/odb/capi_rarely_changing.odb");
        QVERIFY(test::openAndWait(window, QString::fromStdString(path.string())) != nullptr);
        DetailPane* pane = window.detailPane();
        selectAndReadValue(window, {"frame 0"});
        QVERIFY(pane->checksumToggle()->isVisible());
        QVERIFY(pane->checksumToggle()->text().startsWith(
            QStringLiteral("Checksums of the selected %1 byte").arg(QLocale().toString(146145))));
        QVERIFY(!pane->checksums()->isVisible()); // nothing computed until asked
        QSignalSpy computed(pane->checksumJob(), &BackgroundJob::finished);
        pane->checksumToggle()->click();
        QVERIFY(computed.wait(10000));
        QFile file(QString::fromStdString(path.string()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray frame = file.read(146145);
        const QTableWidget& sums = *pane->checksums();
        QCOMPARE(sums.rowCount(), 7);
        QCOMPARE(
            detailValue(sums, "MD5"),
            QString::fromLatin1(QCryptographicHash::hash(frame, QCryptographicHash::Md5).toHex()));
        QCOMPARE(
            detailValue(sums, "SHA-1"),
            QString::fromLatin1(QCryptographicHash::hash(frame, QCryptographicHash::Sha1).toHex()));
        QCOMPARE(detailValue(sums, "SHA-256"),
                 QString::fromLatin1(
                     QCryptographicHash::hash(frame, QCryptographicHash::Sha256).toHex()));
        QCOMPARE(detailValue(sums, "CRC-32"), QStringLiteral("751a98ac")); // Python's zlib.crc32
        // Another node: computed again while the toggle stays open.
        selectAndReadValue(window, {"frame 1"});
        QVERIFY(computed.wait(10000));
        QCOMPARE(detailValue(sums, "MD5"),
                 QString::fromLatin1(
                     QCryptographicHash::hash(file.readAll(), QCryptographicHash::Md5).toHex()));
    }

    // Issue 18: a node's share of the file, and its ratio where it states its decoded size.
    void aNodeShowsItsShareOfTheFileAndItsRatio() {
        MainWindow window;
        window.show();
        const auto path = test::corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame");
        FileSession* session = test::openAndWait(window, QString::fromStdString(path.string()));
        QVERIFY(session != nullptr);
        const QTableWidget& details = *window.detailPane()->table();
        const double size = static_cast<double>(std::filesystem::file_size(path));
        const QLocale locale;
        // Chunk 0: 470 bytes that decode to 65,536 (manifest schunk.chunks[0]).
        selectAndReadValue(window, {"chunks", "chunk 0"});
        QCOMPARE(
            detailValue(details, "share"),
            QStringLiteral("%1 % of the file").arg(locale.toString(100.0 * 470 / size, 'f', 1)));
        QCOMPARE(detailValue(details, "compression ratio"),
                 QStringLiteral("%1× (%2 bytes decoded from %3 stored)")
                     .arg(locale.toString(65536.0 / 470, 'f', 1))
                     .arg(locale.toString(65536))
                     .arg(locale.toString(470)));
        // The frame header is not compressed: a share, no ratio.
        selectAndReadValue(window, {"frame header"});
        QVERIFY(detailValue(details, "share").endsWith(QStringLiteral(" % of the file")));
        QCOMPARE(detailValue(details, "compression ratio"),
                 QStringLiteral("(no row compression ratio)"));
    }

    // A COLE RLE page: 4 bytes a value plain, against its encoded bytes.
    void aColePageShowsItsPlainSizeAgainstItsEncodedSize() {
        MainWindow window;
        window.show();
        FileSession* session = test::openAndWait(
            window, QString::fromStdString(test::corpusPath("cole/all_combos.col").string()));
        QVERIFY(session != nullptr);
        const QTableWidget& details = *window.detailPane()->table();
        // all_combos row group 0: i32_rle holds 7 values in 6 bytes (manifest).
        selectAndReadValue(window, {"row group 0", "column 1 \"i32_rle\"", "page 0", "page data"});
        const QLocale locale;
        QCOMPARE(detailValue(details, "compression ratio"),
                 QStringLiteral("%1× (%2 bytes decoded from %3 stored)")
                     .arg(locale.toString(28.0 / 6, 'f', 2))
                     .arg(locale.toString(28))
                     .arg(locale.toString(6)));
        QCOMPARE(detailValue(details, "share"),
                 QStringLiteral("%1 % of the file").arg(locale.toString(100.0 * 6 / 4533, 'f', 1)));
    }
};

QTEST_MAIN(DetailPaneTest)
#include "detail_pane_test.moc"
