#include "table/group_by_dialog.h"

#include "gui/plural_count.h"
#include "model/text/file_text.h"
#include "table/filter_terms.h"
#include "table/group_bar_chart.h"
#include "table/group_by_job.h"
#include "table/group_table_model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace strata::gui {
namespace {

// The aggregates offered, in AggregateFunction order: count counts rows, the others take the
// value column.
struct Offered {
    AggregateFunction function;
    const char* name; // as the query language writes it
    const char* label;
    bool checked;
};
constexpr Offered offered[] = {
    {AggregateFunction::Count, "count", QT_TRANSLATE_NOOP("strata::gui::GroupByDialog", "Count"),
     true},
    {AggregateFunction::Min, "min", QT_TRANSLATE_NOOP("strata::gui::GroupByDialog", "Min"), true},
    {AggregateFunction::Max, "max", QT_TRANSLATE_NOOP("strata::gui::GroupByDialog", "Max"), true},
    {AggregateFunction::Mean, "mean", QT_TRANSLATE_NOOP("strata::gui::GroupByDialog", "Mean"),
     true},
    {AggregateFunction::Sum, "sum", QT_TRANSLATE_NOOP("strata::gui::GroupByDialog", "Sum"), false},
    {AggregateFunction::Stdev, "stdev",
     QT_TRANSLATE_NOOP("strata::gui::GroupByDialog", "Std. dev."), false},
    {AggregateFunction::Distinct, "distinct",
     QT_TRANSLATE_NOOP("strata::gui::GroupByDialog", "Distinct"), false},
};

QString cellText(const ColumnData& cells, std::size_t row) {
    std::string text;
    cells.appendText(row, text);
    return model::fileText(text);
}

double numberAt(const ColumnData& cells, std::size_t row) {
    if (isFloating(cells.type())) {
        return cells.doubleAt(row);
    }
    return cells.type() == LogicalType::Int64
               ? static_cast<double>(cells.intAt(row))
               : static_cast<double>(static_cast<std::uint64_t>(cells.intAt(row)));
}

// The rows of one group's key cell: its value, or its bin's range.
QString keyTerm(const Column& column, const KeyBins& bins, const ColumnData& cells,
                std::size_t row) {
    const QString name = QString::fromStdString(column.name);
    if (cells.isMissing(row)) {
        return missingTerm(name);
    }
    const QString low = cellText(cells, row);
    switch (bins.kind) {
    case KeyBins::Kind::Width:
        return rangeTerm(name, low, QString::number(numberAt(cells, row) + bins.width, 'g', 17));
    case KeyBins::Kind::Hour:
    case KeyBins::Kind::Month: {
        // ODB-2 times are HHMMSS, dates YYYYMMDD: an hour's bin is HH, a month's YYYYMM.
        const double scale = bins.kind == KeyBins::Kind::Hour ? 10000 : 100;
        const double value = numberAt(cells, row);
        return rangeTerm(name, QString::number(value * scale, 'g', 17),
                         QString::number((value + 1) * scale, 'g', 17));
    }
    default:
        return equalsTerm(name, column.type, low);
    }
}

} // namespace

