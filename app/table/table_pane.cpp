#include "table/table_pane.h"

#include "gui/plural_count.h"
#include "gui/window_menus.h"
#include "model/structure/node_text.h"
#include "model/table/query_error_text.h"
#include "model/text/diagnostic_text.h"
#include "strata/dataset_table.h"
#include "strata/plot/lat_lon_columns.h"
#include "table/group_by_dialog.h"
#include "table/row_scroller.h"
#include "table/table_filter_job.h"
#include "table/table_sort_job.h"
#include "table/value_counts_dialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

namespace strata::gui {

TablePane::TablePane(QWidget* parent)
    : QWidget(parent)
    , m_picker(new QComboBox(this))
    , m_rowEdit(new QLineEdit(this))
    , m_rowMessage(new QLabel(this))
    , m_itemTypeLabel(new QLabel(tr("Items as:"), this))
    , m_itemType(new QComboBox(this))
    , m_filterEdit(new QLineEdit(this))
    , m_filterStatus(new QLabel(this))
    , m_filterError(new QLabel(this))
    , m_cancelFilter(new QToolButton(this))
    , m_filterJob(new TableFilterJob(this))
    , m_sortJob(new TableSortJob(this))
    , m_sortStatus(new QLabel(this))
    , m_lossNotice(new QLabel(this))
    , m_noTableNotice(new QLabel(this))
    , m_view(new QTableView(this))
    , m_rowBar(new QScrollBar(Qt::Vertical, this))
    , m_rowScroller(new RowScroller(m_view, m_rowBar, this)) {
    layOut();
    describeWidgets();
    connectFilterAndSort();
    setUpView();
    addViewActions();
    connect(m_picker, &QComboBox::currentIndexChanged, this, &TablePane::showTable);
    connect(m_itemType, &QComboBox::currentIndexChanged, this, &TablePane::readItemsAs);
    connect(m_rowEdit, &QLineEdit::returnPressed, this, &TablePane::goToRow);
    connect(m_rowEdit, &QLineEdit::textEdited, this, [this] { showRowMessage({}); });
}

void TablePane::layOut() {
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Table:"), this));
    bar->addWidget(m_picker, 1);
    bar->addWidget(m_lossNotice);
    bar->addWidget(m_itemTypeLabel);
    bar->addWidget(m_itemType);
    bar->addWidget(new QLabel(tr("Row:"), this));
    bar->addWidget(m_rowEdit);
    bar->addWidget(m_rowMessage);
    // The filter box above the table: it filters the whole table.
    auto* filterBar = new QHBoxLayout;
    filterBar->addWidget(new QLabel(tr("Filter:"), this));
    filterBar->addWidget(m_filterEdit, 1);
    filterBar->addWidget(m_cancelFilter);
    filterBar->addWidget(m_filterStatus);
    filterBar->addWidget(m_sortStatus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addLayout(filterBar);
    // Under the box, wrapped: a long message in a long language leaves the box its width.
    layout->addWidget(m_filterError);
    layout->addWidget(m_noTableNotice);
    auto* rows = new QHBoxLayout;
    rows->setSpacing(0);
    rows->addWidget(m_view, 1);
    rows->addWidget(m_rowBar);
    layout->addLayout(rows, 1);
}

void TablePane::describeWidgets() {
    m_picker->setAccessibleName(tr("Table picker"));
    m_rowEdit->setPlaceholderText(tr("go to row"));
    m_rowEdit->setMaximumWidth(140);
    m_rowEdit->setAccessibleName(tr("Go to row"));
    m_rowMessage->setAccessibleName(tr("Go to row message"));
    m_rowMessage->hide();
    m_itemType->setAccessibleName(tr("Item type"));
    m_itemType->setToolTip(tr("Read the items as signed or unsigned integers or as floating-point "
                              "numbers of the file's item size"));
    m_itemTypeLabel->hide();
    m_itemType->hide();
    m_view->setAccessibleName(tr("Table"));
    m_rowBar->setAccessibleName(tr("Rows"));
    m_filterEdit->setPlaceholderText(tr("e.g. lat@hdr > 45 AND (station = 'ABC' OR obsvalue IS "
                                        "MISSING), then Return"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->setAccessibleName(tr("Filter"));
    m_filterEdit->setToolTip(
        tr("Keeps the rows of the whole table where the expression holds: comparisons "
           "(= != < <= > >=), AND, OR, NOT, parentheses, IN (…), BETWEEN … AND …, IS [NOT] "
           "MISSING, CONTAINS 'text', STARTS WITH 'text', ~ 'regular expression'. Columns by "
           "name, \"quoted name\" or #index; strings in 'single quotes'."));
    m_filterStatus->setAccessibleName(tr("Filter status"));
    m_filterError->setAccessibleName(tr("Filter error"));
    m_filterError->setWordWrap(true);
    m_filterError->setStyleSheet(QStringLiteral("color: #c62828"));
    m_filterError->hide();
    m_sortStatus->setAccessibleName(tr("Sort status"));
    m_lossNotice->setAccessibleName(tr("Rows lost"));
    m_lossNotice->setStyleSheet(QStringLiteral("color: #c62828"));
    m_lossNotice->hide();
    m_noTableNotice->setAccessibleName(tr("No table"));
    m_noTableNotice->setWordWrap(true);
    m_noTableNotice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_noTableNotice->hide();
    m_cancelFilter->setText(tr("Cancel"));
    m_cancelFilter->setToolTip(tr("Stop filtering or sorting; the table stays as it was"));
    m_cancelFilter->hide();
}

void TablePane::connectFilterAndSort() {
    connect(m_filterEdit, &QLineEdit::returnPressed, this, &TablePane::applyFilter);
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.isEmpty()) {
            clearFilter(); // the clear button, or everything deleted
        }
    });
    connect(m_cancelFilter, &QToolButton::clicked, m_filterJob, &TableFilterJob::cancel);
    connect(m_cancelFilter, &QToolButton::clicked, m_sortJob, &TableSortJob::cancel);
    connect(m_sortJob, &TableSortJob::progressChanged, this, [this](quint64 done, quint64 total) {
        if (m_sortJob->isRunning() && total > 0) {
            m_sortStatus->setText(tr("Sorting… %1 %").arg(done * 100 / total));
        }
    });
    connect(m_sortJob, &TableSortJob::finished, this, &TablePane::onSortFinished);
    connect(m_filterJob, &TableFilterJob::progressChanged, this, &TablePane::onFilterProgress);
    connect(m_filterJob, &TableFilterJob::finished, this, &TablePane::onFilterFinished);
}

void TablePane::setUpView() {
    // Uniform row heights, and column widths fitted once to the rows in view (fitColumns):
    // nothing measures every row of a big table.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setDefaultSectionSize(120);
    // A header wider than its column (ODB-2's codec lists) keeps its start, the type, and
    // ends in "…"; centred, it was cut at both ends.
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    m_view->horizontalHeader()->setToolTip(
        tr("Click a column's header to sort by it, again for descending; Shift+click adds a "
           "column to sort by"));
    connect(m_view->horizontalHeader(), &QHeaderView::sectionClicked, this,
            &TablePane::onHeaderClicked);
    // A column's header offers the table's menu for that column (Value Counts, Group By…).
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view->horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            [this](const QPoint& position) {
                const int column = m_view->horizontalHeader()->logicalIndexAt(position);
                if (column < 0 || m_view->model() == nullptr) {
                    return;
                }
                const QModelIndex current = m_view->currentIndex();
                m_view->setCurrentIndex(
                    m_view->model()->index(current.isValid() ? current.row() : 0, column));
                QMenu::exec(m_view->actions(), m_view->horizontalHeader()->mapToGlobal(position),
                            nullptr, m_view->horizontalHeader());
            });
    m_view->setWordWrap(false);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
}

