#include "formats/blosc2/array_shape.h"

#include "formats/blosc2/labels.h"
#include "formats/blosc2/msgpack_reader.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <cstring>

namespace strata::blosc2 {
namespace {

std::vector<std::int64_t> readDimensions(MsgpackReader& reader, std::size_t ndim,
                                         std::string_view what) {
    if (reader.arrayHeader(what) != ndim) {
        throw DecodeError(reader.offset(), std::string(what) + " does not have ndim entries");
    }
    std::vector<std::int64_t> values(ndim);
    for (auto& value : values) {
        value = reader.integer(what);
    }
    return values;
}

std::uint64_t product(const std::vector<std::int64_t>& values, std::size_t from = 0) {
    std::uint64_t result = 1;
    for (std::size_t i = from; i < values.size(); ++i) {
        result *= static_cast<std::uint64_t>(values[i]);
    }
    return result;
}

std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b) {
    return (a + b - 1) / b;
}

// The product, or nullopt past 2^48 (no real array is that large; damaged shapes can be).
std::optional<std::uint64_t> boundedProduct(const std::vector<std::uint64_t>& values) {
    constexpr std::uint64_t limit = std::uint64_t{1} << 48;
    std::uint64_t result = 1;
    for (const std::uint64_t value : values) {
        if (value != 0 && result > limit / value) {
            return std::nullopt;
        }
        result *= value;
    }
    return result;
}

} // namespace

std::uint64_t ArrayShape::items() const {
    return product(shape);
}

std::uint64_t ArrayShape::slabs() const {
    return shape.empty() ? 1
                         : ceilDiv(static_cast<std::uint64_t>(shape[0]),
                                   static_cast<std::uint64_t>(chunkshape[0]));
}

std::uint64_t ArrayShape::slabRows(std::uint64_t slab) const {
    if (shape.empty()) {
        return 1;
    }
    const auto rows = static_cast<std::uint64_t>(shape[0]);
    const auto step = static_cast<std::uint64_t>(chunkshape[0]);
    return std::min(step, rows - std::min(rows, slab * step));
}

std::uint64_t ArrayShape::rowItems() const {
    return product(shape, 1);
}

std::optional<ItemPosition> itemPlace(const ArrayShape& shape, std::uint64_t item) {
    if (item >= shape.items()) {
        return std::nullopt;
    }
    // The item's coordinates, last dimension fastest.
    std::vector<std::uint64_t> coordinate(shape.ndim());
    for (std::size_t d = shape.ndim(); d-- > 0;) {
        const auto extent = static_cast<std::uint64_t>(shape.shape[d]);
        coordinate[d] = item % extent;
        item /= extent;
    }
    return itemPosition(shape, coordinate);
}

std::string metalayerText(const ArrayShape& shape) {
    return shape.metalayer + " metalayer v" + std::to_string(shape.version) +
           (shape.hasDtype ? "" : ", no dtype");
}

std::optional<LogicalType> dtypeItemType(const std::string& dtype) {
    if (dtype.size() < 3) {
        return std::nullopt;
    }
    switch (dtype[1]) {
    case 'f':
        return dtype == "<f4"   ? LogicalType::Float32
               : dtype == "<f8" ? std::optional(LogicalType::Float64)
                                : std::nullopt;
    case 'i':
        return LogicalType::Int64;
    case 'u':
    case 'b':
        return LogicalType::UInt64;
    default:
        return std::nullopt;
    }
}

