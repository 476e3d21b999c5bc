#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace strata {

// Text for a tree node: control bytes and bytes that are no UTF-8 as \xNN, at most `limit` bytes
// of `text` (an ellipsis marks the cut).
std::string printableText(std::string_view text, std::size_t limit = std::string_view::npos);

} // namespace strata
