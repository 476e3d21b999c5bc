#include "table/group_table_model.h"

#include "model/text/file_text.h"

#include <QFont>

namespace strata::gui {

void GroupTableModel::setResult(const GroupByResult* result) {
    beginResetModel();
    m_result = result;
    endResetModel();
}

int GroupTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || m_result == nullptr ? 0
                                                   : static_cast<int>(m_result->groups.rowCount);
}

int GroupTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || m_result == nullptr ? 0 : static_cast<int>(m_result->columns.size());
}

QVariant GroupTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (m_result == nullptr || orientation != Qt::Horizontal || role != Qt::DisplayRole ||
        section < 0 || section >= columnCount()) {
        return {};
    }
    return model::fileText(m_result->columns[static_cast<std::size_t>(section)].name);
}

QVariant GroupTableModel::data(const QModelIndex& index, int role) const {
    if (m_result == nullptr || !index.isValid()) {
        return {};
    }
    const ColumnData& cells = m_result->groups.columns[static_cast<std::size_t>(index.column())];
    const auto row = static_cast<std::size_t>(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        if (cells.isMissing(row)) {
            return tr("NULL");
        }
        std::string text;
        cells.appendText(row, text);
        return model::fileText(text);
    }
    case Qt::FontRole:
        if (cells.isMissing(row)) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case Qt::TextAlignmentRole:
        return cells.type() == LogicalType::String
                   ? QVariant()
                   : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    default:
        return {};
    }
}

} // namespace strata::gui
