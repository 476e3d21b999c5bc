#include "core/block_pipeline.h"
#include "diff/table_diff.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <functional>
#include <string_view>
#include <utility>

namespace strata {
namespace {

struct KeyedRow {
    std::uint64_t hash = 0;
    std::uint64_t row = 0;
    bool operator<(const KeyedRow& other) const {
        return hash != other.hash ? hash < other.hash : row < other.row;
    }
};

// The key is hashed from its text, so keys of different stored types (an INTEGER column
// rewritten as DOUBLE) still pair by value; a missing cell hashes apart from every text.
std::uint64_t keyHash(const BlockData& block, std::size_t row, std::span<const std::size_t> keys,
                      std::string& scratch) {
    std::uint64_t hash = 0x84222325cbf29ce4;
    for (const std::size_t key : keys) {
        scratch.clear();
        if (key >= block.columns.size() || row >= block.columns[key].size() ||
            block.columns[key].isMissing(row)) {
            scratch = "\x1f\x01";
        } else {
            block.columns[key].appendText(row, scratch);
        }
        hash = (hash ^ std::hash<std::string_view>{}(scratch)) * 0x100000001b3;
        hash ^= hash >> 29;
    }
    return hash;
}

// The key hash of every row, sorted.
std::vector<KeyedRow> keyedRows(const Table& table, std::span<const std::size_t> keys,
                                const JobControl& control) {
    std::vector<KeyedRow> rows;
    rows.reserve(table.rowCount());
    std::vector<std::size_t> blocks(table.blocks().size());
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        blocks[i] = i;
    }
    const std::vector<std::size_t> columns(keys.begin(), keys.end());
    processBlocksInOrder<std::vector<std::uint64_t>>(
        blocks, control,
        [&table, &columns](std::size_t index) {
            BlockData data;
            try {
                data = table.readBlockColumns(index, columns);
            } catch (const DecodeError&) {
                data = table.readBlockSafely(index); // every cell missing, the failure reported
            }
            std::vector<std::uint64_t> hashes(table.blocks()[index].rowCount);
            std::string scratch;
            for (std::size_t r = 0; r < hashes.size(); ++r) {
                hashes[r] = keyHash(data, r, columns, scratch);
            }
            return hashes;
        },
        [&table, &rows](std::size_t index, std::vector<std::uint64_t>& hashes) {
            const std::uint64_t first = table.blocks()[index].firstRow;
            for (std::size_t r = 0; r < hashes.size(); ++r) {
                rows.push_back({hashes[r], first + r});
            }
            table.releaseBlockBytes(index);
        },
        &table);
    std::sort(rows.begin(), rows.end());
    return rows;
}

} // namespace

std::string keyText(const BlockData& block, std::size_t row, std::span<const std::size_t> keys) {
    std::string text;
    for (const std::size_t key : keys) {
        if (!text.empty()) {
            text += ',';
        }
        if (key >= block.columns.size() || row >= block.columns[key].size() ||
            block.columns[key].isMissing(row)) {
            text += "missing";
        } else {
            block.columns[key].appendText(row, text);
        }
    }
    return text;
}

KeyPairing pairRowsByKey(const Table& a, std::span<const std::size_t> keysA, const Table& b,
                         std::span<const std::size_t> keysB, const JobControl& control) {
    KeyPairing pairing;
    pairing.partnerOfA.assign(a.rowCount(), noPartner);
    const std::vector<KeyedRow> rowsA = keyedRows(a, keysA, control);
    const std::vector<KeyedRow> rowsB = keyedRows(b, keysB, control);
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < rowsA.size() || j < rowsB.size()) {
        if (j == rowsB.size() || (i < rowsA.size() && rowsA[i].hash < rowsB[j].hash)) {
            ++i;
        } else if (i == rowsA.size() || rowsB[j].hash < rowsA[i].hash) {
            pairing.onlyInB.push_back(rowsB[j++].row);
        } else {
            if (rowsA[i].row < pairing.partnerOfA.size()) {
                pairing.partnerOfA[rowsA[i].row] = rowsB[j].row;
            }
            ++i;
            ++j;
        }
    }
    std::sort(pairing.onlyInB.begin(), pairing.onlyInB.end());
    return pairing;
}

} // namespace strata
