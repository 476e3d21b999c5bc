#include "gui/file_session.h"

#include "hex/hex_view.h"

namespace strata::gui {

FileSession::FileSession(QString displayName, QObject* parent)
    : QObject(parent)
    , m_displayName(std::move(displayName))
    , m_hexView(new HexView) {
    connect(&m_loader, &model::DocumentLoader::loaded, this, &FileSession::adopt);
}

FileSession::~FileSession() {
    m_loader.cancel();
    delete m_hexView; // a tab that never showed it still owns it
}

bool FileSession::openFile(const QString& path, QString* error) {
    if (!m_loader.open(path, error)) {
        return false;
    }
    m_hexView->setSource(m_loader.source());
    return true;
}

void FileSession::openSource(ByteSourcePtr source) {
    m_hexView->setSource(source);
    m_loader.openSource(std::move(source));
}

void FileSession::adopt(model::DocumentPtr document) {
    m_document = std::move(document);
    m_structureModel = std::make_unique<model::StructureModel>(m_document);
    m_hexView->setStructure(m_document->root.get());
    emit documentReady();
}

} // namespace strata::gui
