#include "diff/table_diff.h"

#include "diff/block_stream.h"
#include "diff/difference_list.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <cstring>
#include <set>
#include <stdexcept>

namespace strata {
namespace {

// Blocks decoded ahead of the comparison, per table.
constexpr std::size_t blocksAhead = 2;
// Blocks of B kept while rows paired by key are compared in A's order.
constexpr std::size_t keyedBlocksKept = 8;

struct ColumnPair {
    std::size_t a = 0;
    std::size_t b = 0;
    std::uint64_t changed = 0;
};

bool missingAt(const ColumnData& column, std::size_t row) {
    return row >= column.size() || column.isMissing(row);
}

std::string cellText(const ColumnData& column, std::size_t row) {
    if (missingAt(column, row)) {
        return "missing";
    }
    std::string text;
    column.appendText(row, text);
    return text;
}

double numberAt(const ColumnData& column, std::size_t row) {
    if (isFloating(column.type())) {
        return column.doubleAt(row);
    }
    if (column.type() == LogicalType::UInt64 || column.type() == LogicalType::Bitfield) {
        return static_cast<double>(static_cast<std::uint64_t>(column.intAt(row)));
    }
    return static_cast<double>(column.intAt(row));
}

// Cells of columns of different types compare by value (an INTEGER column rewritten as REAL)
// and strings by their bytes; a missing cell equals only a missing cell.
bool sameCell(const ColumnData& a, std::size_t rowA, const ColumnData& b, std::size_t rowB,
              const NumericTolerance& tolerance) {
    const bool missingA = missingAt(a, rowA);
    const bool missingB = missingAt(b, rowB);
    if (missingA || missingB) {
        return missingA && missingB;
    }
    const bool stringA = a.type() == LogicalType::String;
    const bool stringB = b.type() == LogicalType::String;
    if (stringA && stringB) {
        return a.stringAt(rowA) == b.stringAt(rowB);
    }
    if (stringA || stringB) {
        return cellText(a, rowA) == cellText(b, rowB);
    }
    if (!isFloating(a.type()) && !isFloating(b.type()) &&
        tolerance.kind == NumericTolerance::Kind::Exact) {
        return a.intAt(rowA) == b.intAt(rowB);
    }
    return tolerance.equal(numberAt(a, rowA), numberAt(b, rowB));
}

// Cells looked at together: a slice whose values and missing flags are the same bytes in both
// columns holds no difference (bitwise equal numbers are equal under every tolerance, and both
// missing cells are), so an unchanged column compares at memcmp's speed.
constexpr std::size_t sliceCells = 4096;

bool sameBytes(const ColumnData& a, std::size_t offA, const ColumnData& b, std::size_t offB,
               std::size_t count) {
    if (a.type() != b.type() || a.type() == LogicalType::String) {
        return false;
    }
    const bool flagsA = a.hasMissing();
    if (flagsA != b.hasMissing() ||
        (flagsA &&
         (offA + count > a.missingFlags().size() || offB + count > b.missingFlags().size() ||
          std::memcmp(a.missingFlags().data() + offA, b.missingFlags().data() + offB, count) !=
              0))) {
        return false;
    }
    // The values a column holds (cells past them are missing: left to the cell by cell look).
    const auto sameValues = [&](const auto& valuesA, const auto& valuesB) {
        return offA + count <= valuesA.size() && offB + count <= valuesB.size() &&
               std::memcmp(valuesA.data() + offA, valuesB.data() + offB,
                           count * sizeof(valuesA[0])) == 0;
    };
    return isFloating(a.type()) ? sameValues(a.doubles(), b.doubles())
                                : sameValues(a.ints(), b.ints());
}

// The cell's bytes in the file; a cell whose bytes lie in a decoded layer (an AT-1 stream after
// xz, a Blosc2 chunk's decoded bytes) has none there to name.
std::optional<ByteRange> cellRangeOf(const Table& table, std::uint64_t row, std::size_t column) {
    try {
        const auto cell = table.cellRange(row, column);
        if (!cell || !cell->layerPath.empty()) {
            return std::nullopt;
        }
        return cell->range;
    } catch (const DecodeError&) {
        return std::nullopt;
    }
}

class TableComparison {
public:
    TableComparison(const Table& a, const Table& b, std::size_t index, const DiffOptions& options,
                    const JobControl& control)
        : m_a(a)
        , m_b(b)
        , m_options(options)
        , m_control(control) {
        m_out.index = index;
        m_out.nameA = a.name();
        m_out.nameB = b.name();
        m_out.rowsA = a.rowCount();
        m_out.rowsB = b.rowCount();
        m_out.keyed = !options.keyColumns.empty();
    }

