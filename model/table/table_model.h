#pragma once

#include "model/table/block_cache.h"
#include "strata/document.h"
#include "strata/table.h"

#include <QAbstractTableModel>
#include <QSet>
#include <memory>
#include <vector>

namespace strata::model {

// A decoder table as a Qt table. Blocks decode on demand in the background (QtConcurrent) while
// their rows show placeholders; decoded blocks stay in a bounded LRU cache and `dataChanged`
// announces each one that lands. Tables too long for a view's pixel range are shown through a
// window of at most `maxWindowRows` rows that can be moved anywhere (setWindowStart). A cell's
// tooltip holds its whole text, for columns too narrow to show it. A row filter (the rows a
// filter expression kept) shows only those rows, numbered as in the table.
class TableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role { MissingRole = Qt::UserRole + 1, AbsoluteRowRole, BlockRole };
    static constexpr quint64 defaultMaxWindowRows = 10'000'000;

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
    // Shows only these rows (ascending table row numbers); nullptr shows every row again.
    void setRowFilter(std::shared_ptr<const std::vector<quint64>> rows);
    bool isFiltered() const { return m_filteredRows != nullptr; }
    // The rows shown: those the filter kept, or every row.
    quint64 shownRows() const { return m_filteredRows ? m_filteredRows->size() : m_totalRows; }
    // True when `absoluteRow` is shown (always, without a filter).
    bool showsRow(quint64 absoluteRow) const;
    // The table row shown at `row` of the window.
    quint64 absoluteRow(int row) const;
    quint64 windowStart() const { return m_windowStart; }
    quint64 windowRows() const;
    void setMaxWindowRows(quint64 rows);
    // Moves the window so it holds `row` (with a filter, the nearest shown row at or after it);
    // returns the row's position in the window.
    int showRow(quint64 absoluteRow);
    void setCacheLimit(quint64 bytes) { m_cache.setByteLimit(bytes); }
    // The cache limit of models made from now on (the settings' memory limit).
    static void setDefaultCacheLimit(quint64 bytes);
    const BlockCache& cache() const { return m_cache; }
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
    quint64 m_windowStart = 0;
    quint64 m_maxWindowRows = defaultMaxWindowRows;
    mutable BlockCache m_cache;
    mutable QSet<std::size_t> m_pending;
    std::shared_ptr<bool> m_alive; // decode jobs check it before reporting back
};

} // namespace strata::model
