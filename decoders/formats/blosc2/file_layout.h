#pragma once

#include "formats/blosc2/block_decoder.h"
#include "formats/blosc2/chunk_layout.h"
#include "formats/blosc2/chunk_slots.h"
#include "strata/byte_source.h"
#include "strata/job_control.h"
#include "strata/table.h"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata::blosc2 {

struct FrameLayout;
struct ArrayShape;

std::uint64_t newFileLayoutId();

struct FileLayout;

// The walk of a Blosc file: a frame's (frame_layout.h) when it starts as one, else one chunk's.
std::shared_ptr<const FileLayout> readFileLayout(ByteSourcePtr source);

// What a Blosc file holds: one chunk, or a frame's chunks (and, for b2nd, the array shape).
struct FileLayout {
    const std::uint64_t id = newFileLayoutId(); // tells files apart in per-thread caches
    ByteSourcePtr source;
    ChunkSlots chunks;
    std::shared_ptr<const FrameLayout> frame;
    std::shared_ptr<const ArrayShape> array;
    std::string units; // a 'units' metalayer's msgpack string: the items' unit; empty: none
    std::uint8_t typesize = 1;
    std::vector<Diagnostic> diagnostics;

    // The decompressed bytes the file promises: the uncompressed_size of a frame cut short
    // (frame_len past the file's end), more than rawSize() when chunks were cut off; else
    // rawSize().
    std::uint64_t promisedSize() const;
    std::uint64_t rawSize() const { return chunks.rawSize(); }
    std::span<const std::byte> bytesOf(const ChunkLayout& layout) const {
        return source->view(layout.offset, layout.available);
    }
};

// Where bytes of the decompressed data lie in the chunks' "decoded chunk" layers
// (chunk_layers.h): `raw` counts in the chunks' decoded bytes one after the other, or for a b2nd
// array in its items in C order (chunk padding left out). The place of byte `raw` in its chunk's
// layer and how many of the `length` bytes from it lie there in a row (all of them when they do,
// else, in an array, the rest of the first item; never past the chunk's end); nullopt when the
// chunk has no such layer (special or damaged frame chunks, undecodable ones) or `raw` is past
// the data. Table cells (ItemTable::cellRange) and payload ranges (Blosc2Payload) both map so.
std::optional<CellBytes> decodedChunkPlace(const FileLayout& file, std::uint64_t raw,
                                           std::uint64_t length);

// What opening a frame whose chunks it placed without reading them (FrameLayout::chunksPlanned)
// leaves to check: each stored chunk's header and blocks read in index order, their problems,
// and an nbytes other than the one the frame's header gives the chunk (nbytesDisagreement).
// Empty for other files; what was found when `control` is cancelled.
std::vector<Diagnostic> chunkFindings(const FileLayout& file, const JobControl& control);

// A frame's planned chunk whose header (`layout`, of node `nodePath`) says another nbytes than
// the `given` one the frame gives it: check and every read of it say so. nullopt when they agree
// or the chunk's place was read from its header.
std::optional<Diagnostic> nbytesDisagreement(const FileLayout& file, const ChunkLayout& layout,
                                             std::uint64_t given, const std::string& nodePath);

// What the file says of the release that wrote it: the chunks' format version and versionlz
// (those of the first stored chunk; a chunk's own show in its header), a frame's format version
// (general_flags), the b2nd or caterva metalayer's version (Document::writer).
std::string writerText(const FileLayout& file);

// Reads decompressed bytes of a file's chunks, block by block. Keeps block 0 of the last
// chunk it read for delta. One per thread.
class ChunkReader {
public:
    explicit ChunkReader(const FileLayout& file)
        : m_file(file) {}

    // Fills `out` with the chunk data from `offset` (in the concatenated chunk data). Damaged
    // blocks read as zeros and add diagnostics; returns false when any did.
    bool read(std::uint64_t offset, std::span<std::byte> out, std::vector<Diagnostic>& diagnostics);
    // Fills `out` with bytes of chunk `chunk` from `offset` within it.
    bool readChunk(std::uint64_t chunk, std::uint64_t offset, std::span<std::byte> out,
                   std::vector<Diagnostic>& diagnostics);

private:
    bool decodeBlock(const ChunkSlot& slot, std::uint64_t chunk, std::size_t block,
                     std::span<std::byte> out, std::vector<Diagnostic>& diagnostics);

    const FileLayout& m_file;
    BlockDecoder m_decoder;
    std::vector<std::byte> m_reference;
    std::uint64_t m_referenceChunk = static_cast<std::uint64_t>(-1);
    bool m_referenceOk = false;
};

} // namespace strata::blosc2