    TableDiff run() {
        compareSchema();
        if (m_out.keyed) {
            compareByKey();
        } else {
            compareByPosition();
        }
        for (const ColumnPair& pair : m_pairs) {
            if (pair.changed != 0) {
                m_out.changedCellsPerColumn.push_back({m_a.columns()[pair.a].name, pair.changed});
            }
        }
        for (DiagnosticDifference& difference :
             unmatchedDiagnostics(m_diagnosticsA, m_diagnosticsB)) {
            keepListed(m_out.diagnostics, m_options.maxListed, std::move(difference));
        }
        return std::move(m_out);
    }

private:
    // Columns pair by name (the n-th of a repeated name with the n-th).
    void compareSchema() {
        const auto& columnsA = m_a.columns();
        const auto& columnsB = m_b.columns();
        std::vector<bool> pairedB(columnsB.size(), false);
        for (std::size_t i = 0; i < columnsA.size(); ++i) {
            std::size_t j = 0;
            while (j < columnsB.size() && (pairedB[j] || columnsB[j].name != columnsA[i].name)) {
                ++j;
            }
            if (j == columnsB.size()) {
                m_out.schema.push_back({SchemaDifference::Kind::Removed, columnsA[i].name,
                                        "#" + std::to_string(i), ""});
                continue;
            }
            pairedB[j] = true;
            m_pairs.push_back({i, j, 0});
        }
        for (std::size_t j = 0; j < columnsB.size(); ++j) {
            if (!pairedB[j]) {
                m_out.schema.push_back(
                    {SchemaDifference::Kind::Added, columnsB[j].name, "", "#" + std::to_string(j)});
            }
        }
        // Moved: the order among the columns both have changed (a column added before another
        // does not move it).
        std::vector<std::size_t> orderB;
        for (const ColumnPair& pair : m_pairs) {
            orderB.push_back(pair.b);
        }
        std::sort(orderB.begin(), orderB.end());
        for (std::size_t k = 0; k < m_pairs.size(); ++k) {
            const Column& a = columnsA[m_pairs[k].a];
            const Column& b = columnsB[m_pairs[k].b];
            if (orderB[k] != m_pairs[k].b) {
                m_out.schema.push_back({SchemaDifference::Kind::Moved, a.name,
                                        "#" + std::to_string(m_pairs[k].a),
                                        "#" + std::to_string(m_pairs[k].b)});
            }
            if (a.type != b.type) {
                m_out.schema.push_back({SchemaDifference::Kind::TypeChanged, a.name,
                                        std::string(logicalTypeName(a.type)),
                                        std::string(logicalTypeName(b.type))});
            }
            if (a.encoding != b.encoding) {
                m_out.schema.push_back(
                    {SchemaDifference::Kind::EncodingChanged, a.name, a.encoding, b.encoding});
            }
        }
    }

    void collectDiagnostics(const BlockData& data, std::vector<Diagnostic>& into) {
        into.insert(into.end(), data.diagnostics.begin(), data.diagnostics.end());
    }

    // Compares `count` rows from rowA in A's block dataA (block-relative index offA) with those
    // from rowB in dataB.
    void compareRows(const BlockData& dataA, std::size_t offA, std::uint64_t rowA,
                     const BlockData& dataB, std::size_t offB, std::uint64_t rowB,
                     std::size_t count) {
        for (ColumnPair& pair : m_pairs) {
            if (pair.a >= dataA.columns.size() || pair.b >= dataB.columns.size()) {
                continue;
            }
            const ColumnData& a = dataA.columns[pair.a];
            const ColumnData& b = dataB.columns[pair.b];
            for (std::size_t k = 0; k < count; ++k) {
                if (k % sliceCells == 0 &&
                    sameBytes(a, offA + k, b, offB + k, std::min(sliceCells, count - k))) {
                    k += std::min(sliceCells, count - k) - 1;
                    continue;
                }
                if (sameCell(a, offA + k, b, offB + k, m_options.tolerance)) {
                    continue;
                }
                ++pair.changed;
                ++m_out.changedCells;
                if (m_out.cells.size() < m_options.maxListed) {
                    m_out.cells.push_back({rowA + k, rowB + k, m_a.columns()[pair.a].name,
                                           cellText(a, offA + k), cellText(b, offB + k),
                                           cellRangeOf(m_a, rowA + k, pair.a),
                                           cellRangeOf(m_b, rowB + k, pair.b)});
                }
            }
        }
    }

    void reportOnlyIn(bool inB, std::uint64_t row, std::string key = {}) {
        const Table& table = inB ? m_b : m_a;
        ++(inB ? m_out.rowsOnlyInB : m_out.rowsOnlyInA);
        if (m_out.rows.size() >= m_options.maxListed) {
            return;
        }
        const std::size_t block = table.blockOfRow(row);
        m_out.rows.push_back(
            {inB, row, std::move(key), table.blockNodePath(block), table.blocks()[block].range});
    }

