#pragma once

#include "gui/background_job.h"
#include "strata/layer.h"

#include <memory>

namespace strata::gui {

// Produces a layer's bytes in the background (BackgroundJob: progress in the producer's units,
// cancel). The layer must outlive the job; deleting the job cancels and waits.
class LayerBytesJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(const Layer& layer);
    // Once finished(): hands over the bytes (the job keeps none), or nullptr when the
    // production was cancelled.
    std::shared_ptr<const LayerBytes> takeResult() { return std::move(m_result); }

private:
    std::shared_ptr<const LayerBytes> m_result;
};

} // namespace strata::gui
