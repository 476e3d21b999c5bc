#pragma once

#include "strata/byte_range.h"
#include "strata/diagnostic.h"
#include "strata/table.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace strata {

// For formats whose content is bytes rather than rows: a Blosc2 chunk's decompressed buffer,
// an AT-1 file's rebuilt original. Produced in order, piece by piece.
class Payload {
public:
    // Receives the next piece; returns false to stop early (cancel).
    using Sink = std::function<bool(std::span<const std::byte> piece)>;

    virtual ~Payload() = default;

    // The total size when known before decoding.
    virtual std::optional<std::uint64_t> size() const = 0;
    // Produces the payload into `sink`; problems go to `diagnostics` and production goes on
    // past them where the format allows. Returns false when the sink stopped it.
    virtual bool produce(const Sink& sink, std::vector<Diagnostic>& diagnostics) const = 0;
    // Where the payload's bytes `range` lie in a decoded layer of the document (its path, as
    // Layer::path() writes it, and the range there): the first byte's place and as many of the
    // bytes after it as lie there in a row; nullopt when the payload is in no layer. The compare
    // window selects a payload difference in both files so.
    virtual std::optional<CellBytes> layerRange(const ByteRange& range) const {
        (void)range;
        return std::nullopt;
    }
};

} // namespace strata
