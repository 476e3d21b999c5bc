#include "session/window_sessions.h"

#include "bookmarks/bookmark_list.h"
#include "compare/compare_window.h"
#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "plot/plot_pane.h"
#include "session/session_view.h"
#include "settings/app_settings.h"
#include "strata/file_fingerprint.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSaveFile>
#include <QStandardPaths>

namespace strata::gui {
namespace {

// The plot kinds by the names a session file gives them, in the kind picker's order.
constexpr const char* plotKinds[] = {"line", "scatter", "density", "map", "image"};

std::string pickedColumn(const QComboBox& picker, const Table& table) {
    const int column = picker.currentData().toInt();
    return column >= 0 && static_cast<std::size_t>(column) < table.columns().size()
               ? table.columns()[static_cast<std::size_t>(column)].name
               : std::string();
}

void pickColumn(QComboBox& picker, const Table& table, const std::string& name) {
    const auto& columns = table.columns();
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (columns[c].name == name) {
            if (const int item = picker.findData(static_cast<int>(c)); item >= 0) {
                picker.setCurrentIndex(item);
            }
            return;
        }
    }
}

SessionPlot plotOf(const PlotPane& plot) {
    SessionPlot saved;
    if (plot.table() == nullptr) {
        return saved;
    }
    const int kind = plot.kindPicker()->currentIndex();
    saved.kind = kind >= 0 && kind < static_cast<int>(std::size(plotKinds)) ? plotKinds[kind] : "";
    saved.x = pickedColumn(*plot.xPicker(), *plot.table());
    saved.y = pickedColumn(*plot.yPicker(), *plot.table());
    saved.colour = pickedColumn(*plot.colourPicker(), *plot.table());
    return saved;
}

void applyPlot(PlotPane& plot, const SessionPlot& saved) {
    if (plot.table() == nullptr || saved.kind.empty()) {
        return;
    }
    for (int kind = 0; kind < static_cast<int>(std::size(plotKinds)); ++kind) {
        if (saved.kind == plotKinds[kind]) {
            plot.kindPicker()->setCurrentIndex(kind);
        }
    }
    pickColumn(*plot.xPicker(), *plot.table(), saved.x);
    pickColumn(*plot.yPicker(), *plot.table(), saved.y);
    pickColumn(*plot.colourPicker(), *plot.table(), saved.colour);
}

std::span<const std::byte> bytesOf(const FileSession& session) {
    if (session.isLoaded()) {
        return session.document()->source->bytes();
    }
    const auto source = session.hexView()->source();
    return source != nullptr ? source->bytes() : std::span<const std::byte>();
}

} // namespace

WindowSessions::WindowSessions(MainWindow& window)
    : QObject(&window)
    , m_window(window)
    , m_askFolder([this](const QString& folder) {
        return QFileDialog::getExistingDirectory(
            &m_window, tr("Where Is the Folder %1 Now?").arg(QDir::toNativeSeparators(folder)));
    }) {}

QString WindowSessions::lastSessionPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/last.strata-session");
}

Session WindowSessions::capture(const QString& sessionPath) const {
    Session session;
    const QDir sessionFolder = QFileInfo(sessionPath).absoluteDir();
    const FileSession* front = m_window.currentSession();
    for (FileSession* file : m_window.fileSessions()) {
        if (!file->datasetPaths().isEmpty()) {
            std::vector<std::string> paths;
            for (const QString& path : file->datasetPaths()) {
                paths.push_back(path.toStdString());
            }
            session.datasets.push_back(std::move(paths));
            continue;
        }
        if (file->filePath().isEmpty()) {
            continue; // bytes that are no file: a bundled sample
        }
        if (file == front) {
            session.current = static_cast<int>(session.files.size());
        }
        SessionFileEntry entry;
        entry.path = file->filePath().toStdString();
        entry.relativePath = sessionFolder.relativeFilePath(file->filePath()).toStdString();
        entry.fingerprint = fingerprintOf(bytesOf(*file));
        entry.bookmarks = file->bookmarks()->all();
        if (file->isLoaded()) {
            const FileSession::ViewState state =
                file == front ? m_window.shownViewState()
                              : file->viewState().value_or(FileSession::ViewState{});
            entry.view = sessionViewOf(*file, state);
            if (file == front) {
                entry.view.plot = plotOf(*m_window.plotPane());
            }
        }
        session.files.push_back(std::move(entry));
    }
    for (const CompareWindow* compare : m_window.findChildren<CompareWindow*>()) {
        const auto& paths = compare->filePaths();
        if (!paths[0].isEmpty() && !paths[1].isEmpty()) {
            session.comparisons.push_back({paths[0].toStdString(), paths[1].toStdString()});
        }
    }
    return session;
}

