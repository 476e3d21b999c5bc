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

private:
    QLabel* m_title;
    QTableWidget* m_table;
};

} // namespace strata::gui
