#pragma once

#include "formats/cole/file_layout.h"
#include "formats/cole/footerless_walk.h"
#include "strata/byte_source.h"
#include "strata/node.h"

#include <memory>

namespace strata::cole {

// The tree of a file whose footer is missing: the header, the row groups recovered from the
// inline page headers, the complete pages of a row group cut short, and the cut tail as a
// damaged node.
std::unique_ptr<Node> buildFooterlessTree(ByteSourcePtr source,
                                          std::shared_ptr<const FileLayout> layout,
                                          const FooterlessTail& tail);

} // namespace strata::cole
