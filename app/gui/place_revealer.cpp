#include "gui/place_revealer.h"

#include "hex/hex_pane.h"
#include "hex/hex_view.h"
#include "tree/detail_pane.h"
#include "tree/structure_pane.h"

#include <QTreeView>

namespace strata::gui {

PlaceRevealer::PlaceRevealer(StructurePane* tree, DetailPane* details, QObject* parent)
    : QObject(parent)
    , m_tree(tree)
    , m_details(details) {}

void PlaceRevealer::setHexPane(HexPane* hex) {
    if (m_hex == hex) {
        return;
    }
    if (m_hex != nullptr) {
        disconnect(m_hex, nullptr, this, nullptr);
    }
    m_hex = hex;
    m_place = {};
    m_wholeNode = false;
    if (hex != nullptr) {
        connect(hex, &HexPane::layerShown, this, &PlaceRevealer::onLayerShown);
        connect(hex, &HexPane::layerClosed, this, &PlaceRevealer::onLayerClosed);
    }
}

void PlaceRevealer::reveal(const BytePlace& place, Panes panes) {
    ++m_reveals;
    m_place = place;
    m_wholeNode = place.node != nullptr && place.node->layer() == place.layer &&
                  place.node->range() == place.range;
    if (panes.hex && m_hex != nullptr) {
        m_hex->select(place.layer, place.range);
    }
    if (panes.tree) {
        showInTree(place.node);
    }
    if (m_details != nullptr) {
        m_details->showNode(place.node);
        const HexView* view = m_hex != nullptr ? m_hex->viewOf(place.layer) : nullptr;
        m_details->showChecksums(view != nullptr ? view->source() : nullptr, place.range);
    }
}

void PlaceRevealer::revealNode(const Node* node) {
    reveal(node != nullptr ? BytePlace{node->layer(), node->range(), node} : BytePlace{});
}

void PlaceRevealer::forget() {
    m_place = {};
    m_wholeNode = false;
}

void PlaceRevealer::showInTree(const Node* node) {
    // The root is no row of the tree: selecting it (or nothing) leaves no row selected, rather
    // than the one selected before.
    if (node == nullptr || node->parent() == nullptr) {
        m_tree->view()->setCurrentIndex({});
        m_tree->view()->clearSelection();
        return;
    }
    m_tree->showNode(node);
}

void PlaceRevealer::onLayerShown(const Layer* layer) {
    if (layer == nullptr || layer != m_place.layer) {
        return;
    }
    BytePlace place = m_place;
    if (m_wholeNode) {
        place.range = place.node->range();
    } else if (const Node* holding = Node::deepestHolding(*layer, place.range)) {
        place.node = holding;
    }
    if (place.node != m_place.node || place.range != m_place.range) {
        follow(place);
    }
}

void PlaceRevealer::onLayerClosed(const Layer* layer) {
    if (layer == nullptr || layer != m_place.layer || layer->owner() == nullptr) {
        return;
    }
    const Node* owner = layer->owner();
    follow({owner->layer(), owner->range(), owner});
}

void PlaceRevealer::follow(const BytePlace& place) {
    // Whoever routes selections reveals the new place with the rest of theirs; when nobody does
    // in answer, it is shown here.
    const std::uint64_t reveals = m_reveals;
    emit followed(place);
    if (m_reveals == reveals) {
        reveal(place);
    }
}

} // namespace strata::gui
