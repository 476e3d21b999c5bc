// The window in German and French: translations compiled into the binary, complete.
#include "diagnostics/check_job.h"
#include "diagnostics/diagnostics_pane.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "gui/translations.h"
#include "inspector/data_inspector.h"
#include "model/structure/node_text.h"
#include "model/text/diagnostic_text.h"
#include "open_and_wait.h"
#include "strata/check.h"
#include "support/build_paths.h"
#include "support/corpus.h"
#include "table/table_pane.h"
#include "tree/structure_pane.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QTableView>
#include <QTest>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidget>

using namespace strata::gui;

namespace {

QStringList menuTitles(const MainWindow& window) {
    QStringList titles;
    for (const QAction* action : window.menuBar()->actions()) {
        titles << action->text();
    }
    return titles;
}

// The file cut in half, and with a bit flipped at a third and at two thirds of it.
std::vector<std::vector<std::byte>> damagedCopies(const std::vector<std::byte>& bytes) {
    std::vector<std::vector<std::byte>> copies;
    copies.emplace_back(bytes.begin(),
                        bytes.begin() + static_cast<std::ptrdiff_t>(bytes.size() / 2));
    for (const std::size_t at : {bytes.size() / 3, bytes.size() * 2 / 3}) {
        copies.push_back(bytes);
        copies.back()[at] ^= std::byte{0x10};
    }
    return copies;
}

void removeTranslators() {
    for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

} // namespace

class TranslationTest : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { removeTranslators(); }

