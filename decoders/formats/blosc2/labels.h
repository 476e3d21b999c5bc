#pragma once

#include "core/labels.h"

#include <string>
#include <string_view>

namespace strata::blosc2 {

// The labels and paths of a Blosc2 file's tree, written once (blosc2_tree builds the nodes,
// the layouts name them in their diagnostics).
inline constexpr std::string_view frameHeaderLabel = "frame header";
inline constexpr std::string_view chunksLabel = "chunks";
inline constexpr std::string_view chunkOffsetsIndexLabel = "chunk offsets index";
inline constexpr std::string_view trailerLabel = "trailer";
inline constexpr std::string_view frameHeaderPath = "file / frame header";
inline constexpr std::string_view chunksPath = "file / chunks";
inline constexpr std::string_view chunkOffsetsIndexPath = "file / chunk offsets index";
inline constexpr std::string_view trailerPath = "file / trailer";

std::string streamLabel(std::size_t index); // "stream 2"
// "file / chunks / chunk 3"
std::string chunkPath(std::size_t index);

} // namespace strata::blosc2
