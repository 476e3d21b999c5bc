#include "tree/detail_pane.h"

#include "model/structure/node_text.h"
#include "gui/plural_count.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace strata::gui {

DetailPane::DetailPane(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_table(new QTableWidget(0, 2, this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_table);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setHorizontalHeaderLabels({tr("Field"), tr("Value")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Node details"));
}

void DetailPane::showNode(const Node* node) {
    m_table->setRowCount(0);
    if (node == nullptr) {
        m_title->clear();
        return;
    }
    const quint64 length = node->range().length;
    m_title->setText(
        withFullCount(tr("<b>%1</b> — %n byte(s) at %2", nullptr, pluralCount(length)), length)
            .arg(model::translatedNodeText(node->label()).toHtmlEscaped())
            .arg(node->range().offset));
    const auto& fields = node->fields();
    // The node's kind and decoded value (what the tree's value column shows), then its fields.
    constexpr int firstFieldRow = 2;
    m_table->setRowCount(static_cast<int>(fields.size()) + firstFieldRow);
    m_table->setItem(0, 0, new QTableWidgetItem(tr("node kind")));
    m_table->setItem(0, 1,
                     new QTableWidgetItem(model::translatedNodeText(nodeKindName(node->kind()))));
    m_table->setItem(1, 0, new QTableWidgetItem(tr("value")));
    m_table->setItem(1, 1,
                     new QTableWidgetItem(node->kind() == NodeKind::Data
                                              ? QString::fromStdString(node->value())
                                              : model::translatedNodeText(node->value())));
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const int row = static_cast<int>(i) + firstFieldRow;
        m_table->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(fields[i].name)));
        m_table->setItem(
            row, 1, new QTableWidgetItem(QString::fromStdString(fieldValueText(fields[i].value))));
    }
}

} // namespace strata::gui
