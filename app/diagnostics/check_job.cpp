#include "diagnostics/check_job.h"

#include "strata/check.h"

namespace strata::gui {

void CheckJob::start(std::shared_ptr<const Document> document) {
    if (!document) {
        return;
    }
    m_result.clear();
    m_hasResult = false;
    auto found = std::make_shared<std::vector<Diagnostic>>();
    quint64 blocks = 0;
    for (const auto& table : document->tables) {
        blocks += table->blocks().size();
    }
    launch(
        blocks,
        [document = std::move(document), found](SharedProgress& progress) {
            JobControl control = progress.control();
            control.threads = 1;
            *found = checkDocument(*document, {}, control);
        },
        [this, found] {
            m_result = std::move(*found);
            m_hasResult = true;
        });
}

} // namespace strata::gui
