#include "model/table/table_model.h"

#include "strata/table.h"

#include <QBrush>
#include <QFont>
#include <QFuture>
#include <QGuiApplication>
#include <QPalette>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>

namespace strata::model {
namespace {

std::atomic<quint64> defaultCacheBytes{256ull << 20};

QVariant cellValue(const ColumnData& column, std::size_t row) {
    switch (column.type()) {
    case LogicalType::Int64:
        return QVariant::fromValue<qint64>(column.intAt(row));
    case LogicalType::UInt64:
    case LogicalType::Bitfield:
        return QVariant::fromValue<quint64>(static_cast<quint64>(column.intAt(row)));
    case LogicalType::Float32:
    case LogicalType::Float64: {
        std::string text;
        column.appendText(row, text); // the shortest text that reads back to the value
        return QString::fromStdString(text);
    }
    case LogicalType::String: {
        const std::string_view text = column.stringAt(row);
        return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    }
    }
    return {};
}

} // namespace

TableModel::TableModel(std::shared_ptr<const Document> document, std::size_t tableIndex,
                       QObject* parent)
    : TableModel(document, tableIndex, document->tables.at(tableIndex), parent) {}

TableModel::TableModel(std::shared_ptr<const Document> document, std::size_t tableIndex,
                       std::shared_ptr<const Table> table, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(std::move(document))
    , m_table(std::move(table))
    , m_tableIndex(tableIndex)
    , m_totalRows(m_table->rowCount())
    , m_cache(defaultCacheBytes)
    , m_alive(std::make_shared<bool>(true)) {}

TableModel::~TableModel() {
    *m_alive = false;
}

void TableModel::setDefaultCacheLimit(quint64 bytes) {
    defaultCacheBytes = bytes;
}

quint64 TableModel::windowRows() const {
    return std::min(m_maxWindowRows, m_totalRows - std::min(m_windowStart, m_totalRows));
}

void TableModel::setMaxWindowRows(quint64 rows) {
    beginResetModel();
    m_maxWindowRows = std::max<quint64>(1, rows);
    m_windowStart =
        std::min(m_windowStart, m_totalRows > m_maxWindowRows ? m_totalRows - m_maxWindowRows : 0);
    endResetModel();
}

int TableModel::showRow(quint64 absoluteRow) {
    absoluteRow = std::min(absoluteRow, m_totalRows == 0 ? 0 : m_totalRows - 1);
    if (absoluteRow < m_windowStart || absoluteRow >= m_windowStart + windowRows()) {
        beginResetModel();
        // Centre the window on the row where possible.
        const quint64 half = m_maxWindowRows / 2;
        const quint64 lastStart = m_totalRows > m_maxWindowRows ? m_totalRows - m_maxWindowRows : 0;
        m_windowStart = std::min(absoluteRow > half ? absoluteRow - half : 0, lastStart);
        endResetModel();
    }
    return static_cast<int>(absoluteRow - m_windowStart);
}

int TableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(windowRows());
}

int TableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_table->columns().size());
}

QVariant TableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    const quint64 row = m_windowStart + static_cast<quint64>(index.row());
    const std::size_t block = m_table->blockOfRow(row);
    if (role == AbsoluteRowRole) {
        return QVariant::fromValue<quint64>(row);
    }
    if (role == BlockRole) {
        return QVariant::fromValue<quint64>(block);
    }
    if (role != Qt::DisplayRole && role != MissingRole && role != Qt::ForegroundRole &&
        role != Qt::FontRole && role != Qt::TextAlignmentRole && role != Qt::ToolTipRole) {
        return {};
    }
    const auto data = m_cache.find(block);
    if (!data) {
        requestBlock(block);
        if (role == Qt::DisplayRole) {
            return QStringLiteral("…"); // decoding
        }
        if (role == Qt::ForegroundRole) {
            return QBrush(QGuiApplication::palette().color(QPalette::PlaceholderText));
        }
        return {};
    }
    const auto rowInBlock = static_cast<std::size_t>(row - m_table->blocks()[block].firstRow);
    const auto column = static_cast<std::size_t>(index.column());
    if (column >= data->columns.size() || rowInBlock >= data->columns[column].size()) {
        return {};
    }
    const ColumnData& values = data->columns[column];
    const bool missing = values.isMissing(rowInBlock);
    switch (role) {
    case MissingRole:
        return missing;
    case Qt::DisplayRole:
        return missing ? QVariant(tr("NULL")) : cellValue(values, rowInBlock);
    case Qt::ForegroundRole:
        // Missing cells are drawn apart from empty strings.
        return missing
                   ? QVariant(QBrush(QGuiApplication::palette().color(QPalette::PlaceholderText)))
                   : QVariant();
    case Qt::FontRole:
        if (missing) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return values.type() == LogicalType::String ? QVariant()
                                                    : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return missing ? QVariant(tr("missing value")) : cellValue(values, rowInBlock).toString();
    default:
        return {};
    }
}

QVariant TableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) {
        return {};
    }
    if (orientation == Qt::Vertical) {
        return QString::number(m_windowStart + static_cast<quint64>(section));
    }
    const auto& columns = m_table->columns();
    if (section < 0 || static_cast<std::size_t>(section) >= columns.size()) {
        return {};
    }
    const Column& column = columns[static_cast<std::size_t>(section)];
    // An empty name is the column's real name (CSV and --json keep it); here it needs a mark.
    const QString name =
        column.name.empty() ? tr("(unnamed %1)").arg(section) : QString::fromStdString(column.name);
    const QString type =
        QString::fromLatin1(logicalTypeName(column.type).data(),
                            static_cast<qsizetype>(logicalTypeName(column.type).size()));
    if (role == Qt::ToolTipRole) {
        QString tip = tr("%1: %2, %3").arg(name, type, QString::fromStdString(column.encoding));
        for (const auto& field : column.bitfields) {
            tip += tr("\n  %1: %2 bits").arg(QString::fromStdString(field.name)).arg(field.width);
        }
        return tip;
    }
    return column.encoding.empty()
               ? tr("%1\n%2").arg(name, type)
               : tr("%1\n%2 · %3").arg(name, type, QString::fromStdString(column.encoding));
}

void TableModel::requestBlock(std::size_t block) const {
    if (m_pending.contains(block)) {
        return;
    }
    m_pending.insert(block);
    auto document = m_document; // keeps the table's file open while the job runs
    auto table = m_table;
    auto* self = const_cast<TableModel*>(this);
    QtConcurrent::run([document, table, block] {
        return std::make_shared<const BlockData>(table->readBlockSafely(block));
    }).then(self, [self, block](std::shared_ptr<const BlockData> data) {
        self->onBlockDecoded(block, std::move(data));
    });
}

void TableModel::onBlockDecoded(std::size_t block, std::shared_ptr<const BlockData> data) {
    m_pending.remove(block);
    m_cache.insert(block, std::move(data));
    const TableBlock& info = m_table->blocks()[block];
    const quint64 first = std::max<quint64>(info.firstRow, m_windowStart);
    const quint64 last =
        std::min<quint64>(info.firstRow + info.rowCount, m_windowStart + windowRows());
    if (first < last && columnCount() > 0) {
        emit dataChanged(index(static_cast<int>(first - m_windowStart), 0),
                         index(static_cast<int>(last - 1 - m_windowStart), columnCount() - 1));
    }
}

} // namespace strata::model
