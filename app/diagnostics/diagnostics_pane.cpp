#include "diagnostics/diagnostics_pane.h"

#include "model/structure/node_text.h"
#include "model/text/diagnostic_text.h"

#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace strata::gui {
namespace {

enum Column { SeverityColumn, OffsetColumn, MessageColumn, PathColumn };
constexpr int offsetRole = Qt::UserRole + 1;
constexpr int pathRole = Qt::UserRole + 2; // the node's path in English, as findByPath takes it

} // namespace

DiagnosticsPane::DiagnosticsPane(QWidget* parent)
    : QWidget(parent)
    , m_list(new QTreeWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setHeaderLabels({tr("Severity"), tr("Offset"), tr("Message"), tr("Node")});
    m_list->setAccessibleName(tr("Diagnostics"));
    // The message is what a person reads: it takes the room the pane has, and a message longer
    // than that is elided with the whole text in its tooltip.
    m_list->setTextElideMode(Qt::ElideRight);
    QHeaderView* header = m_list->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(MessageColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(PathColumn, QHeaderView::Interactive);
    header->setMinimumSectionSize(48);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        emit diagnosticActivated(item->data(OffsetColumn, offsetRole).toULongLong(),
                                 item->data(PathColumn, pathRole).toString());
    });
}

void DiagnosticsPane::setDiagnostics(const std::vector<Diagnostic>& diagnostics) {
    m_list->clear();
    QList<QTreeWidgetItem*> items;
    for (const auto& diagnostic : diagnostics) {
        auto* item = new QTreeWidgetItem;
        switch (diagnostic.severity) {
        case Severity::Error:
            item->setText(SeverityColumn, tr("error"));
            item->setIcon(SeverityColumn, style()->standardIcon(QStyle::SP_MessageBoxCritical));
            break;
        case Severity::Warning:
            item->setText(SeverityColumn, tr("warning"));
            item->setIcon(SeverityColumn, style()->standardIcon(QStyle::SP_MessageBoxWarning));
            break;
        case Severity::Info:
            item->setText(SeverityColumn, tr("info"));
            item->setIcon(SeverityColumn, style()->standardIcon(QStyle::SP_MessageBoxInformation));
            break;
        }
        item->setText(OffsetColumn, QString::number(diagnostic.offset));
        item->setData(OffsetColumn, offsetRole, QVariant::fromValue<quint64>(diagnostic.offset));
        item->setText(MessageColumn, model::translatedDiagnostic(diagnostic.message));
        item->setToolTip(MessageColumn, item->text(MessageColumn));
        item->setText(PathColumn, model::translatedNodePath(diagnostic.nodePath));
        item->setData(PathColumn, pathRole, QString::fromStdString(diagnostic.nodePath));
        item->setToolTip(PathColumn, item->text(PathColumn));
        items.append(item);
    }
    m_list->addTopLevelItems(items);
    m_list->resizeColumnToContents(SeverityColumn);
    m_list->resizeColumnToContents(OffsetColumn);
    m_list->resizeColumnToContents(PathColumn);
    m_list->setColumnWidth(PathColumn, std::min(m_list->columnWidth(PathColumn),
                                                m_list->fontMetrics().averageCharWidth() * 40));
    const auto errors = static_cast<int>(
        std::count_if(diagnostics.begin(), diagnostics.end(),
                      [](const Diagnostic& d) { return d.severity == Severity::Error; }));
    emit countChanged(static_cast<int>(diagnostics.size()), errors);
}

} // namespace strata::gui
