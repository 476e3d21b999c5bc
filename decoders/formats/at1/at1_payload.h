#pragma once

#include "formats/at1/file_layout.h"
#include "strata/payload.h"

#include <memory>

namespace strata::at1 {

// The rebuilt original: every section decoded (two at a time, in order) and concatenated. With a
// trailer the bytes are held back until their SHA-256 matches: a mismatch yields no output
// (corpus README, framing item 4).
class At1Payload final : public Payload {
public:
    At1Payload(ByteSourcePtr source, std::shared_ptr<const FileLayout> file);

    std::optional<std::uint64_t> size() const override { return std::nullopt; }
    bool produce(const Sink& sink, std::vector<Diagnostic>& diagnostics) const override;

private:
    ByteSourcePtr m_source;
    std::shared_ptr<const FileLayout> m_file;
};

} // namespace strata::at1
