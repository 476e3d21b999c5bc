#pragma once

#include "gui/background_job.h"
#include "strata/byte_range.h"
#include "strata/byte_source.h"
#include "strata/checksums.h"

#include <vector>

namespace strata::gui {

// The checksums of a range of bytes (the selection), computed in the background.
class ChecksumJob : public BackgroundJob {
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(ByteSourcePtr source, ByteRange range);
    // Once finished(): of the range last started.
    const std::vector<Checksum>& result() const { return m_result; }
    ByteRange range() const { return m_range; }

private:
    std::vector<Checksum> m_result;
    ByteRange m_range;
};

} // namespace strata::gui
