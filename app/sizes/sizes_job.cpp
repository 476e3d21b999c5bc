#include "sizes/sizes_job.h"

#include "strata/format.h"

namespace strata::gui {

void SizesJob::start(std::shared_ptr<const Document> document) {
    m_document = document;
    m_result = {};
    if (!document) {
        return;
    }
    auto computed = std::make_shared<SizeBreakdown>();
    const quint64 total = document->root ? document->root->childrenIfProduced().size() : 0;
    launch(
        total,
        [document = std::move(document), computed](SharedProgress& progress) {
            // The walk reads every container of the file: it does so in a tree of its own
            // (withOwnTree: built again from the layout the window's document holds), so the
            // window's tree stays as the user expanded it and no node is read here while the
            // window adds layers to it. Node paths are the same in both trees. A document made
            // by hand (tests) has no format to build it again.
            if (document->format == nullptr) {
                *computed = computeSizeBreakdown(*document, progress.control());
                return;
            }
            *computed = computeSizeBreakdown(withOwnTree(*document), progress.control());
        },
        [this, computed] { m_result = std::move(*computed); });
}

} // namespace strata::gui
