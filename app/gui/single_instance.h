#pragma once

#include "gui/open_request.h"

#include <QObject>
#include <QStringList>

class QLocalServer;
class QLocalSocket;

namespace strata::gui {

// One window per user: a running `strata` listens on a local socket, and a second `strata FILE`
// hands its files (and --select, --goto, --where) to it and exits, so that they open as new
// tabs of the window already on the screen. `strata --new-window` opts out.
class InstanceServer : public QObject {
    Q_OBJECT

public:
    // The socket of this user's instance: in $XDG_RUNTIME_DIR when there is one.
    static QString defaultName();

    explicit InstanceServer(QString name, QObject* parent = nullptr);
    // Starts listening; a socket left by an instance that died is replaced. False when another
    // instance listens there already, or the socket cannot be made.
    bool listen();

signals:
    void filesRequested(const QStringList& files, const strata::gui::OpenRequest& request);

private:
    void readRequest(QLocalSocket* socket);

    QString m_name;
    QLocalServer* m_server;
};

// Hands the files (absolute paths) to the instance listening at `name`; true when it took them,
// false when none listens (within a second).
bool forwardToRunningInstance(const QString& name, const QStringList& files,
                              const OpenRequest& request);

} // namespace strata::gui
