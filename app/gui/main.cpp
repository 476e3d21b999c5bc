// strata: the desktop inspector.
#include "compare/compare_window.h"
#include "gui/main_window.h"
#include "gui/open_request.h"
#include "gui/single_instance.h"
#include "gui/translations.h"
#include "session/window_sessions.h"
#include "settings/app_settings.h"
#include "strata/allocator_tuning.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
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
    const QCommandLineOption newWindow(
        QStringLiteral("new-window"),
        QApplication::translate("main",
                                "Open the files in a new window, not in the one already running."));
    const QCommandLineOption select(
        QStringLiteral("select"),
        QApplication::translate("main", "Select the node at PATH (as strata-cli tree writes it)."),
        QStringLiteral("PATH"));
    const QCommandLineOption goTo(
        QStringLiteral("goto"),
        QApplication::translate("main", "Show the byte at OFFSET (decimal, or 0x hexadecimal)."),
        QStringLiteral("OFFSET"));
    const QCommandLineOption where(
        QStringLiteral("where"),
        QApplication::translate("main", "Filter the first table by EXPR (as strata-cli --where)."),
        QStringLiteral("EXPR"));
    parser.addOptions({compare, newWindow, select, goTo, where});
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

    strata::gui::OpenRequest request;
    request.selectPath = parser.value(select);
    request.where = parser.value(where);
    if (parser.isSet(goTo)) {
        request.offset = strata::gui::parseOffset(parser.value(goTo));
        if (!request.offset) {
            std::fputs(qPrintable(QApplication::translate(
                                      "main", "strata: --goto needs an offset, not '%1'\n")
                                      .arg(parser.value(goTo))),
                       stderr);
            return 2;
        }
    }
    QStringList absoluteFiles;
    for (const QString& file : files) {
        absoluteFiles << QFileInfo(file).absoluteFilePath();
    }
    const QString instanceName = strata::gui::InstanceServer::defaultName();
    if (!absoluteFiles.isEmpty() && !parser.isSet(newWindow) &&
        strata::gui::forwardToRunningInstance(instanceName, absoluteFiles, request)) {
        return 0;
    }

    strata::gui::MainWindow window;
    // With no file named: the last session when the preferences ask for it, else the samples.
    const QString lastSession = strata::gui::WindowSessions::lastSessionPath();
    if (files.isEmpty()) {
        if (!strata::gui::AppSettings::load().reopenLastSession ||
            !QFileInfo(lastSession).isFile() || !window.openSession(lastSession)) {
            window.openBundledSamples();
        }
    }
    // A folder opens as a dataset (issue 39), a session file as its files, a file in a tab.
    const auto open = [&window](const QString& path, const strata::gui::OpenRequest& asked) {
        if (path.endsWith(QStringLiteral(".strata-session"))) {
            window.openSession(path);
        } else if (QFileInfo(path).isDir()) {
            window.openDataset({path});
        } else {
            window.openFile(path, asked);
        }
    };
    for (const QString& file : absoluteFiles) {
        open(file, request);
    }
    strata::gui::InstanceServer instance(instanceName);
    if (!parser.isSet(newWindow)) {
        instance.listen();
    }
    QObject::connect(&instance, &strata::gui::InstanceServer::filesRequested, &window,
                     [&window, &open](const QStringList& forwarded,
                                      const strata::gui::OpenRequest& forwardedRequest) {
                         for (const QString& file : forwarded) {
                             open(file, forwardedRequest);
                         }
                         window.setWindowState(window.windowState() & ~Qt::WindowMinimized);
                         window.raise();
                         window.activateWindow();
                     });
    window.show();
    return QApplication::exec();
}
