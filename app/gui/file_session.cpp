#include "gui/file_session.h"

#include "bookmarks/bookmark_list.h"
#include "hex/hex_pane.h"
#include "hex/hex_view.h"

#include <QFileInfo>
#include <algorithm>

namespace strata::gui {

FileSession::FileSession(QString displayName, QObject* parent)
    : QObject(parent)
    , m_displayName(std::move(displayName))
    , m_bookmarks(new BookmarkList(this))
    , m_hexPane(new HexPane)
    , m_checkJob(new CheckJob(this)) {
    // A file read from its bytes is checked whole in the background; a document made
    // elsewhere (a hand-built tree) has no format to check it with.
    connect(&m_loader, &model::DocumentLoader::loaded, this, [this](model::DocumentPtr document) {
        adopt(std::move(document));
        m_checkJob->start(m_document);
    });
    connect(m_checkJob, &CheckJob::finished, this, [this] {
        if (m_checkJob->hasResult()) {
            emit diagnosticsChecked();
        }
    });
    connect(m_checkJob, &CheckJob::found, this, [this] {
        m_diagnosticsSoFar.reset();
        emit diagnosticsChecked();
    });
}

FileSession::~FileSession() {
    m_loader.cancel();
    delete m_hexPane; // a tab that never showed it still owns it
}

bool FileSession::openFile(const QString& path, QString* error) {
    if (!m_loader.open(path, error)) {
        return false;
    }
    hexView()->setSource(m_loader.source());
    m_filePath = QFileInfo(path).absoluteFilePath();
    return true;
}

void FileSession::openSource(ByteSourcePtr source) {
    hexView()->setSource(source);
    m_loader.openSource(std::move(source));
}

void FileSession::openDocument(model::DocumentPtr document) {
    hexView()->setSource(document->source);
    adopt(std::move(document));
}

HexView* FileSession::hexView() const {
    return m_hexPane != nullptr ? m_hexPane->fileView() : nullptr;
}

void FileSession::adopt(model::DocumentPtr document) {
    m_document = std::move(document);
    m_structureModel = std::make_unique<model::StructureModel>(m_document);
    hexView()->setStructure(m_document->root.get());
    m_bookmarks->setDocument(m_document);
    emit documentReady();
}

const std::vector<Diagnostic>& FileSession::diagnostics() const {
    static const std::vector<Diagnostic> none;
    if (m_checkJob->hasResult()) {
        return m_checkJob->result();
    }
    if (!m_document) {
        return none;
    }
    if (m_checkJob->foundSoFar().empty()) {
        return m_document->diagnostics;
    }
    // Opening's, then what the check's blocks reported so far that opening did not say.
    if (!m_diagnosticsSoFar) {
        m_diagnosticsSoFar = m_document->diagnostics;
        for (const Diagnostic& found : m_checkJob->foundSoFar()) {
            const bool known = std::any_of(
                m_diagnosticsSoFar->begin(), m_diagnosticsSoFar->end(), [&](const Diagnostic& d) {
                    return d.offset == found.offset && d.message == found.message;
                });
            if (!known) {
                m_diagnosticsSoFar->push_back(found);
            }
        }
    }
    return *m_diagnosticsSoFar;
}

void FileSession::whenRead(QObject* context, std::function<void()> action) {
    if (isLoaded()) {
        action();
    } else {
        connect(this, &FileSession::documentReady, context, std::move(action),
                Qt::SingleShotConnection);
    }
}

} // namespace strata::gui
