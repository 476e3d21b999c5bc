#pragma once

#include "formats/blosc2/chunk_layout.h"
#include "strata/byte_source.h"
#include "strata/node.h"

#include <memory>
#include <string>

namespace strata::blosc2 {

// The decoded layers of a chunk (issue 16), made in the child generators that create the nodes
// they belong to; nothing is decoded until a layer's bytes are asked for. Every layer decodes
// through BlockDecoder, the path the payload and the tables take.

// Adds to `blockNode` (block `index` of `layout`, whose node path is `blockPath`) the codec's
// output, "after lz4", with a node per stream's output in it, then one layer per filter step
// undone in decoding order, "after bitshuffle"; the last is the block's final bytes. Blocks that
// no codec decodes (memcpyed and special chunks, blocks whose layout read no stream) get none; a
// block damaged in its layout keeps in its codec layer the streams read before the damage.
void addBlockLayers(Node& blockNode, const std::shared_ptr<const ChunkLayout>& layout,
                    const ByteSourcePtr& source, std::size_t index, const std::string& blockPath);

// Adds to `chunkNode` (a chunk's node, or the file's for a chunk file) the chunk's decoded bytes,
// "decoded chunk", with a node per block at the block's offset in it.
void addChunkLayer(Node& chunkNode, const std::shared_ptr<const ChunkLayout>& layout,
                   const ByteSourcePtr& source);

} // namespace strata::blosc2
