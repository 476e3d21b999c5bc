#pragma once

#include "formats/blosc2/file_layout.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace strata::blosc2 {

// The items of a Blosc2 file as an N-dimensional array, for writers of a part of it (convert):
// a b2nd array's, or the items of a frame or chunk in one dimension. Runs of items are copied
// from the blocks they lie in; the last blocks decoded are kept (up to 64 MiB), so a writer that
// walks the array in its own chunks decodes each block about once. One per thread.
class ArrayItems {
public:
    explicit ArrayItems(std::shared_ptr<const FileLayout> file);

    const std::vector<std::uint64_t>& shape() const { return m_shape; }
    std::size_t itemsize() const { return m_itemsize; }
    // Copies `count` items from `index` on along dimension `dim` to `out` (count * itemsize()
    // bytes). Items of a damaged block are zeros, with a diagnostic, and make it return false.
    bool read(std::vector<std::uint64_t> index, std::size_t dim, std::uint64_t count,
              std::byte* out, std::vector<Diagnostic>& diagnostics);

    // The bytes after the last whole item, in a file of items without an array metalayer whose
    // decompressed size is no whole number of items; and reading them.
    std::uint64_t tailBytes() const;
    bool readTail(std::span<std::byte> out, std::vector<Diagnostic>& diagnostics);

private:
    struct CachedBlock {
        std::uint64_t chunk = 0;
        std::uint64_t rawOffset = 0;
        std::vector<std::byte> bytes;
        bool ok = true;
    };
    // The decoded block of `chunk` that holds byte `offset` of the chunk; nullptr when the chunk
    // has no block there (the caller reads the bytes directly).
    const CachedBlock* block(std::uint64_t chunk, std::uint64_t offset,
                             std::vector<Diagnostic>& diagnostics);

    std::shared_ptr<const FileLayout> m_file;
    ChunkReader m_reader;
    std::vector<std::uint64_t> m_shape;
    std::size_t m_itemsize = 1;
    std::vector<CachedBlock> m_blocks; // most recently used last
    std::uint64_t m_cachedBytes = 0;
};

} // namespace strata::blosc2
