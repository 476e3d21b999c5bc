#pragma once

#include "model/structure/structure_model.h"

#include <QWidget>
#include <vector>

class QLabel;
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

    // A sentence above the tree about the whole file (empty hides it): see fileNotice().
    void setNotice(const QString& text);
    QLabel* notice() const { return m_notice; }

    // The nodes whose rows are expanded, parents before children; expanding them again shows
    // the tree as it was (a file's tab back in front).
    std::vector<const Node*> expandedNodes() const;
    void expandNodes(const std::vector<const Node*>& nodes);

    // Selects (and reveals) a node without emitting nodeSelected.
    void showNode(const Node* node);
    const Node* selectedNode() const;

    // Produces the subtree in the background (at most maxExpandedNodes nodes), then expands
    // every level of it.
    void expandAllBelow(const QModelIndex& index);

    static constexpr std::size_t maxExpandedNodes = 100000;

signals:
    void nodeSelected(const strata::Node* node, quint64 offset, quint64 length);
    // Expand all below has expanded the subtree of `index`.
    void subtreeExpanded(const QModelIndex& index);
    // "Save Bytes As…" in a node's context menu.
    void saveBytesRequested(const strata::Node* node);
    // "Show Layer ‹name›" in the context menu of a node with layers.
    void showLayerRequested(const strata::Layer* layer);

private:
    void showContextMenu(const QPoint& position);
    void fitNameColumn();

    QLabel* m_notice;
    QTreeView* m_view;
    model::StructureModel* m_model = nullptr;
    bool m_programmatic = false;
};

} // namespace strata::gui
