#include "compare/diff_job.h"

namespace strata::gui {

DiffJob::DiffJob(QObject* parent)
    : BackgroundJob(parent) {}

void DiffJob::start(model::DocumentPtr a, model::DocumentPtr b, const DiffOptions& options) {
    m_result.reset();
    auto result = std::make_shared<std::shared_ptr<const DocumentDiff>>();
    launch(
        0,
        [a = std::move(a), b = std::move(b), options, result](SharedProgress& progress) {
            *result = std::make_shared<const DocumentDiff>(
                diffDocuments(*a, *b, options, progress.control()));
        },
        [this, result] { m_result = std::move(*result); });
}

} // namespace strata::gui
