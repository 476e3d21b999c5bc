#include "hex/byte_kind_map.h"

namespace strata::gui {

ByteKindMap::Band ByteKindMap::bandOf(NodeKind kind) {
    switch (kind) {
    case NodeKind::Header:
        return ByteKindMap::Band::Header;
    case NodeKind::Metadata:
        return ByteKindMap::Band::Metadata;
    case NodeKind::Data:
        return ByteKindMap::Band::Data;
    case NodeKind::Damaged:
        return ByteKindMap::Band::Damaged;
    case NodeKind::Padding:
    case NodeKind::Group:
    case NodeKind::File:
        return ByteKindMap::Band::Unknown;
    }
    return ByteKindMap::Band::Unknown;
}

ByteKindMap::Band ByteKindMap::bandAt(std::uint64_t offset) {
    const auto kind = m_kinds.kindAt(offset);
    return kind ? bandOf(*kind) : Band::None;
}

QColor ByteKindMap::colorOf(Band band, const QPalette& palette) {
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    switch (band) {
    case Band::Header:
        return dark ? QColor(30, 60, 100) : QColor(214, 232, 255);
    case Band::Metadata:
        return dark ? QColor(70, 45, 95) : QColor(236, 222, 255);
    case Band::Data:
        return dark ? QColor(30, 75, 45) : QColor(222, 245, 226);
    case Band::Unknown:
        return dark ? QColor(60, 60, 60) : QColor(236, 236, 236);
    case Band::Damaged:
        return dark ? QColor(110, 35, 35) : QColor(255, 210, 210);
    case Band::None:
        break;
    }
    return palette.color(QPalette::Base);
}

} // namespace strata::gui
