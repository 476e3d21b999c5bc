#pragma once

#include "formats/blosc2/file_layout.h"
#include "strata/payload.h"

#include <memory>

namespace strata::blosc2 {

// The decompressed bytes: the chunk's, a frame's chunks in order, or a b2nd array's logical
// C-order items without the chunk padding.
class Blosc2Payload final : public Payload {
public:
    explicit Blosc2Payload(std::shared_ptr<const FileLayout> file)
        : m_file(std::move(file)) {}

    std::optional<std::uint64_t> size() const override;
    bool produce(const Sink& sink, std::vector<Diagnostic>& diagnostics) const override;
    // In the "decoded chunk" layer of the chunk holding the range's first byte.
    std::optional<CellBytes> layerRange(const ByteRange& range) const override;

private:
    std::shared_ptr<const FileLayout> m_file;
};

} // namespace strata::blosc2
