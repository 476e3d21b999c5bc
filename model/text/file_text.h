#pragma once

#include <QString>
#include <string_view>

namespace strata::model {

// Text the file holds, as a person should see it: the UTF-8 in it decoded, and every byte that is
// not part of valid UTF-8 written as \xHH. Files mix encodings (a Latin-1 "Kühlhaus" among UTF-8
// rows); U+FFFD would hide which byte is there, the escape shows it.
QString fileText(std::string_view bytes);

} // namespace strata::model
