#include "dataset/dataset_view.h"

#include "dataset/dataset_check_job.h"
#include "dataset/dataset_members_model.h"
#include "gui/plural_count.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace strata::gui {

DatasetView::DatasetView(std::shared_ptr<const DatasetTable> table,
                         std::vector<DatasetListing::Skipped> skipped, QWidget* parent)
    : QWidget(parent)
    , m_table(table)
    , m_skipped(skipped.size())
    , m_model(new DatasetMembersModel(std::move(table), std::move(skipped), this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_checkButton(new QPushButton(tr("&Check Dataset"), this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
    , m_summary(new QLabel(this))
    , m_checkJob(new DatasetCheckJob(this)) {
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
    m_proxy->setFilterKeyColumn(-1); // a file's name, format or status
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // the files in listing order until sorted
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_view->setAccessibleName(tr("Files of the dataset"));
    m_view->setToolTip(tr("Double-click a file to open it in its own tab"));
    m_filter->setPlaceholderText(tr("Filter files…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Filter files"));
    m_checkButton->setToolTip(tr("Decode every file in the background and list what is wrong"));
    m_progress->setRange(0, 1000);
    m_progress->hide();
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop checking; the files checked so far keep their status"));
    m_cancel->hide();
    m_summary->setWordWrap(true);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_checkButton);
    bar->addWidget(m_progress);
    bar->addWidget(m_cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_checkButton, &QPushButton::clicked, this, &DatasetView::checkDataset);
    connect(m_cancel, &QToolButton::clicked, m_checkJob, &DatasetCheckJob::cancel);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        const QString path = m_model->pathOf(m_proxy->mapToSource(index).row());
        if (!path.isEmpty()) {
            emit openFileRequested(path);
        }
    });
    connect(m_checkJob, &DatasetCheckJob::memberChecked, this,
            [this](int member, const MemberCheck& check) {
                m_model->setCheck(member, check);
                ++m_checked;
                m_damaged += check.errors || !check.openError.empty() ? 1 : 0;
                showSummary();
            });
    connect(m_checkJob, &DatasetCheckJob::progressChanged, this,
            [this](quint64 done, quint64 total) {
                if (total > 0) {
                    m_progress->setValue(static_cast<int>(done * 1000 / total));
                }
            });
    connect(m_checkJob, &DatasetCheckJob::finished, this, [this] {
        m_progress->hide();
        m_cancel->hide();
        m_checkButton->setEnabled(true);
        showSummary();
    });
    for (const auto& member : m_table->members()) {
        m_rows += member.table->rowCount();
        m_bytes += member.bytes;
    }
    m_view->resizeColumnsToContents();
    showSummary();
}

void DatasetView::checkDataset() {
    m_model->clearChecks();
    m_checked = 0;
    m_damaged = 0;
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_checkButton->setEnabled(false);
    m_checkJob->start(m_model->memberPaths());
    showSummary();
}

void DatasetView::showSummary() {
    const quint64 rows = m_rows;
    const quint64 bytes = m_bytes;
    const auto files = static_cast<int>(m_table->members().size());
    QString text = tr("%Ln file(s)", nullptr, files) + QStringLiteral(" · ") +
                   QLocale().formattedDataSize(static_cast<qint64>(bytes)) + QStringLiteral(" · ") +
                   withFullCount(tr("%Ln row(s)", nullptr, pluralCount(rows)), rows);
    if (m_skipped > 0) {
        text += QStringLiteral(" · ") + tr("%Ln skipped", nullptr, static_cast<int>(m_skipped));
    }
    if (m_checked > 0 || m_checkJob->isRunning()) {
        text += QStringLiteral(" · ") +
                tr("checked %1 of %2: %Ln damaged", nullptr, static_cast<int>(m_damaged))
                    .arg(m_checked)
                    .arg(files);
    }
    m_summary->setText(text);
}

} // namespace strata::gui
