#pragma once

#include "strata/byte_kinds.h"
#include "strata/node.h"

#include <QColor>
#include <QPalette>
#include <cstdint>

namespace strata::gui {

// Colour bands of the hex view: which kind of structure each byte belongs to, from the layout
// (strata::ByteKinds), the same whether or not the tree has been expanded.
class ByteKindMap {
public:
    enum class Band { Header, Metadata, Data, Unknown, Damaged, None };

    void setRoot(const Node* root) { m_kinds = ByteKinds(root); }
    // Colours a layer's bytes by the nodes that lie in it.
    void setLayer(const Layer& layer) { m_kinds = ByteKinds(layer); }
    // The band of the byte at `offset`; consecutive calls with rising offsets are cheap.
    Band bandAt(std::uint64_t offset);

    static Band bandOf(NodeKind kind);
    // A band's background colour: light or dark shades after the palette's base colour.
    static QColor colorOf(Band band, const QPalette& palette);

private:
    ByteKinds m_kinds;
};

} // namespace strata::gui
