#include "tree/checksum_job.h"

#include <memory>

namespace strata::gui {

void ChecksumJob::start(ByteSourcePtr source, ByteRange range) {
    m_result.clear();
    m_range = range;
    auto sums = std::make_shared<std::vector<Checksum>>();
    launch(
        range.length,
        [source = std::move(source), range, sums](SharedProgress&) {
            const auto bytes = source->bytes();
            if (range.offset <= bytes.size() && range.length <= bytes.size() - range.offset) {
                *sums = checksumsOf(bytes.subspan(range.offset, range.length));
            }
        },
        [this, sums] { m_result = std::move(*sums); });
}

} // namespace strata::gui
