#pragma once

#include <QString>
#include <string_view>

namespace strata::model {

// A diagnostic's message (written in English by the decoders, as strata-cli prints it) in the
// user's language, phrase by phrase (a message is clauses joined by "; ", each parts joined by
// ": "), the numbers and names it quotes kept; a part of no known phrase (a library's own error
// text, a field name) stays as it is.
QString translatedDiagnostic(std::string_view message);

// A node's value for display: the tree's glossary, and for a damaged node's value, which says
// what is wrong with it, the diagnostics' phrases.
QString translatedNodeValue(std::string_view value);

} // namespace strata::model
