#include "gui/single_instance.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <unistd.h>

namespace strata::gui {
namespace {

// The request is one line of JSON; the instance answers "ok" once it has taken it.
constexpr int waitMilliseconds = 1000;
const QByteArray acknowledgement = QByteArrayLiteral("ok\n");

QByteArray encode(const QStringList& files, const OpenRequest& request) {
    QJsonObject object;
    object.insert(QStringLiteral("files"), QJsonArray::fromStringList(files));
    if (!request.selectPath.isEmpty()) {
        object.insert(QStringLiteral("select"), request.selectPath);
    }
    if (request.offset) {
        object.insert(QStringLiteral("goto"), QString::number(*request.offset));
    }
    if (!request.where.isEmpty()) {
        object.insert(QStringLiteral("where"), request.where);
    }
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

QString InstanceServer::defaultName() {
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    const QString socket = QStringLiteral("strata-%1.socket").arg(::getuid());
    return runtime.isEmpty() ? socket : QDir(runtime).filePath(socket);
}

InstanceServer::InstanceServer(QString name, QObject* parent)
    : QObject(parent)
    , m_name(std::move(name))
    , m_server(new QLocalServer(this)) {
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this,
                    [this, socket] { readRequest(socket); });
        }
    });
}

bool InstanceServer::listen() {
    // Asked first: with its socket options set, QLocalServer replaces a socket file that is
    // there, even one that an instance still listens on.
    QLocalSocket probe;
    probe.connectToServer(m_name);
    if (probe.waitForConnected(waitMilliseconds)) {
        return false;
    }
    // A socket file with no one behind it is one an instance left when it did not exit cleanly.
    QLocalServer::removeServer(m_name);
    return m_server->listen(m_name);
}

void InstanceServer::readRequest(QLocalSocket* socket) {
    if (!socket->canReadLine()) {
        return;
    }
    const QJsonObject object = QJsonDocument::fromJson(socket->readLine()).object();
    QStringList files;
    for (const QJsonValue& file : object.value(QStringLiteral("files")).toArray()) {
        files << file.toString();
    }
    OpenRequest request;
    request.selectPath = object.value(QStringLiteral("select")).toString();
    request.offset = parseOffset(object.value(QStringLiteral("goto")).toString());
    request.where = object.value(QStringLiteral("where")).toString();
    socket->write(acknowledgement);
    socket->flush();
    emit filesRequested(files, request);
}

bool forwardToRunningInstance(const QString& name, const QStringList& files,
                              const OpenRequest& request) {
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(waitMilliseconds)) {
        return false;
    }
    socket.write(encode(files, request));
    if (!socket.waitForBytesWritten(waitMilliseconds)) {
        return false;
    }
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(5 * waitMilliseconds)) {
            return false;
        }
    }
    return socket.readLine() == acknowledgement;
}

} // namespace strata::gui
