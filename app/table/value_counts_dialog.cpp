#include "table/value_counts_dialog.h"

#include "model/text/file_text.h"
#include "table/filter_terms.h"
#include "table/value_counts_job.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace strata::gui {

ValueCountsDialog::ValueCountsDialog(QWidget* parent)
    : QDialog(parent)
    , m_job(new ValueCountsJob(this))
    , m_title(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
    , m_values(new QTableWidget(0, 2, this)) {
    setWindowTitle(tr("Value Counts"));
    m_values->setHorizontalHeaderLabels({tr("Value"), tr("Count")});
    m_values->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_values->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_values->setSelectionMode(QAbstractItemView::SingleSelection);
    m_values->verticalHeader()->hide();
    m_values->horizontalHeader()->setStretchLastSection(true);
    m_values->setAccessibleName(tr("Value counts"));
    m_values->setToolTip(tr("Double-click a value to filter the table to it"));
    m_progress->setRange(0, 1000);
    m_cancel->setText(tr("Cancel"));
    m_title->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_values, 1);
    resize(420, 480);

    connect(m_cancel, &QToolButton::clicked, m_job, &ValueCountsJob::cancel);
    connect(m_job, &ValueCountsJob::progressChanged, this, [this](quint64 done, quint64 total) {
        if (total > 0) {
            m_progress->setValue(static_cast<int>(done * 1000 / total));
        }
    });
    connect(m_job, &ValueCountsJob::finished, this, &ValueCountsDialog::onFinished);
    connect(m_values, &QTableWidget::cellActivated, this, [this](int row, int) { activate(row); });
}

void ValueCountsDialog::count(std::shared_ptr<const Table> table, std::size_t column,
                              QueryExpression filter) {
    const Column& described = table->columns().at(column);
    m_columnName = QString::fromStdString(described.name);
    m_type = described.type;
    m_values->setRowCount(0);
    m_title->setText(tr("Counting the values of “%1”…").arg(m_columnName));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_job->start(std::move(table), column, std::move(filter));
}

void ValueCountsDialog::onFinished() {
    m_progress->hide();
    m_cancel->hide();
    const ValueCounts& counts = m_job->result();
    if (counts.boundHit) {
        m_title->setText(
            tr("“%1” has too many distinct values to count them all in memory").arg(m_columnName));
        return;
    }
    if (counts.cancelled) {
        m_title->setText(tr("Counting the values of “%1” was cancelled").arg(m_columnName));
        return;
    }
    m_title->setText(tr("“%1”: %2 distinct values in %3 rows")
                         .arg(m_columnName)
                         .arg(counts.distinct)
                         .arg(counts.rows));
    const bool withMissing = counts.missing > 0;
    m_values->setRowCount(static_cast<int>(counts.top.size()) + (withMissing ? 1 : 0));
    int row = 0;
    for (const ValueCount& entry : counts.top) {
        auto* count = new QTableWidgetItem(QString::number(entry.count));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_values->setItem(row, 0, new QTableWidgetItem(model::fileText(entry.value)));
        m_values->setItem(row, 1, count);
        ++row;
    }
    if (withMissing) {
        auto* missing = new QTableWidgetItem(tr("NULL"));
        QFont italic = missing->font();
        italic.setItalic(true);
        missing->setFont(italic);
        missing->setData(Qt::UserRole, true); // the missing cells, not a value
        auto* count = new QTableWidgetItem(QString::number(counts.missing));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_values->setItem(row, 0, missing);
        m_values->setItem(row, 1, count);
    }
    m_values->resizeColumnToContents(0);
}

void ValueCountsDialog::activate(int row) {
    const QTableWidgetItem* item = m_values->item(row, 0);
    if (item == nullptr) {
        return;
    }
    if (item->data(Qt::UserRole).toBool()) {
        emit filterRequested(missingTerm(m_columnName));
        return;
    }
    const QString term = equalsTerm(m_columnName, m_type, item->text());
    if (!term.isEmpty()) {
        emit filterRequested(term);
    }
}

} // namespace strata::gui
