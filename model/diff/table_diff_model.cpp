#include "model/diff/table_diff_model.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <algorithm>
#include <limits>

namespace strata::model {
namespace {

// Light tints with dark text, readable in light and dark palettes alike: amber for a changed
// cell, red for what only A has, green for what only B has (as diff tools colour them).
QColor tintOf(TableDiffModel::Change change) {
    switch (change) {
    case TableDiffModel::Change::Changed:
        return {255, 218, 130};
    case TableDiffModel::Change::OnlyInA:
        return {255, 196, 196};
    case TableDiffModel::Change::OnlyInB:
        return {196, 238, 196};
    default:
        return {};
    }
}

// The models address every row of their table: this model pages rows itself.
std::unique_ptr<TableModel> modelOf(const DocumentPtr& document, std::size_t table) {
    if (!document || table >= document->tables.size()) {
        return nullptr;
    }
    auto model = std::make_unique<TableModel>(document, table);
    model->setMaxPageRows(std::clamp<quint64>(
        model->totalRows(), 1, static_cast<quint64>(std::numeric_limits<int>::max())));
    return model;
}

// Where a listed row goes: by A's row, a row only in B by its own after A's row of that number.
std::pair<quint64, bool> orderOf(const TableDiffModel::RowPair& row) {
    return row.a ? std::pair{*row.a, false} : std::pair{row.b.value_or(0), true};
}

} // namespace

TableDiffModel::TableDiffModel(DocumentPtr a, DocumentPtr b, const TableDiff& diff, QObject* parent)
    : QAbstractTableModel(parent)
    , m_a(modelOf(a, diff.index))
    , m_b(modelOf(b, diff.index)) {
    const auto limit = static_cast<quint64>(std::numeric_limits<int>::max());
    m_rowsA = m_a ? std::min(m_a->totalRows(), limit) : 0;
    m_rowsB = m_b ? std::min(m_b->totalRows(), limit) : 0;
    m_totalRows = std::max(m_rowsA, m_rowsB);
    if (m_a) {
        for (int c = 0; c < m_a->columnCount(); ++c) {
            m_columns.push_back(
                {QString::fromStdString(m_a->table().columns()[static_cast<std::size_t>(c)].name),
                 c, -1});
        }
    }
    if (m_b) {
        for (int c = 0; c < m_b->columnCount(); ++c) {
            const QString name =
                QString::fromStdString(m_b->table().columns()[static_cast<std::size_t>(c)].name);
            const int existing = columnOf(name);
            if (existing >= 0) {
                m_columns[static_cast<std::size_t>(existing)].inB = c;
            } else {
                m_columns.push_back({name, -1, c});
            }
        }
    }
    m_keyed = diff.keyed;
    const auto fits = [](quint64 row, quint64 rows) {
        return row < rows ? std::optional<quint64>(row) : std::nullopt;
    };
    for (const CellDifference& cell : diff.cells) {
        m_listedRows.push_back({fits(cell.rowA, m_rowsA), fits(cell.rowB, m_rowsB)});
    }
    for (const RowOnlyInOne& row : diff.rows) {
        // By position a row one table lacks is the other's row of that number.
        m_listedRows.push_back(m_keyed ? (row.inB ? RowPair{std::nullopt, fits(row.row, m_rowsB)}
                                                  : RowPair{fits(row.row, m_rowsA), std::nullopt})
                                       : RowPair{fits(row.row, m_rowsA), fits(row.row, m_rowsB)});
    }
    std::erase_if(m_listedRows, [](const RowPair& row) { return !row.a && !row.b; });
    std::sort(m_listedRows.begin(), m_listedRows.end(),
              [](const RowPair& x, const RowPair& y) { return orderOf(x) < orderOf(y); });
    m_listedRows.erase(
        std::unique(m_listedRows.begin(), m_listedRows.end(),
                    [](const RowPair& x, const RowPair& y) { return x.a == y.a && x.b == y.b; }),
        m_listedRows.end());
    // A block that lands changes its rows' cells; which rows is the inner model's page, not
    // ours, and repainting what is in view is cheap.
    for (TableModel* model : {m_a.get(), m_b.get()}) {
        if (model != nullptr) {
            connect(model, &QAbstractItemModel::dataChanged, this, [this] {
                if (rowCount() > 0 && columnCount() > 0) {
                    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
                }
            });
        }
    }
}

TableDiffModel::~TableDiffModel() = default;

void TableDiffModel::setChangedRowsOnly(bool only) {
    if (only == m_changedOnly) {
        return;
    }
    beginResetModel();
    m_changedOnly = only;
    endResetModel();
}

TableDiffModel::RowPair TableDiffModel::rowPair(int row) const {
    if (changedRowsOnly()) {
        return m_listedRows[static_cast<std::size_t>(row)];
    }
    const auto shown = static_cast<quint64>(row);
    return {shown < m_rowsA ? std::optional(shown) : std::nullopt,
            shown < m_rowsB ? std::optional(shown) : std::nullopt};
}

quint64 TableDiffModel::tableRow(int row) const {
    const RowPair pair = rowPair(row);
    return pair.a ? *pair.a : pair.b.value_or(0);
}

int TableDiffModel::rowOf(quint64 tableRow, bool onlyInB) const {
    if (!changedRowsOnly()) {
        return tableRow < static_cast<quint64>(rowCount()) ? static_cast<int>(tableRow) : -1;
    }
    const std::pair<quint64, bool> wanted{tableRow, onlyInB && m_keyed};
    const auto found = std::lower_bound(
        m_listedRows.begin(), m_listedRows.end(), wanted,
        [](const RowPair& row, const std::pair<quint64, bool>& key) { return orderOf(row) < key; });
    return found != m_listedRows.end() && orderOf(*found) == wanted
               ? static_cast<int>(found - m_listedRows.begin())
               : -1;
}

int TableDiffModel::columnOf(const QString& name) const {
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        if (m_columns[c].name == name) {
            return static_cast<int>(c);
        }
    }
    return -1;
}

int TableDiffModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) {
        return 0;
    }
    return static_cast<int>(changedRowsOnly() ? m_listedRows.size()
                                              : std::min(m_totalRows, maxShownRows));
}

int TableDiffModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

TableDiffModel::Change TableDiffModel::rowChange(const RowPair& row) {
    if (!row.b) {
        return Change::OnlyInA;
    }
    return !row.a ? Change::OnlyInB : Change::Same;
}

TableDiffModel::Change TableDiffModel::changeAt(const RowPair& row, const Column& column,
                                                QVariant* a, QVariant* b) const {
    const bool inA = row.a && column.inA >= 0;
    const bool inB = row.b && column.inB >= 0;
    const QModelIndex cellA =
        inA ? m_a->index(static_cast<int>(*row.a), column.inA) : QModelIndex();
    const QModelIndex cellB =
        inB ? m_b->index(static_cast<int>(*row.b), column.inB) : QModelIndex();
    if (inA) {
        *a = m_a->data(cellA, Qt::DisplayRole);
    }
    if (inB) {
        *b = m_b->data(cellB, Qt::DisplayRole);
    }
    if (!inA || !inB) {
        return inA ? Change::OnlyInA : Change::OnlyInB;
    }
    // The missing flag is there once the cell's block is decoded (a placeholder meanwhile).
    const bool decoded = m_a->data(cellA, TableModel::MissingRole).isValid() &&
                         m_b->data(cellB, TableModel::MissingRole).isValid();
    if (!decoded) {
        return Change::Pending;
    }
    return *a == *b ? Change::Same : Change::Changed;
}

QVariant TableDiffModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    if (role == TableRowRole) {
        return QVariant::fromValue<quint64>(tableRow(index.row()));
    }
    const RowPair row = rowPair(index.row());
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::BackgroundRole &&
        role != Qt::ForegroundRole && role != ChangeRole) {
        return {};
    }
    const Column& column = m_columns[static_cast<std::size_t>(index.column())];
    QVariant a;
    QVariant b;
    const Change change = changeAt(row, column, &a, &b);
    switch (role) {
    case ChangeRole:
        return static_cast<int>(change);
    case Qt::BackgroundRole:
        return change == Change::Same || change == Change::Pending ? QVariant()
                                                                   : QBrush(tintOf(change));
    case Qt::ForegroundRole:
        return change == Change::Same || change == Change::Pending ? QVariant() : QBrush(Qt::black);
    case Qt::ToolTipRole:
        if (change == Change::OnlyInA) {
            return tr("Only in A: %1").arg(a.toString());
        }
        if (change == Change::OnlyInB) {
            return tr("Only in B: %1").arg(b.toString());
        }
        return change == Change::Changed ? tr("A: %1\nB: %2").arg(a.toString(), b.toString()) : a;
    default:
        break;
    }
    if (change == Change::Changed) {
        return a.toString() + QStringLiteral(" → ") + b.toString();
    }
    return change == Change::OnlyInB ? b : a;
}

QVariant TableDiffModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount()) {
            return {};
        }
        const Column& column = m_columns[static_cast<std::size_t>(section)];
        const Change change = column.inB < 0   ? Change::OnlyInA
                              : column.inA < 0 ? Change::OnlyInB
                                               : Change::Same;
        if (role == Qt::DisplayRole) {
            return column.name;
        }
        if (role == Qt::ToolTipRole && change != Change::Same) {
            return change == Change::OnlyInA ? tr("Only in A") : tr("Only in B");
        }
        if (role == ChangeRole) {
            return static_cast<int>(change);
        }
        return {};
    }
    if (section < 0 || section >= rowCount()) {
        return {};
    }
    // Rows one table lacks read as in a unified diff: "−12" only in A, "+12" only in B; rows
    // paired by key at other numbers "12 → 13".
    const RowPair row = rowPair(section);
    const Change change = rowChange(row);
    if (role == Qt::DisplayRole) {
        switch (change) {
        case Change::OnlyInA:
            return QStringLiteral("−") + QString::number(*row.a);
        case Change::OnlyInB:
            return QStringLiteral("+") + QString::number(*row.b);
        default:
            return *row.a == *row.b
                       ? QString::number(*row.a)
                       : QString::number(*row.a) + QStringLiteral(" → ") + QString::number(*row.b);
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (change) {
        case Change::OnlyInA:
            return tr("Only in A");
        case Change::OnlyInB:
            return tr("Only in B");
        default:
            return *row.a == *row.b
                       ? QVariant()
                       : QVariant(tr("Row %1 in A, row %2 in B").arg(*row.a).arg(*row.b));
        }
    }
    if (role == ChangeRole) {
        return static_cast<int>(change);
    }
    return {};
}

} // namespace strata::model
