#pragma once

#include "strata/format.h"

namespace strata::odb2 {

// ECMWF ODB-2 files as odc writes them (shared/specs/odb2-format.rst, docs/formats/odb2.md).
class Odb2Format final : public Format {
public:
    std::string_view name() const override { return "ODB-2"; }
    std::vector<std::string_view> extensions() const override { return {"odb", "odb2"}; }
    Match detect(const ByteSource& source) const override;
    Document open(ByteSourcePtr source, const OpenOptions& options) const override;
    std::optional<RepairReport> repair(const Document& document, const ByteSource& source,
                                       const RepairOutput& output,
                                       const RepairOptions& options) const override;
};

const Format& odb2Format();

} // namespace strata::odb2
