#pragma once

#include "formats/at1/file_layout.h"
#include "strata/byte_source.h"
#include "strata/node.h"

#include <memory>

namespace strata::at1 {

// The structure tree: header (container, codec, dialect), chunk_lines, frames or the whole-file
// body, stream sets and their streams (sizes, ratio, backend), the codec's decoded structure
// (meta fields, columns with their decoder parameters, the row-group index with zone maps, block
// offsets and tags) and the trailer. Column details and row groups are produced on expand.
std::unique_ptr<Node> buildTree(ByteSourcePtr source, std::shared_ptr<const FileLayout> file);

} // namespace strata::at1
