#pragma once

#include "strata/format.h"

namespace strata::at1 {

// AT-1 containers (shared/specs/at1-container.txt, docs/formats/at1.md): whole-file and
// streaming, spec and public-decoder dialects.
class At1Format final : public Format {
public:
    std::string_view name() const override { return "AT-1"; }
    std::vector<std::string_view> extensions() const override { return {"at1"}; }
    Match detect(const ByteSource& source) const override;
    Document open(ByteSourcePtr source, const OpenOptions& options) const override;
    std::optional<RepairReport> repair(const Document& document, const ByteSource& source,
                                       const RepairOutput& output,
                                       const RepairOptions& options) const override;
};

const Format& at1Format();

} // namespace strata::at1
