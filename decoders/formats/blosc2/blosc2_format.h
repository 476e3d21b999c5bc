#pragma once

#include "strata/format.h"

namespace strata::blosc2 {

// Blosc1/Blosc2 chunks, contiguous frames and b2nd arrays (shared/specs/blosc2-chunk.rst,
// corpus README, docs/formats/blosc2.md).
class Blosc2Format final : public Format {
public:
    std::string_view name() const override { return "Blosc2"; }
    std::vector<std::string_view> extensions() const override {
        return {"b2chunk", "blosc1", "blosc", "cdata", "b2frame", "b2f", "b2", "b2nd", "b2lazy"};
    }
    Match detect(const ByteSource& source) const override;
    Document open(ByteSourcePtr source, const OpenOptions& options) const override;
    std::optional<RepairReport> repair(const Document& document, const ByteSource& source,
                                       const RepairOutput& output,
                                       const RepairOptions& options) const override;
};

const Format& blosc2Format();

} // namespace strata::blosc2
