#pragma once

#include "strata/byte_range.h"
#include "strata/byte_source.h"

#include <QString>

class QWidget;

namespace strata {
class Node;
}

namespace strata::gui {

class HexPane;

// Writes the raw bytes of `range` to `path`; returns the reason when it cannot (else empty).
QString writeBytes(const ByteSource& source, const ByteRange& range, const QString& path);

// Asks where to save `range` (suggesting `suggestedName`), then writes it; a failure is shown
// in a message box. Returns the path written, or empty when cancelled or failed.
QString saveBytesAs(QWidget* parent, const ByteSource& source, const ByteRange& range,
                    const QString& suggestedName);

// The tree's "Save Bytes As…": a node's bytes, from its layer's tab where it lies in a layer
// (shown for it). Returns what the status bar says: where they went, or that the layer is still
// being decoded; empty when nothing was saved.
QString saveNodeBytes(QWidget* parent, HexPane& pane, const Node& node);

} // namespace strata::gui
