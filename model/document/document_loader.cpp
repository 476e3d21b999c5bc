#include "model/document/document_loader.h"

#include "model/jobs/job_threads.h"
#include "strata/format_registry.h"

#include <QtConcurrent/QtConcurrentRun>
#include <system_error>

namespace strata::model {

DocumentLoader::DocumentLoader(QObject* parent)
    : QObject(parent) {
    connect(&m_watcher, &QFutureWatcher<DocumentPtr>::finished, this, [this] {
        if (!m_watcher.isCanceled()) {
            emit loaded(m_watcher.result());
        }
    });
}

bool DocumentLoader::open(const QString& path, QString* error) {
    try {
        m_source = ByteSource::openFile(path.toStdString());
    } catch (const std::system_error& e) {
        if (error != nullptr) {
            *error = QString::fromLocal8Bit(e.what());
        }
        return false;
    }
    openSource(m_source);
    return true;
}

void DocumentLoader::openSource(ByteSourcePtr source) {
    m_source = std::move(source);
    m_watcher.setFuture(QtConcurrent::run(jobThreads(), [source = m_source]() -> DocumentPtr {
        return std::make_shared<const Document>(openDocument(source));
    }));
}

void DocumentLoader::cancel() {
    m_watcher.cancel();
}

} // namespace strata::model
