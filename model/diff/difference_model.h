#pragma once

#include "strata/byte_range.h"
#include "strata/document_diff.h"

#include <QAbstractTableModel>
#include <QString>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace strata::model {

// One listed difference of a DocumentDiff, as the Differences pane shows it and as selecting it
// shows it in both files: the nodes by path (empty: the deepest node holding the range) and the
// bytes in each file that has them.
struct DifferenceItem {
    enum class Kind { Structure, Damage, Schema, Cell, Row, Payload, Entry, Bytes };
    Kind kind = Kind::Structure;
    QString what;   // "changed", "only in A", "cell", ...
    QString where;  // the node's path, "table / row 3 / column", ...
    QString change; // both values: "cbytes 5,112 → 5,090"
    std::string pathA;
    std::string pathB;
    std::optional<ByteRange> rangeA;
    std::optional<ByteRange> rangeB;
    // A payload difference: its bytes in each file's decoded payload, which lie in a decoded
    // layer rather than in the file (Payload::layerRange).
    std::optional<ByteRange> payloadA;
    std::optional<ByteRange> payloadB;
    // A cell or row difference: its table (the diff's index) and row (A's numbering, B's for a
    // row only in B) and column name.
    std::optional<std::size_t> table;
    std::optional<std::uint64_t> row;
    // A cell difference's row in B's numbering (rows paired by key need not share a number).
    std::optional<std::uint64_t> rowB;
    bool rowOnlyInB = false;
    std::string column;
};

// The differences of two files as a flat list, in the order F7 steps through them: structure,
// damage, then per table its schema, cells and rows, then decoded bytes, archive entries and
// the raw files' byte ranges.
class DifferenceModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { KindColumn, WhereColumn, ChangeColumn, AColumn, BColumn, ColumnCount };

    explicit DifferenceModel(QObject* parent = nullptr);

    void setDiff(std::shared_ptr<const DocumentDiff> diff);
    const DocumentDiff* diff() const { return m_diff.get(); }
    const DifferenceItem& item(int row) const { return m_items[static_cast<std::size_t>(row)]; }
    // The differing byte ranges of each file to mark in its hex view, sorted and disjoint.
    std::vector<ByteRange> markedRanges(bool inB) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    void addTable(const TableDiff& table);
    void addBytes(const ByteDiff& bytes, DifferenceItem::Kind kind, const QString& where);

    std::shared_ptr<const DocumentDiff> m_diff;
    std::vector<DifferenceItem> m_items;
};

} // namespace strata::model