void TablePane::addViewActions() {
    // Plot on a Map and Show as Image are offered where they apply: tables with latitude and
    // longitude, b2nd arrays (showTable).
    const MenuEntry entries[] = {
        {tr("&Copy"), QKeySequence::Copy, [this] { copySelection(); }},
        {tr("&Export Table…"), {}, [this] { emit exportRequested(false); }},
        {tr("Export &Selection…"), {}, [this] { emit exportRequested(true); }},
        {tr("Column S&tatistics"), {}, [this] { emit statisticsRequested(); }},
        {tr("&Plot Column"), {}, [this] { emit plotRequested(currentColumn(), false); }},
        {tr("Plot &Against…"), {}, [this] { emit plotRequested(currentColumn(), true); }},
        {tr("Plot on a &Map"), {}, [this] { emit mapRequested(); }, &m_plotMap},
        {tr("Show as &Image"), {}, [this] { emit imageRequested(); }, &m_showImage},
        {tr("Show in &Table Order"), {}, [this] { clearSort(); }},
        {tr("&Value Counts"), {}, [this] { showValueCounts(); }},
        {tr("&Group By…"), {}, [this] { showGroupBy(); }},
        {tr("Open Row in Its &File"),
         {},
         [this] {
             const QModelIndex current = m_view->currentIndex();
             if (current.isValid()) {
                 emit rowFileRequested(absoluteRowOf(current));
             }
         },
         &m_openRowFile},
    };
    addContextMenu(*m_view, entries);
}

