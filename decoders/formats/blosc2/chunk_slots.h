#pragma once

#include "core/run_list.h"
#include "formats/blosc2/chunk_layout.h"
#include "strata/byte_source.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>

namespace strata::blosc2 {

// One chunk of a file's data, in payload order, with its layout.
struct ChunkSlot {
    std::shared_ptr<const ChunkLayout> layout;
    std::uint64_t rawOffset = 0; // where its bytes start in the concatenated chunk data
    std::string nodePath;        // of the chunk's tree node (a run's node for a chunk in a run)
    // Whether the chunk's node has its "decoded chunk" layer: a frame's chunk that is special
    // (stored as its offset alone) or damaged has a node without one (blosc2_tree.cpp).
    bool hasDecodedLayer = true;
};

// What a file keeps of a chunk, or of a run of like ones (its first chunk's): where it lies, not
// its layout. A frame's chunk is an entry of its offsets index (corpus README "Chunks"); a
// special chunk's or a damaged entry's place is the index's offset, with no bytes.
struct ChunkEntry {
    ChunkPlace place;
    std::uint64_t rawOffset = 0;   // where its bytes start in the concatenated chunk data
    std::int64_t storedOffset = 0; // a frame's: relative to the end of the header, or a marker
    SpecialValue special = SpecialValue::None; // a frame chunk stored as its offset alone
    // Why a frame's entry cannot be read (its tree node says so): FrameLayout::damageOf; 0 when
    // it can.
    std::uint32_t damage = 0;

    // Its bytes are a chunk in the file (not a special frame chunk, not a damaged entry).
    bool stored() const { return special == SpecialValue::None && damage == 0; }
};

// A file's chunks in payload order, runs of like ones one entry.
using ChunkRuns = RunList<ChunkEntry>;

// Appends `count` chunks like `entry` to `runs`, its rawOffset where the last run's bytes end.
void appendChunks(ChunkRuns& runs, ChunkEntry entry, std::uint64_t count = 1);

// A file's chunks in payload order. A run of like chunks (a sparse frame's million zero chunks)
// is one entry, its first chunk's: a chunk's slot is computed, its rawOffset moved along the run,
// so memory follows the runs, not the chunk count the frame states. An entry keeps where its
// chunk lies, not its layout: blocks and streams are read again when asked, the last few kept,
// so a frame of 100,000 chunks costs a few bytes a chunk (issue 42).
class ChunkSlots {
public:
    using Run = ChunkRuns::Run;

    ChunkSlots() = default;
    // The chunks `runs` of `source` (a frame's, shared with it); a stored chunk's bytes may reach
    // to `end` (a frame's chunk area). A frame's chunks are "chunks / chunk N" in the tree; a
    // file of one chunk is "file".
    ChunkSlots(std::shared_ptr<const ChunkRuns> runs, ByteSourcePtr source, std::uint64_t end,
               bool frame);

    std::uint64_t size() const { return m_runs->size(); }
    bool empty() const { return m_runs->empty(); }
    std::span<const Run> runs() const { return m_runs->runs(); }

    // Chunk `index` (< size()), its layout read when not among the last few.
    ChunkSlot operator[](std::uint64_t index) const;
    ChunkSlot front() const { return (*this)[0]; }
    ChunkSlot back() const { return (*this)[size() - 1]; }
    // Chunk `index`'s layout alone, or a run's (every chunk of a run has the same).
    std::shared_ptr<const ChunkLayout> layout(std::uint64_t index) const;
    std::shared_ptr<const ChunkLayout> layout(const Run& run) const;
    // What is kept of chunk `index`, without reading its layout.
    const ChunkPlace& place(std::uint64_t index) const { return (*m_runs)[index].place; }
    const Run& runOf(std::uint64_t index) const { return m_runs->runOf(index); }
    std::uint64_t rawOffset(std::uint64_t index) const;
    // Asks for the headers of the stored chunks of runs [first, end) in one go, before they are
    // read one by one: a cold file's reads in flight together (issue 42).
    void prefetchHeaders(std::size_t first, std::size_t end) const;
    // The tree node of a run's chunks.
    std::string nodePath(const Run& run) const;
    // The last chunk that starts at or before decompressed byte `raw`; size() when none does.
    std::uint64_t chunkAt(std::uint64_t raw) const;
    // The bytes the chunks decompress to, together.
    std::uint64_t rawSize() const;

private:
    struct RecentLayouts;
    std::shared_ptr<const ChunkLayout> read(const Run& run) const;

    std::shared_ptr<const ChunkRuns> m_runs = std::make_shared<ChunkRuns>();
    ByteSourcePtr m_source;
    std::uint64_t m_end = 0;
    bool m_frame = false;
    std::shared_ptr<RecentLayouts> m_recent;
};

} // namespace strata::blosc2