GroupByDialog::GroupByDialog(QWidget* parent)
    : QDialog(parent)
    , m_job(new GroupByJob(this))
    , m_firstKey(new QComboBox(this))
    , m_secondKey(new QComboBox(this))
    , m_bins(new QLineEdit(this))
    , m_valueColumn(new QComboBox(this))
    , m_groupButton(new QPushButton(tr("&Group"), this))
    , m_title(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
    , m_groups(new QTableView(this))
    , m_groupModel(new GroupTableModel(this))
    , m_chartAggregate(new QComboBox(this))
    , m_chart(new GroupBarChart(this)) {
    setWindowTitle(tr("Group By"));
    m_bins->setPlaceholderText(tr("none"));
    m_bins->setToolTip(tr("Bins of the first key's numbers: a width (10: 10-degree bands), or "
                          "hour, day or month for ODB-2 times (HHMMSS) and dates (YYYYMMDD)"));
    m_secondKey->setToolTip(tr("A second column to group by within the first"));
    auto* aggregates = new QHBoxLayout;
    for (const Offered& aggregate : offered) {
        auto* box = new QCheckBox(tr(aggregate.label), this);
        box->setChecked(aggregate.checked);
        m_aggregateBoxes.push_back(box);
        aggregates->addWidget(box);
    }
    aggregates->addStretch(1);
    m_aggregateBoxes.front()->setToolTip(tr("The number of rows in the group"));

    auto* form = new QFormLayout;
    form->addRow(tr("Group by:"), m_firstKey);
    form->addRow(tr("Then by:"), m_secondKey);
    form->addRow(tr("Bins:"), m_bins);
    form->addRow(tr("Of the column:"), m_valueColumn);
    form->addRow(tr("Aggregates:"), aggregates);

    m_groups->setModel(m_groupModel);
    m_groups->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_groups->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_groups->setSelectionMode(QAbstractItemView::SingleSelection);
    m_groups->verticalHeader()->hide();
    m_groups->setAccessibleName(tr("Groups"));
    m_groups->setToolTip(tr("Double-click a group to filter the table to its rows"));
    m_progress->setRange(0, 1000);
    m_progress->hide();
    m_cancel->setText(tr("Cancel"));
    m_cancel->hide();
    m_title->setWordWrap(true);
    m_chartAggregate->setAccessibleName(tr("Aggregate charted"));

    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    top->addWidget(m_groupButton);
    auto* chartSide = new QWidget(this);
    auto* chartLayout = new QVBoxLayout(chartSide);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    auto* chartChoice = new QHBoxLayout;
    chartChoice->addWidget(new QLabel(tr("Chart:"), chartSide));
    chartChoice->addWidget(m_chartAggregate, 1);
    chartLayout->addLayout(chartChoice);
    chartLayout->addWidget(m_chart, 1);
    auto* results = new QSplitter(this);
    results->addWidget(m_groups);
    results->addWidget(chartSide);
    results->setStretchFactor(0, 3);
    results->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(top);
    layout->addWidget(results, 1);
    resize(760, 520);

    connect(m_groupButton, &QPushButton::clicked, this, &GroupByDialog::group);
    connect(m_bins, &QLineEdit::returnPressed, this, &GroupByDialog::group);
    connect(m_cancel, &QToolButton::clicked, m_job, &GroupByJob::cancel);
    connect(m_job, &GroupByJob::progressChanged, this, [this](quint64 done, quint64 total) {
        if (total > 0) {
            m_progress->setValue(static_cast<int>(done * 1000 / total));
        }
    });
    connect(m_job, &GroupByJob::finished, this, &GroupByDialog::onFinished);
    connect(m_groups, &QTableView::activated, this,
            [this](const QModelIndex& index) { activate(index.row()); });
    connect(m_chartAggregate, &QComboBox::currentIndexChanged, this, &GroupByDialog::showChart);
}

QCheckBox* GroupByDialog::aggregateBox(AggregateFunction function) const {
    return m_aggregateBoxes.at(static_cast<std::size_t>(function));
}

void GroupByDialog::start(std::shared_ptr<const Table> table, std::size_t column,
                          QueryExpression filter) {
    m_table = std::move(table);
    m_filter = std::move(filter);
    const QSignalBlocker blockFirst(m_firstKey);
    const QSignalBlocker blockSecond(m_secondKey);
    const QSignalBlocker blockValue(m_valueColumn);
    m_firstKey->clear();
    m_secondKey->clear();
    m_valueColumn->clear();
    m_secondKey->addItem(tr("(none)"));
    int firstNumber = -1;
    const auto& columns = m_table->columns();
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const QString name = model::fileText(columns[c].name);
        m_firstKey->addItem(name);
        m_secondKey->addItem(name);
        m_valueColumn->addItem(name);
        if (firstNumber < 0 && c != column && columns[c].type != LogicalType::String) {
            firstNumber = static_cast<int>(c);
        }
    }
    m_firstKey->setCurrentIndex(static_cast<int>(column));
    m_valueColumn->setCurrentIndex(std::max(firstNumber, 0));
    m_bins->clear();
    group();
}

std::optional<GroupByOptions> GroupByDialog::chosenOptions() {
    const auto& columns = m_table->columns();
    GroupByOptions options;
    options.filter = m_filter;
    const std::string first = "#" + std::to_string(m_firstKey->currentIndex());
    const QString bins = m_bins->text().trimmed();
    auto key = parseGroupKey(bins.isEmpty() ? first : first + ":" + bins.toStdString(), columns);
    if (const auto* error = std::get_if<std::string>(&key)) {
        m_title->setText(model::fileText(*error));
        return std::nullopt;
    }
    options.keys.push_back(std::get<GroupKey>(key));
    if (m_secondKey->currentIndex() > 0) {
        options.keys.push_back({static_cast<std::size_t>(m_secondKey->currentIndex() - 1), {}});
    }
    const auto value = static_cast<std::size_t>(std::max(m_valueColumn->currentIndex(), 0));
    const std::string valueName = columns.at(value).name;
    for (std::size_t a = 0; a < std::size(offered); ++a) {
        if (!m_aggregateBoxes[a]->isChecked()) {
            continue;
        }
        Aggregate aggregate;
        aggregate.function = offered[a].function;
        if (aggregate.function == AggregateFunction::Count) {
            aggregate.text = "count(*)";
        } else {
            const bool numbersOnly = aggregate.function == AggregateFunction::Mean ||
                                     aggregate.function == AggregateFunction::Sum ||
                                     aggregate.function == AggregateFunction::Stdev;
            if (numbersOnly && columns[value].type == LogicalType::String) {
                continue; // text has no mean
            }
            aggregate.column = value;
            aggregate.text = std::string(offered[a].name) + "(" + valueName + ")";
        }
        options.aggregates.push_back(std::move(aggregate));
    }
    if (options.aggregates.empty()) {
        m_title->setText(tr("Tick an aggregate to compute"));
        return std::nullopt;
    }
    return options;
}

