#include "hex/byte_kind_map.h"

#include <algorithm>

namespace strata::gui {
namespace {

const Node* childAt(const Node& node, std::uint64_t offset) {
    const auto kids = node.childrenIfProduced();
    // Children are nearly always in file order: binary search, then confirm.
    auto it =
        std::upper_bound(kids.begin(), kids.end(), offset, [](std::uint64_t o, const auto& child) {
            return o < child->range().offset;
        });
    while (it != kids.begin()) {
        --it;
        if ((*it)->range().contains(offset)) {
            return it->get();
        }
        if ((*it)->range().end() <= offset) {
            break;
        }
    }
    const auto linear = std::find_if(kids.begin(), kids.end(), [offset](const auto& child) {
        return child->range().contains(offset);
    });
    return linear == kids.end() ? nullptr : linear->get();
}

ByteKindMap::Band bandOf(NodeKind kind) {
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

} // namespace

ByteKindMap::Band ByteKindMap::bandAt(std::uint64_t offset) {
    if (m_root == nullptr || !m_root->range().contains(offset)) {
        return Band::None;
    }
    // Ranges nest, so the deepest node for an offset inside the last answer lies below it.
    const Node* node =
        m_cached != nullptr && m_cached->range().contains(offset) ? m_cached : m_root;
    while (const Node* child = childAt(*node, offset)) {
        node = child;
    }
    m_cached = node;
    // A group's bytes not covered by any child are unexplained; a group whose children are not
    // produced yet takes the kind of what it holds: data.
    if ((m_cached->kind() == NodeKind::Group) && !m_cached->childrenProduced()) {
        return Band::Data;
    }
    return bandOf(m_cached->kind());
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
