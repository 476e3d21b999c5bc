#pragma once

#include "model/document/document_loader.h"
#include "model/table/table_model.h"
#include "strata/document_diff.h"

#include <QAbstractTableModel>
#include <QString>
#include <memory>
#include <vector>

namespace strata::model {

// Two tables as one: rows paired by position, the columns of A then those only B has. A cell
// whose values differ shows both ("1.5 → 1.7") on a highlight; a row or column one file lacks is
// marked as only in A or only in B. The cells come from a TableModel over each table (blocks
// decoded on demand), so the comparison shown is exact, whatever the diff listed; "changed rows
// only" shows the rows the diff listed (its first DiffOptions::maxListed cells and rows).
class TableDiffModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Change { Same, Changed, OnlyInA, OnlyInB, Pending };
    enum Role { ChangeRole = Qt::UserRole + 1, TableRowRole };
    // A view addresses at most this many rows in pixels; the rest are reached through "changed
    // rows only".
    static constexpr quint64 maxShownRows = TableModel::defaultMaxPageRows;

    TableDiffModel(DocumentPtr a, DocumentPtr b, const TableDiff& diff, QObject* parent = nullptr);
    ~TableDiffModel() override;

    void setChangedRowsOnly(bool only);
    bool changedRowsOnly() const { return m_changedOnly; }
    // The table row (A's numbering, which positional pairing shares with B) at a shown row.
    quint64 tableRow(int row) const;
    // The shown row of a table row, or -1 when it is not shown.
    int rowOf(quint64 tableRow) const;
    // The column of a name, or -1.
    int columnOf(const QString& name) const;
    // The rows of the longer table.
    quint64 totalRows() const { return m_totalRows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Column {
        QString name;
        int inA = -1; // its column in each table, -1 when that table lacks it
        int inB = -1;
    };
    Change changeAt(quint64 row, const Column& column, QVariant* a, QVariant* b) const;
    Change rowChange(quint64 row) const;

    std::unique_ptr<TableModel> m_a;
    std::unique_ptr<TableModel> m_b;
    std::vector<Column> m_columns;
    std::vector<quint64> m_listedRows; // the rows with listed differences, ascending
    quint64 m_rowsA = 0;
    quint64 m_rowsB = 0;
    quint64 m_totalRows = 0;
    bool m_changedOnly = false;
};

} // namespace strata::model
