#pragma once

#include "strata/node_kind.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace strata {

// What a node's bytes are for the size breakdown (strata/size_breakdown.h), set by the format
// that knows it; the nodes below inherit it.
struct SizeRole {
    // The column the bytes belong to (a COLE column chunk, an ODB-2 column descriptor, a Blosc2
    // chunk or block); nested columns join: "chunk 2 / block 0". Empty: none.
    std::string column;
    // How the node's data is encoded or compressed ("RLE", "xz", "zstd, bitshuffle"): it names
    // the data bytes below and the node's own bytes. Empty: none.
    std::string codec;
    // A row group, frame, chunk or stream: the bytes below it are counted to it.
    bool unit = false;
    // The size the node's data decodes to, where the file states it without decoding.
    std::optional<std::uint64_t> decodedSize;
};

// A part of a leaf's bytes that belongs to one column, for a node whose bytes several columns
// share (an ODB-2 frame's rows, an AT-1 values stream): given by the format without producing
// the node's children. Shares of a node sum to its length.
struct ByteShare {
    std::string column; // empty: of no column (row markers, a stream's entry header)
    std::string codec;  // empty: the node's codec, if any
    NodeKind kind = NodeKind::Data;
    std::uint64_t bytes = 0;
    std::optional<std::uint64_t> decodedSize;
};
using ByteShares = std::vector<ByteShare>;
using ShareGenerator = std::function<ByteShares()>;

// Splits `total` in proportion to `weights` so the parts sum to `total` exactly (largest
// remainders get the leftover units); all-zero weights split evenly.
std::vector<std::uint64_t> apportion(std::uint64_t total,
                                     const std::vector<std::uint64_t>& weights);

} // namespace strata