std::optional<ArrayShape> readArrayShape(const std::string& metalayer,
                                         std::span<const std::byte> content, std::uint64_t base,
                                         std::uint8_t typesize, std::uint64_t chunks,
                                         std::uint64_t chunkBytes,
                                         std::vector<Diagnostic>& diagnostics) {
    ArrayShape shape;
    shape.metalayer = metalayer;
    shape.range = {base, content.size()};
    try {
        MsgpackReader reader(content, base);
        const std::uint64_t elements = reader.arrayHeader("b2nd metalayer");
        if (elements != 7 && elements != 5) {
            throw DecodeError(base, "expected an array of 7 elements (or 5, as caterva wrote it), "
                                    "not " +
                                        std::to_string(elements));
        }
        shape.hasDtype = elements == 7;
        shape.version = reader.integer("b2nd version");
        const std::int64_t ndim = reader.integer("ndim");
        if (ndim < 0 || ndim > static_cast<std::int64_t>(maxDimensions)) {
            throw DecodeError(base, "ndim " + std::to_string(ndim) + " is not 0..8");
        }
        const auto n = static_cast<std::size_t>(ndim);
        shape.shape = readDimensions(reader, n, "shape");
        shape.chunkshape = readDimensions(reader, n, "chunkshape");
        shape.blockshape = readDimensions(reader, n, "blockshape");
        if (shape.hasDtype) {
            shape.dtypeFormat = reader.integer("dtype_format");
            shape.dtype = reader.string("dtype");
        }
        for (std::size_t d = 0; d < n; ++d) {
            if (shape.shape[d] < 0 || shape.chunkshape[d] <= 0 || shape.blockshape[d] <= 0 ||
                shape.blockshape[d] > shape.chunkshape[d]) {
                throw DecodeError(base,
                                  "dimension " + std::to_string(d) + " has an impossible shape");
            }
        }
        // The shape must describe the frame's chunks: their number and their padded size.
        std::vector<std::uint64_t> grid, padded;
        for (std::size_t d = 0; d < n; ++d) {
            const auto chunk = static_cast<std::uint64_t>(shape.chunkshape[d]);
            const auto block = static_cast<std::uint64_t>(shape.blockshape[d]);
            grid.push_back(ceilDiv(static_cast<std::uint64_t>(shape.shape[d]), chunk));
            padded.push_back(ceilDiv(chunk, block) * block);
        }
        padded.push_back(std::max<std::uint64_t>(typesize, 1));
        const auto expectedChunks = boundedProduct(grid);
        const auto expectedBytes = boundedProduct(padded);
        if (!expectedChunks || *expectedChunks != chunks) {
            throw DecodeError(base,
                              "the shape needs " +
                                  (expectedChunks ? std::to_string(*expectedChunks) : "too many") +
                                  " chunks; the frame has " + std::to_string(chunks));
        }
        if (!expectedBytes || (n > 0 && *expectedBytes != chunkBytes)) {
            throw DecodeError(base,
                              "padded chunks of this shape do not hold the frame's chunksize of " +
                                  std::to_string(chunkBytes) + " bytes");
        }
    } catch (const DecodeError& error) {
        diagnostics.push_back(
            {Severity::Error, error.offset(),
             childPath(childPath(frameHeaderPath, "metalayers"), "\"" + metalayer + "\""),
             metalayer + " metalayer: " + error.what()});
        return std::nullopt;
    }
    shape.itemsize = std::max<std::size_t>(typesize, 1);
    return shape;
}

ItemPosition itemPosition(const ArrayShape& shape, std::span<const std::uint64_t> index) {
    ItemPosition position;
    std::uint64_t block = 0;
    std::uint64_t inBlock = 0;
    for (std::size_t d = 0; d < shape.ndim(); ++d) {
        const auto chunkSide = static_cast<std::uint64_t>(shape.chunkshape[d]);
        const auto blockSide = static_cast<std::uint64_t>(shape.blockshape[d]);
        const std::uint64_t local = index[d] % chunkSide;
        position.chunk =
            position.chunk * ceilDiv(static_cast<std::uint64_t>(shape.shape[d]), chunkSide) +
            index[d] / chunkSide;
        block = block * ceilDiv(chunkSide, blockSide) + local / blockSide;
        inBlock = inBlock * blockSide + local % blockSide;
    }
    position.offset = (block * product(shape.blockshape) + inBlock) * shape.itemsize;
    return position;
}

