#include "compare/diff_job.h"

#include <stdexcept>

namespace strata::gui {

DiffJob::DiffJob(QObject* parent)
    : BackgroundJob(parent) {}

void DiffJob::start(model::DocumentPtr a, model::DocumentPtr b, const DiffOptions& options) {
    m_result.reset();
    m_error.clear();
    auto result = std::make_shared<std::shared_ptr<const DocumentDiff>>();
    auto error = std::make_shared<std::string>();
    launch(
        0,
        [a = std::move(a), b = std::move(b), options, result, error](SharedProgress& progress) {
            try {
                *result = std::make_shared<const DocumentDiff>(
                    diffDocuments(*a, *b, options, progress.control()));
            } catch (const std::invalid_argument& failure) {
                *error = failure.what();
            }
        },
        [this, result, error] {
            m_result = std::move(*result);
            m_error = QString::fromStdString(*error);
        });
}

} // namespace strata::gui
