// strata-cli convert --to b2frame|b2nd (issue 38): a slice of a Blosc2 file's items written as a
// new frame or b2nd array, chunk by chunk.
#include "strata/blosc2_convert.h"

#include "formats/blosc2/array_items.h"
#include "formats/blosc2/array_shape.h"
#include "formats/blosc2/chunk_compress.h"
#include "formats/blosc2/file_layout.h"
#include "formats/blosc2/frame_settings.h"
#include "strata/array_export.h"
#include "strata/array_slice.h"
#include "strata/blosc2_writer.h"
#include "strata/file_output.h"

#include <algorithm>
#include <numeric>
#include <optional>

namespace strata::blosc2 {
namespace {

// Blocks and chunks Strata writes when the source does not say (a standalone chunk of unknown
// block size): c-blosc2's usual sizes.
constexpr std::uint64_t defaultBlockBytes = std::uint64_t{256} << 10;
constexpr std::uint64_t maxChunkBytes = std::uint64_t{256} << 20;

std::uint64_t ceilDiv(std::uint64_t a, std::uint64_t b) {
    return (a + b - 1) / b;
}

std::uint64_t product(const std::vector<std::uint64_t>& extents) {
    return std::accumulate(extents.begin(), extents.end(), std::uint64_t{1}, std::multiplies<>());
}

// Moves `index` to the next one in C order over the first `dims` of `extents`: false after the
// last (and for no dimensions at all, so that a walk over them runs once).
bool nextIndex(std::vector<std::uint64_t>& index, const std::vector<std::uint64_t>& extents,
               std::size_t dims) {
    for (std::size_t d = dims; d-- > 0;) {
        if (++index[d] < extents[d]) {
            return true;
        }
        index[d] = 0;
    }
    return false;
}

// The compcode a Blosc1 header's compressor format stands for (chunk_header.h Codec).
std::uint8_t compcodeOfFormat(std::uint8_t format) {
    constexpr std::uint8_t codes[] = {compcode::blosclz, compcode::lz4, 3, compcode::zlib,
                                      compcode::zstd};
    return format < std::size(codes) ? codes[format] : compcode::lz4;
}

// How the source's chunks are compressed and how large they and their blocks are.
struct SourceSettings {
    ChunkCompression compression;
    std::uint64_t chunkBytes = 0;
};

SourceSettings sourceSettings(const FileLayout& file, std::size_t itemsize,
                              std::vector<std::string>& notes) {
    std::uint8_t code = compcode::lz4;
    int clevel = 5;
    std::array<std::uint8_t, filterSlots> filters{};
    std::array<std::uint8_t, filterSlots> filtersMeta{};
    std::uint64_t blockBytes = 0;
    std::uint64_t chunkBytes = 0;
    const FrameLayout* frame = file.frame && file.frame->headerValid ? file.frame.get() : nullptr;
    if (frame != nullptr) {
        // frame format: codec_flags holds the compcode in its low nibble, the clevel above.
        code = frame->codecFlags & 0x0f;
        clevel = frame->codecFlags >> 4;
        filters = frame->filters;
        filtersMeta = frame->filtersMeta;
        blockBytes = static_cast<std::uint64_t>(std::max(frame->blocksize, 0));
        chunkBytes = static_cast<std::uint64_t>(std::max(frame->chunksize, 0));
    }
    const auto first = file.chunks.empty() ? nullptr : file.chunks.layout(0);
    if (frame == nullptr && first) {
        const ChunkHeader& header = first->header;
        code = header.extended ? header.compcode : compcodeOfFormat(header.compressorFormat());
        filters = header.filters;
        filtersMeta = header.filtersMeta;
    }
    if (first) {
        if (blockBytes == 0 && first->header.blocksize > 0) {
            blockBytes = static_cast<std::uint64_t>(first->header.blocksize);
        }
        if (chunkBytes == 0) {
            chunkBytes = first->nbytes();
        }
    }
    SourceSettings settings;
    settings.compression = writableCompression(code, clevel, filters, filtersMeta,
                                               static_cast<std::uint8_t>(itemsize), notes);
    const auto items = [itemsize](std::uint64_t bytes) {
        return std::max<std::uint64_t>(bytes / itemsize, 1) * itemsize;
    };
    settings.chunkBytes =
        items(std::min(chunkBytes == 0 ? std::uint64_t{1} << 20 : chunkBytes, maxChunkBytes));
    settings.compression.blocksize = static_cast<std::uint32_t>(
        std::min(items(blockBytes == 0 ? defaultBlockBytes : blockBytes), settings.chunkBytes));
    return settings;
}

// Compresses chunks and hands them to the frame writer, counting them.
class ChunkSink {
public:
    ChunkSink(FrameFileWriter& writer, const ChunkCompression& compression)
        : m_writer(writer)
        , m_compression(compression) {}
    void add(std::span<const std::byte> data) {
        m_writer.addChunk(compressChunk(m_compression, data), data.size());
        ++m_chunks;
    }
    std::uint64_t chunks() const { return m_chunks; }

private:
    FrameFileWriter& m_writer;
    ChunkCompression m_compression;
    std::uint64_t m_chunks = 0;
};

// Walks the slice: items at output coordinates read from the source's.
class SliceReader {
public:
    SliceReader(ArrayItems& items, const ArraySlice& slice)
        : m_items(items)
        , m_slice(slice)
        , m_kept(slice.keptDimensions())
        , m_runDim(m_kept.empty() ? 0 : m_kept.back()) {}

