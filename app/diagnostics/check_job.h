#pragma once

#include "gui/background_job.h"
#include "strata/document.h"

#include <memory>
#include <vector>

namespace strata::gui {

// Decodes a whole document in the background as `strata-cli check` does (strata/check.h), so
// the window lists every diagnostic the check finds, not only those found on opening. Runs on
// one thread: the views decoding what the user looks at keep the other cores.
class CheckJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(std::shared_ptr<const Document> document);
    // Once finished(): every diagnostic, those found on opening first.
    const std::vector<Diagnostic>& result() const { return m_result; }
    bool hasResult() const { return m_hasResult; }

private:
    std::vector<Diagnostic> m_result;
    bool m_hasResult = false;
};

} // namespace strata::gui
