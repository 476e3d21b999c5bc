#pragma once

#include "codecs/shuffle.h"
#include "formats/blosc2/chunk_layout.h"
#include "strata/job_control.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata::blosc2 {

// A block that could not be decoded: where and why.
struct BlockDamage {
    std::uint64_t offset = 0;
    std::string message;
    // How many bytes of the output decoded before the damage (the streams before it and what
    // the codec gave of the damaged one); the rest of the output is undefined.
    std::uint64_t decoded = 0;
};

// One step of undoing a chunk's filter pipeline: the slots from last to first (c-blosc2
// pipeline_backward). trunc_prec is a step that changes nothing, so that every filter the chunk
// names has its step.
struct FilterStep {
    FilterId filter = FilterId::None;
    std::size_t slot = 0;
    std::size_t width = 1; // bytes per element it works on
};

// The steps that undo `header`'s filters, in decoding order.
std::vector<FilterStep> filterSteps(const ChunkHeader& header);

// Undo every filter step: a block's final bytes.
inline constexpr std::size_t allFilterSteps = static_cast<std::size_t>(-1);

// Decodes blocks: streams through the codec, then the filter pipeline undone in reverse slot
// order. Holds scratch buffers, so one per thread.
class BlockDecoder {
public:
    // Decodes block `index` of `layout` into `out` (the block's rawSize bytes). `chunk` holds the
    // chunk's bytes (layout.available of them, from layout.offset). `reference` is the decoded
    // block 0 of the chunk, which delta needs for every later block (corpus README "Filters").
    // `steps` stops the decoding after that many filter steps: 0 gives the codec's output.
    std::optional<BlockDamage> decode(const ChunkLayout& layout, std::span<const std::byte> chunk,
                                      std::size_t index, std::span<std::byte> out,
                                      std::span<const std::byte> reference,
                                      std::size_t steps = allFilterSteps);
    // Decodes block 0 whole into `reference` when a later block needs it (delta); false when
    // block 0 is damaged (it reports its own damage when it is read).
    bool decodeReference(const ChunkLayout& layout, std::span<const std::byte> chunk,
                         std::vector<std::byte>& reference);

private:
    std::optional<BlockDamage> decodeStream(const ChunkLayout& layout,
                                            std::span<const std::byte> chunk, const Stream& stream,
                                            std::size_t index, std::span<std::byte> target);
    // The codec's output of the streams a damaged block's layout read whole before its damage;
    // how many bytes of `out` they fill.
    std::uint64_t decodeStreamsBeforeDamage(const ChunkLayout& layout,
                                            std::span<const std::byte> chunk, const Block& block,
                                            std::span<std::byte> out);
    std::optional<BlockDamage> decodeShuffledStreams(const ChunkLayout& layout,
                                                     std::span<const std::byte> chunk,
                                                     const Block& block, std::span<std::byte> out);
    std::optional<BlockDamage> decodeStreams(const ChunkLayout& layout,
                                             std::span<const std::byte> chunk, const Block& block,
                                             std::span<std::byte> out);
    std::optional<BlockDamage> undoFilters(const ChunkLayout& layout, const Block& block,
                                           std::span<const FilterStep> steps,
                                           std::span<std::byte> decoded, std::span<std::byte> out,
                                           std::span<const std::byte> reference);

    std::vector<std::byte> m_first;
    std::vector<std::byte> m_second;
    std::vector<std::byte> m_scratch;
    std::vector<codecs::ByteRow> m_rows;
};

// Fills `out` with the bytes of a special-value chunk's block from `within` on (the block's
// value pattern, however big the block: no room is made for all of it).
void fillSpecialPart(const ChunkLayout& layout, std::span<const std::byte> chunk,
                     const Block& block, std::uint64_t within, std::span<std::byte> out);

// True when decoding a block other than 0 needs block 0 first (a delta filter).
bool needsReference(const ChunkHeader& header);

// Decodes a whole chunk into `out` (nbytes bytes); a damaged block leaves zeros and a
// diagnostic under `nodePath`. Reports progress in blocks to `control` and stops between blocks
// once it is cancelled (false then).
bool decodeChunk(BlockDecoder& decoder, const ChunkLayout& layout, std::span<const std::byte> chunk,
                 std::span<std::byte> out, std::vector<Diagnostic>& diagnostics,
                 const std::string& nodePath, const JobControl& control = {});

} // namespace strata::blosc2
