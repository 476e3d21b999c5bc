#pragma once

#include "strata/document.h"

#include <QString>

namespace strata::gui {

// What the window says about a file that shows nothing to decode: an empty file, a format
// Strata does not know, or a damaged file of which no data decoded. Empty for every other file.
QString fileNotice(const Document& document);

} // namespace strata::gui
