#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace strata::cli {

// Length of the valid UTF-8 sequence at text[i], or 0 when it is not one.
std::size_t utf8SequenceLength(std::string_view text, std::size_t i);

// Text from a file (a damaged stream's name, a label) as a terminal shows it safely: bytes that
// are not UTF-8 and control characters other than tab become \xNN.
std::string terminalText(std::string_view text);

} // namespace strata::cli
