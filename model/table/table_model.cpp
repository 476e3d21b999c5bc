#include "model/table/table_model.h"

#include "model/jobs/job_threads.h"
#include "model/table/cell_value.h"
#include "model/text/file_text.h"
#include "strata/table.h"

#include <QBrush>
#include <QFont>
#include <QFuture>
#include <QGuiApplication>
#include <QIcon>
#include <QPalette>
#include <QPixmap>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <atomic>

namespace strata::model {
namespace {

std::atomic<quint64> defaultCacheBytes{256ull << 20};

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

quint64 TableModel::pageRows() const {
    return std::min(m_maxPageRows, shownRows() - std::min(m_pageStart, shownRows()));
}

void TableModel::setRowFilter(std::shared_ptr<const std::vector<quint64>> rows) {
    beginResetModel();
    m_filteredRows = std::move(rows);
    m_ascending = !m_filteredRows || std::is_sorted(m_filteredRows->begin(), m_filteredRows->end());
    m_pageStart = 0;
    endResetModel();
}

bool TableModel::showsRow(quint64 absoluteRow) const {
    if (!m_filteredRows) {
        return absoluteRow < m_totalRows;
    }
    return m_ascending
               ? std::binary_search(m_filteredRows->begin(), m_filteredRows->end(), absoluteRow)
               : std::find(m_filteredRows->begin(), m_filteredRows->end(), absoluteRow) !=
                     m_filteredRows->end();
}

quint64 TableModel::rowAtPosition(quint64 position) const {
    return m_filteredRows ? (*m_filteredRows)[position] : position;
}

quint64 TableModel::absoluteRow(int row) const {
    return rowAtPosition(m_pageStart + static_cast<quint64>(row));
}

quint64 TableModel::positionOfRow(quint64 absoluteRow) const {
    const quint64 shown = shownRows();
    quint64 position = absoluteRow;
    if (m_filteredRows) {
        const auto begin = m_filteredRows->begin();
        // A sorted list has no order to search by: the row is looked for (once per "go to").
        position = static_cast<quint64>(
            (m_ascending ? std::lower_bound(begin, m_filteredRows->end(), absoluteRow)
                         : std::find(begin, m_filteredRows->end(), absoluteRow)) -
            begin);
    }
    return std::min(position, shown == 0 ? 0 : shown - 1);
}

void TableModel::setMaxPageRows(quint64 rows) {
    beginResetModel();
    m_maxPageRows = std::max<quint64>(1, rows);
    m_pageStart =
        std::min(m_pageStart, shownRows() > m_maxPageRows ? shownRows() - m_maxPageRows : 0);
    endResetModel();
}

void TableModel::setPageStart(quint64 position) {
    const quint64 shown = shownRows();
    const quint64 start = std::min(position, shown > m_maxPageRows ? shown - m_maxPageRows : 0);
    if (start == m_pageStart) {
        return;
    }
    beginResetModel();
    m_pageStart = start;
    endResetModel();
}

int TableModel::showRow(quint64 absoluteRow) {
    const quint64 position = positionOfRow(absoluteRow);
    if (position < m_pageStart || position >= m_pageStart + pageRows()) {
        const quint64 half = m_maxPageRows / 2;
        setPageStart(position > half ? position - half : 0);
    }
    return static_cast<int>(position - m_pageStart);
}

void TableModel::setSortKeys(std::vector<SortKey> keys) {
    m_sortKeys = std::move(keys);
    if (columnCount() > 0) {
        emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    }
}

int TableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(pageRows());
}

int TableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_table->columns().size());
}

QVariant TableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    const quint64 row = absoluteRow(index.row());
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

void TableModel::setMarkedRows(QHash<quint64, QColor> rows) {
    if (rows == m_markedRows) {
        return;
    }
    m_markedRows = std::move(rows);
    if (pageRows() > 0) {
        emit headerDataChanged(Qt::Vertical, 0, static_cast<int>(pageRows() - 1));
    }
}

QVariant TableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role == Qt::DecorationRole && orientation == Qt::Vertical && section >= 0 &&
        static_cast<quint64>(section) < pageRows()) {
        // A header paints an icon, not a bare colour.
        const auto mark = m_markedRows.find(absoluteRow(section));
        if (mark == m_markedRows.end()) {
            return {};
        }
        QPixmap swatch(10, 10);
        swatch.fill(*mark);
        return QIcon(swatch);
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) {
        return {};
    }
    if (orientation == Qt::Vertical) {
        return section >= 0 && static_cast<quint64>(section) < pageRows()
                   ? QString::number(absoluteRow(section))
                   : QString();
    }
    const auto& columns = m_table->columns();
    if (section < 0 || static_cast<std::size_t>(section) >= columns.size()) {
        return {};
    }
    const Column& column = columns[static_cast<std::size_t>(section)];
    // An empty name is the column's real name (CSV and --json keep it); here it needs a mark.
    QString name =
        column.name.empty() ? tr("(unnamed %1)").arg(section) : QString::fromStdString(column.name);
    for (std::size_t k = 0; k < m_sortKeys.size(); ++k) {
        if (m_sortKeys[k].column == static_cast<std::size_t>(section)) {
            name += m_sortKeys[k].descending ? QStringLiteral(" ▼") : QStringLiteral(" ▲");
            if (m_sortKeys.size() > 1) {
                name += QString::number(k + 1);
            }
        }
    }
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
    QtConcurrent::run(jobThreads(), [document, table, block] {
        return std::make_shared<const BlockData>(table->readBlockSafely(block));
    }).then(self, [self, block](std::shared_ptr<const BlockData> data) {
        self->onBlockDecoded(block, std::move(data));
    });
}

void TableModel::onBlockDecoded(std::size_t block, std::shared_ptr<const BlockData> data) {
    m_pending.remove(block);
    m_cache.insert(block, std::move(data));
    if (pageRows() == 0 || columnCount() == 0) {
        return;
    }
    if (!m_ascending) {
        // A sorted list scatters the block's rows over the page: the view repaints what it shows.
        emit dataChanged(index(0, 0), index(static_cast<int>(pageRows() - 1), columnCount() - 1));
        return;
    }
    const TableBlock& info = m_table->blocks()[block];
    // The block's rows as positions among the shown rows.
    quint64 blockFirst = info.firstRow;
    quint64 blockEnd = info.firstRow + info.rowCount;
    if (m_filteredRows) {
        const auto begin = m_filteredRows->begin();
        blockFirst = static_cast<quint64>(
            std::lower_bound(begin, m_filteredRows->end(), info.firstRow) - begin);
        blockEnd = static_cast<quint64>(
            std::lower_bound(begin, m_filteredRows->end(), info.firstRow + info.rowCount) - begin);
    }
    const quint64 first = std::max<quint64>(blockFirst, m_pageStart);
    const quint64 last = std::min<quint64>(blockEnd, m_pageStart + pageRows());
    if (first < last) {
        emit dataChanged(index(static_cast<int>(first - m_pageStart), 0),
                         index(static_cast<int>(last - 1 - m_pageStart), columnCount() - 1));
    }
}

} // namespace strata::model
