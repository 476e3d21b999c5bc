#pragma once

#include "strata/byte_range.h"

#include <QColor>

namespace strata::gui {

// Bytes a hex view and its overview strip tint in a colour (a bookmark's).
struct ByteTint {
    ByteRange range;
    QColor colour;
    bool operator==(const ByteTint&) const = default;
};

} // namespace strata::gui
