#include "hex/hex_legend.h"

#include "hex/byte_kind_map.h"

#include <QHBoxLayout>
#include <QLabel>

namespace strata::gui {

HexLegend::HexLegend(QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    const std::pair<ByteKindMap::Band, QString> bands[] = {
        {ByteKindMap::Band::Header, tr("header")},
        {ByteKindMap::Band::Metadata, tr("index / metadata")},
        {ByteKindMap::Band::Data, tr("data")},
        {ByteKindMap::Band::Unknown, tr("padding / unknown")},
        {ByteKindMap::Band::Damaged, tr("damaged")},
    };
    for (const auto& [band, name] : bands) {
        auto* swatch = new QLabel(this);
        swatch->setFixedSize(12, 12);
        swatch->setStyleSheet(QStringLiteral("background: %1; border: 1px solid palette(mid);")
                                  .arg(ByteKindMap::colorOf(band).name()));
        auto* label = new QLabel(name, this);
        layout->addWidget(swatch);
        layout->addWidget(label);
    }
    setAccessibleName(tr("Hex colour legend"));
}

} // namespace strata::gui
