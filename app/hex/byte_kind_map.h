#pragma once

#include "strata/node.h"

#include <QColor>
#include <QPalette>
#include <cstdint>

namespace strata::gui {

// Colour bands of the hex view: which kind of structure each byte belongs to, read from the
// deepest node already produced (it never forces deferred children).
class ByteKindMap {
public:
    enum class Band { Header, Metadata, Data, Unknown, Damaged, None };

    void setRoot(const Node* root) {
        m_root = root;
        m_cached = nullptr;
    }
    // The band of the byte at `offset`; consecutive calls with rising offsets are cheap.
    Band bandAt(std::uint64_t offset);

    // A band's background colour: light or dark shades after the palette's base colour.
    static QColor colorOf(Band band, const QPalette& palette);

private:
    const Node* m_root = nullptr;
    const Node* m_cached = nullptr;
};

} // namespace strata::gui