    // `count` items along the output's last dimension from output coordinates `at`.
    bool read(std::span<const std::uint64_t> at, std::uint64_t count, std::byte* out,
              std::vector<Diagnostic>& diagnostics) {
        std::vector<std::uint64_t> index(m_slice.dimensions.size());
        for (std::size_t d = 0; d < index.size(); ++d) {
            index[d] = m_slice.dimensions[d].start;
        }
        for (std::size_t k = 0; k < m_kept.size(); ++k) {
            index[m_kept[k]] += at[k];
        }
        return m_items.read(std::move(index), m_runDim, count, out, diagnostics);
    }

private:
    ArrayItems& m_items;
    const ArraySlice& m_slice;
    std::vector<std::size_t> m_kept;
    std::size_t m_runDim;
};

struct ArrayGeometry {
    std::vector<std::uint64_t> chunkshape;
    std::vector<std::uint64_t> blockshape;
};

// The output's chunks and blocks: the source's along the dimensions kept, clipped to the slice;
// a source of one dimension without an array metalayer has them from its chunk and block sizes.
ArrayGeometry outputGeometry(const FileLayout& file, const ArraySlice& slice,
                             const SourceSettings& source, std::size_t itemsize) {
    ArrayGeometry geometry;
    const std::vector<std::uint64_t> shape = slice.shape();
    const std::vector<std::size_t> kept = slice.keptDimensions();
    for (std::size_t k = 0; k < kept.size(); ++k) {
        std::uint64_t chunk = source.chunkBytes / itemsize;
        std::uint64_t block = source.compression.blocksize / itemsize;
        if (file.array) {
            chunk = static_cast<std::uint64_t>(file.array->chunkshape[kept[k]]);
            block = static_cast<std::uint64_t>(file.array->blockshape[kept[k]]);
        }
        chunk = std::max<std::uint64_t>(std::min(chunk, shape[k]), 1);
        geometry.chunkshape.push_back(chunk);
        geometry.blockshape.push_back(std::max<std::uint64_t>(std::min(block, chunk), 1));
    }
    return geometry;
}

// The b2nd array's chunks, in C order over the chunk grid; each padded to whole blocks, its
// blocks in C order and each block's items in C order, zeros outside the chunk (corpus README
// "b2nd", as c-blosc2's b2nd writes them).
bool writeArrayChunks(SliceReader& reader, const std::vector<std::uint64_t>& shape,
                      const ArrayGeometry& geometry, std::size_t itemsize, ChunkSink& sink,
                      std::vector<Diagnostic>& diagnostics, const JobControl& control) {
    const std::size_t n = shape.size();
    if (std::find(shape.begin(), shape.end(), 0) != shape.end()) {
        return true;
    }
    std::vector<std::uint64_t> grid(n);
    std::vector<std::uint64_t> blocksPerChunk(n);
    for (std::size_t d = 0; d < n; ++d) {
        grid[d] = ceilDiv(shape[d], geometry.chunkshape[d]);
        blocksPerChunk[d] = ceilDiv(geometry.chunkshape[d], geometry.blockshape[d]);
    }
    const std::uint64_t blockItems = product(geometry.blockshape);
    const std::uint64_t total = product(grid);
    std::vector<std::byte> chunk(product(blocksPerChunk) * blockItems * itemsize);
    std::vector<std::uint64_t> chunkIndex(n, 0);
    std::vector<std::uint64_t> chunkEnd(n);
    std::vector<std::uint64_t> blockOrigin(n);
    std::vector<std::uint64_t> lineExtent(n);
    std::vector<std::uint64_t> at(n);
    do {
        std::fill(chunk.begin(), chunk.end(), std::byte{0});
        for (std::size_t d = 0; d < n; ++d) {
            chunkEnd[d] = std::min((chunkIndex[d] + 1) * geometry.chunkshape[d], shape[d]);
        }
        std::vector<std::uint64_t> blockIndex(n, 0);
        std::uint64_t blockNumber = 0;
        do {
            bool inside = true;
            for (std::size_t d = 0; d < n; ++d) {
                blockOrigin[d] =
                    chunkIndex[d] * geometry.chunkshape[d] + blockIndex[d] * geometry.blockshape[d];
                inside = inside && blockOrigin[d] < chunkEnd[d];
                lineExtent[d] =
                    inside ? std::min(geometry.blockshape[d], chunkEnd[d] - blockOrigin[d]) : 0;
            }
            if (inside) {
                // The block's lines along the last dimension, each at its place in the block.
                std::vector<std::uint64_t> line(n, 0);
                do {
                    std::uint64_t lineNumber = 0;
                    for (std::size_t d = 0; d + 1 < n; ++d) {
                        lineNumber = lineNumber * geometry.blockshape[d] + line[d];
                        at[d] = blockOrigin[d] + line[d];
                    }
                    at[n - 1] = blockOrigin[n - 1];
                    std::byte* target = chunk.data() + (blockNumber * blockItems +
                                                        lineNumber * geometry.blockshape[n - 1]) *
                                                           itemsize;
                    reader.read(at, lineExtent[n - 1], target, diagnostics);
                } while (nextIndex(line, lineExtent, n - 1));
            }
            ++blockNumber;
        } while (nextIndex(blockIndex, blocksPerChunk, n));
        sink.add(chunk);
        control.report(sink.chunks(), total);
        if (control.cancelled()) {
            return false;
        }
    } while (nextIndex(chunkIndex, grid, n));
    return true;
}

// The slice's items in C order, in chunks of `chunkItems` (the last one the rest), and after them
// the file's `tail` bytes that make no whole item (when the slice runs to the end).
bool writeItemChunks(SliceReader& reader, ArrayItems& items,
                     const std::vector<std::uint64_t>& shape, std::uint64_t chunkItems,
                     std::uint64_t tail, ChunkSink& sink, std::vector<Diagnostic>& diagnostics,
                     const JobControl& control) {
    const std::size_t n = shape.size();
    const std::size_t itemsize = items.itemsize();
    const std::uint64_t count = product(shape);
    const std::uint64_t total = ceilDiv(count * itemsize + tail, chunkItems * itemsize);
    std::vector<std::byte> chunk(chunkItems * itemsize);
    std::uint64_t filled = 0;
    const auto flush = [&] {
        sink.add(std::span(chunk).first(filled * itemsize));
        filled = 0;
        control.report(sink.chunks(), total);
        return !control.cancelled();
    };
    std::vector<std::uint64_t> at(n, 0);
    const std::uint64_t lineItems = n == 0 ? 1 : shape[n - 1];
    do {
        if (count == 0) {
            break;
        }
        for (std::uint64_t done = 0; done < lineItems;) {
            const std::uint64_t take = std::min(lineItems - done, chunkItems - filled);
            if (n > 0) {
                at[n - 1] = done;
            }
            reader.read(at, take, chunk.data() + filled * itemsize, diagnostics);
            filled += take;
            done += take;
            if (filled == chunkItems && !flush()) {
                return false;
            }
        }
    } while (n > 0 && nextIndex(at, shape, n - 1));
    if (tail > 0) {
        if (filled * itemsize + tail > chunk.size() && !flush()) {
            return false;
        }
        const auto tailBytes = std::span(chunk).subspan(filled * itemsize, tail);
        items.readTail(tailBytes, diagnostics);
        sink.add(std::span(chunk).first(filled * itemsize + tail));
        return true;
    }
    return filled == 0 || flush();
}

// "<f8", "|u1": the b2nd dtype of the output; a frame's items have no type but their size.
std::string outputDtype(const FileLayout& file, std::size_t itemsize) {
    if (file.array && file.array->hasDtype) {
        return file.array->dtype;
    }
    if (itemsize == 1) {
        return "|u1";
    }
    return (itemsize == 2 || itemsize == 4 || itemsize == 8 ? "<u" : "|V") +
           std::to_string(itemsize);
}

// A Blosc2 document's items and the slice of them a request names, or why there is none.
struct PreparedSlice {
    std::shared_ptr<const FileLayout> file;
    std::optional<ArraySlice> slice;
    std::string problem;
};

PreparedSlice prepareSlice(const Document& document, std::string_view sliceText,
                           std::string_view writtenAs) {
    PreparedSlice prepared;
    if (document.formatName != "Blosc2" || !document.source) {
        prepared.problem = std::string(writtenAs) + " is written from Blosc2 files (a part of " +
                           "one); write a " + document.formatName +
                           " table as nc, npy, jsonl, csv or its own format";
        return prepared;
    }
    prepared.file = readFileLayout(document.source);
    const ArrayItems items(prepared.file);
    if (items.itemsize() > 255) {
        prepared.problem = "items of " + std::to_string(items.itemsize()) +
                           " bytes: a Blosc2 chunk's typesize is at most 255";
        return prepared;
    }
    auto parsed = parseArraySlice(sliceText, items.shape());
    if (const auto* problem = std::get_if<std::string>(&parsed)) {
        prepared.problem = "--slice: " + *problem;
        return prepared;
    }
    prepared.slice = std::get<ArraySlice>(std::move(parsed));
    return prepared;
}

// A slice of a Blosc2 file's items for the .npy and NetCDF writers.
class SliceSource final : public ArrayItemsSource {
public:
    SliceSource(std::shared_ptr<const FileLayout> file, ArraySlice slice)
        : m_file(std::move(file))
        , m_items(m_file)
        , m_slice(std::move(slice))
        , m_reader(m_items, m_slice)
        , m_shape(m_slice.shape())
        , m_dtype(outputDtype(*m_file, m_items.itemsize())) {
        std::vector<std::string> ignored;
        const SourceSettings settings = sourceSettings(*m_file, m_items.itemsize(), ignored);
        m_chunkshape = outputGeometry(*m_file, m_slice, settings, m_items.itemsize()).chunkshape;
    }