void TablePane::setDocument(std::shared_ptr<const Document> document) {
    if (document == m_document) {
        return;
    }
    m_view->setModel(nullptr);
    m_rowScroller->setModel(nullptr);
    m_filterJob->cancel();
    m_filteringModel = nullptr;
    m_sortJob->cancel();
    m_sortingModel = nullptr;
    m_models.clear();
    m_itemTypes.clear();
    m_itemTypeChoice.clear();
    m_document = std::move(document);
    showRowMessage({});
    m_rowEdit->clear(); // the row typed for another file's table
    const QSignalBlocker block(m_picker);
    m_picker->clear();
    if (m_document) {
        for (std::size_t t = 0; t < m_document->tables.size(); ++t) {
            m_models.push_back(std::make_unique<model::TableModel>(m_document, t));
            const auto& table = *m_document->tables[t];
            QStringList types;
            for (const std::string& type : table.itemTypes()) {
                types << QString::fromStdString(type);
            }
            m_itemTypes.push_back(types);
            m_itemTypeChoice.push_back(-1);
            const quint64 rows = table.rowCount();
            const int columns = static_cast<int>(table.columns().size());
            m_picker->addItem(
                tr("%1 (%2 × %3)")
                    .arg(model::translatedNodeText(table.name()),
                         withFullCount(tr("%Ln row(s)", nullptr, pluralCount(rows)), rows),
                         tr("%Ln column(s)", nullptr, columns)));
        }
    }
    m_picker->setEnabled(m_models.size() > 1);
    showNoTableNotice();
    showTable(m_models.empty() ? -1 : 0);
}

void TablePane::showNoTableNotice() {
    m_noTableNotice->setVisible(m_document && m_models.empty());
    if (!m_noTableNotice->isVisible()) {
        return;
    }
    const auto& diagnostics = m_document->diagnostics;
    const auto error = std::find_if(diagnostics.begin(), diagnostics.end(),
                                    [](const auto& d) { return d.severity == Severity::Error; });
    if (error == diagnostics.end()) {
        m_noTableNotice->setText(tr("This file holds no table."));
        m_noTableNotice->setStyleSheet({});
        return;
    }
    m_noTableNotice->setText(
        tr("No table could be decoded: %1 (at byte %2). Diagnostics lists everything found.")
            .arg(model::translatedDiagnostic(error->message),
                 QLocale().toString(static_cast<qulonglong>(error->offset))));
    m_noTableNotice->setStyleSheet(QStringLiteral("color: #c62828"));
}

TableViewState TablePane::viewState() const {
    TableViewState state;
    state.table = m_picker->currentIndex();
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid()) {
        state.row = absoluteRowOf(current);
        state.column = current.column();
    }
    state.filter = m_activeFilterText;
    state.rowText = m_rowEdit->text();
    state.sort = m_sortKeys;
    const QHeaderView* header = m_view->horizontalHeader();
    for (int c = 0; c < header->count(); ++c) {
        state.columnWidths.push_back(header->sectionSize(c));
    }
    return state;
}

void TablePane::restoreViewState(const TableViewState& state) {
    if (state.table < 0 || state.table >= static_cast<int>(m_models.size())) {
        return;
    }
    if (m_picker->currentIndex() != state.table) {
        m_picker->setCurrentIndex(state.table);
    }
    m_rowEdit->setText(state.rowText);
    // The widths the person gave the columns, not fitted again to the first values (nor to
    // the rows a filter or a sort shows).
    const auto restoreWidths = [this, widths = state.columnWidths] {
        if (widths.empty()) {
            return;
        }
        disconnect(m_fitOnFirstValues);
        QHeaderView* header = m_view->horizontalHeader();
        for (int c = 0; c < header->count() && c < static_cast<int>(widths.size()); ++c) {
            // A session file's numbers, within what a column can sensibly be.
            header->resizeSection(c, std::clamp(widths[static_cast<std::size_t>(c)], 16, 4000));
        }
    };
    restoreWidths();
    // The rows are filtered, then sorted, in the background: the cell once they are known, if
    // they hold it and nothing else was asked for meanwhile.
    const auto showCellOnce = [this, state, restoreWidths, model = currentModel()] {
        restoreWidths();
        if (state.row && currentModel() == model && model != nullptr &&
            model->showsRow(*state.row) && !m_view->currentIndex().isValid()) {
            showCell(static_cast<std::size_t>(state.table), *state.row, state.column);
        }
    };
    // Runs `action` once, when `job` next finishes.
    const auto whenFinished = [this](BackgroundJob* job, std::function<void()> action) {
        auto* once = new QObject(this);
        connect(job, &BackgroundJob::finished, once, [once, action] {
            once->deleteLater();
            action();
        });
    };
    const auto sortThenShow = [this, state, showCellOnce, whenFinished] {
        if (state.sort.empty()) {
            showCellOnce();
            return;
        }
        whenFinished(m_sortJob, showCellOnce);
        sortBy(state.sort);
    };
    if (state.filter.isEmpty()) {
        sortThenShow();
        return;
    }
    whenFinished(m_filterJob, sortThenShow);
    m_filterEdit->setText(state.filter);
    applyFilter();
}

