#pragma once

#include "strata/byte_source.h"

#include <QString>
#include <utility>
#include <vector>

namespace strata::gui {

// The sample files compiled into the program (resources/samples), by name: one of each
// format, for a first look without files of one's own (strata --samples).
std::vector<std::pair<ByteSourcePtr, QString>> bundledSamples();

} // namespace strata::gui
