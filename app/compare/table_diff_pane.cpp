#include "compare/table_diff_pane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleValidator>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
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
            TableDiffPane::tr("%Ln changed cell(s)", nullptr, clampedCount(table.changedCells)),
            TableDiffPane::tr("%Ln row(s) only in A", nullptr, clampedCount(table.rowsOnlyInA)),
            TableDiffPane::tr("%Ln row(s) only in B", nullptr, clampedCount(table.rowsOnlyInB))}
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
    , m_view(new QTableView(this))
    , m_keyButton(new QToolButton(this))
    , m_keyMenu(new QMenu(this))
    , m_toleranceKind(new QComboBox(this))
    , m_toleranceAmount(new QLineEdit(this))
    , m_compareAgain(new QPushButton(tr("Compare Again"), this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_picker, 1);
    bar->addWidget(m_changedOnly);
    layout->addLayout(bar);
    // How the next comparison pairs rows and compares numbers (strata-cli diff --key,
    // --tolerance).
    auto* options = new QHBoxLayout;
    m_keyButton->setMenu(m_keyMenu);
    m_keyButton->setPopupMode(QToolButton::InstantPopup);
    m_keyButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_keyButton->setToolTip(tr("Pair rows by the values of these columns instead of by position"));
    m_keyButton->setAccessibleName(tr("Key columns"));
    auto* toleranceLabel = new QLabel(tr("Tolerance:"), this);
    m_toleranceKind->addItem(tr("Exact"), static_cast<int>(NumericTolerance::Kind::Exact));
    m_toleranceKind->addItem(tr("Absolute"), static_cast<int>(NumericTolerance::Kind::Absolute));
    m_toleranceKind->addItem(tr("Relative"), static_cast<int>(NumericTolerance::Kind::Relative));
    m_toleranceKind->addItem(tr("Same float32"), static_cast<int>(NumericTolerance::Kind::Float32));
    m_toleranceKind->setToolTip(tr("When two numbers count as equal"));
    toleranceLabel->setBuddy(m_toleranceKind);
    auto* validator = new QDoubleValidator(0, std::numeric_limits<double>::max(), 17, this);
    validator->setNotation(QDoubleValidator::ScientificNotation);
    m_toleranceAmount->setValidator(validator);
    m_toleranceAmount->setText(QLocale().toString(0.0));
    m_toleranceAmount->setAccessibleName(tr("Tolerance amount"));
    m_toleranceAmount->setToolTip(tr("|a − b| at most this (absolute), or this times the larger "
                                     "magnitude (relative)"));
    m_toleranceAmount->setMaximumWidth(
        m_toleranceAmount->fontMetrics().horizontalAdvance(QStringLiteral("0.000000001")) + 16);
    m_toleranceAmount->setEnabled(false);
    m_compareAgain->setToolTip(tr("Compare the files again with these key columns and tolerance"));
    options->addWidget(m_keyButton);
    options->addWidget(toleranceLabel);
    options->addWidget(m_toleranceKind);
    options->addWidget(m_toleranceAmount);
    options->addStretch(1);
    options->addWidget(m_compareAgain);
    layout->addLayout(options);
    showKeys();
    connect(m_toleranceKind, &QComboBox::currentIndexChanged, this, [this] {
        const auto kind =
            static_cast<NumericTolerance::Kind>(m_toleranceKind->currentData().toInt());
        m_toleranceAmount->setEnabled(kind == NumericTolerance::Kind::Absolute ||
                                      kind == NumericTolerance::Kind::Relative);
    });
    connect(m_compareAgain, &QPushButton::clicked, this, &TableDiffPane::compareAgainRequested);
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
    offerKeys(table.index);
    m_model = std::make_unique<model::TableDiffModel>(m_a, m_b, table);
    m_model->setChangedRowsOnly(m_changedOnly->isChecked());
    // Rows paired by key show the rows that differ only.
    m_changedOnly->setEnabled(!table.keyed);
    m_changedOnly->setToolTip(table.keyed ? tr("Rows paired by key: only the rows that differ "
                                               "are shown")
                                          : tr("Show only the rows that differ"));
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

int TableDiffPane::pickOf(std::size_t table) const {
    for (std::size_t t = 0; m_diff && t < m_diff->tables.size(); ++t) {
        if (m_diff->tables[t].index == table) {
            return static_cast<int>(t);
        }
    }
    return -1;
}

void TableDiffPane::showCell(std::size_t table, std::optional<quint64> row,
                             const std::string& column, bool onlyInB) {
    // A comparison of one table (by key) lists it alone.
    const int pick = pickOf(table);
    if (pick < 0) {
        return;
    }
    if (m_picker->currentIndex() != pick) {
        m_picker->setCurrentIndex(pick);
    }
    if (!m_model) {
        return;
    }
    const int shownColumn = column.empty() ? 0 : m_model->columnOf(QString::fromStdString(column));
    const int shownRow = row ? m_model->rowOf(*row, onlyInB) : 0;
    if (shownRow < 0 || shownColumn < 0 || m_model->rowCount() == 0) {
        return;
    }
    const QModelIndex index = m_model->index(shownRow, shownColumn);
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

void TableDiffPane::offerKeys(std::size_t table) {
    m_keyMenu->clear();
    if (!m_a || !m_b || table >= m_a->tables.size() || table >= m_b->tables.size()) {
        return;
    }
    // Keys chosen for another table do not apply to this one.
    if (m_keyTable != table) {
        m_keys.clear();
        m_keyTable = table;
    }
    QAction* position = m_keyMenu->addAction(tr("By Row Position"));
    connect(position, &QAction::triggered, this, [this] {
        m_keys.clear();
        for (QAction* action : m_keyMenu->actions()) {
            action->setChecked(false);
        }
        showKeys();
    });
    m_keyMenu->addSeparator();
    const auto& columnsB = m_b->tables[table]->columns();
    for (const Column& column : m_a->tables[table]->columns()) {
        const bool shared =
            std::any_of(columnsB.begin(), columnsB.end(),
                        [&column](const Column& c) { return c.name == column.name; });
        if (!shared) {
            continue;
        }
        const QString name = QString::fromStdString(column.name);
        QAction* action = m_keyMenu->addAction(name);
        action->setCheckable(true);
        action->setChecked(m_keys.contains(name));
        connect(action, &QAction::toggled, this, [this, name](bool on) {
            m_keys.removeAll(name);
            if (on) {
                m_keys << name;
            }
            showKeys();
        });
    }
    showKeys();
}

void TableDiffPane::showKeys() {
    m_keyButton->setText(m_keys.isEmpty() ? tr("Rows by position")
                                          : tr("Key: %1").arg(m_keys.join(QStringLiteral(", "))));
}

std::vector<std::string> TableDiffPane::keyColumns() const {
    std::vector<std::string> keys;
    for (const QString& key : m_keys) {
        keys.push_back(key.toStdString());
    }
    return keys;
}

NumericTolerance TableDiffPane::tolerance() const {
    NumericTolerance tolerance;
    tolerance.kind = static_cast<NumericTolerance::Kind>(m_toleranceKind->currentData().toInt());
    bool ok = false;
    const double amount = QLocale().toDouble(m_toleranceAmount->text(), &ok);
    tolerance.amount = ok && amount >= 0 ? amount : 0;
    return tolerance;
}

} // namespace strata::gui
