#include "formats/blosc2/block_decoder.h"

#include "codecs/decompress.h"
#include "codecs/shuffle.h"
#include "formats/blosc2/filters.h"

#include <algorithm>
#include <cstring>

namespace strata::blosc2 {
namespace {

// The steps that change bytes: trunc_prec needs no undoing.
std::vector<FilterStep> undoingSteps(const ChunkHeader& header, std::size_t count) {
    auto steps = filterSteps(header);
    steps.resize(std::min(count, steps.size()));
    std::erase_if(steps, [](const FilterStep& step) { return step.filter == FilterId::TruncPrec; });
    return steps;
}

} // namespace

// A byte shuffle with filters_meta n != 0 shuffled groups of n bytes (corpus README "Filters").
std::vector<FilterStep> filterSteps(const ChunkHeader& header) {
    std::vector<FilterStep> steps;
    const std::size_t typesize = std::max<std::size_t>(header.typesize, 1);
    for (std::size_t slot = filterSlots; slot-- > 0;) {
        const auto filter = static_cast<FilterId>(header.filters[slot]);
        switch (filter) {
        case FilterId::Shuffle:
            steps.push_back({filter, slot,
                             header.filtersMeta[slot] != 0 ? header.filtersMeta[slot] : typesize});
            break;
        case FilterId::BitShuffle:
        case FilterId::Delta:
        case FilterId::TruncPrec:
            steps.push_back({filter, slot, typesize});
            break;
        case FilterId::None:
            break;
        }
    }
    return steps;
}

// Special-value chunks (blosc2_flags bits 4..6): zeros and uninitialised read as zeros; NaN is
// the quiet NaN c-blosc2 writes (nanf / nan) for typesize 4 / 8; a repeated value follows the
// header.
void fillSpecialPart(const ChunkLayout& layout, std::span<const std::byte> chunk,
                     const Block& block, std::uint64_t within, std::span<std::byte> out) {
    std::byte nan[8] = {};
    std::span<const std::byte> pattern;
    if (layout.header.special() == SpecialValue::NaN) {
        if (layout.header.typesize == 4) {
            const std::uint32_t bits = 0x7FC00000U;
            std::memcpy(nan, &bits, 4);
            pattern = {nan, 4};
        } else {
            const std::uint64_t bits = 0x7FF8000000000000ULL;
            std::memcpy(nan, &bits, 8);
            pattern = {nan, 8};
        }
    } else if (layout.header.special() == SpecialValue::Repeated && layout.specialValue) {
        pattern =
            chunk.subspan(layout.specialValue->offset - layout.offset, layout.specialValue->length);
    }
    if (pattern.empty()) {
        std::fill(out.begin(), out.end(), std::byte{0});
        return;
    }
    // One period of the pattern, in phase, then copies of what is written: a multiple of the
    // period each time, so the phase holds.
    const std::size_t period = pattern.size();
    const auto phase = static_cast<std::size_t>((block.rawOffset + within) % period);
    const std::size_t first = std::min(out.size(), period);
    for (std::size_t i = 0; i < first; ++i) {
        out[i] = pattern[(phase + i) % period];
    }
    for (std::size_t done = first; done < out.size();) {
        const std::size_t copied = std::min(done, out.size() - done);
        std::memcpy(out.data() + done, out.data(), copied);
        done += copied;
    }
}

bool needsReference(const ChunkHeader& header) {
    for (const auto id : header.filters) {
        if (static_cast<FilterId>(id) == FilterId::Delta) {
            return true;
        }
    }
    return false;
}

std::optional<BlockDamage> BlockDecoder::decodeStream(const ChunkLayout& layout,
                                                      std::span<const std::byte> chunk,
                                                      const Stream& stream, std::size_t index,
                                                      std::span<std::byte> target) {
    switch (stream.kind) {
    case StreamKind::Zeros:
        std::memset(target.data(), 0, target.size());
        return std::nullopt;
    case StreamKind::Run:
        std::memset(target.data(), stream.runByte, target.size());
        return std::nullopt;
    case StreamKind::Raw:
        std::memcpy(target.data(), chunk.data() + (stream.dataOffset - layout.offset),
                    target.size());
        return std::nullopt;
    case StreamKind::Compressed:
        break;
    }
    std::span<const std::byte> dictionary;
    if (const auto data = layout.dictionaryData()) {
        dictionary = chunk.subspan(data->offset - layout.offset, data->length);
    }
    const Codec codec = layout.header.codec();
    const auto input = chunk.subspan(stream.dataOffset - layout.offset, stream.dataLength);
    codecs::DecompressResult result;
    switch (codec) {
    case Codec::BloscLz:
        result = codecs::blosclzDecompress(input, target);
        break;
    case Codec::Lz4:
        result = codecs::lz4Decompress(input, target, dictionary);
        break;
    case Codec::Snappy:
        result = codecs::snappyDecompress(input, target);
        break;
    case Codec::Zlib:
        result = codecs::zlibDecompress(input, target);
        break;
    case Codec::Zstd:
        result = codecs::zstdDecompress(input, target, dictionary);
        break;
    case Codec::Unknown:
        return BlockDamage{stream.offset, "unknown compressor"};
    }
    if (result.ok && result.written != target.size()) {
        result.ok = false;
        result.error = std::string(codecName(codec)) + ": stream holds " +
                       std::to_string(result.written) + " bytes, expected " +
                       std::to_string(target.size());
    }
    if (!result.ok) {
        return BlockDamage{stream.dataOffset, streamLabel(index) + ": " + result.error,
                           stream.rawOffset + std::min(result.written, target.size())};
    }
    return std::nullopt;
}

std::optional<BlockDamage> BlockDecoder::decodeStreams(const ChunkLayout& layout,
                                                       std::span<const std::byte> chunk,
                                                       const Block& block,
                                                       std::span<std::byte> out) {
    for (std::size_t j = 0; j < block.streams.size(); ++j) {
        const Stream& stream = block.streams[j];
        if (auto damage = decodeStream(layout, chunk, stream, j,
                                       out.subspan(stream.rawOffset, stream.rawLength))) {
            return damage;
        }
    }
    return std::nullopt;
}

std::uint64_t BlockDecoder::decodeStreamsBeforeDamage(const ChunkLayout& layout,
                                                      std::span<const std::byte> chunk,
                                                      const Block& block,
                                                      std::span<std::byte> out) {
    std::uint64_t decoded = 0;
    for (std::size_t j = 0; j < block.streams.size(); ++j) {
        const Stream& stream = block.streams[j];
        if (stream.end() > block.damageOffset || stream.rawOffset != decoded ||
            decoded + stream.rawLength > out.size() ||
            decodeStream(layout, chunk, stream, j,
                         out.subspan(stream.rawOffset, stream.rawLength))) {
            break;
        }
        decoded += stream.rawLength;
    }
    return decoded;
}

std::optional<BlockDamage> BlockDecoder::decodeShuffledStreams(const ChunkLayout& layout,
                                                               std::span<const std::byte> chunk,
                                                               const Block& block,
                                                               std::span<std::byte> out) {
    m_first.resize(out.size());
    m_rows.resize(block.streams.size());
    for (std::size_t j = 0; j < block.streams.size(); ++j) {
        const Stream& stream = block.streams[j];
        switch (stream.kind) {
        case StreamKind::Raw:
            m_rows[j] = {chunk.data() + (stream.dataOffset - layout.offset)};
            continue;
        // Rows of one byte (the high bytes of small integers) are read as that byte, not
        // filled in every block.
        case StreamKind::Zeros:
            m_rows[j] = {nullptr, std::byte{0}};
            continue;
        case StreamKind::Run:
            m_rows[j] = {nullptr, std::byte{stream.runByte}};
            continue;
        case StreamKind::Compressed:
            break;
        }
        const auto target = std::span(m_first).subspan(stream.rawOffset, stream.rawLength);
        if (auto damage = decodeStream(layout, chunk, stream, j, target)) {
            return damage;
        }
        m_rows[j] = {target.data()};
    }
    codecs::unshuffleRows(m_rows, block.streams.front().rawLength, out);
    return std::nullopt;
}

std::optional<BlockDamage> BlockDecoder::undoFilters(const ChunkLayout& layout, const Block& block,
                                                     std::span<const FilterStep> steps,
                                                     std::span<std::byte> decoded,
                                                     std::span<std::byte> out,
                                                     std::span<const std::byte> reference) {
    const ChunkHeader& header = layout.header;
    std::size_t transforms = 0;
    for (const FilterStep step : steps) {
        transforms += step.filter == FilterId::Delta ? 0 : 1;
    }
    std::span<std::byte> current = decoded;
    for (const FilterStep step : steps) {
        if (step.filter == FilterId::Delta) {
            if (block.index != 0 && reference.size() < current.size()) {
                return BlockDamage{block.offset, "delta needs block 0, which did not decode"};
            }
            undoDelta(current, block.rawOffset, step.width, reference);
            continue;
        }
        --transforms;
        std::span<std::byte> target = out;
        if (transforms > 0) {
            auto& spare = current.data() == m_first.data() ? m_second : m_first;
            spare.resize(out.size());
            target = spare;
        }
        if (step.filter == FilterId::Shuffle) {
            codecs::unshuffle(step.width, current, target);
        } else {
            m_scratch.resize(out.size());
            undoBitShuffle(step.width, header.version, current, target, m_scratch);
        }
        current = target;
    }
    if (current.data() != out.data()) {
        std::memcpy(out.data(), current.data(), out.size());
    }
    return std::nullopt;
}

std::optional<BlockDamage> BlockDecoder::decode(const ChunkLayout& layout,
                                                std::span<const std::byte> chunk, std::size_t index,
                                                std::span<std::byte> out,
                                                std::span<const std::byte> reference,
                                                std::size_t steps) {
    const Block& block = layout.blocks.at(index);
    if (out.size() != block.rawSize) {
        return BlockDamage{block.offset, "output size does not match the block"};
    }
    switch (layout.kind) {
    case ChunkKind::Special:
        fillSpecialPart(layout, chunk, block, 0, out);
        return std::nullopt;
    case ChunkKind::Memcpyed:
        // Filters named in a memcpyed chunk's header were not applied (corpus README).
        std::memcpy(out.data(), chunk.data() + (block.offset - layout.offset), out.size());
        return std::nullopt;
    case ChunkKind::Lazy:
    case ChunkKind::Unreadable:
        return BlockDamage{block.offset, "the chunk's blocks cannot be read"};
    case ChunkKind::Regular:
    case ChunkKind::VlBlocks:
        break;
    }
    if (block.damaged()) {
        return BlockDamage{block.damageOffset, block.damage,
                           steps == 0 ? decodeStreamsBeforeDamage(layout, chunk, block, out) : 0};
    }
    for (std::size_t i = 0; i < filterSlots; ++i) {
        if (layout.header.filters[i] > static_cast<std::uint8_t>(FilterId::TruncPrec)) {
            return BlockDamage{layout.offset + 16 + i,
                               "unknown filter " + std::to_string(layout.header.filters[i])};
        }
    }
    const auto undoing = undoingSteps(layout.header, steps);
    // The common case: one stream per byte row, then a byte shuffle of the typesize. Rows stored
    // raw are unshuffled straight from the file.
    if (undoing.size() == 1 && undoing.front().filter == FilterId::Shuffle &&
        block.streams.size() > 1 && undoing.front().width == block.streams.size() &&
        block.rawSize % block.streams.size() == 0) {
        return decodeShuffledStreams(layout, chunk, block, out);
    }
    const bool filtered = !undoing.empty();
    std::span<std::byte> decoded = out;
    if (filtered) {
        m_first.resize(out.size());
        decoded = m_first;
    }
    if (auto damage = decodeStreams(layout, chunk, block, decoded)) {
        return damage;
    }
    return filtered ? undoFilters(layout, block, undoing, decoded, out, reference) : std::nullopt;
}

bool BlockDecoder::decodeReference(const ChunkLayout& layout, std::span<const std::byte> chunk,
                                   std::vector<std::byte>& reference) {
    reference.resize(layout.blocks.at(0).rawSize);
    return !decode(layout, chunk, 0, reference, {});
}

bool decodeChunk(BlockDecoder& decoder, const ChunkLayout& layout, std::span<const std::byte> chunk,
                 std::span<std::byte> out, std::vector<Diagnostic>& diagnostics,
                 const std::string& nodePath, const JobControl& control) {
    if (!layout.decodable()) {
        std::fill(out.begin(), out.end(), std::byte{0});
        diagnostics.push_back({Severity::Error, layout.offset, nodePath, layout.undecodableText()});
        return true;
    }
    std::span<const std::byte> reference;
    for (std::size_t i = 0; i < layout.blocks.size(); ++i) {
        if (control.cancelled()) {
            return false;
        }
        control.report(i, layout.blocks.size());
        const Block& block = layout.blocks[i];
        if (block.rawOffset + block.rawSize > out.size()) {
            break;
        }
        auto target = out.subspan(block.rawOffset, block.rawSize);
        if (auto damage = decoder.decode(layout, chunk, i, target, reference)) {
            std::fill(target.begin(), target.end(), std::byte{0});
            diagnostics.push_back({Severity::Error, damage->offset,
                                   nodePath + " / " + blockLabel(i),
                                   damage->message + "; the block reads as zeros"});
        } else if (i == 0) {
            reference = target;
        }
    }
    return true;
}

} // namespace strata::blosc2