std::vector<std::byte> readPlaneBytes(const FileLayout& file, ChunkReader& reader,
                                      const ArrayShape& shape, std::size_t yDim, std::size_t xDim,
                                      std::span<const std::uint64_t> index,
                                      std::vector<Diagnostic>& diagnostics) {
    const std::size_t item = shape.itemsize;
    const auto height = static_cast<std::uint64_t>(shape.shape[yDim]);
    const auto width = static_cast<std::uint64_t>(shape.shape[xDim]);
    const auto chunkHeight = static_cast<std::uint64_t>(shape.chunkshape[yDim]);
    const auto chunkWidth = static_cast<std::uint64_t>(shape.chunkshape[xDim]);
    std::vector<std::byte> out(height * width * item);
    std::vector<std::uint64_t> at(index.begin(), index.end());
    // A chunk's header may claim more than the shape's padded chunk (readArrayShape checked the
    // frame's chunksize, not each chunk's).
    std::uint64_t paddedChunk = item;
    for (std::size_t d = 0; d < shape.ndim(); ++d) {
        const auto blockSide = static_cast<std::uint64_t>(shape.blockshape[d]);
        paddedChunk *=
            ceilDiv(static_cast<std::uint64_t>(shape.chunkshape[d]), blockSide) * blockSide;
    }
    std::vector<std::byte> chunk;
    // One chunk of the plane at a time: decoded whole, then its items of the plane picked out.
    for (std::uint64_t y0 = 0; y0 < height; y0 += chunkHeight) {
        for (std::uint64_t x0 = 0; x0 < width; x0 += chunkWidth) {
            at[yDim] = y0;
            at[xDim] = x0;
            const std::size_t chunkIndex = itemPosition(shape, at).chunk;
            if (chunkIndex >= file.chunks.size()) {
                diagnostics.push_back({Severity::Error, 0, std::string(chunksPath),
                                       "the array needs chunk " + std::to_string(chunkIndex) +
                                           ", which the frame lacks"});
                continue;
            }
            chunk.assign(std::min(paddedChunk, std::uint64_t{file.chunks.place(chunkIndex).nbytes}),
                         std::byte{0});
            reader.readChunk(chunkIndex, 0, chunk, diagnostics);
            for (std::uint64_t y = y0; y < std::min(height, y0 + chunkHeight); ++y) {
                for (std::uint64_t x = x0; x < std::min(width, x0 + chunkWidth); ++x) {
                    at[yDim] = y;
                    at[xDim] = x;
                    const std::uint64_t offset = itemPosition(shape, at).offset;
                    if (offset + item <= chunk.size()) {
                        std::memcpy(out.data() + (y * width + x) * item, chunk.data() + offset,
                                    item);
                    }
                }
            }
        }
    }
    return out;
}

