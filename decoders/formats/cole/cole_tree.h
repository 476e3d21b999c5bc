#pragma once

#include "formats/cole/file_layout.h"
#include "strata/byte_source.h"
#include "strata/node.h"

#include <memory>

namespace strata::cole {

// The structure tree: header, row groups (chunks, pages, both header copies, data), metadata
// and footer. Row groups and metadata entries produce their children on expand.
std::unique_ptr<Node> buildTree(ByteSourcePtr source, std::shared_ptr<const FileLayout> layout);

} // namespace strata::cole
