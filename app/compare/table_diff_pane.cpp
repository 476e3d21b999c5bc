#include "compare/table_diff_pane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

namespace strata::gui {
namespace {

int clampedCount(std::uint64_t count) {
    return static_cast<int>(std::min<std::uint64_t>(count, std::numeric_limits<int>::max()));
}

// "2 changed cells, 0 rows only in A, 1 row only in B", and what "changed rows only" shows when
// the diff listed fewer than there are.
QString noteOf(const TableDiff& table) {
    QString text =
        QStringList{
            TableDiffPane::tr("%n changed cell(s)", nullptr, clampedCount(table.changedCells)),
            TableDiffPane::tr("%n row(s) only in A", nullptr, clampedCount(table.rowsOnlyInA)),
            TableDiffPane::tr("%n row(s) only in B", nullptr, clampedCount(table.rowsOnlyInB))}
            .join(QStringLiteral(", "));
    if (table.changedCells > table.cells.size() ||
        table.rowsOnlyInA + table.rowsOnlyInB > table.rows.size()) {
        text += QLatin1Char(' ') + TableDiffPane::tr("(changed rows only: those of the first %1 "
                                                     "cells and rows listed)")
                                       .arg(QLocale().toString(static_cast<qulonglong>(
                                           table.cells.size() + table.rows.size())));
    }
    return text;
}

} // namespace

TableDiffPane::TableDiffPane(QWidget* parent)
    : QWidget(parent)
    , m_picker(new QComboBox(this))
    , m_changedOnly(new QCheckBox(tr("Changed rows only"), this))
    , m_note(new QLabel(this))
    , m_view(new QTableView(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_picker, 1);
    bar->addWidget(m_changedOnly);
    layout->addLayout(bar);
    layout->addWidget(m_note);
    layout->addWidget(m_view, 1);
    m_picker->setAccessibleName(tr("Table"));
    m_note->setWordWrap(true);
    m_note->setAccessibleName(tr("What differs in the table"));
    m_view->setAccessibleName(tr("Table differences"));
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 4);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_changedOnly->setToolTip(tr("Show only the rows that differ"));
    connect(m_picker, &QComboBox::currentIndexChanged, this, &TableDiffPane::showTable);
    connect(m_changedOnly, &QCheckBox::toggled, this, [this](bool only) {
        if (m_model) {
            m_model->setChangedRowsOnly(only);
        }
    });
    setEnabled(false);
}

TableDiffPane::~TableDiffPane() {
    m_view->setModel(nullptr);
}

void TableDiffPane::setDiff(model::DocumentPtr a, model::DocumentPtr b,
                            std::shared_ptr<const DocumentDiff> diff) {
    m_a = std::move(a);
    m_b = std::move(b);
    m_diff = std::move(diff);
    const QSignalBlocker block(m_picker);
    m_picker->clear();
    if (m_diff) {
        for (const TableDiff& table : m_diff->tables) {
            const QString name =
                QString::fromStdString(table.nameA.empty() ? table.nameB : table.nameA);
            m_picker->addItem(table.dataEqual() && table.schema.empty()
                                  ? tr("%1 (same)").arg(name)
                                  : tr("%1 (differs)").arg(name));
        }
    }
    setEnabled(m_picker->count() > 0);
    // The first table that differs.
    int first = 0;
    for (int t = 0; m_diff && t < m_picker->count(); ++t) {
        const TableDiff& table = m_diff->tables[static_cast<std::size_t>(t)];
        if (!table.dataEqual() || !table.schema.empty()) {
            first = t;
            break;
        }
    }
    m_picker->setCurrentIndex(m_picker->count() > 0 ? first : -1);
    showTable(m_picker->currentIndex());
}

void TableDiffPane::showTable(int pick) {
    m_view->setModel(nullptr);
    m_model.reset();
    m_note->clear();
    if (!m_diff || pick < 0 || static_cast<std::size_t>(pick) >= m_diff->tables.size()) {
        return;
    }
    const TableDiff& table = m_diff->tables[static_cast<std::size_t>(pick)];
    m_model = std::make_unique<model::TableDiffModel>(m_a, m_b, table);
    m_model->setChangedRowsOnly(m_changedOnly->isChecked());
    m_view->setModel(m_model.get());
    m_note->setText(noteOf(table));
    // Columns fitted to the header and the rows in view (never ResizeToContents over every
    // row), again as blocks land, only ever wider, so values shown late are not cut off.
    connect(m_model.get(), &QAbstractItemModel::dataChanged, this, &TableDiffPane::fitColumns);
    fitColumns();
}

void TableDiffPane::fitColumns() {
    constexpr int widest = 320;
    for (int c = 0; m_model && c < m_model->columnCount(); ++c) {
        const int before = m_view->columnWidth(c);
        m_view->resizeColumnToContents(c);
        m_view->setColumnWidth(c, std::min(widest, std::max(before, m_view->columnWidth(c))));
    }
}

void TableDiffPane::showCell(std::size_t table, std::optional<quint64> row,
                             const std::string& column) {
    if (!m_diff || table >= m_diff->tables.size()) {
        return;
    }
    if (m_picker->currentIndex() != static_cast<int>(table)) {
        m_picker->setCurrentIndex(static_cast<int>(table));
    }
    if (!m_model) {
        return;
    }
    const int shownColumn = column.empty() ? 0 : m_model->columnOf(QString::fromStdString(column));
    const int shownRow = row ? m_model->rowOf(*row) : 0;
    if (shownRow < 0 || shownColumn < 0 || m_model->rowCount() == 0) {
        return;
    }
    const QModelIndex index = m_model->index(shownRow, shownColumn);
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

} // namespace strata::gui