model::TableModel* TablePane::currentModel() const {
    const int index = m_picker->currentIndex();
    return index >= 0 && index < static_cast<int>(m_models.size())
               ? m_models[static_cast<std::size_t>(index)].get()
               : nullptr;
}

void TablePane::showTable(int index) {
    model::TableModel* model = index >= 0 && index < static_cast<int>(m_models.size())
                                   ? m_models[static_cast<std::size_t>(index)].get()
                                   : nullptr;
    // A filter belongs to the table it was typed for.
    m_filterJob->cancel();
    m_filteringModel = nullptr;
    m_activeFilter = QueryExpression();
    m_activeFilterText.clear();
    m_filterRows.reset();
    // And so does a sort.
    m_sortJob->cancel();
    m_sortingModel = nullptr;
    m_sortKeys.clear();
    m_sortedRows.reset();
    m_sortStatus->clear();
    if (model != nullptr) {
        model->setSortKeys({});
    }
    if (model != nullptr && model->isFiltered()) {
        model->setRowFilter(nullptr);
    }
    {
        const QSignalBlocker block(m_filterEdit);
        m_filterEdit->clear();
    }
    showFilterStatus({});
    m_filterError->hide();
    m_view->setModel(model);
    m_rowScroller->setModel(model);
    m_filterEdit->setEnabled(model != nullptr);
    const Table* table = model != nullptr ? model->sharedTable().get() : nullptr;
    m_plotMap->setVisible(table != nullptr && plot::findLatLonColumns(table->columns()));
    m_showImage->setVisible(table != nullptr && table->ndArray() != nullptr);
    m_openRowFile->setVisible(dynamic_cast<const DatasetTable*>(table) != nullptr);
    {
        const QSignalBlocker block(m_itemType);
        m_itemType->clear();
        if (model != nullptr && !m_itemTypes[static_cast<std::size_t>(index)].isEmpty()) {
            m_itemType->addItem(tr("as in the file"));
            m_itemType->addItems(m_itemTypes[static_cast<std::size_t>(index)]);
            m_itemType->setCurrentIndex(m_itemTypeChoice[static_cast<std::size_t>(index)] + 1);
        }
    }
    m_itemTypeLabel->setVisible(m_itemType->count() > 0);
    m_itemType->setVisible(m_itemType->count() > 0);
    showLoss(table);
    if (model != nullptr) {
        connectSelection();
        // A moved page (a jump to a long table's end) shows wider numbers than its first rows.
        connect(model, &QAbstractItemModel::modelReset, this, [this] {
            fitRowHeader();
            widenColumnsNowAndOnFirstValues();
        });
    }
    fitRowHeader();
    fitColumnsNowAndOnFirstValues();
}

void TablePane::showLoss(const Table* table) {
    const quint64 lost = table != nullptr ? table->lostRowCount() : 0;
    m_lossNotice->setVisible(lost > 0);
    if (lost == 0) {
        m_lossNotice->clear();
        return;
    }
    const QLocale locale;
    const quint64 held = table->rowCount();
    m_lossNotice->setText(tr("%1 of %2 rows; %3 lost to truncation at %4")
                              .arg(locale.toString(held), locale.toString(held + lost),
                                   locale.toString(lost),
                                   locale.toString(static_cast<qulonglong>(table->firstLossAt()))));
    m_lossNotice->setToolTip(tr("The file ends before the rows its header promises: only the rows "
                                "it holds are shown, counted and exported."));
}

void TablePane::readItemsAs(int index) {
    const int table = m_picker->currentIndex();
    if (!m_document || table < 0 || table >= static_cast<int>(m_models.size())) {
        return;
    }
    const auto slot = static_cast<std::size_t>(table);
    const std::shared_ptr<const Table>& original = m_document->tables[slot];
    std::shared_ptr<const Table> shown =
        index > 0 ? original->withItemType(m_itemType->itemText(index).toStdString()) : original;
    if (!shown) {
        const QSignalBlocker block(m_itemType); // the table keeps the type it was read as
        m_itemType->setCurrentIndex(m_itemTypeChoice[slot] + 1);
        return;
    }
    m_itemTypeChoice[slot] = index - 1;
    m_view->setModel(nullptr); // nothing may show the model while it is replaced
    m_rowScroller->setModel(nullptr);
    m_filterJob->cancel();
    m_filteringModel = nullptr;
    m_sortJob->cancel();
    m_sortingModel = nullptr;
    m_models[slot] = std::make_unique<model::TableModel>(m_document, slot, std::move(shown));
    showTable(table);
}

