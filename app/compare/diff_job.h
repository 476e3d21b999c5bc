#pragma once

#include "gui/background_job.h"
#include "model/document/document_loader.h"
#include "strata/document_diff.h"

#include <memory>

namespace strata::gui {

// Compares two opened documents on a worker (diffDocuments), with progress and cancel; the
// result (partial when cancelled: DocumentDiff::cancelled) is there once finished() is emitted.
class DiffJob : public BackgroundJob {
    Q_OBJECT

public:
    explicit DiffJob(QObject* parent = nullptr);

    void start(model::DocumentPtr a, model::DocumentPtr b, const DiffOptions& options);
    std::shared_ptr<const DocumentDiff> result() const { return m_result; }
    // Why there is no result: options the files do not fit (a key column a table lacks).
    const QString& error() const { return m_error; }

private:
    std::shared_ptr<const DocumentDiff> m_result;
    QString m_error;
};

} // namespace strata::gui
