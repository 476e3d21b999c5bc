#pragma once

#include "formats/blosc2/file_layout.h"
#include "strata/byte_range.h"
#include "strata/column_data.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata::blosc2 {

inline constexpr std::size_t maxDimensions = 8;

// The `b2nd` metalayer: msgpack [version, ndim, shape, chunkshape, blockshape, dtype_format,
// dtype] (corpus README "b2nd"); or as caterva and the first b2nd releases wrote it, the first
// five only, no dtype (c-blosc2 b2nd.h, b2nd_deserialize_meta: "a fall-back for deprecated
// caterva headers"), in a metalayer named `caterva` or `b2nd`.
struct ArrayShape {
    std::string metalayer; // "b2nd" or "caterva"
    std::int64_t version = 0;
    bool hasDtype = true;
    std::vector<std::int64_t> shape;
    std::vector<std::int64_t> chunkshape;
    std::vector<std::int64_t> blockshape;
    std::int64_t dtypeFormat = 0;
    std::string dtype;
    std::size_t itemsize = 1;
    ByteRange range;

    std::size_t ndim() const { return shape.size(); }
    std::uint64_t items() const;
    // Chunks along dimension 0 (each a slab of the logical array).
    std::uint64_t slabs() const;
    std::uint64_t slabRows(std::uint64_t slab) const;
    // Items in one row along dimension 0 (the product of the other dimensions).
    std::uint64_t rowItems() const;
};

// Where an item of the logical array lies in the frame: its chunk (C order over the chunk grid)
// and the offset of its first byte in that chunk's decoded, padded bytes.

// Parses the metalayer named `metalayer`; nullopt (and a diagnostic) when it does not hold a
// usable shape or does not fit the frame: `chunks` chunks of `chunkBytes` bytes each.
std::optional<ArrayShape> readArrayShape(const std::string& metalayer,
                                         std::span<const std::byte> content, std::uint64_t base,
                                         std::uint8_t typesize, std::uint64_t chunks,
                                         std::uint64_t chunkBytes,
                                         std::vector<Diagnostic>& diagnostics);

// "b2nd metalayer v0" and what it lacks ("caterva metalayer v0, no dtype"): which release's
// layout the file uses.
std::string metalayerText(const ArrayShape& shape);

// The item type a numpy dtype string names ("<f8", "<i4", "|u1", ...); Int64/UInt64 for ints.
std::optional<LogicalType> dtypeItemType(const std::string& dtype);

// Where the item at `index` (one coordinate per dimension, inside the shape) lies: its chunk,
// numbered in C order over the chunk grid, and its byte offset in that chunk's decoded bytes,
// which hold the chunk padded to whole blocks, the blocks in C order and each block's items in C
// order (corpus README "b2nd", as readSlab gathers them).
struct ItemPosition {
    std::uint64_t chunk = 0;
    std::uint64_t offset = 0;
};
ItemPosition itemPosition(const ArrayShape& shape, std::span<const std::uint64_t> index);
// The place of item `item` (C order over `shape.shape`); nullopt past the last item.
std::optional<ItemPosition> itemPlace(const ArrayShape& shape, std::uint64_t item);

// The items of the plane spanned by dimensions yDim (rows) and xDim (columns) through `index`,
// row-major, `itemsize` bytes each; every chunk the plane crosses is decoded once.
std::vector<std::byte> readPlaneBytes(const FileLayout& file, ChunkReader& reader,
                                      const ArrayShape& shape, std::size_t yDim, std::size_t xDim,
                                      std::span<const std::uint64_t> index,
                                      std::vector<Diagnostic>& diagnostics);

// The C-order bytes of slab `slab` (dimension-0 rows of one chunk row), gathered from the
// padded chunks, whose blocks lie blockshape by blockshape.
std::vector<std::byte> readSlab(const FileLayout& file, ChunkReader& reader,
                                const ArrayShape& shape, std::uint64_t slab,
                                std::vector<Diagnostic>& diagnostics);

} // namespace strata::blosc2