bool WindowSessions::save(const QString& path, QString* error) {
    const std::string text =
        writeSession(capture(path), QStringLiteral("Strata %1")
                                        .arg(QCoreApplication::applicationVersion())
                                        .trimmed()
                                        .toStdString());
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit()) {
        *error = file.errorString();
        return false;
    }
    if (path != lastSessionPath()) {
        AppSettings::addRecentSession(QFileInfo(path).absoluteFilePath());
    }
    return true;
}

std::optional<Session> WindowSessions::read(const QString& path) {
    QFile file(path);
    QString reason;
    std::optional<Session> session;
    if (!file.open(QIODevice::ReadOnly)) {
        reason = file.errorString();
    } else if (file.size() > 256 * 1024 * 1024) {
        reason = tr("it has %1 bytes, more than a session file holds")
                     .arg(QLocale().toString(file.size()));
    } else {
        const QByteArray bytes = file.readAll();
        SessionReading reading = readSession(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        reason = QString::fromStdString(reading.error);
        for (const std::string& text : reading.notices) {
            notice(QString::fromStdString(text));
        }
        session = std::move(reading.session);
    }
    if (!session) {
        QMessageBox::warning(&m_window, tr("Cannot open session"),
                             tr("Strata cannot open the session %1:\n%2").arg(path, reason));
    }
    return session;
}

QString WindowSessions::locate(const SessionFileEntry& entry, const QString& sessionPath) {
    const QString saved = QString::fromStdString(entry.path);
    if (QFileInfo(saved).isFile()) {
        return saved;
    }
    // Moved together with the session file.
    if (!entry.relativePath.empty()) {
        const QString beside = QFileInfo(sessionPath)
                                   .absoluteDir()
                                   .absoluteFilePath(QString::fromStdString(entry.relativePath));
        if (QFileInfo(beside).isFile()) {
            return QDir::cleanPath(beside);
        }
    }
    // Asked once per folder: the other files of that folder are looked for in the answer.
    const QString folder = QFileInfo(saved).absolutePath();
    if (!m_movedFolders.contains(folder)) {
        m_movedFolders.insert(folder, m_askFolder(folder));
    }
    const QString movedTo = m_movedFolders.value(folder);
    if (movedTo.isEmpty()) {
        return {};
    }
    const QString moved = QDir(movedTo).absoluteFilePath(QFileInfo(saved).fileName());
    return QFileInfo(moved).isFile() ? moved : QString();
}

bool WindowSessions::open(const QString& path) {
    m_notices.clear();
    m_movedFolders.clear();
    const auto session = read(path);
    if (!session) {
        return false;
    }
    if (path != lastSessionPath()) {
        AppSettings::addRecentSession(QFileInfo(path).absoluteFilePath());
    }
    FileSession* front = nullptr;
    for (std::size_t f = 0; f < session->files.size(); ++f) {
        const SessionFileEntry& entry = session->files[f];
        const QString located = locate(entry, path);
        if (located.isEmpty()) {
            notice(tr("%1 was not found; it is left out.").arg(QString::fromStdString(entry.path)));
            continue;
        }
        if (!m_window.openFile(located)) {
            continue;
        }
        FileSession* opened = m_window.currentSession();
        const bool inFront = static_cast<int>(f) == session->current;
        front = inFront ? opened : front;
        opened->bookmarks()->setAll(entry.bookmarks);
        applyWhenRead(*opened, entry, inFront);
    }
    for (const auto& paths : session->datasets) {
        QStringList list;
        for (const std::string& dataset : paths) {
            list << QString::fromStdString(dataset);
        }
        m_window.openDataset(list);
    }
    for (const SessionComparison& pair : session->comparisons) {
        auto* compare = new CompareWindow(&m_window);
        compare->setAttribute(Qt::WA_DeleteOnClose);
        if (!compare->openFiles(QString::fromStdString(pair.left),
                                QString::fromStdString(pair.right))) {
            delete compare;
            continue;
        }
        for (const SessionFileEntry& entry : session->files) {
            if (entry.path == pair.left) {
                compare->setBookmarks(entry.bookmarks);
            }
        }
        compare->show();
    }
    if (front != nullptr) {
        m_window.bringToFront(front);
    }
    emit message(tr("Session %1 opened").arg(QFileInfo(path).fileName()));
    return true;
}

void WindowSessions::applyWhenRead(FileSession& session, const SessionFileEntry& entry,
                                   bool inFront) {
    session.whenRead(&session, [this, &session, entry, inFront] {
        const Document& document = *session.document();
        // A session written by hand (or by another tool) may name no fingerprint.
        const FileFingerprint now = fingerprintOf(document.source->bytes());
        if (!entry.fingerprint.headAndTail.empty() && now != entry.fingerprint) {
            notice(now.size != entry.fingerprint.size
                       ? tr("%1 changed since the session was saved: it had %2 bytes, now %3.")
                             .arg(session.filePath(), QLocale().toString(entry.fingerprint.size),
                                  QLocale().toString(now.size))
                       : tr("%1 changed since the session was saved: its first or last bytes "
                            "differ.")
                             .arg(session.filePath()));
        }
        HexPane& hex = *session.hexPane();
        for (const std::string& layerPath : entry.view.openLayers) {
            if (const Layer* layer = document.root->findLayerByPath(layerPath)) {
                hex.showLayer(layer);
            }
        }
        const std::string& frontLayer = entry.view.layerInFront;
        hex.showLayer(frontLayer.empty() ? nullptr : document.root->findLayerByPath(frontLayer));
        m_window.restoreView(session, viewStateOf(document, entry.view));
        if (inFront) {
            applyPlot(*m_window.plotPane(), entry.view.plot);
        }
    });
}

bool WindowSessions::applyTo(FileSession& target, const QString& path) {
    m_notices.clear();
    const auto session = read(path);
    if (!session || !target.isLoaded()) {
        return false;
    }
    if (session->files.empty()) {
        notice(tr("The session %1 holds no file.").arg(path));
        return false;
    }
    // The file of the same name, else the first: the bookmarks a writer's earlier file got.
    const SessionFileEntry* entry = &session->files.front();
    const std::string name = QFileInfo(target.filePath()).fileName().toStdString();
    for (const SessionFileEntry& file : session->files) {
        if (QFileInfo(QString::fromStdString(file.path)).fileName().toStdString() == name) {
            entry = &file;
        }
    }
    target.bookmarks()->setAll(entry->bookmarks);
    int moved = 0;
    int missing = 0;
    for (int b = 0; b < target.bookmarks()->size(); ++b) {
        const BookmarkFit fit = target.bookmarks()->placeOf(b).fit;
        moved += fit == BookmarkFit::Moved ? 1 : 0;
        missing += fit == BookmarkFit::Missing ? 1 : 0;
    }
    m_window.restoreView(target, viewStateOf(*target.document(), entry->view));
    emit message(tr("%1 applied: %Ln bookmark(s), %2 moved, %3 not in this file", nullptr,
                    target.bookmarks()->size())
                     .arg(QFileInfo(path).fileName())
                     .arg(moved)
                     .arg(missing));
    return true;
}

void WindowSessions::notice(const QString& text) {
    m_notices << text;
    if (m_noticeBox == nullptr) {
        m_noticeBox = new QMessageBox(QMessageBox::Information, tr("Session"), QString(),
                                      QMessageBox::Ok, &m_window);
        m_noticeBox->setModal(false);
        m_noticeBox->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_noticeBox->setText(tr("What the session could not show as it was:"));
    m_noticeBox->setInformativeText(m_notices.join(QLatin1Char('\n')));
    m_noticeBox->show();
}

} // namespace strata::gui
