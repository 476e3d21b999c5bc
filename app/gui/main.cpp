// strata: the desktop inspector.
#include "compare/compare_window.h"
#include "gui/main_window.h"
#include "gui/translations.h"
#include "strata/allocator_tuning.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <cstdio>

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
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        QApplication::translate("main", "Compare two files side by side: --compare A B."));
    parser.addOption(compare);
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QApplication::translate("main", "Files to open."),
                                 QStringLiteral("[FILE...]"));
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    if (parser.isSet(compare)) {
        if (files.size() != 2) {
            std::fputs(qPrintable(QApplication::translate(
                           "main", "strata: --compare needs two files: strata --compare A B\n")),
                       stderr);
            return 2;
        }
        strata::gui::CompareWindow window;
        if (!window.openFiles(files[0], files[1])) {
            return 2;
        }
        window.show();
        return QApplication::exec();
    }

    strata::gui::MainWindow window;
    if (files.isEmpty()) {
        window.openBundledSamples();
    }
    for (const QString& file : files) {
        window.openFile(file);
    }
    window.show();
    return QApplication::exec();
}
