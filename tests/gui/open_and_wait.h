#pragma once

#include "gui/file_session.h"
#include "gui/main_window.h"
#include "hex/hex_view.h"

#include <QCoreApplication>
#include <QSignalSpy>

namespace strata::test {

// Opens a file in the window and waits until its document is parsed and shown; nullptr when it
// cannot be opened or does not parse in time.
inline gui::FileSession* openAndWait(gui::MainWindow& window, const QString& path) {
    if (!window.openFile(path)) {
        return nullptr;
    }
    gui::FileSession* session = window.currentSession();
    if (!session->isLoaded()) {
        QSignalSpy ready(session, &gui::FileSession::documentReady);
        if (!ready.wait(20000)) {
            return nullptr;
        }
    }
    QCoreApplication::processEvents();
    return session;
}

} // namespace strata::test
