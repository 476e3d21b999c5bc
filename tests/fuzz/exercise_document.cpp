#include "exercise_document.h"

#include "strata/byte_source.h"
#include "strata/check.h"
#include "strata/format.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace strata::fuzz {
namespace {

// Big enough for every corpus file's tree, small enough that one input stays fast.
constexpr std::size_t nodeBudget = 20000;
// Rows decoded per input. Special-value chunks legitimately declare gigabytes in a few bytes;
// decoding them whole is slow, not wrong, so inputs that declare more are decoded in part.
constexpr std::uint64_t rowBudget = 1 << 21;
constexpr std::uint64_t payloadBudget = std::uint64_t{64} << 20;
// Bytes of decoded layers produced per input, for the same reason.
constexpr std::uint64_t layerBudget = std::uint64_t{64} << 20;

[[noreturn]] void fail(const char* what, const Node& node) {
    std::fprintf(stderr, "invariant broken: %s at node '%s'\n", what, node.path().c_str());
    std::abort();
}

// Produces a node's layers: one that comes out shorter or longer than it said must say why, and
// every diagnostic names a file offset.
void produceLayers(const Node& node, std::uint64_t fileSize, std::uint64_t& layerBytes) {
    for (const auto& layer : node.layers()) {
        const auto size = layer->size();
        if (!size || *size > layerBytes) {
            continue;
        }
        layerBytes -= *size;
        const auto bytes = layer->bytes();
        if (bytes->source->size() != *size && bytes->diagnostics.empty()) {
            fail("a layer's size differs from the size it stated, without a diagnostic", node);
        }
        for (const auto& diagnostic : bytes->diagnostics) {
            if (diagnostic.offset > fileSize) {
                fail("a layer's diagnostic names an offset past the end of the file", node);
            }
        }
    }
}

struct WalkBudget {
    std::size_t nodes = nodeBudget;
    std::uint64_t layerBytes = layerBudget;
};

void walk(const Node& node, const ByteRange& parent, std::uint64_t fileSize, WalkBudget& budget) {
    if (budget.nodes == 0) {
        return;
    }
    --budget.nodes;
    const ByteRange& range = node.range();
    if (range.offset < parent.offset || range.end() > parent.end()) {
        fail("a node reaches outside its parent", node);
    }
    produceLayers(node, fileSize, budget.layerBytes);
    for (const auto& child : node.children()) {
        // A node entering a layer lies in the layer's bytes.
        const ByteRange space = child->layer() == node.layer()
                                    ? range
                                    : ByteRange{0, child->layer()->size().value_or(~0ull)};
        walk(*child, space, fileSize, budget);
    }
}

} // namespace

void exerciseDocument(const std::uint8_t* data, std::size_t size, const std::string& name,
                      const Format& format) {
    // The fuzzer keeps the bytes alive for the whole call.
    const Document document =
        openAs(format, ByteSource::fromStaticMemory(
                           std::span(reinterpret_cast<const std::byte*>(data), size), name));
    if (document.root) {
        WalkBudget budget;
        walk(*document.root, {0, size}, size, budget);
    }
    std::uint64_t rows = 0;
    for (const auto& table : document.tables) {
        for (std::size_t b = 0; b < table->blocks().size() && rows < rowBudget; ++b) {
            rows += table->blocks()[b].rowCount;
            const BlockData block = table->readBlockSafely(b);
            for (const auto& column : block.columns) {
                if (column.size() != block.rowCount) {
                    std::fprintf(stderr, "block %zu: a column of %zu cells in %llu rows\n", b,
                                 column.size(), static_cast<unsigned long long>(block.rowCount));
                    std::abort();
                }
            }
        }
    }
    // A cell's bytes lie in the file or in a layer the tree has, within its size: the first row
    // of every block (within the row budget), every column.
    std::uint64_t cellRows = 0;
    for (const auto& table : document.tables) {
        for (std::size_t b = 0; b < table->blocks().size() && cellRows < rowBudget; ++b) {
            cellRows += table->blocks()[b].rowCount;
            for (std::size_t c = 0; c < table->columns().size(); ++c) {
                const auto cell = table->cellRange(table->blocks()[b].firstRow, c);
                if (!cell) {
                    continue;
                }
                const Layer* layer = cell->layerPath.empty()
                                         ? nullptr
                                         : document.root->findLayerByPath(cell->layerPath);
                const std::uint64_t space = cell->layerPath.empty() ? size
                                            : layer != nullptr
                                                ? layer->size().value_or(~std::uint64_t{0})
                                                : 0;
                if (cell->range.end() > space) {
                    fail("a cell's bytes lie outside its layer, or in one the tree lacks",
                         *document.root);
                }
            }
        }
    }
    // The payload within a budget too: a special-value chunk can declare 2 GB.
    std::uint64_t produced = 0;
    if (document.payload) {
        std::vector<Diagnostic> diagnostics;
        document.payload->produce(
            [&produced](std::span<const std::byte> piece) {
                produced += piece.size();
                return produced < payloadBudget;
            },
            diagnostics);
    }
    if (rows < rowBudget && produced < payloadBudget) {
        (void)checkDocument(document);
    }
}

} // namespace strata::fuzz
