#pragma once

#include "model/table/block_cache.h"
#include "strata/document.h"
#include "strata/table.h"
#include "strata/table_sort.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>
#include <QSet>
#include <memory>
#include <vector>

namespace strata::model {

// A decoder table as a Qt table. Blocks decode on demand in the background (QtConcurrent) while
// their rows show placeholders; decoded blocks stay in a bounded LRU cache and `dataChanged`
// announces each one that lands. A view addresses at most `maxPageRows` rows in pixels
// (QTableView overflows near 70–340 M rows), so the model shows a page of the rows, which the
// view's RowScroller (app/table) moves under it while its scroll bar covers every row. A cell's
// tooltip holds its whole text, for columns too narrow to show it. The shown rows are every
// row, the rows a filter kept, or either in a sorted order (a row-index list); the vertical
// header numbers them as in the table.
class TableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role { MissingRole = Qt::UserRole + 1, AbsoluteRowRole, BlockRole };
    static constexpr quint64 defaultMaxPageRows = 1'000'000;

    TableModel(std::shared_ptr<const Document> document, std::size_t tableIndex,
               QObject* parent = nullptr);
    // Shows `table`: the document's table `tableIndex` read another way (a Blosc2 item table
    // read as another item type, Table::withItemType).
    TableModel(std::shared_ptr<const Document> document, std::size_t tableIndex,
               std::shared_ptr<const Table> table, QObject* parent = nullptr);
    ~TableModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const Table& table() const { return *m_table; }
    const std::shared_ptr<const Table>& sharedTable() const { return m_table; }
    std::size_t tableIndex() const { return m_tableIndex; }
    quint64 totalRows() const { return m_totalRows; }
    // Shows only these rows, in this order (table row numbers: ascending for a filter, in the
    // sorted order for a sort); nullptr shows every row in the table's order again.
    void setRowFilter(std::shared_ptr<const std::vector<quint64>> rows);
    bool isFiltered() const { return m_filteredRows != nullptr; }
    // The rows shown: those the filter kept, or every row.
    quint64 shownRows() const { return m_filteredRows ? m_filteredRows->size() : m_totalRows; }
    // True when `absoluteRow` is shown (always, without a row list).
    bool showsRow(quint64 absoluteRow) const;
    // The table row shown at `row` of the page.
    quint64 absoluteRow(int row) const;
    // The table row shown at `position` among all shown rows.
    quint64 rowAtPosition(quint64 position) const;
    // The position among the shown rows of `absoluteRow` (without it: of the nearest shown row
    // after it in the table, or the last position).
    quint64 positionOfRow(quint64 absoluteRow) const;
    // The page: the shown rows from position `pageStart()` on that the model's rows are.
    quint64 pageStart() const { return m_pageStart; }
    quint64 pageRows() const;
    quint64 maxPageRows() const { return m_maxPageRows; }
    void setMaxPageRows(quint64 rows);
    // Moves the page to start at `position` (clamped so that it stays full): a model reset.
    void setPageStart(quint64 position);
    // Moves the page so it holds `absoluteRow` (centred; without it, the nearest shown row as
    // positionOfRow) and returns its row in the page.
    int showRow(quint64 absoluteRow);
    // The keys the shown rows are sorted by, marked in the column headers (▲ ascending,
    // ▼ descending, numbered when there are several); empty: none.
    void setSortKeys(std::vector<SortKey> keys);
    const std::vector<SortKey>& sortKeys() const { return m_sortKeys; }
    void setCacheLimit(quint64 bytes) { m_cache.setByteLimit(bytes); }
    // The cache limit of models made from now on (the settings' memory limit).
    static void setDefaultCacheLimit(quint64 bytes);
    const BlockCache& cache() const { return m_cache; }
    // Rows marked in the row header by a colour swatch (bookmarked rows), by absolute row.
    void setMarkedRows(QHash<quint64, QColor> rows);
    const QHash<quint64, QColor>& markedRows() const { return m_markedRows; }
    // True while any block is being decoded.
    bool isDecoding() const { return !m_pending.isEmpty(); }

private:
    void requestBlock(std::size_t block) const;
    void onBlockDecoded(std::size_t block, std::shared_ptr<const BlockData> data);

    std::shared_ptr<const Document> m_document;
    std::shared_ptr<const Table> m_table;
    std::size_t m_tableIndex;
    quint64 m_totalRows;
    std::shared_ptr<const std::vector<quint64>> m_filteredRows;
    std::vector<SortKey> m_sortKeys;
    QHash<quint64, QColor> m_markedRows;
    bool m_ascending = true; // the row list is in the table's order (a filter's, not a sort's)
    quint64 m_pageStart = 0;
    quint64 m_maxPageRows = defaultMaxPageRows;
    mutable BlockCache m_cache;
    mutable QSet<std::size_t> m_pending;
    std::shared_ptr<bool> m_alive; // decode jobs check it before reporting back
};

} // namespace strata::model