quint64 TablePane::absoluteRowOf(const QModelIndex& index) const {
    return index.data(model::TableModel::AbsoluteRowRole).toULongLong();
}

void TablePane::connectSelection() {
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (m_programmatic || m_rowScroller->isMovingPage() || !current.isValid() ||
                    currentModel() == nullptr) {
                    return;
                }
                emit cellSelected(currentModel()->tableIndex(), absoluteRowOf(current),
                                  current.column());
            });
}

void TablePane::applyFilter() {
    model::TableModel* model = currentModel();
    const QString text = m_filterEdit->text().trimmed();
    if (model == nullptr) {
        return;
    }
    if (text.isEmpty()) {
        clearFilter();
        return;
    }
    m_filterError->hide();
    const QByteArray utf8 = text.toUtf8();
    QueryExpression filter;
    try {
        filter = QueryExpression::parse(
            std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())),
            model->table().columns());
    } catch (const ExpressionError& error) {
        // The byte offset as a character position, for the message and the text cursor.
        const auto at = static_cast<int>(
            QString::fromUtf8(utf8.left(static_cast<qsizetype>(error.position()))).size());
        // What the table shows stays, and so does its count: only the new text is wrong.
        m_filterError->setText(
            tr("%1 (at character %2)").arg(model::translatedQueryError(error.what())).arg(at + 1));
        m_filterError->show();
        m_filterEdit->setCursorPosition(at);
        return;
    }
    m_filteringModel = model;
    m_filteringText = text;
    m_filterJob->start(model->sharedTable(), std::move(filter));
    m_cancelFilter->show();
    showFilterStatus(tr("Filtering…"));
}

void TablePane::clearFilter() {
    m_filterError->hide();
    m_filterJob->cancel();
    m_filteringModel = nullptr;
    m_activeFilter = QueryExpression();
    m_activeFilterText.clear();
    if (!m_filterEdit->text().isEmpty()) {
        const QSignalBlocker block(m_filterEdit);
        m_filterEdit->clear();
    }
    showFilterStatus({});
    m_filterRows.reset();
    emit filterChanged();
    if (!m_sortKeys.empty()) {
        sortBy(m_sortKeys); // every row, in the same order
        return;
    }
    model::TableModel* model = currentModel();
    if (model != nullptr && model->isFiltered()) {
        model->setRowFilter(nullptr);
        fitRowHeader();
    }
}

void TablePane::onHeaderClicked(int column) {
    std::vector<SortKey> keys = m_sortKeys;
    const auto key = std::find_if(keys.begin(), keys.end(), [column](const SortKey& candidate) {
        return candidate.column == static_cast<std::size_t>(column);
    });
    if (QApplication::keyboardModifiers().testFlag(Qt::ShiftModifier)) {
        if (key != keys.end()) {
            key->descending = !key->descending;
        } else {
            keys.push_back({static_cast<std::size_t>(column), false});
        }
    } else if (keys.size() == 1 && key != keys.end()) {
        key->descending = !key->descending;
    } else {
        keys = {{static_cast<std::size_t>(column), false}};
    }
    sortBy(std::move(keys));
}

void TablePane::sortBy(std::vector<SortKey> keys) {
    model::TableModel* model = currentModel();
    if (model == nullptr) {
        return;
    }
    if (keys.empty()) {
        clearSort();
        return;
    }
    const quint64 rows =
        m_activeFilterText.isEmpty() ? model->totalRows() : m_filterJob->matchedRows();
    if (rows > TableSortJob::maxSortedRows) {
        m_sortStatus->setText(
            tr("Sorting holds the order of at most %1 rows: filter the table first")
                .arg(QLocale().toString(static_cast<qulonglong>(TableSortJob::maxSortedRows))));
        return;
    }
    m_sortingModel = model;
    m_sortJob->start(model->sharedTable(), std::move(keys), m_activeFilter);
    m_cancelFilter->show();
    m_sortStatus->setText(tr("Sorting…"));
}

void TablePane::clearSort() {
    m_sortJob->cancel();
    m_sortingModel = nullptr;
    m_sortStatus->clear();
    if (m_sortKeys.empty()) {
        return;
    }
    m_sortKeys.clear();
    m_sortedRows.reset();
    showUnsortedRows();
}

