#pragma once

#include "gui/background_job.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"
#include "strata/document.h"

#include <memory>
#include <mutex>
#include <vector>

namespace strata::gui {

// Checks a whole file in the background as `strata-cli check` does (strata/check.h), so the
// window lists every diagnostic the check finds, not only those found on opening. It walks a
// tree of its own (withOwnTree: built again from the layout the window's document holds, its
// tables shared), as the window adds nodes and layers to its tree while the user expands it;
// the check's nodes go when it ends. Diagnostics name nodes by path, the same in both. Runs on
// one thread: the views
// decoding what the user looks at keep the other cores. What the table blocks report comes
// in as they are decoded (found(), a few times a second), the whole list at the end.
class CheckJob : public BackgroundJob {
    Q_OBJECT

public:
    explicit CheckJob(QObject* parent = nullptr);

    void start(std::shared_ptr<const Document> document);
    // Once finished(): every diagnostic, those found on opening first.
    const std::vector<Diagnostic>& result() const { return m_result; }
    bool hasResult() const { return m_hasResult; }
    // While running: what the blocks decoded so far reported, in block order.
    const std::vector<Diagnostic>& foundSoFar() const { return m_soFar; }

signals:
    // foundSoFar() grew.
    void found();

private:
    // Filled on the worker as blocks are checked, taken on this thread with the progress.
    struct Incoming {
        std::mutex mutex;
        std::vector<Diagnostic> diagnostics;
    };

    void takeIncoming();

    std::vector<Diagnostic> m_result;
    bool m_hasResult = false;
    std::shared_ptr<Incoming> m_incoming;
    std::vector<Diagnostic> m_soFar;
};

} // namespace strata::gui
