#pragma once

#include "strata/layer.h"
#include "strata/payload.h"

#include <memory>
#include <string>

namespace strata::at1 {

// The rebuilt original as a layer of the file's root ("original", "columnar codec, 22,909
// bytes"): the payload the Save and cat commands write, produced by the same At1Payload, so the
// sections a damaged file cannot rebuild are missing from it and named in its diagnostics.
std::shared_ptr<Layer> makeOriginalLayer(std::shared_ptr<const Payload> payload, std::string codec,
                                         std::uint64_t fileSize);

inline constexpr std::string_view originalLayerName = "original";

} // namespace strata::at1
