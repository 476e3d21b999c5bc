#include "diagnostics/check_job.h"

#include "strata/check.h"
#include "strata/format.h"
#include "strata/format_registry.h"

namespace strata::gui {

CheckJob::CheckJob(QObject* parent)
    : BackgroundJob(parent) {
    connect(this, &BackgroundJob::progressChanged, this, &CheckJob::takeIncoming);
}

void CheckJob::start(std::shared_ptr<const Document> document) {
    if (!document || !document->source) {
        return;
    }
    m_result.clear();
    m_hasResult = false;
    m_soFar.clear();
    m_incoming = std::make_shared<Incoming>();
    auto found = std::make_shared<std::vector<Diagnostic>>();
    launch(
        0,
        [document = std::move(document), found, incoming = m_incoming](SharedProgress& progress) {
            JobControl control = progress.control();
            control.threads = 1;
            const Document copy = document->format != nullptr ? withOwnTree(*document)
                                                              : openDocument(document->source);
            const BlockVisitor visit = [&incoming](const Table&, std::size_t,
                                                   const BlockData& data) {
                if (!data.diagnostics.empty()) {
                    const std::lock_guard lock(incoming->mutex);
                    incoming->diagnostics.insert(incoming->diagnostics.end(),
                                                 data.diagnostics.begin(), data.diagnostics.end());
                }
            };
            *found = checkDocument(copy, visit, control);
        },
        [this, found] {
            m_result = std::move(*found);
            m_hasResult = true;
            m_soFar.clear();
        });
}

void CheckJob::takeIncoming() {
    if (!m_incoming || m_hasResult) {
        return;
    }
    std::vector<Diagnostic> taken;
    {
        const std::lock_guard lock(m_incoming->mutex);
        taken.swap(m_incoming->diagnostics);
    }
    if (!taken.empty()) {
        m_soFar.insert(m_soFar.end(), taken.begin(), taken.end());
        emit found();
    }
}

} // namespace strata::gui