void TablePane::showUnsortedRows() {
    model::TableModel* model = currentModel();
    if (model == nullptr) {
        return;
    }
    model->setSortKeys({});
    model->setRowFilter(m_filterRows);
    fitRowHeader();
}

void TablePane::showEveryRow() {
    m_sortJob->cancel();
    m_sortingModel = nullptr;
    m_sortKeys.clear();
    m_sortedRows.reset();
    m_sortStatus->clear();
    if (currentModel() != nullptr) {
        currentModel()->setSortKeys({});
    }
    clearFilter();
    if (currentModel() != nullptr && currentModel()->isFiltered()) {
        currentModel()->setRowFilter(nullptr);
    }
}

void TablePane::onSortFinished() {
    if (!m_filterJob->isRunning()) {
        m_cancelFilter->hide();
    }
    model::TableModel* model = currentModel();
    if (model == nullptr || model != m_sortingModel) {
        return; // the table changed while the job ran
    }
    m_sortingModel = nullptr;
    if (m_sortJob->wasCancelled()) {
        m_sortStatus->setText(tr("Sort cancelled; the rows keep their order"));
        return;
    }
    if (!m_sortJob->errorText().isEmpty()) {
        m_sortStatus->setText(tr("Could not sort: %1").arg(m_sortJob->errorText()));
        return;
    }
    m_sortKeys = m_sortJob->keys();
    m_sortedRows = m_sortJob->rows();
    m_sortStatus->clear();
    model->setSortKeys(m_sortKeys);
    model->setRowFilter(m_sortedRows);
    fitRowHeader();
    fitColumnsNowAndOnFirstValues();
}

void TablePane::showValueCounts() {
    model::TableModel* model = currentModel();
    if (model == nullptr || model->columnCount() == 0) {
        return;
    }
    if (m_valueCounts == nullptr) {
        m_valueCounts = new ValueCountsDialog(this);
        connect(m_valueCounts, &ValueCountsDialog::filterRequested, this, &TablePane::narrowFilter);
    }
    m_valueCounts->count(model->sharedTable(), static_cast<std::size_t>(currentColumn()),
                         m_activeFilter);
    m_valueCounts->show();
    m_valueCounts->raise();
}

void TablePane::showGroupBy() {
    model::TableModel* model = currentModel();
    if (model == nullptr || model->columnCount() == 0) {
        return;
    }
    if (m_groupBy == nullptr) {
        m_groupBy = new GroupByDialog(this);
        connect(m_groupBy, &GroupByDialog::filterRequested, this, &TablePane::narrowFilter);
    }
    m_groupBy->start(model->sharedTable(), static_cast<std::size_t>(currentColumn()),
                     m_activeFilter);
    m_groupBy->show();
    m_groupBy->raise();
}

void TablePane::showRow(quint64 row) {
    m_rowEdit->setText(QString::number(row));
    goToRow();
}

void TablePane::narrowFilter(const QString& expression) {
    // Within the rows already filtered, as the dialogs counted them.
    m_filterEdit->setText(m_activeFilterText.isEmpty()
                              ? expression
                              : QStringLiteral("(%1) AND %2").arg(m_activeFilterText, expression));
    applyFilter();
}

void TablePane::onFilterProgress(quint64 done, quint64 total) {
    if (m_filterJob->isRunning() && total > 0) {
        showFilterStatus(tr("Filtering… %1 %").arg(done * 100 / total));
    }
}

void TablePane::onFilterFinished() {
    if (!m_sortJob->isRunning()) {
        m_cancelFilter->hide();
    }
    model::TableModel* model = currentModel();
    if (model == nullptr || model != m_filteringModel) {
        return; // the table changed while the job ran
    }
    m_filteringModel = nullptr;
    if (m_filterJob->wasCancelled()) {
        showFilterStatus(tr("Filter cancelled; the table shows every row"));
        return;
    }
    m_activeFilter = m_filterJob->filter();
    m_activeFilterText = m_filteringText;
    m_filterRows = m_filterJob->rows();
    emit filterChanged();
    if (!m_sortKeys.empty()) {
        sortBy(m_sortKeys); // the rows it kept, in the same order
    } else {
        model->setRowFilter(m_filterRows);
    }
    const quint64 matched = m_filterJob->matchedRows();
    const quint64 total = model->totalRows();
    // As the statistics pane counts rows: the total is a table's, rarely one.
    QString status = tr("%1 of %2 rows").arg(matched).arg(total);
    if (matched > m_filterRows->size()) {
        status += tr(" (the first %1 shown)").arg(m_filterRows->size());
    }
    showFilterStatus(status);
    fitRowHeader();
    fitColumnsNowAndOnFirstValues();
}

