#pragma once

#include "strata/node.h"

#include <QWidget>

class QTableWidget;
class QLabel;

namespace strata::gui {

// The selected node's typed fields, one per row.
class DetailPane : public QWidget {
    Q_OBJECT

public:
    explicit DetailPane(QWidget* parent = nullptr);
    void showNode(const Node* node);
    QTableWidget* table() const { return m_table; }
    // The node's name, size and place above its fields.
    QLabel* title() const { return m_title; }

    // "12.3 % of the file" (of the layer, for a node in one whose size is known); empty when
    // the size of its space is unknown.
    static QString shareText(const Node& node);
    // "4.80× (128,943 bytes decoded from 26,935 stored)" for a node that states its decoded
    // size (strata/size_breakdown.h statedDecodedSize); empty otherwise.
    static QString ratioText(const Node& node);

private:
    QLabel* m_title;
    QTableWidget* m_table;
};

} // namespace strata::gui
