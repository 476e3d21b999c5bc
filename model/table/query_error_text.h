#pragma once

#include <QString>
#include <string_view>

namespace strata::model {

// A filter expression's error (strata::ExpressionError, written in English by the decoders, as
// strata-cli prints it) in the user's language: the common messages by their pattern, with the
// names and values they quote kept; a message of no known pattern stays as it is.
QString translatedQueryError(std::string_view message);

} // namespace strata::model