void TablePane::showFilterStatus(const QString& text, bool error) {
    m_filterStatus->setText(text);
    m_filterStatus->setStyleSheet(error ? QStringLiteral("color: #c62828") : QString());
}

void TablePane::fitColumns() {
    resizeColumnsToValuesInView(false);
}

void TablePane::resizeColumnsToValuesInView(bool onlyWider) {
    const QAbstractItemModel* shown = m_view->model();
    if (shown == nullptr) {
        return;
    }
    QHeaderView* header = m_view->horizontalHeader();
    const QFontMetrics metrics = m_view->fontMetrics();
    const int widest =
        metrics.horizontalAdvance(QString(maxFittedCharacters, QLatin1Char('0'))) + 2 * 4;
    // The rows in view (or the first screenful while the view is not laid out yet).
    const int rowHeight = std::max(1, m_view->verticalHeader()->defaultSectionSize());
    const int first = std::max(0, m_view->rowAt(0));
    const int last = std::min(shown->rowCount(),
                              first + std::max(m_view->viewport()->height(), 600) / rowHeight + 1);
    for (int column = 0; column < shown->columnCount(); ++column) {
        int width = header->sectionSizeHint(column);
        for (int row = first; row < last; ++row) {
            width = std::max(width, m_view->sizeHintForIndex(shown->index(row, column)).width());
        }
        const int fitted = std::min(width + (m_view->showGrid() ? 1 : 0), widest);
        if (!onlyWider || fitted > header->sectionSize(column)) {
            header->resizeSection(column, fitted);
        }
    }
}

void TablePane::fitColumnsNowAndOnFirstValues() {
    disconnect(m_fitOnFirstValues);
    fitColumns();
    if (const QAbstractItemModel* shown = m_view->model()) {
        m_fitOnFirstValues = connect(shown, &QAbstractItemModel::dataChanged, this,
                                     &TablePane::fitColumns, Qt::SingleShotConnection);
    }
}

void TablePane::widenColumnsNowAndOnFirstValues() {
    disconnect(m_fitOnFirstValues);
    resizeColumnsToValuesInView(true);
    if (const QAbstractItemModel* shown = m_view->model()) {
        m_fitOnFirstValues = connect(
            shown, &QAbstractItemModel::dataChanged, this,
            [this] { resizeColumnsToValuesInView(true); }, Qt::SingleShotConnection);
    }
}

void TablePane::fitRowHeader() {
    // When a long table's page moves (a model reset), QHeaderView kept the width of the
    // numbers it measured first (seen on a 268 M-row table: "2684354" for row 268435400):
    // make room for the largest number the page holds.
    model::TableModel* model = currentModel();
    QHeaderView* header = m_view->verticalHeader();
    if (model == nullptr || model->totalRows() == 0) {
        header->setMinimumWidth(0);
        return;
    }
    if (model->pageRows() == 0) {
        header->setMinimumWidth(0);
        return;
    }
    // A sorted page holds its largest number anywhere: the table's last row number is as wide.
    const quint64 largest = model->totalRows() - 1;
    QFont bold = header->font(); // the current row's number is drawn bold
    bold.setBold(true);
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    // A bookmarked row's swatch stands before its number.
    const int swatch = model->markedRows().isEmpty()
                           ? 0
                           : header->style()->pixelMetric(QStyle::PM_SmallIconSize) + margin;
    header->setMinimumWidth(QFontMetrics(bold).horizontalAdvance(QString::number(largest)) +
                            2 * margin + 2 + swatch);
}

int TablePane::currentColumn() const {
    return std::max(0, m_view->currentIndex().column());
}

void TablePane::showCell(std::size_t table, quint64 row, int column) {
    if (table >= m_models.size()) {
        return;
    }
    m_programmatic = true;
    if (m_picker->currentIndex() != static_cast<int>(table)) {
        m_picker->setCurrentIndex(static_cast<int>(table));
    }
    model::TableModel* model = m_models[table].get();
    if (!model->showsRow(row)) {
        showEveryRow(); // a row the filter left out: back to the whole table
    }
    const int viewRow = model->showRow(row);
    const QModelIndex index = model->index(viewRow, column);
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    m_programmatic = false;
}

