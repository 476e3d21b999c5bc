#include "export/export_progress.h"

#include "export/table_export_job.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace strata::gui {

ExportProgress::ExportProgress(TableExportJob* job, QWidget* parent)
    : QWidget(parent)
    , m_job(job)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QToolButton(this)) {
    m_bar->setMaximumWidth(160);
    m_label->setWordWrap(false);
    m_label->setMaximumWidth(
        m_label->fontMetrics().horizontalAdvance(QString(maxLabelCharacters, QLatin1Char('0'))));
    m_bar->setAccessibleName(tr("Export progress"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the export; no file is written"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, m_job, &TableExportJob::cancel);
    connect(m_job, &TableExportJob::progressChanged, this, &ExportProgress::showProgress);
    connect(m_job, &TableExportJob::finished, this, &QWidget::hide);
    hide();
}

void ExportProgress::showStarted() {
    m_fileName = QFileInfo(m_job->path()).fileName();
    setText(tr("Exporting %1").arg(m_fileName));
    m_bar->setRange(0, 0); // busy until the first block is written
    show();
}

void ExportProgress::setText(const QString& text) {
    m_text = text;
    m_label->setToolTip(text);
    m_label->setText(
        m_label->fontMetrics().elidedText(text, Qt::ElideMiddle, m_label->maximumWidth()));
}

void ExportProgress::showProgress(quint64 done, quint64 total) {
    if (total == 0) {
        return;
    }
    // Per mille: QProgressBar holds an int, tables can hold more rows.
    m_bar->setRange(0, 1000);
    m_bar->setValue(static_cast<int>(done * 1000 / total));
    // The counts go in the label: in the narrow bar they wrapped.
    setText(tr("Exporting %1: %2 of %3 rows").arg(m_fileName).arg(done).arg(total));
}

} // namespace strata::gui
