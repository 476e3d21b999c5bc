#include "gui/file_tabs.h"

#include "gui/file_session.h"
#include "hex/hex_pane.h"

#include <QTabWidget>
#include <algorithm>

namespace strata::gui {

FileTabs::FileTabs(QTabWidget* tabs, QObject* parent)
    : QObject(parent)
    , m_tabs(tabs) {
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(false);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { emit currentChanged(current()); });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &FileTabs::close);
}

void FileTabs::add(FileSession* session) {
    m_sessions.push_back(session);
    HexPane* pane = session->hexPane();
    const auto inFront = [this, session] { return current() == session; };
    connect(pane, &HexPane::cursorMoved, this, [this, inFront](const Layer* layer, quint64 offset) {
        if (inFront()) {
            emit cursorMoved(layer, offset);
        }
    });
    connect(pane, &HexPane::selectionEdited, this, [this, inFront] {
        if (inFront()) {
            emit selectionEdited();
        }
    });
    connect(pane, &HexPane::selectNodeRequested, this, &FileTabs::selectNodeRequested);
    for (const auto signal : {&HexPane::currentLayerChanged, &HexPane::layerShown}) {
        connect(pane, signal, this, [this, inFront] {
            if (inFront()) {
                emit bytesInFrontChanged();
            }
        });
    }
    connect(pane, &HexPane::goToOffsetRequested, this,
            [this, pane] { emit goToOffsetRequested(pane); });
    connect(pane, &HexPane::message, this, &FileTabs::message);
    connect(session, &FileSession::documentReady, this, [this, session, inFront] {
        if (inFront()) {
            emit currentChanged(session);
        }
    });
    connect(session, &FileSession::diagnosticsChecked, this, [this, session, inFront] {
        if (inFront()) {
            emit diagnosticsChecked(session);
        }
    });
    m_tabs->setCurrentIndex(m_tabs->addTab(pane, session->displayName()));
}

void FileTabs::close(int index) {
    if (index < 0 || index >= static_cast<int>(m_sessions.size())) {
        return;
    }
    FileSession* session = m_sessions[static_cast<std::size_t>(index)];
    emit closing(session);
    m_sessions.erase(m_sessions.begin() + index);
    m_tabs->removeTab(index);
    delete session;
    emit currentChanged(current());
}

void FileTabs::closeAllQuietly() {
    // Deleting a session removes its tab; nothing may react to that any more.
    disconnect(m_tabs, nullptr, this, nullptr);
    const std::vector<FileSession*> sessions = std::move(m_sessions);
    m_sessions.clear();
    for (FileSession* session : sessions) {
        delete session;
    }
}

FileSession* FileTabs::current() const {
    const int index = m_tabs->currentIndex();
    return index >= 0 && index < static_cast<int>(m_sessions.size())
               ? m_sessions[static_cast<std::size_t>(index)]
               : nullptr;
}

int FileTabs::indexOf(const FileSession* session) const {
    const auto found = std::find(m_sessions.begin(), m_sessions.end(), session);
    return found == m_sessions.end() ? -1 : static_cast<int>(found - m_sessions.begin());
}

void FileTabs::bringToFront(int index) {
    m_tabs->setCurrentIndex(index);
}

} // namespace strata::gui
