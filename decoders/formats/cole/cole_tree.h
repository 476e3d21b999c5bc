#pragma once

#include "formats/cole/file_layout.h"
#include "strata/byte_source.h"
#include "strata/node.h"

#include <cstddef>
#include <cstdint>
#include <memory>

namespace strata::cole {

// The structure tree: header, row groups (chunks, pages, both header copies, data), metadata
// and footer. Row groups and metadata entries produce their children on expand.
std::unique_ptr<Node> buildTree(ByteSourcePtr source, std::shared_ptr<const FileLayout> layout);

// Pieces of the tree, shared with the tree of a file without footer (footerless_tree.h).
void addFileHeader(Node& root, const FileLayout& layout, std::uint64_t size);
// The layout's row groups (in groups of 512 when there are more), each one's column chunks
// produced on expand.
void addRowGroups(Node& root, const ByteSourcePtr& source,
                  const std::shared_ptr<const FileLayout>& layout);
// A node per column chunk of `group`, each with its pages (their inline headers read here).
void addRowGroupChildren(Node& groupNode, const ByteSource& source, const FileLayout& layout,
                         const RowGroup& group);

} // namespace strata::cole