    const std::vector<std::uint64_t>& shape() const override { return m_shape; }
    const std::vector<std::uint64_t>& chunkshape() const override { return m_chunkshape; }
    const std::string& dtype() const override { return m_dtype; }
    std::size_t itemsize() const override { return m_items.itemsize(); }

    bool readBox(std::span<const std::uint64_t> origin, std::span<const std::uint64_t> extent,
                 std::byte* out, std::vector<Diagnostic>& diagnostics) override {
        const std::size_t n = m_shape.size();
        if (n == 0) {
            return m_reader.read({}, 1, out, diagnostics);
        }
        // The box's lines along the last dimension, in C order.
        std::vector<std::uint64_t> line(n, 0);
        std::vector<std::uint64_t> at(n);
        const std::vector<std::uint64_t> extents(extent.begin(), extent.end());
        bool ok = true;
        do {
            for (std::size_t d = 0; d < n; ++d) {
                at[d] = origin[d] + line[d];
            }
            ok = m_reader.read(at, extent[n - 1], out, diagnostics) && ok;
            out += extent[n - 1] * m_items.itemsize();
        } while (nextIndex(line, extents, n - 1));
        return ok;
    }

private:
    std::shared_ptr<const FileLayout> m_file;
    ArrayItems m_items;
    ArraySlice m_slice;
    SliceReader m_reader;
    std::vector<std::uint64_t> m_shape;
    std::vector<std::uint64_t> m_chunkshape;
    std::string m_dtype;
};

} // namespace
} // namespace strata::blosc2

