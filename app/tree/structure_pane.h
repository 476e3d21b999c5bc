#pragma once

#include "model/structure/structure_model.h"

#include <QWidget>

class QTreeView;

namespace strata::gui {

// The structure tree: name, value, offset and length of every node, produced on expand.
class StructurePane : public QWidget {
    Q_OBJECT

public:
    explicit StructurePane(QWidget* parent = nullptr);

    void setModel(model::StructureModel* model);
    model::StructureModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }

    // Selects (and reveals) a node without emitting nodeSelected.
    void showNode(const Node* node);
    const Node* selectedNode() const;

signals:
    void nodeSelected(const strata::Node* node, quint64 offset, quint64 length);
    // "Save Bytes As…" in a node's context menu.
    void saveBytesRequested(const strata::Node* node);

private:
    void showContextMenu(const QPoint& position);
    // Produces the subtree in the background, then expands it.
    void expandAllBelow(const QModelIndex& index);

    static constexpr std::size_t maxExpandedNodes = 100000;
    static constexpr int maxExpandDepth = 8;

    QTreeView* m_view;
    model::StructureModel* m_model = nullptr;
    bool m_programmatic = false;
};

} // namespace strata::gui
