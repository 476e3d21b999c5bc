#include "gui/job_progress.h"

#include "gui/background_job.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>
#include <algorithm>

namespace strata::gui {

JobProgress::JobProgress(BackgroundJob* job, const QString& name, const QString& cancelTip,
                         QWidget* parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QToolButton(this)) {
    m_bar->setMaximumWidth(160);
    m_label->setWordWrap(false);
    m_label->setMaximumWidth(
        m_label->fontMetrics().horizontalAdvance(QString(maxLabelCharacters, QLatin1Char('0'))));
    m_bar->setAccessibleName(name);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(cancelTip);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, job, &BackgroundJob::cancel);
    connect(job, &BackgroundJob::progressChanged, this, &JobProgress::showProgress);
    connect(job, &BackgroundJob::finished, this, &QWidget::hide);
    hide();
}

void JobProgress::showStarted(const QString& text, Describe describe) {
    m_describe = std::move(describe);
    setText(text);
    m_bar->setRange(0, 0); // busy until the first progress
    show();
}

void JobProgress::setText(const QString& text) {
    m_text = text;
    m_label->setToolTip(text);
    m_label->setText(
        m_label->fontMetrics().elidedText(text, Qt::ElideMiddle, m_label->maximumWidth()));
}

void JobProgress::showProgress(quint64 done, quint64 total) {
    if (total == 0) {
        return;
    }
    // Per mille: QProgressBar holds an int, tables can hold more rows.
    m_bar->setRange(0, 1000);
    m_bar->setValue(static_cast<int>(std::min(done, total) * 1000 / total));
    // The counts go in the label: in the narrow bar they wrapped.
    if (m_describe) {
        setText(m_describe(done, total));
    }
}

} // namespace strata::gui
