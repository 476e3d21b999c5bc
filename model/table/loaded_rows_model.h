#pragma once

#include "model/table/table_model.h"

#include <QAbstractTableModel>
#include <memory>
#include <vector>

namespace strata::model {

// The rows of a table that are decoded already (its cached blocks), filtered by text and
// sortable by any column, without decoding anything more: sorting or filtering a billion-row
// table would otherwise mean decoding all of it. The blocks it shows stay alive while shown.
class LoadedRowsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit LoadedRowsModel(const TableModel* source, QObject* parent = nullptr);

    // Takes the source's cached blocks anew and keeps the rows whose cells contain `filter`
    // (case-insensitive; empty keeps every loaded row), in table order.
    void refresh(const QString& filter);
    quint64 absoluteRow(int row) const;
    const TableModel* source() const { return m_source; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    void sort(int column, Qt::SortOrder order) override;

private:
    struct Row {
        const BlockData* block;
        std::uint32_t rowInBlock;
        quint64 absolute;
    };
    QString cellText(const Row& row, int column) const;

    const TableModel* m_source;
    std::vector<std::shared_ptr<const BlockData>> m_blocks; // keeps the rows' data alive
    std::vector<Row> m_rows;
};

} // namespace strata::model
