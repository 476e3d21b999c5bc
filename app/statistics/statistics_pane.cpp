#include "statistics/statistics_pane.h"

#include "model/text/file_text.h"
#include "statistics/histogram_view.h"
#include "statistics/statistics_job.h"
#include "strata/value_text.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace strata::gui {
namespace {

enum StatisticsColumn {
    NameColumn,
    TypeColumn,
    CountColumn,
    MissingColumn,
    DistinctColumn,
    MinColumn,
    MaxColumn,
    MeanColumn,
    DeviationColumn,
    MostFrequentColumn,
    ColumnCount
};

QString mostFrequentText(const ColumnStatistics& column) {
    if (column.mostFrequent.empty()) {
        return {};
    }
    if (column.mostFrequent.front().second == 1) {
        return StatisticsPane::tr("every value once");
    }
    QStringList parts;
    for (const auto& [value, count] : column.mostFrequent) {
        parts << StatisticsPane::tr("%1 (%2)").arg(model::fileText(value)).arg(count);
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

StatisticsPane::StatisticsPane(QWidget* parent)
    : QWidget(parent)
    , m_job(new StatisticsJob(this))
    , m_title(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_histogram(new HistogramView(this)) {
    m_table->setHorizontalHeaderLabels({tr("Column"), tr("Type"), tr("Count"), tr("Missing"),
                                        tr("Distinct"), tr("Min"), tr("Max"), tr("Mean"),
                                        tr("Std. deviation"), tr("Most frequent")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Column statistics"));
    m_progress->setMaximumWidth(160);
    m_progress->setAccessibleName(tr("Statistics progress"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop computing; the statistics cover the rows read so far"));
    m_title->setText(tr("Choose Column Statistics in a table's context menu."));

    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_histogram);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
    m_progress->hide();
    m_cancel->hide();

    connect(m_cancel, &QToolButton::clicked, m_job, &StatisticsJob::cancel);
    connect(m_job, &StatisticsJob::progressChanged, this, &StatisticsPane::showProgress);
    connect(m_job, &StatisticsJob::finished, this, &StatisticsPane::onJobFinished);
    connect(m_table, &QTableWidget::currentCellChanged, this,
            [this](int row) { showHistogram(row); });
}

void StatisticsPane::compute(std::shared_ptr<const Table> table, const QString& tableName,
                             int column, QueryExpression filter) {
    m_tableName = tableName;
    m_column = column;
    m_computingFiltered = !filter.matchesEverything();
    if (auto statistics = m_computingFiltered ? nullptr : m_cache.find(table)) {
        m_job->cancel(); // its result, if any, is no longer wanted
        m_computing = nullptr;
        m_shown = std::move(statistics);
        showResult();
        return;
    }
    m_shown = nullptr;
    m_table->setRowCount(0);
    m_histogram->setBars({}, QString());
    m_title->setText(tr("Computing the statistics of table “%1”…").arg(tableName));
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    m_computing = table;
    m_job->start(std::move(table), std::move(filter));
}

void StatisticsPane::onJobFinished() {
    if (!m_computing) {
        return; // cleared, or replaced by statistics computed before
    }
    auto statistics = std::make_shared<const TableStatistics>(m_job->result());
    if (!statistics->cancelled && !m_computingFiltered) {
        m_cache.insert(m_computing, statistics);
    }
    m_computing = nullptr;
    m_shown = std::move(statistics);
    showResult();
}

void StatisticsPane::clear() {
    m_job->cancel();
    m_computing = nullptr;
    m_shown = nullptr;
    m_progress->hide();
    m_cancel->hide();
    m_table->setRowCount(0);
    m_histogram->setBars({}, QString());
    m_title->setText(tr("Choose Column Statistics in a table's context menu."));
}

void StatisticsPane::showProgress(quint64 done, quint64 total) {
    if (total == 0) {
        return;
    }
    m_progress->setRange(0, 1000); // per mille: QProgressBar holds an int
    m_progress->setValue(static_cast<int>(done * 1000 / total));
    // The counts go in the title: in the narrow bar they wrapped.
    m_title->setText(tr("Computing the statistics of table “%1”: %2 of %3 rows")
                         .arg(m_tableName)
                         .arg(done)
                         .arg(total));
}

void StatisticsPane::showResult() {
    m_progress->hide();
    m_cancel->hide();
    const TableStatistics& statistics = *m_shown;
    m_title->setText(
        statistics.cancelled
            ? tr("Table “%1”: the first %2 rows (cancelled)").arg(m_tableName).arg(statistics.rows)
            : tr("Table “%1”: %2 rows").arg(m_tableName).arg(statistics.rows));
    m_table->setRowCount(static_cast<int>(statistics.columns.size()));
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const ColumnStatistics& column = statistics.columns[static_cast<std::size_t>(row)];
        const bool hasValues = column.count != column.notANumber;
        const QString distinct = column.distinctExact ? QString::number(column.distinct)
                                                      : tr("≈ %1").arg(column.distinct);
        const auto number = [](const std::optional<double>& value) {
            return value ? model::fileText(fullText(*value)) : QString();
        };
        const QStringList cells{
            model::fileText(column.name),
            QString::fromLatin1(logicalTypeName(column.type).data(),
                                static_cast<qsizetype>(logicalTypeName(column.type).size())),
            QString::number(column.count),
            QString::number(column.missing),
            distinct,
            hasValues ? model::fileText(column.minText) : QString(),
            hasValues ? model::fileText(column.maxText) : QString(),
            number(column.mean),
            number(column.standardDeviation),
            mostFrequentText(column)};
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c >= CountColumn && c != MinColumn && c != MaxColumn && c != MostFrequentColumn) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_table->setItem(row, c, item);
        }
        if (!column.distinctExact) {
            m_table->item(row, DistinctColumn)
                ->setToolTip(tr("An estimate from a sample of the values' hashes (within a few "
                                "percent); never more than the values there are"));
        }
    }
    // A row per column: measuring them all is cheap, unlike a data table's rows.
    m_table->resizeColumnsToContents();
    if (m_table->rowCount() > 0) {
        const int selected = std::clamp(m_column, 0, m_table->rowCount() - 1);
        m_table->selectRow(selected);
        showHistogram(selected);
    }
}

void StatisticsPane::showHistogram(int row) {
    if (!m_shown || row < 0 || row >= static_cast<int>(m_shown->columns.size())) {
        m_histogram->setBars({}, QString());
        return;
    }
    const TableStatistics& statistics = *m_shown;
    const ColumnStatistics& column = statistics.columns[static_cast<std::size_t>(row)];
    std::vector<HistogramView::Bar> bars;
    const Histogram& histogram = column.histogram;
    if (!histogram.bins.empty()) {
        const double width =
            (histogram.high - histogram.low) / static_cast<double>(histogram.bins.size());
        for (std::size_t bin = 0; bin < histogram.bins.size(); ++bin) {
            const double low = histogram.low + width * static_cast<double>(bin);
            bars.push_back({tr("%1 to %2")
                                .arg(model::fileText(approximateText(low)),
                                     model::fileText(approximateText(low + width))),
                            histogram.bins[bin]});
        }
        m_histogram->setBars(
            std::move(bars),
            histogram.estimated
                ? tr("%1: distribution, estimated from a sample").arg(model::fileText(column.name))
                : tr("%1: distribution").arg(model::fileText(column.name)),
            histogram.estimated);
        return;
    }
    for (const auto& [value, count] : column.mostFrequent) {
        bars.push_back({model::fileText(value), count});
    }
    // Past the exact-count bound the counts are of the values seen before it.
    m_histogram->setBars(
        std::move(bars),
        column.mostFrequentExact
            ? tr("%1: most frequent values").arg(model::fileText(column.name))
            : tr("%1: most frequent values, counted in part").arg(model::fileText(column.name)),
        !column.mostFrequentExact);
}

} // namespace strata::gui
