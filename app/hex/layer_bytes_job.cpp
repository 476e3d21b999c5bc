#include "hex/layer_bytes_job.h"

namespace strata::gui {

void LayerBytesJob::start(const Layer& layer) {
    m_result.reset();
    auto produced = std::make_shared<std::shared_ptr<const LayerBytes>>();
    launch(
        layer.size().value_or(0),
        [&layer, produced](SharedProgress& progress) {
            *produced = layer.bytes(progress.control());
        },
        [this, produced] { m_result = std::move(*produced); });
}

} // namespace strata::gui
