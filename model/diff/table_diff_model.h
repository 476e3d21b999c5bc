#pragma once

#include "model/document/document_loader.h"
#include "model/table/table_model.h"
#include "strata/document_diff.h"

#include <QAbstractTableModel>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace strata::model {

// Two tables as one: rows paired by position, or by key when the diff paired them so, the
// columns of A then those only B has. A cell whose values differ shows both ("1.5 → 1.7") on a
// highlight; a row or column one file lacks is marked as only in A or only in B. The cells come
// from a TableModel over each table (blocks decoded on demand), so the comparison shown is exact,
// whatever the diff listed; "changed rows only" shows the rows the diff listed (its first
// DiffOptions::maxListed cells and rows), and rows paired by key are always shown so (the
// pairing of the others is the diff's, not kept).
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

    // A shown row: its row in each table that has it.
    struct RowPair {
        std::optional<quint64> a;
        std::optional<quint64> b;
    };

    void setChangedRowsOnly(bool only);
    // True for rows paired by key, which show only the listed rows.
    bool changedRowsOnly() const { return m_changedOnly || m_keyed; }
    bool keyed() const { return m_keyed; }
    RowPair rowPair(int row) const;
    // The table row at a shown row: A's, B's for a row only in B.
    quint64 tableRow(int row) const;
    // The shown row of a table row (B's numbering when `onlyInB`), or -1 when it is not shown.
    int rowOf(quint64 tableRow, bool onlyInB = false) const;
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
    Change changeAt(const RowPair& row, const Column& column, QVariant* a, QVariant* b) const;
    static Change rowChange(const RowPair& row);

    std::unique_ptr<TableModel> m_a;
    std::unique_ptr<TableModel> m_b;
    std::vector<Column> m_columns;
    // The rows with listed differences, by A's row (rows only in B by theirs, after A's row of
    // that number).
    std::vector<RowPair> m_listedRows;
    quint64 m_rowsA = 0;
    quint64 m_rowsB = 0;
    quint64 m_totalRows = 0;
    bool m_changedOnly = false;
    bool m_keyed = false;
};

} // namespace strata::model