    void menusAndPanesSpeakGerman() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("de_DE"));
        MainWindow window;
        QCOMPARE(menuTitles(window),
                 (QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"),
                              QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")}));
        QStringList docks;
        for (const QDockWidget* dock : window.findChildren<QDockWidget*>()) {
            docks << dock->windowTitle();
        }
        QVERIFY(docks.contains(QStringLiteral("Struktur")));
        QVERIFY(docks.contains(QStringLiteral("Statistik")));
        // Qt's own strings come in German too.
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"),
                 QStringLiteral("Abbrechen"));
    }

    // What the decoders write for display comes in German too; what the file holds (column
    // names, values) and the paths stay as they are.
    void treeAndTablesSpeakGerman() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("de_DE"));
        MainWindow window;
        window.show();
        QVERIFY(strata::test::openAndWait(
            window,
            QString::fromStdString(strata::test::corpusPath("cole/all_combos.col").string())));
        const QAbstractItemModel* tree = window.structurePane()->view()->model();
        QStringList names;
        for (int row = 0; row < tree->rowCount(); ++row) {
            names << tree->index(row, 0).data().toString();
        }
        QCOMPARE(names,
                 (QStringList{QStringLiteral("Kopf"), QStringLiteral("Zeilengruppe 0"),
                              QStringLiteral("Zeilengruppe 1"), QStringLiteral("Zeilengruppe 2"),
                              QStringLiteral("Metadaten"), QStringLiteral("Fußbereich")}));
        const QModelIndex rowGroup = tree->index(1, 0);
        QCOMPARE(rowGroup.siblingAtColumn(1).data().toString(), QStringLiteral("7 Zeilen"));
        QCOMPARE(rowGroup.data(Qt::ToolTipRole).toString(), QStringLiteral("file / row group 0"));
        window.structurePane()->view()->expand(rowGroup);
        QTRY_VERIFY(tree->rowCount(rowGroup) > 0);
        QCOMPARE(tree->index(0, 0, rowGroup).data().toString(),
                 QStringLiteral("Spalte 0 \"i32_plain\""));
        QCOMPARE(tree->index(0, 1, rowGroup).data().toString(),
                 QStringLiteral("INT32 PLAIN, 1 Seite"));
        QVERIFY(window.tablePane()->findChild<QComboBox*>()->itemText(0).startsWith(
            QStringLiteral("Zeilen (")));
        // The nodes inside decoded layers (Blosc2's chunk and codec layers) too.
        QCOMPARE(strata::model::translatedNodeText("decoded block 3"),
                 QStringLiteral("dekodierter Block 3"));
        QCOMPARE(strata::model::translatedNodeText("decoded stream 0"),
                 QStringLiteral("dekodierter Stream 0"));
        // AT-1 stream contents: a jsondoc raw text's first non-JSON byte, a DICOM element's
        // fields; tags and VRs are the same in every language.
        QCOMPARE(strata::model::translatedNodeText("not JSON"), QStringLiteral("kein JSON"));
        QCOMPARE(strata::model::translatedNodeText("preamble"), QStringLiteral("Präambel"));
        QCOMPARE(strata::model::translatedNodeText("(fffc,fffc)"), QStringLiteral("(fffc,fffc)"));
        QCOMPARE(strata::model::translatedNodeText("VR"), QStringLiteral("VR"));
        QCOMPARE(strata::model::translatedNodeText("length"), QStringLiteral("Länge"));
        // Structure inside streams and chunks: dictionaries, byte planes, copies.
        QCOMPARE(strata::model::translatedNodeText("dict entry 3"),
                 QStringLiteral("Wörterbucheintrag 3"));
        QCOMPARE(strata::model::translatedNodeText("high bytes"), QStringLiteral("obere Bytes"));
        QCOMPARE(strata::model::translatedNodeText("entropy tables and content"),
                 QStringLiteral("Entropietabellen und Inhalt"));
        QCOMPARE(strata::model::translatedNodeText("page 0 header (copy)"),
                 QStringLiteral("Seite 0 Kopf (Kopie)"));
        // Values that name a codec, a filter or a backend: the names stay, the words around
        // them translate.
        QCOMPARE(strata::model::translatedNodeText(
                     "whole-file container, codec dicom (9), public dialect"),
                 QStringLiteral("Container über die ganze Datei, Codec dicom (9), öffentlicher "
                                "Dialekt"));
        QCOMPARE(strata::model::translatedNodeText("xz, 340 bytes -> 598 bytes (1.76x)"),
                 QStringLiteral("xz, 340 Bytes -> 598 Bytes (1.76x)"));
        QCOMPARE(strata::model::translatedNodeText("method 0 (structured)"),
                 QStringLiteral("Methode 0 (strukturiert)"));
        // AT-1 zone maps, Blosc2 blocks and chunks, DICOM lengths, files of no known format.
        QCOMPARE(strata::model::translatedNodeText("clen 101, zone 17 .. 1144, block at 0"),
                 QStringLiteral("clen 101, Zone 17 .. 1144, Block bei 0"));
        QCOMPARE(strata::model::translatedNodeText("431 bytes at frame offset 603"),
                 QStringLiteral("431 Bytes bei Frame-Offset 603"));
        QCOMPARE(strata::model::translatedNodeText("block 0 in the frame"),
                 QStringLiteral("Block 0 im Frame"));
        QCOMPARE(strata::model::translatedNodeText("Blosc2 v5, lazy, 1 block, 65536 → 467 bytes"),
                 QStringLiteral("Blosc2 v5, lazy, 1 Block, 65536 → 467 Bytes"));
        QCOMPARE(strata::model::translatedNodeText("SQ undefined length"),
                 QStringLiteral("SQ undefinierte Länge"));
        QCOMPARE(strata::model::translatedNodeText("undefined (0xFFFFFFFF)"),
                 QStringLiteral("undefiniert (0xFFFFFFFF)"));
        QCOMPARE(strata::model::translatedNodeText("unknown format"),
                 QStringLiteral("unbekanntes Format"));
        QCOMPARE(strata::model::translatedNodeText("unknown codec id 42"),
                 QStringLiteral("unbekannte Codec-ID 42"));
        // An ODB-2 row's start column (issue 41, item 13); its field keeps the name it has in
        // every language, as all fields do.
        QCOMPARE(strata::model::translatedNodeText("start column 18"),
                 QStringLiteral("Startspalte 18"));
        QCOMPARE(strata::model::translatedNodeText("start_column"), QStringLiteral("start_column"));
    }

    void menusSpeakFrench() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("fr_FR"));
        MainWindow window;
        QCOMPARE(menuTitles(window).front(), QStringLiteral("&Fichier"));
    }

    // Diagnostics of a cut file in German: the common messages by their pattern, the numbers
    // and names kept (issue 41, item 13).
    void diagnosticsSpeakGerman() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("de_DE"));
        MainWindow window;
        window.show();
        auto bytes = strata::test::readFileBytes(strata::test::corpusPath("cole/all_combos.col"));
        bytes.resize(3000);
        window.openSource(strata::ByteSource::fromBuffer(std::move(bytes), "cut.col"),
                          QStringLiteral("cut.col"));
        QTRY_VERIFY(window.currentSession()->isLoaded());
        QTRY_VERIFY_WITH_TIMEOUT(window.currentSession()->checkJob()->hasResult(), 20000);
        const QTreeWidget* list = window.diagnosticsPane()->list();
        QStringList messages;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            messages << list->topLevelItem(i)->text(2);
        }
        QVERIFY2(messages.contains(QStringLiteral("Fußbereich-Kennung: nicht \"TOOF\"")),
                 qPrintable(messages.join(QLatin1Char('|'))));
        QVERIFY2(messages.contains(QStringLiteral(
                     "Datei abgeschnitten bei 3000: Fußbereich fehlt; aus den Seitenköpfen "
                     "wiederhergestellte Zeilengruppen: 2")),
                 qPrintable(messages.join(QLatin1Char('|'))));
        // The node column in German too; activating the row still finds the node.
        QTreeWidgetItem* cutTail = nullptr;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            if (list->topLevelItem(i)->text(3).endsWith(
                    QStringLiteral(" / abgeschnittenes Ende"))) {
                cutTail = list->topLevelItem(i);
            }
        }
        QVERIFY2(cutTail != nullptr, qPrintable(list->topLevelItem(0)->text(3)));
        // The tree says what is wrong with a damaged node in German too.
        const QAbstractItemModel* tree = window.structurePane()->view()->model();
        QStringList values;
        for (int row = 0; row < tree->rowCount(); ++row) {
            values << tree->index(row, 0).data().toString() + QLatin1Char('=') +
                          tree->index(row, 1).data().toString();
        }
        QVERIFY2(values.contains(QStringLiteral("Zeilengruppe 2 (unvollständig)=7 vollständige "
                                                "Spalten-Chunks von 8; ihre Zeilen sind nicht in "
                                                "der Tabelle")),
                 qPrintable(values.join(QLatin1Char('|'))));
        QVERIFY2(values.contains(QStringLiteral(
                     "abgeschnittenes Ende=ein Seitenkopf, den das Dateiende abschneidet")),
                 qPrintable(values.join(QLatin1Char('|'))));
        QVERIFY(cutTail->text(3).startsWith(QStringLiteral("Datei / ")));
        emit window.diagnosticsPane()->list()->itemActivated(cutTail, 0);
        QVERIFY(window.lastSelection().node != nullptr);
        QCOMPARE(QString::fromStdString(window.lastSelection().node->path()),
                 QStringLiteral("file / cut tail"));
    }

    // Every diagnostic of cut and damaged copies of the corpus files of every format says
    // something in German (a library's own error text may stay quoted inside it).
    void diagnosticsOfDamagedFilesSpeakGerman() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("de_DE"));
        QStringList english;
        int messages = 0;
        const std::pair<const char*, const char*> samples[] = {
            {"at1", ".at1"},
            {"at1-codecs", ".at1"},
            {"blosc2", ".b2chunk"},
            {"blosc2", ".b2frame"},
            {"blosc2", ".b2nd"},
            {"blosc2", ".blosc1"},
            {"blosc2-compat", ".cdata"},
            {"blosc2-other-writers", ".b2frame"},
            {"cole", ".col"},
            {"odb2", ".odb"},
        };
        for (const auto& [folder, extension] : samples) {
            for (const auto& path : strata::test::corpusFiles(folder, extension)) {
                const auto bytes = strata::test::readFileBytes(path);
                if (bytes.size() < 16 || bytes.size() > 400'000) {
                    continue;
                }
                // A sparse frame's check decodes gigabytes of zeros: its open says it all.
                const bool sparse = folder == std::string_view("blosc2-other-writers") &&
                                    (path.filename().string().starts_with("zeros_") ||
                                     path.filename().string().starts_with("sparse_"));
                for (const std::vector<std::byte>& damaged : damagedCopies(bytes)) {
                    const strata::Document document =
                        strata::test::openBytes(damaged, path.filename().string());
                    const auto diagnostics =
                        sparse ? document.diagnostics : strata::checkDocument(document);
                    for (const strata::Diagnostic& diagnostic : diagnostics) {
                        ++messages;
                        if (strata::model::translatedDiagnostic(diagnostic.message) ==
                            QString::fromStdString(diagnostic.message)) {
                            english << QString::fromStdString(diagnostic.message);
                        }
                    }
                }
            }
        }
        english.removeDuplicates();
        QVERIFY(messages > 1000);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    }

    // The data inspector's varint says its length in French (issue 41, item 13).
    void theInspectorSpeaksFrench() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("fr_FR"));
        MainWindow window;
        window.show();
        QVERIFY(strata::test::openAndWait(
            window,
            QString::fromStdString(strata::test::corpusPath("cole/all_combos.col").string())));
        window.currentSession()->hexView()->setSelection({4, 1}); // the version: bytes 01 00
        const QTreeWidget* list = window.dataInspector()->list();
        QVERIFY(list != nullptr);
        QStringList rows;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            rows << list->topLevelItem(i)->text(0) + QLatin1Char('=') +
                        list->topLevelItem(i)->text(1);
        }
        QVERIFY2(rows.contains(QStringLiteral("LEB128 varint=1 (1 octet)")),
                 qPrintable(rows.join(QLatin1Char('|'))));
    }

    void englishNeedsNoTranslation() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en_GB"));
        MainWindow window;
        QCOMPARE(menuTitles(window).front(), QStringLiteral("&File"));
    }

    // A mistake in the filter box, in German: the message is German and stands under the box,
    // which keeps its width; the rows of the filter before and their count stay (issue 41,
    // item 11).
    void aFilterMistakeKeepsTheBoxAndTheRowsAndSpeaksGerman() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("de_DE"));
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(strata::test::openAndWait(
                    window, QString::fromStdString(
                                strata::test::corpusPath("cole/multi_rowgroups.col").string())) !=
                nullptr);
        TablePane* pane = window.tablePane();
        QTest::keyClicks(pane->filterEdit(), QStringLiteral("code < -80"));
        QTest::keyClick(pane->filterEdit(), Qt::Key_Return);
        QTRY_VERIFY(pane->filterStatus()->text().endsWith(QStringLiteral(" von 1005 Zeilen")));
        const QString counted = pane->filterStatus()->text();
        const int rows = pane->view()->model()->rowCount();
        const int boxWidth = pane->filterEdit()->width();

        pane->filterEdit()->selectAll();
        QTest::keyClicks(pane->filterEdit(), QStringLiteral("code < 0 AND lable = 'north'"));
        QTest::keyClick(pane->filterEdit(), Qt::Key_Return);
        QVERIFY(pane->filterError()->isVisible());
        QCOMPARE(pane->filterError()->text(),
                 QStringLiteral("Spalte 'lable' nicht gefunden; meinten Sie 'label'? (bei "
                                "Zeichen 14)"));
        QCOMPARE(pane->filterStatus()->text(), counted);
        QCOMPARE(pane->view()->model()->rowCount(), rows);
        QTest::qWait(20);
        QVERIFY2(
            pane->filterEdit()->width() >= boxWidth - 2,
            qPrintable(QStringLiteral("%1 < %2").arg(pane->filterEdit()->width()).arg(boxWidth)));
        // Corrected, the error goes.
        pane->filterEdit()->selectAll();
        QTest::keyClicks(pane->filterEdit(), QStringLiteral("code < 0 AND label = 'north'"));
        QTest::keyClick(pane->filterEdit(), Qt::Key_Return);
        QTRY_VERIFY(!pane->filterError()->isVisible());
    }

    void everyEntryIsTranslated() {
        for (const char* language : {"de", "fr"}) {
            const auto path =
                strata::test::translationsDirectory() / (std::string("strata_") + language + ".ts");
            QFile file(QString::fromStdString(path.string()));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            const QByteArray text = file.readAll();
            QVERIFY(text.count("<message>") > 150);
            QCOMPARE(text.count("type=\"unfinished\""), 0);
        }
    }
};

QTEST_MAIN(TranslationTest)
#include "translation_test.moc"