std::vector<std::byte> readSlab(const FileLayout& file, ChunkReader& reader,
                                const ArrayShape& shape, std::uint64_t slab,
                                std::vector<Diagnostic>& diagnostics) {
    const std::size_t n = shape.ndim();
    const std::size_t item = shape.itemsize;
    const std::uint64_t rows = shape.slabRows(slab);
    std::vector<std::byte> out(rows * shape.rowItems() * item);
    if (n == 0) {
        if (!file.chunks.empty()) {
            reader.readChunk(0, 0, out, diagnostics);
        }
        return out;
    }
    std::vector<std::uint64_t> chunkGrid(n), blockGrid(n), extChunk(n);
    for (std::size_t d = 0; d < n; ++d) {
        chunkGrid[d] = ceilDiv(static_cast<std::uint64_t>(shape.shape[d]),
                               static_cast<std::uint64_t>(shape.chunkshape[d]));
        blockGrid[d] = ceilDiv(static_cast<std::uint64_t>(shape.chunkshape[d]),
                               static_cast<std::uint64_t>(shape.blockshape[d]));
        extChunk[d] = blockGrid[d] * static_cast<std::uint64_t>(shape.blockshape[d]);
    }
    const std::uint64_t blockItems = product(shape.blockshape);
    const std::uint64_t chunkBytes =
        product(std::vector<std::int64_t>(extChunk.begin(), extChunk.end())) * item;
    const std::uint64_t chunksPerSlab =
        product(std::vector<std::int64_t>(chunkGrid.begin() + 1, chunkGrid.end()));
    const std::uint64_t slabRow0 = slab * static_cast<std::uint64_t>(shape.chunkshape[0]);
    std::vector<std::byte> chunk(chunkBytes);
    const auto last = static_cast<std::size_t>(n - 1);
    const auto runItems = static_cast<std::uint64_t>(shape.blockshape[last]);
    for (std::uint64_t c = 0; c < chunksPerSlab; ++c) {
        const std::uint64_t chunkIndex = slab * chunksPerSlab + c;
        if (chunkIndex >= file.chunks.size()) {
            diagnostics.push_back({Severity::Error, 0, std::string(chunksPath),
                                   "the array needs chunk " + std::to_string(chunkIndex) +
                                       ", which the frame lacks"});
            break;
        }
        std::fill(chunk.begin(), chunk.end(), std::byte{0});
        const std::uint64_t stored = std::min<std::uint64_t>(
            chunkBytes, std::uint64_t{file.chunks.place(chunkIndex).nbytes});
        reader.readChunk(chunkIndex, 0, std::span(chunk).first(stored), diagnostics);
        // The chunk's coordinates in the chunk grid (dimension 0 is the slab).
        std::vector<std::uint64_t> chunkPos(n);
        std::uint64_t rest = c;
        for (std::size_t d = n; d-- > 1;) {
            chunkPos[d] = rest % chunkGrid[d];
            rest /= chunkGrid[d];
        }
        chunkPos[0] = slab;
        const std::uint64_t blocks =
            product(std::vector<std::int64_t>(blockGrid.begin(), blockGrid.end()));
        for (std::uint64_t b = 0; b < blocks; ++b) {
            std::vector<std::uint64_t> blockPos(n);
            std::uint64_t r = b;
            for (std::size_t d = n; d-- > 0;) {
                blockPos[d] = r % blockGrid[d];
                r /= blockGrid[d];
            }
            const std::byte* blockData = chunk.data() + b * blockItems * item;
            // Every run along the last dimension inside the block.
            const std::uint64_t runs = blockItems / runItems;
            for (std::uint64_t run = 0; run < runs; ++run) {
                std::uint64_t k = run;
                std::uint64_t destination = 0;
                bool inside = true;
                std::uint64_t lastLocal = 0;
                std::vector<std::uint64_t> local(n);
                for (std::size_t d = last; d-- > 0;) {
                    local[d] = k % static_cast<std::uint64_t>(shape.blockshape[d]);
                    k /= static_cast<std::uint64_t>(shape.blockshape[d]);
                }
                for (std::size_t d = 0; d < n; ++d) {
                    const std::uint64_t inChunk =
                        blockPos[d] * static_cast<std::uint64_t>(shape.blockshape[d]) +
                        (d == last ? 0 : local[d]);
                    const std::uint64_t global =
                        chunkPos[d] * static_cast<std::uint64_t>(shape.chunkshape[d]) + inChunk;
                    if (d == last) {
                        lastLocal = inChunk;
                    }
                    if (inChunk >= static_cast<std::uint64_t>(shape.chunkshape[d]) ||
                        global >= static_cast<std::uint64_t>(shape.shape[d])) {
                        inside = false;
                        break;
                    }
                    const std::uint64_t coordinate = d == 0 ? global - slabRow0 : global;
                    destination =
                        destination * (d == 0 ? 1 : static_cast<std::uint64_t>(shape.shape[d])) +
                        coordinate;
                }
                if (!inside) {
                    continue;
                }
                const std::uint64_t globalLast =
                    chunkPos[last] * static_cast<std::uint64_t>(shape.chunkshape[last]) + lastLocal;
                const std::uint64_t length = std::min(
                    {runItems, static_cast<std::uint64_t>(shape.chunkshape[last]) - lastLocal,
                     static_cast<std::uint64_t>(shape.shape[last]) - globalLast});
                std::memcpy(out.data() + destination * item, blockData + run * runItems * item,
                            length * item);
            }
        }
    }
    return out;
}

} // namespace strata::blosc2
