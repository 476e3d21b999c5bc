#pragma once

#include "formats/at1/file_layout.h"
#include "strata/payload.h"

#include <memory>
#include <string>

namespace strata::at1 {

// The rebuilt original: every section decoded (two at a time, in order) and concatenated. With a
// trailer the bytes are held back until their SHA-256 matches: a mismatch yields no output
// (corpus README, framing item 4).
class At1Payload final : public Payload {
public:
    // `layerPath`: the path of the layer showing these bytes (the root's "original",
    // original_layer.h), empty when none does (a bundle entry's inner file).
    At1Payload(ByteSourcePtr source, std::shared_ptr<const FileLayout> file,
               std::string layerPath = {});

    std::optional<std::uint64_t> size() const override { return std::nullopt; }
    bool produce(const Sink& sink, std::vector<Diagnostic>& diagnostics) const override;
    // The original layer holds the payload byte for byte.
    std::optional<CellBytes> layerRange(const ByteRange& range) const override;

private:
    ByteSourcePtr m_source;
    std::shared_ptr<const FileLayout> m_file;
    std::string m_layerPath;
};

} // namespace strata::at1
