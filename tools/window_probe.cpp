#include "window_probe.h"

#include "gui/file_session.h"

#include <QFile>

namespace strata::tools {

void waitUntilLoaded(const gui::FileSession& session) {
    waitUntil([&session] { return session.isLoaded(); });
}

long anonymousResidentKiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    status.open(QIODevice::ReadOnly);
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("RssAnon:")) {
            return line.mid(8).trimmed().split(' ').front().toLong();
        }
    }
    return -1;
}

} // namespace strata::tools
