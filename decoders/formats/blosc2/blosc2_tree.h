#pragma once

#include "formats/blosc2/file_layout.h"
#include "strata/node.h"

#include <memory>

namespace strata::blosc2 {

// The structure tree: a chunk's header, extended header, bstarts, dictionary and blocks with
// their streams (ranges tile the chunk); for a frame, its header, metalayers, every chunk,
// the offsets index and the trailer.
std::unique_ptr<Node> buildTree(std::shared_ptr<const FileLayout> file);

// Adds a chunk's parts as children of `parent` (whose range is the chunk), gaps included, and
// the chunk's decoded layers (chunk_layers.h); `source` holds the chunk's bytes.
void addChunkChildren(Node& parent, const std::shared_ptr<const ChunkLayout>& layout,
                      const ByteSourcePtr& source);

// "lz4, shuffle, 3 blocks, 96000 → 26935 bytes" and the like.
std::string chunkSummary(const ChunkLayout& layout);
// The codec as the chunk names it ("zstd", "lz4hc"), or how it is stored when not by a codec.
std::string chunkCodecText(const ChunkLayout& layout);

} // namespace strata::blosc2
