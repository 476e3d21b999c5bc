#pragma once

#include "strata/byte_place.h"

#include <QObject>
#include <QPointer>
#include <cstdint>

namespace strata::gui {

class DetailPane;
class HexPane;
class StructurePane;

// Shows a place of one file (a node, bytes in the file or in a decoded layer) in the panes that
// show the file: the bytes selected in the hex pane (a layer's tab raised), the node in the tree
// and, where there is one, in the details. The main window and both sides of Compare reveal
// through it. The place follows its layer: once the bytes of a layer still being decoded arrive,
// the node holding the place is known (AT-1's `lines` learns its extent only then) and shown;
// when the layer's tab closes, the place becomes the node the layer is made from. Either way
// `followed` says so, for whoever routes selections to reveal the new place with the rest of
// theirs; when nobody reveals it in answer, the revealer shows it itself.
class PlaceRevealer : public QObject {
    Q_OBJECT

public:
    PlaceRevealer(StructurePane* tree, DetailPane* details, QObject* parent = nullptr);

    // The hex pane of the file shown (the main window's panes show one file at a time).
    void setHexPane(HexPane* hex);

    // Which of the panes the place goes to: not back to the pane it came from.
    struct Panes {
        bool hex = true;
        bool tree = true;
    };
    // `node` null: the deepest node holding the range, once its layer's bytes are there.
    void reveal(const BytePlace& place, Panes panes);
    void reveal(const BytePlace& place) { reveal(place, Panes{}); }
    // A node and its own bytes.
    void revealNode(const Node* node);
    // The place was left for another (the user picked a node): nothing follows any more.
    void forget();

signals:
    void followed(const strata::BytePlace& place);

private:
    void onLayerShown(const Layer* layer);
    void onLayerClosed(const Layer* layer);
    void showInTree(const Node* node);
    void follow(const BytePlace& place);

    StructurePane* m_tree;
    DetailPane* m_details;
    QPointer<HexPane> m_hex;
    BytePlace m_place;
    // Whether the place is its node's own bytes, which the node may learn only once its layer
    // is decoded.
    bool m_wholeNode = false;
    std::uint64_t m_reveals = 0; // places revealed so far: tells whether `followed` revealed one
};

} // namespace strata::gui
