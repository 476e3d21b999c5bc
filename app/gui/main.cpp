// strata: the desktop inspector.
#include "gui/main_window.h"
#include "gui/translations.h"
#include "strata/allocator_tuning.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

int main(int argc, char** argv) {
    strata::keepFreedMemoryForReuse();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Strata"));
    QApplication::setOrganizationName(QStringLiteral("Strata"));
    QApplication::setApplicationVersion(QStringLiteral(STRATA_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.strata.Strata.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.strata.Strata"));
    strata::gui::installTranslations(app, strata::gui::chosenLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Inspect AT-1, COLE, Blosc2 and ODB-2 files."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QApplication::translate("main", "Files to open."),
                                 QStringLiteral("[FILE...]"));
    parser.process(app);

    strata::gui::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        window.openBundledSamples();
    }
    for (const QString& file : files) {
        window.openFile(file);
    }
    window.show();
    return QApplication::exec();
}