    void compareByPosition() {
        BlockStream streamA(m_a, blocksAhead);
        BlockStream streamB(m_b, blocksAhead);
        const std::uint64_t common = std::min(m_out.rowsA, m_out.rowsB);
        std::size_t blockA = 0;
        std::size_t blockB = 0;
        std::uint64_t row = 0;
        while (row < common && !m_control.cancelled()) {
            blockA = nextBlockHolding(m_a, blockA, row);
            blockB = nextBlockHolding(m_b, blockB, row);
            const TableBlock& infoA = m_a.blocks()[blockA];
            const TableBlock& infoB = m_b.blocks()[blockB];
            const std::uint64_t endA = infoA.firstRow + infoA.rowCount;
            const std::uint64_t endB = infoB.firstRow + infoB.rowCount;
            if (row < infoA.firstRow || row < infoB.firstRow || row >= endA || row >= endB) {
                break; // blocks that do not tile the rows: the counts already differ
            }
            const std::uint64_t count = std::min({endA - row, endB - row, common - row});
            const bool freshA = blockA != m_lastBlockA;
            const bool freshB = blockB != m_lastBlockB;
            const BlockData& dataA = streamA.block(blockA);
            const BlockData& dataB = streamB.block(blockB);
            if (freshA) {
                collectDiagnostics(dataA, m_diagnosticsA);
                m_lastBlockA = blockA;
            }
            if (freshB) {
                collectDiagnostics(dataB, m_diagnosticsB);
                m_lastBlockB = blockB;
            }
            compareRows(dataA, row - infoA.firstRow, row, dataB, row - infoB.firstRow, row, count);
            row += count;
            m_control.report(row, common);
        }
        for (std::uint64_t r = common; r < m_out.rowsA; ++r) {
            reportOnlyIn(false, r);
        }
        for (std::uint64_t r = common; r < m_out.rowsB; ++r) {
            reportOnlyIn(true, r);
        }
    }

    // The first block at or after `from` whose rows hold `row` (blocks of no rows are passed).
    static std::size_t nextBlockHolding(const Table& table, std::size_t from, std::uint64_t row) {
        const auto& blocks = table.blocks();
        while (from + 1 < blocks.size() && row >= blocks[from].firstRow + blocks[from].rowCount) {
            ++from;
        }
        return from;
    }

    std::vector<std::size_t> keyColumns(const Table& table, const char* side) const {
        std::vector<std::size_t> keys;
        for (const std::string& name : m_options.keyColumns) {
            const auto& columns = table.columns();
            const auto found = std::find_if(columns.begin(), columns.end(),
                                            [&name](const Column& c) { return c.name == name; });
            if (found == columns.end()) {
                throw std::invalid_argument("key column " + name + " is not in " + side +
                                            "'s table " + table.name());
            }
            keys.push_back(static_cast<std::size_t>(found - columns.begin()));
        }
        return keys;
    }

    void compareByKey() {
        const std::vector<std::size_t> keysA = keyColumns(m_a, "A");
        const std::vector<std::size_t> keysB = keyColumns(m_b, "B");
        const KeyPairing pairing = pairRowsByKey(m_a, keysA, m_b, keysB, m_control);
        BlockStream streamA(m_a, blocksAhead);
        BlockCache cacheB(m_b, keyedBlocksKept);
        for (std::size_t blockA = 0; blockA < m_a.blocks().size(); ++blockA) {
            if (m_control.cancelled()) {
                return;
            }
            const TableBlock& infoA = m_a.blocks()[blockA];
            const BlockData& dataA = streamA.block(blockA);
            collectDiagnostics(dataA, m_diagnosticsA);
            for (std::uint64_t k = 0; k < infoA.rowCount; ++k) {
                const std::uint64_t rowA = infoA.firstRow + k;
                const std::uint64_t rowB = pairing.partnerOfA[rowA];
                if (rowB == noPartner) {
                    reportOnlyIn(false, rowA, keyText(dataA, k, keysA));
                    continue;
                }
                const std::size_t blockB = m_b.blockOfRow(rowB);
                const BlockData& dataB = cacheB.block(blockB);
                if (m_seenBlocksB.insert(blockB).second) {
                    collectDiagnostics(dataB, m_diagnosticsB);
                }
                compareRows(dataA, k, rowA, dataB, rowB - m_b.blocks()[blockB].firstRow, rowB, 1);
            }
            m_control.report(infoA.firstRow + infoA.rowCount, m_out.rowsA);
        }
        for (const std::uint64_t rowB : pairing.onlyInB) {
            std::string key;
            if (m_out.rows.size() < m_options.maxListed) {
                const std::size_t blockB = m_b.blockOfRow(rowB);
                key = keyText(cacheB.block(blockB), rowB - m_b.blocks()[blockB].firstRow, keysB);
            }
            reportOnlyIn(true, rowB, std::move(key));
        }
    }

    const Table& m_a;
    const Table& m_b;
    const DiffOptions& m_options;
    const JobControl& m_control;
    TableDiff m_out;
    std::vector<ColumnPair> m_pairs;
    std::vector<Diagnostic> m_diagnosticsA;
    std::vector<Diagnostic> m_diagnosticsB;
    std::size_t m_lastBlockA = ~std::size_t{0};
    std::size_t m_lastBlockB = ~std::size_t{0};
    std::set<std::size_t> m_seenBlocksB;
};

} // namespace

TableDiff diffTables(const Table& a, const Table& b, std::size_t index, const DiffOptions& options,
                     const JobControl& control) {
    return TableComparison(a, b, index, options, control).run();
}

} // namespace strata
