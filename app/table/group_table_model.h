#pragma once

#include "strata/group_aggregates.h"

#include <QAbstractTableModel>

namespace strata::gui {

// The groups of a GroupByResult as a table, each cell's text made when it is shown: a million
// groups cost no widget items.
class GroupTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    void setResult(const GroupByResult* result); // nullptr: no groups
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    const GroupByResult* m_result = nullptr;
};

} // namespace strata::gui
