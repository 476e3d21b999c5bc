#pragma once

#include <string>
#include <string_view>

namespace strata {

// How a JSON string holds bytes that are no UTF-8 (Latin-1 text, a cut sequence): JSON text
// is Unicode, so each such byte needs a code point. `Latin1` writes \u00XX (the byte read as
// Latin-1; a reader cannot tell it from that character); `Surrogate` writes \uDCXX, a lone low
// surrogate that no UTF-8 text holds (PEP 383's surrogateescape: Python's
// `s.encode("utf-8", "surrogateescape")` gives the bytes back exactly).
enum class NonUtf8Bytes { Latin1, Surrogate };

// Appends `text` as a JSON string (RFC 8259 section 7): quoted, `"` and `\` escaped, control
// characters as \n, \r, \t or \u00XX, well-formed UTF-8 as it is.
void appendJsonString(std::string& out, std::string_view text, NonUtf8Bytes nonUtf8);

} // namespace strata
