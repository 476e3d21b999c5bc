#pragma once

#include "formats/odb2/file_layout.h"
#include "strata/byte_source.h"
#include "strata/node.h"

#include <memory>

namespace strata::odb2 {

// Rows per group under a frame's "rows" node.
inline constexpr std::uint64_t rowsPerChunk = 1000;

// file → frames → fixed header, header (sizes, flags, properties, columns), rows (chunks of
// 1,000 rows, produced on expand, each row with its values).
std::unique_ptr<Node> buildTree(ByteSourcePtr source, std::shared_ptr<const FileLayout> layout);

} // namespace strata::odb2
