// The window in German and French: translations compiled into the binary, complete.
#include "gui/main_window.h"
#include "gui/translations.h"

#include <QDockWidget>
#include <QFile>
#include <QMenuBar>
#include <QTest>
#include <QTranslator>

using namespace strata::gui;

namespace {

QStringList menuTitles(const MainWindow& window) {
    QStringList titles;
    for (const QAction* action : window.menuBar()->actions()) {
        titles << action->text();
    }
    return titles;
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

    void menusSpeakFrench() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("fr_FR"));
        MainWindow window;
        QCOMPARE(menuTitles(window).front(), QStringLiteral("&Fichier"));
    }

    void englishNeedsNoTranslation() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en_GB"));
        MainWindow window;
        QCOMPARE(menuTitles(window).front(), QStringLiteral("&File"));
    }

    void everyEntryIsTranslated() {
        for (const char* language : {"de", "fr"}) {
            QFile file(QStringLiteral(STRATA_TRANSLATIONS_DIR "/strata_%1.ts")
                           .arg(QLatin1String(language)));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            const QByteArray text = file.readAll();
            QVERIFY(text.count("<message>") > 150);
            QCOMPARE(text.count("type=\"unfinished\""), 0);
        }
    }
};

QTEST_MAIN(TranslationTest)
#include "translation_test.moc"
