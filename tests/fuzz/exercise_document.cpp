#include "exercise_document.h"

#include "strata/byte_source.h"
#include "strata/check.h"
#include "strata/format_registry.h"

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

[[noreturn]] void fail(const char* what, const Node& node) {
    std::fprintf(stderr, "invariant broken: %s at node '%s'\n", what, node.path().c_str());
    std::abort();
}

void walk(const Node& node, const ByteRange& parent, std::size_t& budget) {
    if (budget == 0) {
        return;
    }
    --budget;
    const ByteRange& range = node.range();
    if (range.offset < parent.offset || range.end() > parent.end()) {
        fail("a node reaches outside its parent", node);
    }
    for (const auto& child : node.children()) {
        // A child entering a decoded layer lies in it (within its size where known); producing
        // the children decodes the layer.
        const Layer* layer = child->layer();
        walk(*child,
             layer == node.layer() ? range
                                   : ByteRange{0, layer->size().value_or(~std::uint64_t{0})},
             budget);
    }
}

} // namespace

void exerciseDocument(const std::uint8_t* data, std::size_t size, const std::string& name) {
    // The fuzzer keeps the bytes alive for the whole call.
    const Document document = openDocument(ByteSource::fromStaticMemory(
        std::span(reinterpret_cast<const std::byte*>(data), size), name));
    if (document.root) {
        std::size_t budget = nodeBudget;
        walk(*document.root, {0, size}, budget);
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
