#pragma once

#include "strata/byte_range.h"
#include "strata/byte_source.h"

#include <QString>

class QWidget;

namespace strata::gui {

// Writes the raw bytes of `range` to `path`; returns the reason when it cannot (else empty).
QString writeBytes(const ByteSource& source, const ByteRange& range, const QString& path);

// Asks where to save `range` (suggesting `suggestedName`), then writes it; a failure is shown
// in a message box. Returns the path written, or empty when cancelled or failed.
QString saveBytesAs(QWidget* parent, const ByteSource& source, const ByteRange& range,
                    const QString& suggestedName);

} // namespace strata::gui
