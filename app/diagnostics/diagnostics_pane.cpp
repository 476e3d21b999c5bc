#include "diagnostics/diagnostics_pane.h"

#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace strata::gui {
namespace {

enum Column { SeverityColumn, OffsetColumn, MessageColumn, PathColumn };
constexpr int offsetRole = Qt::UserRole + 1;

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
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        emit diagnosticActivated(item->data(OffsetColumn, offsetRole).toULongLong(),
                                 item->text(PathColumn));
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
        item->setText(MessageColumn, QString::fromStdString(diagnostic.message));
        item->setText(PathColumn, QString::fromStdString(diagnostic.nodePath));
        items.append(item);
    }
    m_list->addTopLevelItems(items);
    m_list->resizeColumnToContents(SeverityColumn);
}

} // namespace strata::gui