void GroupByDialog::group() {
    if (!m_table) {
        return;
    }
    std::optional<GroupByOptions> options = chosenOptions();
    if (!options) {
        return;
    }
    m_shown = *options;
    m_groupModel->setResult(nullptr);
    m_chart->setBars({}, {}, 0);
    m_title->setText(tr("Grouping…"));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_job->start(m_table, std::move(*options));
}

void GroupByDialog::onFinished() {
    m_progress->hide();
    m_cancel->hide();
    const GroupByResult& result = m_job->result();
    if (result.limitHit) {
        m_title->setText(tr("More than %1 groups: too many to hold in memory; group by "
                            "other columns or in bins")
                             .arg(QLocale().toString(static_cast<qulonglong>(m_shown.maxGroups))));
        return;
    }
    if (result.cancelled) {
        m_title->setText(tr("Grouping was cancelled"));
        return;
    }
    const auto groups = static_cast<int>(result.groups.rowCount);
    m_title->setText(
        tr("%Ln group(s)", nullptr, groups) + QStringLiteral(" · ") +
        withFullCount(tr("%Ln row(s)", nullptr, pluralCount(result.rows)), result.rows));
    m_groupModel->setResult(&result);
    m_groups->resizeColumnsToContents();
    const QSignalBlocker block(m_chartAggregate);
    m_chartAggregate->clear();
    for (std::size_t c = result.keyCount; c < result.columns.size(); ++c) {
        if (result.columns[c].type != LogicalType::String) {
            m_chartAggregate->addItem(model::fileText(result.columns[c].name), static_cast<int>(c));
        }
    }
    showChart();
}

void GroupByDialog::showChart() {
    const GroupByResult& result = m_job->result();
    const int column = m_chartAggregate->currentData().toInt();
    if (m_chartAggregate->count() == 0 || column <= 0) {
        m_chart->setBars({}, {}, 0);
        return;
    }
    std::vector<GroupBarChart::Bar> bars;
    const ColumnData& values = result.groups.columns[static_cast<std::size_t>(column)];
    const std::size_t charted = std::min(result.groups.rowCount, GroupBarChart::maxBars);
    for (std::size_t g = 0; g < charted; ++g) {
        QStringList key;
        for (std::size_t k = 0; k < result.keyCount; ++k) {
            const ColumnData& cells = result.groups.columns[k];
            key << (cells.isMissing(g) ? tr("NULL") : cellText(cells, g));
        }
        GroupBarChart::Bar bar;
        bar.label = key.join(QStringLiteral(" · "));
        bar.hasValue = !values.isMissing(g);
        bar.value = bar.hasValue ? numberAt(values, g) : 0;
        bar.valueText = bar.hasValue ? cellText(values, g) : tr("NULL");
        bars.push_back(std::move(bar));
    }
    m_chart->setBars(m_chartAggregate->currentText(), std::move(bars), result.groups.rowCount);
}

void GroupByDialog::activate(int row) {
    const GroupByResult& result = m_job->result();
    if (row < 0 || static_cast<std::size_t>(row) >= result.groups.rowCount) {
        return;
    }
    QStringList terms;
    for (std::size_t k = 0; k < result.keyCount && k < m_shown.keys.size(); ++k) {
        const GroupKey& key = m_shown.keys[k];
        const QString term = keyTerm(m_table->columns().at(key.column), key.bins,
                                     result.groups.columns[k], static_cast<std::size_t>(row));
        if (term.isEmpty()) {
            return; // NaN equals nothing: no filter keeps its group
        }
        terms << term;
    }
    emit filterRequested(terms.join(QStringLiteral(" AND ")));
}

} // namespace strata::gui
