#include "inspector/data_inspector.h"

#include "hex/hex_view.h"
#include "inspector/value_interpretations.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace strata::gui {

DataInspector::DataInspector(QWidget* parent)
    : QWidget(parent)
    , m_list(new QTreeWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    m_list->setHeaderLabels({tr("Type"), tr("Value")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_list->setAccessibleName(tr("Data inspector"));
}

void DataInspector::showBytesAt(const ByteSourcePtr& source, quint64 offset) {
    m_list->clear();
    if (!source) {
        return;
    }
    const auto interpretations = interpretBytes(source->view(offset, 16));
    QList<QTreeWidgetItem*> items;
    for (const auto& item : interpretations) {
        QString text = item.text.empty() ? tr("—") : QString::fromStdString(item.text);
        if (item.encodedLength != 0) {
            text = tr("%1 (%Ln byte(s))", nullptr, static_cast<int>(item.encodedLength)).arg(text);
        }
        items.append(new QTreeWidgetItem({QString::fromStdString(item.name), text}));
    }
    m_list->addTopLevelItems(items);
    m_list->resizeColumnToContents(0);
}

void DataInspector::showCursorOf(const HexView* view) {
    showBytesAt(view != nullptr ? view->source() : nullptr, view != nullptr ? view->cursor() : 0);
}

} // namespace strata::gui
