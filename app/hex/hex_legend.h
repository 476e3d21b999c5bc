#pragma once

#include "hex/byte_kind_map.h"

#include <QWidget>
#include <map>

namespace strata::gui {

// The meaning of the hex view's background colours. The swatches take their colours from the
// palette when painted, as the hex view does, so a theme change recolours both alike; the
// entries wrap to further lines when the window is narrow.
class HexLegend : public QWidget {
    Q_OBJECT

public:
    explicit HexLegend(QWidget* parent = nullptr);

    // The coloured square of a band (for tests).
    QWidget* swatch(ByteKindMap::Band band) const { return m_swatches.at(band); }

private:
    std::map<ByteKindMap::Band, QWidget*> m_swatches;
};

} // namespace strata::gui
