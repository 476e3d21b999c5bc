#include "diagnostics/check_job.h"

#include "strata/check.h"
#include "strata/format_registry.h"

namespace strata::gui {

void CheckJob::start(ByteSourcePtr source) {
    if (!source) {
        return;
    }
    m_result.clear();
    m_hasResult = false;
    auto found = std::make_shared<std::vector<Diagnostic>>();
    launch(
        0,
        [source = std::move(source), found](SharedProgress& progress) {
            JobControl control = progress.control();
            control.threads = 1;
            const Document copy = openDocument(source);
            *found = checkDocument(copy, {}, control);
        },
        [this, found] {
            m_result = std::move(*found);
            m_hasResult = true;
        });
}

} // namespace strata::gui
