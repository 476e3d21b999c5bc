#include "model/diff/difference_model.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <limits>

namespace strata::model {
namespace {

const QString arrow = QStringLiteral(" → ");

QString rangeText(const std::optional<ByteRange>& range) {
    if (!range) {
        return {};
    }
    const QLocale locale;
    return QStringLiteral("%1 +%2").arg(locale.toString(static_cast<qulonglong>(range->offset)),
                                        locale.toString(static_cast<qulonglong>(range->length)));
}

QString text(const std::string& value) {
    return QString::fromStdString(value);
}

QString structureWhat(StructureDifference::Kind kind) {
    switch (kind) {
    case StructureDifference::Kind::Added:
        return DifferenceModel::tr("only in B");
    case StructureDifference::Kind::Removed:
        return DifferenceModel::tr("only in A");
    case StructureDifference::Kind::Changed:
        break;
    }
    return DifferenceModel::tr("changed");
}

QString schemaWhat(SchemaDifference::Kind kind) {
    switch (kind) {
    case SchemaDifference::Kind::Added:
        return DifferenceModel::tr("column only in B");
    case SchemaDifference::Kind::Removed:
        return DifferenceModel::tr("column only in A");
    case SchemaDifference::Kind::Moved:
        return DifferenceModel::tr("column moved");
    case SchemaDifference::Kind::TypeChanged:
        return DifferenceModel::tr("column type");
    case SchemaDifference::Kind::EncodingChanged:
        break;
    }
    return DifferenceModel::tr("column encoding");
}

// "cbytes 5112 → 5090; value 3 → 4": each differing field with both values ("—" for a side
// that lacks the field).
QString fieldChanges(const std::vector<FieldChange>& changes) {
    QStringList parts;
    for (const FieldChange& change : changes) {
        parts << text(change.name) + QLatin1Char(' ') +
                     (change.before ? text(*change.before) : QStringLiteral("—")) + arrow +
                     (change.after ? text(*change.after) : QStringLiteral("—"));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

DifferenceModel::DifferenceModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void DifferenceModel::setDiff(std::shared_ptr<const DocumentDiff> diff) {
    beginResetModel();
    m_diff = std::move(diff);
    m_items.clear();
    if (m_diff) {
        for (const StructureDifference& difference : m_diff->structure) {
            DifferenceItem item;
            item.kind = DifferenceItem::Kind::Structure;
            item.what = structureWhat(difference.kind);
            item.where = text(difference.path);
            item.change = fieldChanges(difference.changes);
            if (difference.kind != StructureDifference::Kind::Added) {
                item.pathA = difference.path;
            }
            if (difference.kind != StructureDifference::Kind::Removed) {
                item.pathB = difference.path;
            }
            item.rangeA = difference.rangeA;
            item.rangeB = difference.rangeB;
            m_items.push_back(std::move(item));
        }
        for (const DiagnosticDifference& difference : m_diff->diagnostics) {
            DifferenceItem item;
            item.kind = DifferenceItem::Kind::Damage;
            item.what = difference.inB ? tr("damage in B") : tr("damage in A");
            item.where = text(difference.diagnostic.nodePath);
            item.change = text(difference.diagnostic.message);
            // The other file shows the same node, undamaged there, where it has one.
            item.pathA = difference.diagnostic.nodePath;
            item.pathB = difference.diagnostic.nodePath;
            (difference.inB ? item.rangeB : item.rangeA) =
                ByteRange{difference.diagnostic.offset, 1};
            m_items.push_back(std::move(item));
        }
        for (const TableDiff& table : m_diff->tables) {
            addTable(table);
        }
        if (m_diff->payload) {
            addBytes(*m_diff->payload, DifferenceItem::Kind::Payload, tr("decoded bytes"));
        }
        for (const EntryDiff& entry : m_diff->entries) {
            DifferenceItem item;
            item.kind = DifferenceItem::Kind::Entry;
            item.what = !entry.rangeB   ? tr("entry only in A")
                        : !entry.rangeA ? tr("entry only in B")
                                        : tr("entry");
            item.where = text(entry.name);
            if (entry.bytes) {
                item.change = tr("%Ln differing range(s)", nullptr,
                                 static_cast<int>(std::min<std::uint64_t>(
                                     entry.bytes->rangeCount, std::numeric_limits<int>::max())));
            }
            item.rangeA = entry.rangeA;
            item.rangeB = entry.rangeB;
            m_items.push_back(std::move(item));
        }
        if (m_diff->bytes) {
            addBytes(*m_diff->bytes, DifferenceItem::Kind::Bytes, tr("file"));
        }
    }
    endResetModel();
}

void DifferenceModel::addTable(const TableDiff& table) {
    const QString name = text(table.nameA.empty() ? table.nameB : table.nameA);
    for (const SchemaDifference& difference : table.schema) {
        DifferenceItem item;
        item.kind = DifferenceItem::Kind::Schema;
        item.what = schemaWhat(difference.kind);
        item.where = name + QStringLiteral(" / ") + text(difference.column);
        if (!difference.before.empty() || !difference.after.empty()) {
            item.change = text(difference.before) + arrow + text(difference.after);
        }
        item.table = table.index;
        item.column = difference.column;
        m_items.push_back(std::move(item));
    }
    for (const CellDifference& cell : table.cells) {
        DifferenceItem item;
        item.kind = DifferenceItem::Kind::Cell;
        item.what = tr("cell");
        item.where = tr("%1 / row %2 / %3")
                         .arg(name, QLocale().toString(static_cast<qulonglong>(cell.rowA)),
                              text(cell.column));
        item.change = text(cell.before) + arrow + text(cell.after);
        item.rangeA = cell.rangeA;
        item.rangeB = cell.rangeB;
        item.table = table.index;
        item.row = cell.rowA;
        item.rowB = cell.rowB;
        item.column = cell.column;
        m_items.push_back(std::move(item));
    }
    for (const RowOnlyInOne& row : table.rows) {
        DifferenceItem item;
        item.kind = DifferenceItem::Kind::Row;
        item.what = row.inB ? tr("row only in B") : tr("row only in A");
        item.where =
            tr("%1 / row %2").arg(name, QLocale().toString(static_cast<qulonglong>(row.row)));
        item.change = text(row.key);
        (row.inB ? item.pathB : item.pathA) = row.blockPath;
        (row.inB ? item.rangeB : item.rangeA) = row.range;
        item.table = table.index;
        item.row = row.row;
        item.rowOnlyInB = row.inB;
        m_items.push_back(std::move(item));
    }
}

void DifferenceModel::addBytes(const ByteDiff& bytes, DifferenceItem::Kind kind,
                               const QString& where) {
    for (const ByteDifference& difference : bytes.ranges) {
        DifferenceItem item;
        item.kind = kind;
        item.what = difference.a.length == 0   ? tr("bytes inserted")
                    : difference.b.length == 0 ? tr("bytes deleted")
                                               : tr("bytes replaced");
        item.where = where;
        item.change = tr("%1 → %2 bytes")
                          .arg(QLocale().toString(static_cast<qulonglong>(difference.a.length)),
                               QLocale().toString(static_cast<qulonglong>(difference.b.length)));
        // Decoded bytes have no place in the files: they are selected in their layers.
        if (kind == DifferenceItem::Kind::Bytes) {
            item.rangeA = difference.a;
            item.rangeB = difference.b;
        } else {
            item.payloadA = difference.a;
            item.payloadB = difference.b;
        }
        m_items.push_back(std::move(item));
    }
}

std::vector<ByteRange> DifferenceModel::markedRanges(bool inB) const {
    std::vector<ByteRange> ranges;
    for (const DifferenceItem& item : m_items) {
        const auto& range = inB ? item.rangeB : item.rangeA;
        if (item.kind == DifferenceItem::Kind::Bytes && range && range->length > 0) {
            ranges.push_back(*range);
        }
    }
    // The byte diff lists its ranges in file order, disjoint in each file.
    std::sort(ranges.begin(), ranges.end(),
              [](const ByteRange& x, const ByteRange& y) { return x.offset < y.offset; });
    return ranges;
}

int DifferenceModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_items.size());
}

int DifferenceModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DifferenceModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::ToolTipRole)) {
        return {};
    }
    const DifferenceItem& shown = item(index.row());
    switch (index.column()) {
    case KindColumn:
        return shown.what;
    case WhereColumn:
        return shown.where;
    case ChangeColumn:
        return shown.change;
    case AColumn:
        return rangeText(shown.rangeA);
    case BColumn:
        return rangeText(shown.rangeB);
    default:
        return {};
    }
}

QVariant DifferenceModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case KindColumn:
        return tr("Difference");
    case WhereColumn:
        return tr("Where");
    case ChangeColumn:
        return tr("A → B");
    case AColumn:
        return tr("Bytes in A");
    case BColumn:
        return tr("Bytes in B");
    default:
        return {};
    }
}

} // namespace strata::model
