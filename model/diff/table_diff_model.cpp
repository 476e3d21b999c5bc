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
    for (const CellDifference& cell : diff.cells) {
        m_listedRows.push_back(cell.rowA);
    }
    for (const RowOnlyInOne& row : diff.rows) {
        m_listedRows.push_back(row.row);
    }
    std::sort(m_listedRows.begin(), m_listedRows.end());
    m_listedRows.erase(std::unique(m_listedRows.begin(), m_listedRows.end()), m_listedRows.end());
    std::erase_if(m_listedRows, [this](quint64 row) { return row >= m_totalRows; });
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

quint64 TableDiffModel::tableRow(int row) const {
    return m_changedOnly ? m_listedRows[static_cast<std::size_t>(row)] : static_cast<quint64>(row);
}

int TableDiffModel::rowOf(quint64 tableRow) const {
    if (!m_changedOnly) {
        return tableRow < static_cast<quint64>(rowCount()) ? static_cast<int>(tableRow) : -1;
    }
    const auto found = std::lower_bound(m_listedRows.begin(), m_listedRows.end(), tableRow);
    return found != m_listedRows.end() && *found == tableRow
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
    return static_cast<int>(m_changedOnly ? m_listedRows.size()
                                          : std::min(m_totalRows, maxShownRows));
}

int TableDiffModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

TableDiffModel::Change TableDiffModel::rowChange(quint64 row) const {
    if (row >= m_rowsB) {
        return Change::OnlyInA;
    }
    return row >= m_rowsA ? Change::OnlyInB : Change::Same;
}

TableDiffModel::Change TableDiffModel::changeAt(quint64 row, const Column& column, QVariant* a,
                                                QVariant* b) const {
    const bool inA = row < m_rowsA && column.inA >= 0;
    const bool inB = row < m_rowsB && column.inB >= 0;
    if (inA) {
        *a = m_a->data(m_a->index(static_cast<int>(row), column.inA), Qt::DisplayRole);
    }
    if (inB) {
        *b = m_b->data(m_b->index(static_cast<int>(row), column.inB), Qt::DisplayRole);
    }
    if (!inA || !inB) {
        return inA ? Change::OnlyInA : Change::OnlyInB;
    }
    // The missing flag is there once the cell's block is decoded (a placeholder meanwhile).
    const bool decoded =
        m_a->data(m_a->index(static_cast<int>(row), column.inA), TableModel::MissingRole)
            .isValid() &&
        m_b->data(m_b->index(static_cast<int>(row), column.inB), TableModel::MissingRole).isValid();
    if (!decoded) {
        return Change::Pending;
    }
    return *a == *b ? Change::Same : Change::Changed;
}

QVariant TableDiffModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    const quint64 row = tableRow(index.row());
    if (role == TableRowRole) {
        return QVariant::fromValue<quint64>(row);
    }
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
    // Rows one table lacks read as in a unified diff: "−12" only in A, "+12" only in B.
    const quint64 row = tableRow(section);
    const Change change = rowChange(row);
    if (role == Qt::DisplayRole) {
        const QString number = QString::number(row);
        return change == Change::OnlyInA   ? QStringLiteral("−") + number
               : change == Change::OnlyInB ? QStringLiteral("+") + number
                                           : number;
    }
    if (role == Qt::ToolTipRole && change != Change::Same) {
        return change == Change::OnlyInA ? tr("Only in A") : tr("Only in B");
    }
    if (role == ChangeRole) {
        return static_cast<int>(change);
    }
    return {};
}

} // namespace strata::model
