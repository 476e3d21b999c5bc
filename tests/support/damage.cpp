#include "support/damage.h"

#include "formats/blosc2/file_layout.h"
#include "strata/check.h"
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/repaired.h"

#include <algorithm>
#include <atomic>
#include <gtest/gtest.h>
#include <random>
#include <set>

namespace strata::test {
namespace {

constexpr std::uint64_t rowBudget = std::uint64_t{1} << 22;
// Bytes of decoded layers produced per file: enough for the small layers of every corpus file
// (meta streams, a few Blosc2 blocks after each filter), so that damaged layers are produced,
// without doubling the decoding checkDocument does.
constexpr std::uint64_t layerBudget = std::uint64_t{128} << 10;

struct WalkBudget {
    std::size_t nodes = 0;
    std::uint64_t layerBytes = layerBudget;
};

// Produces a node's layers that state a size within the budget: one that comes out shorter or
// longer than it said must say why, and its diagnostics name file offsets (the invariant the fuzz
// targets check too, tests/fuzz/exercise_document.cpp).
void produceLayers(const Node& node, std::uint64_t fileSize, WalkBudget& budget,
                   const std::string& context) {
    for (const auto& layer : node.layers()) {
        const auto size = layer->size();
        if (!size || *size > budget.layerBytes) {
            continue;
        }
        budget.layerBytes -= *size;
        const auto bytes = layer->bytes();
        ASSERT_NE(bytes, nullptr) << context << ": " << layer->path();
        EXPECT_TRUE(bytes->source->size() == *size || !bytes->diagnostics.empty())
            << context << ": " << layer->path() << " gives " << bytes->source->size()
            << " bytes of " << *size << " and says nothing";
        for (const auto& diagnostic : bytes->diagnostics) {
            EXPECT_LE(diagnostic.offset, fileSize)
                << context << ": " << layer->path() << ": " << diagnostic.message;
        }
    }
}

void walk(const Node& node, std::uint64_t fileSize, WalkBudget& budget,
          const std::string& context) {
    for (const auto& child : node.children()) {
        if (budget.nodes == 0) {
            return;
        }
        --budget.nodes;
        if (child->layer() != node.layer()) {
            // A node entering a layer (strata/layer.h) lies in that layer's bytes.
            const auto size = child->layer()->size();
            const ByteRange layerBytes{0, size.value_or(~std::uint64_t{0})};
            ASSERT_TRUE(layerBytes.contains(child->range()))
                << context << ": " << child->path() << " leaves its layer of " << layerBytes.length
                << " bytes";
            continue;
        }
        ASSERT_TRUE(node.range().contains(child->range()))
            << context << ": " << child->path() << " [" << child->range().offset << ", +"
            << child->range().length << ") leaves its parent [" << node.range().offset << ", +"
            << node.range().length << ")";
        // Below data nodes lie a node per row and value, built on demand: the fuzz targets walk
        // them; here it would cost more than the decoding.
        if (node.kind() != NodeKind::Data) {
            walk(*child, fileSize, budget, context);
            produceLayers(*child, fileSize, budget, context);
        }
    }
}

void collectCuts(const Node& node, std::set<std::size_t>& lengths) {
    const ByteRange& range = node.range();
    for (const std::uint64_t boundary : {range.offset, range.end()}) {
        for (std::uint64_t at = boundary - std::min<std::uint64_t>(boundary, 2); at <= boundary + 2;
             ++at) {
            lengths.insert(at);
        }
    }
    if (node.kind() == NodeKind::Header || node.kind() == NodeKind::Metadata) {
        // A node's fields come first; string tables and the like beyond are sampled.
        const std::uint64_t end = std::min<std::uint64_t>(range.end(), range.offset + 64);
        for (std::uint64_t at = range.offset; at < end; ++at) {
            lengths.insert(at);
        }
    }
    if (node.kind() == NodeKind::Data) {
        return; // rows and values inside: encoded data, sampled
    }
    for (const auto& child : node.children()) {
        if (child->layer() == node.layer()) {
            collectCuts(*child, lengths);
        }
    }
}

void collectPositions(const Node& node, std::set<std::size_t>& positions) {
    positions.insert(node.range().offset);
    if (node.kind() == NodeKind::Header || node.kind() == NodeKind::Metadata) {
        const std::uint64_t end =
            std::min<std::uint64_t>(node.range().end(), node.range().offset + 64);
        for (std::uint64_t at = node.range().offset; at < end; at += 4) {
            positions.insert(at);
        }
    }
    if (node.kind() == NodeKind::Data) {
        return; // rows and values inside: the byte flips reach them
    }
    for (const auto& child : node.children()) {
        if (child->layer() == node.layer()) {
            collectPositions(*child, positions);
        }
    }
}

std::vector<std::uint8_t> encoded(std::uint64_t value, std::size_t width, bool bigEndian) {
    std::vector<std::uint8_t> bytes(width);
    for (std::size_t i = 0; i < width; ++i) {
        bytes[bigEndian ? width - 1 - i : i] = static_cast<std::uint8_t>(value >> (8 * i));
    }
    return bytes;
}

// Repair (issue 37) of a damaged case, where the format has one: what it writes opens without
// an error and holds the rows the report says it kept. Every second case (the same ones each
// run; a quarter of the sweep's time went to repairs), under the sanitizers, which slow it ten
// times over, every fourth, to keep CI within its time.
void expectRepairOpensClean(const Document& document, const std::string& name,
                            const std::string& context) {
#if defined(__SANITIZE_ADDRESS__)
    constexpr unsigned sampled = 4;
#else
    constexpr unsigned sampled = 2;
#endif
    static std::atomic<unsigned> cases{0};
    if (cases.fetch_add(1, std::memory_order_relaxed) % sampled != 0) {
        return;
    }
    const auto repaired = repairInMemory(document);
    if (!repaired) {
        return;
    }
    const Document again = openBytes(repaired->bytes, name);
    for (const Diagnostic& diagnostic : again.diagnostics) {
        EXPECT_NE(diagnostic.severity, Severity::Error)
            << context << ", repaired: " << diagnostic.message;
    }
    // The rows it holds are those kept, and the zeros filled in: a Blosc file's items (its
    // chunks' bytes, an array's padding included, by its typesize), else its tables' rows.
    std::uint64_t rows = 0;
    if (again.formatName == "AT-1") {
        return; // its report counts units, not rows
    }
    if (again.formatName == "Blosc2") {
        const auto file = blosc2::readFileLayout(again.source);
        const std::uint64_t typesize = std::max<std::uint64_t>(file->typesize, 1);
        rows = (file->rawSize() + typesize - 1) / typesize; // an item begun is an item
    } else {
        for (const auto& table : again.tables) {
            rows += table->rowCount();
        }
    }
    std::uint64_t filled = 0;
    for (const RepairEntry& entry : repaired->report.entries) {
        filled += entry.action == RepairEntry::Action::Filled ? entry.rows : 0;
    }
    EXPECT_EQ(rows, repaired->report.rowsKept() + filled) << context << ", repaired";
}

} // namespace

DamageOutcome decodeEverything(const std::vector<std::byte>& bytes, const std::string& name,
                               const std::string& context, std::size_t nodeBudget) {
    DamageOutcome outcome;
    const Document document = openBytes(bytes, name);
    EXPECT_TRUE(document.root != nullptr) << context;
    if (!document.root) {
        return outcome;
    }
    EXPECT_EQ(document.root->range(), (ByteRange{0, bytes.size()})) << context;
    WalkBudget budget{nodeBudget};
    walk(*document.root, bytes.size(), budget, context);
    produceLayers(*document.root, bytes.size(), budget, context);
    outcome.tables = document.tables.size();
    if (document.payload) {
        outcome.payloadSize = document.payload->size();
    }
    for (const auto& table : document.tables) {
        outcome.columns += table->columns().size();
        for (const TableBlock& block : table->blocks()) {
            outcome.rows += block.rowCount;
        }
    }
    const auto expectSound = [&](const Table& table, std::size_t b, const BlockData& block) {
        EXPECT_EQ(block.rowCount, table.blocks()[b].rowCount) << context << " block " << b;
        EXPECT_EQ(block.columns.size(), table.columns().size()) << context << " block " << b;
        for (const auto& column : block.columns) {
            EXPECT_EQ(column.size(), block.rowCount) << context << " block " << b;
        }
    };
    expectRepairOpensClean(document, name, context);
    if (outcome.rows <= rowBudget) {
        outcome.diagnostics = checkDocument(document, expectSound);
    } else {
        // A Blosc2 special-value chunk can declare gigabytes in a few bytes: decoding all of it
        // is slow, not wrong. The first rows are decoded; the diagnostics are those from open.
        outcome.diagnostics = document.diagnostics;
        std::uint64_t rows = 0;
        for (const auto& table : document.tables) {
            for (std::size_t b = 0; b < table->blocks().size() && rows < rowBudget; ++b) {
                const BlockData block = table->readBlockSafely(b);
                expectSound(*table, b, block);
                rows += block.rowCount;
            }
        }
    }
    // A cell's bytes (issue 16) lie in the file or in a layer the tree has, within its size: the
    // first row of the first block, its first columns (each may decode a section again).
    for (const auto& table : document.tables) {
        for (std::size_t b = 0; b < std::min<std::size_t>(table->blocks().size(), 1); ++b) {
            const std::uint64_t row = table->blocks()[b].firstRow;
            for (std::size_t c = 0; c < std::min<std::size_t>(table->columns().size(), 8); ++c) {
                const auto cell = table->cellRange(row, c);
                if (!cell) {
                    continue;
                }
                if (cell->layerPath.empty()) {
                    EXPECT_LE(cell->range.end(), bytes.size()) << context << " cell " << row;
                    continue;
                }
                const Layer* layer = document.root->findLayerByPath(cell->layerPath);
                EXPECT_NE(layer, nullptr) << context << ": " << cell->layerPath;
                if (layer != nullptr && layer->size()) {
                    EXPECT_LE(cell->range.end(), *layer->size())
                        << context << ": " << cell->layerPath << " cell " << row << ", " << c;
                }
            }
        }
    }
    outcome.hasError = hasErrors(outcome.diagnostics);
    for (const auto& diagnostic : outcome.diagnostics) {
        EXPECT_LE(diagnostic.offset, bytes.size()) << context << ": " << diagnostic.message;
    }
    return outcome;
}

std::vector<std::size_t> structuralTruncationLengths(const Node& root, std::size_t size,
                                                     std::size_t samples, std::size_t maxCuts) {
    std::set<std::size_t> lengths;
    collectCuts(root, lengths);
    for (std::size_t i = 0; i < samples; ++i) {
        lengths.insert(size * i / samples);
    }
    for (std::size_t tail = 1; tail <= std::min<std::size_t>(size, 64); ++tail) {
        lengths.insert(size - tail);
    }
    std::vector<std::size_t> all;
    std::copy_if(lengths.begin(), lengths.end(), std::back_inserter(all),
                 [size](std::size_t length) { return length < size; });
    if (all.size() <= maxCuts) {
        return all;
    }
    std::vector<std::size_t> cuts;
    for (std::size_t i = 0; i < maxCuts; ++i) {
        cuts.push_back(all[i * all.size() / maxCuts]);
    }
    return cuts;
}

std::vector<std::pair<std::size_t, std::uint8_t>> byteFlips(std::size_t size, std::size_t count,
                                                            std::uint32_t seed) {
    if (size == 0) {
        return {};
    }
    std::mt19937 random(seed);
    std::uniform_int_distribution<std::size_t> position(0, size - 1);
    std::uniform_int_distribution<int> mask(1, 255);
    std::vector<std::pair<std::size_t, std::uint8_t>> flips;
    for (std::size_t i = 0; i < count; ++i) {
        flips.emplace_back(position(random), static_cast<std::uint8_t>(mask(random)));
    }
    return flips;
}

std::vector<Mutation> structuredMutations(const Node& root, std::size_t size,
                                          std::size_t maxPositions) {
    std::set<std::size_t> found;
    collectPositions(root, found);
    std::vector<std::size_t> all(found.begin(), found.end());
    std::vector<std::size_t> positions;
    for (std::size_t i = 0; i < std::min(all.size(), maxPositions); ++i) {
        positions.push_back(all[i * all.size() / std::min(all.size(), maxPositions)]);
    }
    std::vector<Mutation> mutations;
    const auto add = [&](std::size_t at, std::vector<std::uint8_t> bytes, std::string what) {
        if (at + bytes.size() <= size) {
            mutations.push_back({at, std::move(bytes), std::move(what)});
        }
    };
    for (const std::size_t at : positions) {
        for (const bool big : {false, true}) {
            const std::string order = big ? " big-endian" : " little-endian";
            add(at, encoded(0x7FFFFFFF, 4, big), "0x7FFFFFFF" + order);
            add(at, encoded(size + 16, 4, big), "an offset past the end" + order);
            add(at, encoded(at / 2, 4, big), "an offset backwards" + order);
            add(at, encoded(size + 16, 8, big), "a 64-bit offset past the end" + order);
        }
        add(at, encoded(0, 4, false), "0");
        add(at, encoded(0xFFFFFFFF, 4, false), "0xFFFFFFFF");
        add(at, encoded(0x7FFFFFFFFFFFFFFF, 8, false), "0x7FFFFFFFFFFFFFFF");
    }
    for (std::size_t i = 0; i < std::min<std::size_t>(size, 4); ++i) {
        add(i, {0x5A}, "broken leading magic");
        add(size - 1 - i, {0x5A}, "broken trailing magic");
    }
    return mutations;
}

} // namespace strata::test
