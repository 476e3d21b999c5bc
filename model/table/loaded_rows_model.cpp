#include "model/table/loaded_rows_model.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>
#include <algorithm>

namespace strata::model {

LoadedRowsModel::LoadedRowsModel(const TableModel* source, QObject* parent)
    : QAbstractTableModel(parent)
    , m_source(source) {}

QString LoadedRowsModel::cellText(const Row& row, int column) const {
    const ColumnData& values = row.block->columns[static_cast<std::size_t>(column)];
    if (values.isMissing(row.rowInBlock)) {
        return {};
    }
    std::string text;
    values.appendText(row.rowInBlock, text);
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

void LoadedRowsModel::refresh(const QString& filter) {
    beginResetModel();
    m_blocks.clear();
    m_rows.clear();
    auto entries = m_source->cache().entries();
    std::sort(entries.begin(), entries.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    const auto& blocks = m_source->table().blocks();
    const int columns = static_cast<int>(m_source->table().columns().size());
    for (const auto& [index, data] : entries) {
        m_blocks.push_back(data);
        for (std::uint64_t r = 0; r < data->rowCount; ++r) {
            const Row row{data.get(), static_cast<std::uint32_t>(r), blocks[index].firstRow + r};
            bool keep = filter.isEmpty();
            for (int c = 0; c < columns && !keep; ++c) {
                keep = cellText(row, c).contains(filter, Qt::CaseInsensitive);
            }
            if (keep) {
                m_rows.push_back(row);
            }
        }
    }
    endResetModel();
}

quint64 LoadedRowsModel::absoluteRow(int row) const {
    return m_rows.at(static_cast<std::size_t>(row)).absolute;
}

int LoadedRowsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(std::min<std::size_t>(m_rows.size(), INT32_MAX));
}

int LoadedRowsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_source->columnCount();
}

QVariant LoadedRowsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const bool missing =
        row.block->columns[static_cast<std::size_t>(index.column())].isMissing(row.rowInBlock);
    switch (role) {
    case Qt::DisplayRole:
        return missing ? tr("NULL") : cellText(row, index.column());
    case TableModel::MissingRole:
        return missing;
    case TableModel::AbsoluteRowRole:
        return QVariant::fromValue<quint64>(row.absolute);
    case Qt::ForegroundRole:
        return missing
                   ? QVariant(QBrush(QGuiApplication::palette().color(QPalette::PlaceholderText)))
                   : QVariant();
    default:
        return {};
    }
}

QVariant LoadedRowsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) {
        return role == Qt::DisplayRole && section >= 0 &&
                       static_cast<std::size_t>(section) < m_rows.size()
                   ? QVariant(QString::number(m_rows[static_cast<std::size_t>(section)].absolute))
                   : QVariant();
    }
    return m_source->headerData(section, orientation, role);
}

void LoadedRowsModel::sort(int column, Qt::SortOrder order) {
    if (column < 0 || column >= columnCount()) {
        return;
    }
    const auto& type = m_source->table().columns()[static_cast<std::size_t>(column)].type;
    beginResetModel();
    const auto c = static_cast<std::size_t>(column);
    // Missing cells sort first; numbers by value, strings by their bytes.
    const auto less = [&](const Row& a, const Row& b) {
        const ColumnData& va = a.block->columns[c];
        const ColumnData& vb = b.block->columns[c];
        const bool ma = va.isMissing(a.rowInBlock);
        const bool mb = vb.isMissing(b.rowInBlock);
        if (ma || mb) {
            return ma && !mb;
        }
        if (isFloating(type)) {
            return va.doubleAt(a.rowInBlock) < vb.doubleAt(b.rowInBlock);
        }
        if (type == LogicalType::String) {
            return va.stringAt(a.rowInBlock) < vb.stringAt(b.rowInBlock);
        }
        if (type == LogicalType::Int64) {
            return va.intAt(a.rowInBlock) < vb.intAt(b.rowInBlock);
        }
        return static_cast<std::uint64_t>(va.intAt(a.rowInBlock)) <
               static_cast<std::uint64_t>(vb.intAt(b.rowInBlock));
    };
    if (order == Qt::AscendingOrder) {
        std::stable_sort(m_rows.begin(), m_rows.end(), less);
    } else {
        std::stable_sort(m_rows.begin(), m_rows.end(),
                         [&](const Row& a, const Row& b) { return less(b, a); });
    }
    endResetModel();
}

} // namespace strata::model
