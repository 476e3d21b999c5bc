#pragma once

#include "strata/format.h"

namespace strata::cole {

// COLE columnar files (shared/specs/cole-columnar.md, docs/formats/cole.md).
class ColeFormat final : public Format {
public:
    std::string_view name() const override { return "COLE"; }
    std::vector<std::string_view> extensions() const override { return {"col", "cole"}; }
    Match detect(const ByteSource& source) const override;
    Document open(ByteSourcePtr source, const OpenOptions& options) const override;
    std::optional<RepairReport> repair(const Document& document, const ByteSource& source,
                                       const RepairOutput& output,
                                       const RepairOptions& options) const override;
};

const Format& coleFormat();

} // namespace strata::cole
