#include "formats/blosc2/chunk_slots.h"

#include "formats/blosc2/labels.h"

#include <algorithm>
#include <mutex>
#include <utility>
#include <vector>

namespace strata::blosc2 {

// The layouts read last, the most recent first: a table reads a chunk's blocks one after the
// other, and threads decode a few chunks at a time.
struct ChunkSlots::RecentLayouts {
    static constexpr std::size_t kept = 16;
    std::mutex mutex;
    std::vector<std::pair<std::uint64_t, std::shared_ptr<const ChunkLayout>>> layouts; // by run
};

void appendChunks(ChunkRuns& runs, ChunkEntry entry, std::uint64_t count) {
    if (!runs.empty()) {
        const ChunkRuns::Run& last = runs.runs().back();
        entry.rawOffset = last.value.rawOffset + last.count * last.value.place.nbytes;
    }
    runs.append(entry, count);
}

ChunkSlots::ChunkSlots(std::shared_ptr<const ChunkRuns> runs, ByteSourcePtr source,
                       std::uint64_t end, bool frame)
    : m_runs(std::move(runs))
    , m_source(std::move(source))
    , m_end(end)
    , m_frame(frame)
    , m_recent(std::make_shared<RecentLayouts>()) {}

ChunkSlot ChunkSlots::operator[](std::uint64_t index) const {
    const Run& run = m_runs->runOf(index);
    return {layout(run), rawOffset(index), nodePath(run), run.value.stored()};
}

std::shared_ptr<const ChunkLayout> ChunkSlots::layout(std::uint64_t index) const {
    return layout(m_runs->runOf(index));
}

std::shared_ptr<const ChunkLayout> ChunkSlots::layout(const Run& run) const {
    {
        std::lock_guard lock(m_recent->mutex);
        auto& layouts = m_recent->layouts;
        const auto found =
            std::ranges::find(layouts, run.first,
                              &std::pair<std::uint64_t, std::shared_ptr<const ChunkLayout>>::first);
        if (found != layouts.end()) {
            std::rotate(layouts.begin(), found, found + 1);
            return layouts.front().second;
        }
    }
    auto made = read(run);
    std::lock_guard lock(m_recent->mutex);
    auto& layouts = m_recent->layouts;
    if (layouts.size() == RecentLayouts::kept) {
        layouts.pop_back();
    }
    layouts.emplace(layouts.begin(), run.first, made);
    return made;
}

std::shared_ptr<const ChunkLayout> ChunkSlots::read(const Run& run) const {
    const ChunkEntry& entry = run.value;
    const ChunkPlace& place = entry.place;
    if (entry.stored()) {
        const std::uint64_t end = std::max(m_end, place.offset);
        return std::make_shared<const ChunkLayout>(readChunkLayout(
            m_source->view(place.offset, end - place.offset), place.offset, nodePath(run)));
    }
    if (entry.special != SpecialValue::None) {
        return std::make_shared<const ChunkLayout>(specialChunkLayout(
            place.offset, static_cast<std::int32_t>(place.nbytes), place.typesize, entry.special));
    }
    // A damaged index entry: no bytes, no blocks.
    auto layout = std::make_shared<ChunkLayout>();
    layout->offset = place.offset;
    return layout;
}

std::uint64_t ChunkSlots::rawOffset(std::uint64_t index) const {
    const Run& run = m_runs->runOf(index);
    return run.value.rawOffset + (index - run.first) * run.value.place.nbytes;
}

void ChunkSlots::prefetchHeaders(std::size_t first, std::size_t end) const {
    // A chunk's header, and its bstarts for a few blocks, lie in its first page.
    constexpr std::uint64_t headerPage = 4096;
    const auto all = runs();
    for (std::size_t r = first; r < std::min(end, all.size()); ++r) {
        if (all[r].value.stored()) {
            const ChunkPlace& place = all[r].value.place;
            m_source->prefetch(place.offset, std::min(headerPage, place.available));
        }
    }
}

std::string ChunkSlots::nodePath(const Run& run) const {
    return m_frame ? chunkRunPath(run.first, run.count) : std::string(filePath);
}

std::uint64_t ChunkSlots::chunkAt(std::uint64_t raw) const {
    const auto all = runs();
    const auto after =
        std::upper_bound(all.begin(), all.end(), raw, [](std::uint64_t offset, const Run& run) {
            return offset < run.value.rawOffset;
        });
    if (after == all.begin()) {
        return size();
    }
    const Run& run = *std::prev(after);
    const std::uint64_t nbytes = run.value.place.nbytes;
    const std::uint64_t along = nbytes == 0 ? run.count - 1 : (raw - run.value.rawOffset) / nbytes;
    return run.first + std::min(along, run.count - 1);
}

std::uint64_t ChunkSlots::rawSize() const {
    if (empty()) {
        return 0;
    }
    const Run& last = runs().back();
    return last.value.rawOffset + last.count * last.value.place.nbytes;
}

} // namespace strata::blosc2
