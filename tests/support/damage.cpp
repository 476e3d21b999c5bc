#include "support/damage.h"

#include "strata/check.h"
#include "strata/decode_error.h"
#include "support/corpus.h"

#include <gtest/gtest.h>
#include <random>

namespace strata::test {
namespace {

void walk(const Node& node, std::size_t& budget, const std::string& context) {
    for (const auto& child : node.children()) {
        if (budget == 0) {
            return;
        }
        --budget;
        ASSERT_TRUE(node.range().contains(child->range()))
            << context << ": " << child->path() << " [" << child->range().offset << ", +"
            << child->range().length << ") leaves its parent [" << node.range().offset << ", +"
            << node.range().length << ")";
        walk(*child, budget, context);
    }
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
    walk(*document.root, nodeBudget, context);
    outcome.tables = document.tables.size();
    for (const auto& table : document.tables) {
        outcome.columns += table->columns().size();
        for (std::size_t b = 0; b < table->blocks().size(); ++b) {
            try {
                const BlockData block = table->readBlock(b);
                EXPECT_EQ(block.rowCount, table->blocks()[b].rowCount) << context << " block " << b;
                EXPECT_EQ(block.columns.size(), table->columns().size())
                    << context << " block " << b;
                for (const auto& column : block.columns) {
                    EXPECT_EQ(column.size(), block.rowCount) << context << " block " << b;
                }
                outcome.rows += block.rowCount;
            } catch (const DecodeError& error) {
                EXPECT_LE(error.offset(), bytes.size()) << context;
            }
        }
    }
    outcome.diagnostics = checkDocument(document);
    outcome.hasError = hasErrors(outcome.diagnostics);
    for (const auto& diagnostic : outcome.diagnostics) {
        EXPECT_LE(diagnostic.offset, bytes.size()) << context << ": " << diagnostic.message;
    }
    return outcome;
}

std::vector<std::size_t> truncationLengths(std::size_t size, std::size_t samples) {
    std::vector<std::size_t> lengths;
    if (size <= 65536) {
        for (std::size_t length = 0; length < size; ++length) {
            lengths.push_back(length);
        }
        return lengths;
    }
    for (std::size_t i = 0; i < samples; ++i) {
        lengths.push_back(size * i / samples);
    }
    for (std::size_t tail = 1; tail <= 64; ++tail) {
        lengths.push_back(size - tail); // the footer region, byte by byte
    }
    return lengths;
}

std::vector<std::pair<std::size_t, std::uint8_t>> byteFlips(std::size_t size, std::size_t count,
                                                            std::uint32_t seed) {
    std::mt19937 random(seed);
    std::uniform_int_distribution<std::size_t> position(0, size - 1);
    std::uniform_int_distribution<int> mask(1, 255);
    std::vector<std::pair<std::size_t, std::uint8_t>> flips;
    for (std::size_t i = 0; i < count; ++i) {
        flips.emplace_back(position(random), static_cast<std::uint8_t>(mask(random)));
    }
    return flips;
}

} // namespace strata::test
