#pragma once

#include <QString>
#include <string_view>

namespace strata::model {

// A diagnostic's message (written in English by the decoders, as strata-cli prints it) in the
// user's language: the messages a damaged or cut file gives most, by their pattern, the numbers
// and names they quote kept; a message of no known pattern stays as it is.
QString translatedDiagnostic(std::string_view message);

} // namespace strata::model