namespace strata {

std::unique_ptr<ArrayItemsSource> blosc2ArraySlice(const Document& document, std::string_view slice,
                                                   std::string& problem) {
    blosc2::PreparedSlice prepared = blosc2::prepareSlice(document, slice, "An array");
    problem = prepared.problem;
    if (!prepared.slice) {
        return nullptr;
    }
    return std::make_unique<blosc2::SliceSource>(prepared.file, std::move(*prepared.slice));
}

Blosc2ConvertResult convertBlosc2(const Document& document, const Blosc2ConvertRequest& request,
                                  const JobControl& control) {
    using namespace blosc2;
    Blosc2ConvertResult result;
    PreparedSlice prepared = prepareSlice(
        document, request.slice, request.target == Blosc2Target::B2nd ? "b2nd" : "b2frame");
    if (!prepared.slice) {
        result.usage = prepared.problem;
        return result;
    }
    const std::shared_ptr<const FileLayout> file = prepared.file;
    const ArraySlice slice = std::move(*prepared.slice);
    ArrayItems items(file);
    const std::size_t itemsize = items.itemsize();
    const std::vector<std::uint64_t> shape = slice.shape();
    if (request.target == Blosc2Target::B2nd && shape.empty()) {
        result.usage = "--slice picks one item: a b2nd array keeps a dimension (I:I+1)";
        return result;
    }
    const SourceSettings source = sourceSettings(*file, itemsize, result.notes);
    const ArrayGeometry geometry = outputGeometry(*file, slice, source, itemsize);

    FrameSettings settings;
    if (file->frame && file->frame->headerValid) {
        const FrameSettings stored = settingsOf(*file->frame, *document.source);
        settings.metalayers = stored.metalayers;
        settings.vlMetalayers = stored.vlMetalayers;
        std::erase_if(settings.metalayers,
                      [](const FrameMetalayerOut& layer) { return describesArray(layer.name); });
    }
    ChunkCompression compression = source.compression;
    settings.codecFlags = static_cast<std::uint8_t>(compression.compcode | compression.clevel << 4);
    settings.typesize = static_cast<std::int32_t>(itemsize);
    settings.filters = compression.filters;
    settings.filtersMeta = compression.filtersMeta;
    std::vector<std::byte> arrayMetalayer;
    std::uint64_t chunkItems = source.chunkBytes / itemsize;
    if (request.target == Blosc2Target::B2nd) {
        compression.blocksize = static_cast<std::uint32_t>(product(geometry.blockshape) * itemsize);
        std::uint64_t paddedItems = 1;
        std::vector<std::int64_t> extents;
        std::vector<std::int32_t> chunkshape;
        std::vector<std::int32_t> blockshape;
        for (std::size_t d = 0; d < shape.size(); ++d) {
            paddedItems *=
                ceilDiv(geometry.chunkshape[d], geometry.blockshape[d]) * geometry.blockshape[d];
            extents.push_back(static_cast<std::int64_t>(shape[d]));
            chunkshape.push_back(static_cast<std::int32_t>(geometry.chunkshape[d]));
            blockshape.push_back(static_cast<std::int32_t>(geometry.blockshape[d]));
        }
        chunkItems = paddedItems;
        arrayMetalayer =
            b2ndMetalayer(extents, chunkshape, blockshape, outputDtype(*file, itemsize));
        settings.metalayers.insert(settings.metalayers.begin(), {"b2nd", arrayMetalayer});
    }
    settings.blocksize = static_cast<std::int32_t>(compression.blocksize);
    settings.chunksize = static_cast<std::int32_t>(chunkItems * itemsize);

    // A file of items whose size is no whole number of them: the bytes after the last item go
    // at the end of a frame that runs to the end; an array has whole items only.
    std::uint64_t tail = 0;
    if (!file->array && slice.dimensions[0].stop == items.shape()[0] && items.tailBytes() > 0) {
        if (request.target == Blosc2Target::Frame) {
            tail = items.tailBytes();
        } else {
            result.notes.push_back("the last " + std::to_string(items.tailBytes()) +
                                   " bytes, no whole item, left out");
        }
    }
    FileOutput output(request.path);
    FrameFileWriter writer(settings, output);
    ChunkSink sink(writer, compression);
    SliceReader reader(items, slice);
    const bool complete =
        request.target == Blosc2Target::B2nd
            ? writeArrayChunks(reader, shape, geometry, itemsize, sink, result.diagnostics, control)
            : writeItemChunks(reader, items, shape, chunkItems, tail, sink, result.diagnostics,
                              control);
    result.shape =
        request.target == Blosc2Target::B2nd ? shape : std::vector<std::uint64_t>{slice.items()};
    result.items = slice.items();
    result.chunks = sink.chunks();
    if (!complete) {
        result.cancelled = true;
        return result;
    }
    writer.finish();
    result.written = output.commit();
    result.error = output.error();
    return result;
}

} // namespace strata
