#pragma once

#include "gui/background_job.h"
#include "strata/document.h"
#include "strata/size_breakdown.h"

#include <memory>

namespace strata::gui {

// Computes where a document's bytes go (strata/size_breakdown.h) in the background: the walk
// produces the deferred containers (row groups, frames, chunks) of its own copy of the tree,
// which may take a while on a big file. Progress is in top-level nodes.
class SizesJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(std::shared_ptr<const Document> document);
    // Once finished(): the document it was computed for and the breakdown.
    const Document* document() const { return m_document.get(); }
    const SizeBreakdown& result() const { return m_result; }

private:
    std::shared_ptr<const Document> m_document;
    SizeBreakdown m_result;
};

} // namespace strata::gui
