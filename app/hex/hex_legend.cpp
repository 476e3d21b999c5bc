#include "hex/hex_legend.h"

#include "gui/flow_layout.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>

namespace strata::gui {
namespace {

// A square in a band's colour, read from the palette at each paint.
class BandSwatch : public QWidget {
public:
    BandSwatch(ByteKindMap::Band band, QWidget* parent)
        : QWidget(parent)
        , m_band(band) {
        setFixedSize(12, 12);
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.fillRect(rect(), ByteKindMap::colorOf(m_band, palette()));
        painter.setPen(palette().color(QPalette::Mid));
        painter.drawRect(rect().adjusted(0, 0, -1, -1));
    }

private:
    ByteKindMap::Band m_band;
};

} // namespace

HexLegend::HexLegend(QWidget* parent)
    : QWidget(parent) {
    auto* layout = new FlowLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const std::pair<ByteKindMap::Band, QString> bands[] = {
        {ByteKindMap::Band::Header, tr("header")},
        {ByteKindMap::Band::Metadata, tr("index / metadata")},
        {ByteKindMap::Band::Data, tr("data")},
        {ByteKindMap::Band::Unknown, tr("padding / unknown")},
        {ByteKindMap::Band::Damaged, tr("damaged")},
    };
    for (const auto& [band, name] : bands) {
        // A swatch and its name stay together on one line.
        auto* entry = new QWidget(this);
        auto* entryLayout = new QHBoxLayout(entry);
        entryLayout->setContentsMargins(0, 0, 0, 0);
        entryLayout->setSpacing(4);
        auto* swatch = new BandSwatch(band, entry);
        entryLayout->addWidget(swatch);
        entryLayout->addWidget(new QLabel(name, entry));
        layout->addWidget(entry);
        m_swatches[band] = swatch;
    }
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("Hex colour legend"));
}

} // namespace strata::gui
