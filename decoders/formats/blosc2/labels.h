#pragma once

#include "core/labels.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace strata::blosc2 {

// The labels and paths of a Blosc2 file's tree, written once (blosc2_tree builds the nodes,
// the layouts name them in their diagnostics).
inline constexpr std::string_view filePath = "file"; // the root: a file of one chunk is its node
inline constexpr std::string_view frameHeaderLabel = "frame header";
inline constexpr std::string_view chunksLabel = "chunks";
inline constexpr std::string_view chunkOffsetsIndexLabel = "chunk offsets index";
inline constexpr std::string_view trailerLabel = "trailer";
inline constexpr std::string_view frameHeaderPath = "file / frame header";
inline constexpr std::string_view chunksPath = "file / chunks";
inline constexpr std::string_view chunkOffsetsIndexPath = "file / chunk offsets index";
inline constexpr std::string_view trailerPath = "file / trailer";

std::string streamLabel(std::size_t index); // "stream 2"

// The decoded layers (chunk_layers.h) and the nodes in them.
inline constexpr std::string_view decodedChunkLayerName = "decoded chunk";
std::string afterLayerName(std::string_view step); // "after lz4", "after bitshuffle"
std::string decodedBlockLabel(std::size_t index);  // "decoded block 3", in the chunk's layer
std::string decodedStreamLabel(std::size_t index); // "decoded stream 2", in the codec's layer
// "file / chunks / chunk 3"
std::string chunkPath(std::size_t index);
// A run of like frame chunks is one node: "chunks 3\u20139" ("chunk 3" for a run of one).
std::string chunkRunLabel(std::uint64_t first, std::uint64_t count);
std::string chunkRunPath(std::uint64_t first, std::uint64_t count);

} // namespace strata::blosc2