QString TablePane::selectionAsTsv() const {
    const QItemSelectionModel* selection = m_view->selectionModel();
    if (selection == nullptr || !selection->hasSelection()) {
        return {};
    }
    QModelIndexList cells = selection->selectedIndexes();
    std::sort(cells.begin(), cells.end(), [](const QModelIndex& a, const QModelIndex& b) {
        return a.row() != b.row() ? a.row() < b.row() : a.column() < b.column();
    });
    int minColumn = cells.front().column();
    int maxColumn = minColumn;
    for (const QModelIndex& cell : cells) {
        minColumn = std::min(minColumn, cell.column());
        maxColumn = std::max(maxColumn, cell.column());
    }
    // A rectangle spanning the selection; unselected cells inside it stay empty. Tabs and line
    // breaks inside a value become spaces so the grid survives the paste.
    QString text;
    for (qsizetype i = 0; i < cells.size();) {
        const int row = cells[i].row();
        QStringList fields(maxColumn - minColumn + 1);
        for (; i < cells.size() && cells[i].row() == row; ++i) {
            const QModelIndex& cell = cells[i];
            QString value = cell.data(model::TableModel::MissingRole).toBool()
                                ? QString()
                                : cell.data().toString();
            value.replace(QLatin1Char('\t'), QLatin1Char(' '))
                .replace(QLatin1Char('\n'), QLatin1Char(' '));
            value.replace(QLatin1Char('\r'), QLatin1Char(' '));
            fields[cell.column() - minColumn] = value;
        }
        text += fields.join(QLatin1Char('\t'));
        text += QLatin1Char('\n');
    }
    return text;
}

void TablePane::setMarkedRows(const std::vector<QHash<quint64, QColor>>& rowsByTable) {
    for (std::size_t t = 0; t < m_models.size(); ++t) {
        m_models[t]->setMarkedRows(t < rowsByTable.size() ? rowsByTable[t]
                                                          : QHash<quint64, QColor>());
    }
    fitRowHeader();
}

void TablePane::setCacheLimit(quint64 bytes) {
    for (const auto& model : m_models) {
        model->setCacheLimit(bytes);
    }
}

bool TablePane::hasSelection() const {
    const QItemSelectionModel* selection = m_view->selectionModel();
    return selection != nullptr && selection->hasSelection();
}

ExportSelection TablePane::selectedRegion() const {
    ExportSelection region;
    region.filter = m_activeFilter;
    if (m_sortedRows) {
        region.order = std::make_shared<const std::vector<std::uint64_t>>(m_sortedRows->begin(),
                                                                          m_sortedRows->end());
    }
    if (!hasSelection()) {
        return region;
    }
    const QAbstractItemModel* shown = m_view->model();
    // The whole table's rows are contiguous in the view; filtered ones are not.
    const bool contiguous = currentModel() != nullptr && !currentModel()->isFiltered();
    std::set<int> columns;
    for (const QItemSelectionRange& range : m_view->selectionModel()->selection()) {
        for (int column = range.left(); column <= range.right(); ++column) {
            columns.insert(column);
        }
        if (contiguous) {
            region.rows.push_back({absoluteRowOf(shown->index(range.top(), 0)),
                                   static_cast<quint64>(range.bottom() - range.top() + 1)});
            continue;
        }
        for (int row = range.top(); row <= range.bottom(); ++row) {
            region.rows.push_back({absoluteRowOf(shown->index(row, 0)), 1});
        }
    }
    const QHeaderView* header = m_view->horizontalHeader();
    region.columns.assign(columns.begin(), columns.end());
    std::sort(region.columns.begin(), region.columns.end(), [header](std::size_t a, std::size_t b) {
        return header->visualIndex(static_cast<int>(a)) < header->visualIndex(static_cast<int>(b));
    });
    return region;
}

void TablePane::copySelection() const {
    QApplication::clipboard()->setText(selectionAsTsv());
}

void TablePane::showRowMessage(const QString& message) {
    m_rowMessage->setText(message);
    m_rowMessage->setVisible(!message.isEmpty());
}

void TablePane::goToRow() {
    model::TableModel* model = currentModel();
    const QString text = m_rowEdit->text().trimmed();
    if (model == nullptr || text.isEmpty()) {
        showRowMessage({});
        return;
    }
    bool ok = false;
    const quint64 row = text.toULongLong(&ok);
    if (!ok) {
        showRowMessage(tr("“%1” is not a row number").arg(text));
        return;
    }
    if (row >= model->totalRows()) {
        showRowMessage(model->totalRows() == 0 ? tr("The table has no rows")
                                               : tr("Row %1 is past the end: the last row is %2")
                                                     .arg(row)
                                                     .arg(model->totalRows() - 1));
        return;
    }
    showRowMessage({});
    if (!model->showsRow(row)) {
        showEveryRow();
    }
    const int viewRow = model->showRow(row);
    const QModelIndex index = model->index(viewRow, std::max(0, m_view->currentIndex().column()));
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

} // namespace strata::gui
