#pragma once

#include "strata/session_file.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <functional>

class QMessageBox;

namespace strata::gui {

class FileSession;
class MainWindow;

// File › Save Session, Open Session and Apply Session to This File (issue 40): what the main
// window shows (its files, datasets and comparisons, each tab's selection, expanded nodes,
// layer tabs, hex position, table filter, sort and column widths, the plot's settings) and the
// bookmarks, in a `.strata-session` file (docs/session-file.md), and back. A file that moved is
// looked for beside the session file, then asked for once per folder; a file whose bytes
// changed since, a newer version's keys, what is no longer in a file: said in notices.
class WindowSessions : public QObject {
    Q_OBJECT

public:
    explicit WindowSessions(MainWindow& window);

    Session capture(const QString& sessionPath) const;
    // Writes the window's session; the error when it cannot.
    bool save(const QString& path, QString* error);
    // Opens a session's files and shows them as they were; false (having said why) when the
    // file cannot be read or is refused.
    bool open(const QString& path);
    // Applies a session's bookmarks and view (of the file of the same name, else its first) to
    // `target`: a new file of the same writer, whose structure may differ.
    bool applyTo(FileSession& target, const QString& path);

    // The notices of the last session opened (files that changed or were not found, keys left
    // out), also shown in a message box that does not block the window.
    const QStringList& notices() const { return m_notices; }

    // Asks where a folder that no longer holds a session's files is now (empty: left out).
    using FolderAsker = std::function<QString(const QString& missingFolder)>;
    void setFolderAsker(FolderAsker asker) { m_askFolder = std::move(asker); }

    // Where the window keeps the session it reopens on start (Preferences).
    static QString lastSessionPath();

signals:
    void message(const QString& text);

private:
    std::optional<Session> read(const QString& path);
    // Where a session's file is now: as saved, beside the session file as it was, or in the
    // folder the person names for its old folder; empty when none.
    QString locate(const SessionFileEntry& entry, const QString& sessionPath);
    void applyWhenRead(FileSession& session, const SessionFileEntry& entry, bool inFront);
    void notice(const QString& text);

    MainWindow& m_window;
    FolderAsker m_askFolder;
    QHash<QString, QString> m_movedFolders; // old folder → where it is now ("" : left out)
    QStringList m_notices;
    QPointer<QMessageBox> m_noticeBox;
};

} // namespace strata::gui
