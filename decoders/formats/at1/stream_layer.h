#pragma once

#include "formats/at1/stream_set.h"
#include "strata/layer.h"
#include "strata/node.h"

#include <memory>
#include <string>

namespace strata::at1 {

// The decoded bytes of one stream of a packed stream set, as a layer of the stream's node:
// "decoded", "xz, 21,832 → 128,943 bytes". It is made by decodeStreamKeeping, the decode the
// tables and the rebuilt original use; a damaged stream gives what decoded before the damage and
// a diagnostic at the stream's file offset that says how far it got. `nodePath` is the stream
// node's path, for the diagnostic.
std::shared_ptr<Layer> makeStreamLayer(ByteSourcePtr source, std::shared_ptr<const StreamSet> set,
                                       const StreamEntry& entry, std::string nodePath);

// What decoding gave, as a layer's bytes: `data`, and the damage (if any) as a diagnostic at its
// file offset that says how many decoded bytes there are. `nodePath` names the layer's owner.
LayerBytes keptLayerBytes(Bytes data, const std::optional<DecodeError>& damage,
                          const std::string& nodePath);

// A payload's decoded bytes as a layer of its node, made by decodePayloadKeeping (the decode the
// rebuilt original uses): an AT-1 RAW payload or raw frame.
std::shared_ptr<Layer> makePayloadLayer(ByteSourcePtr source, Backend backend, ByteRange payload,
                                        std::optional<std::uint64_t> size, std::string what,
                                        std::string nodePath);

// The bytes of `layer`, produced once and shared while anybody holds them (empty when the
// production was cancelled): what the nodes inside a layer are read from.
std::shared_ptr<const LayerBytes> layerBytes(const Layer& layer);

// A "damage" node in `layer` at decoded position `offset`, below `parent` (the layer's owner or a
// node inside the layer).
void addDamageIn(const Layer& layer, Node& parent, std::uint64_t offset, std::string message);
// What went wrong producing a layer, as damage nodes at the end of what decoded.
void addLayerDamage(const LayerBytes& bytes, const Layer& layer, Node& owner);

// The name every stream's decoded layer has.
inline constexpr std::string_view streamLayerName = "decoded";

} // namespace strata::at1
