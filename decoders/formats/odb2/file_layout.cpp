#include "formats/odb2/file_layout.h"

#include <algorithm>
#include <array>
#include <functional>
#include <optional>

namespace strata::odb2 {
namespace {

// Where the next frame marker (0xFFFF "ODA", little-endian whatever the frame's byte order)
// starts at or after `from`.
std::optional<std::uint64_t> findFrameMarker(const ByteSource& source, std::uint64_t from) {
    if (from >= source.size()) {
        return std::nullopt;
    }
    const auto bytes = source.view(from, source.size() - from);
    static constexpr std::array<std::byte, 5> marker{
        std::byte{0xFF}, std::byte{0xFF}, std::byte{'O'}, std::byte{'D'}, std::byte{'A'}};
    const auto found =
        std::search(bytes.begin(), bytes.end(),
                    std::boyer_moore_horspool_searcher(marker.begin(), marker.end()));
    if (found == bytes.end()) {
        return std::nullopt;
    }
    return from + static_cast<std::uint64_t>(found - bytes.begin());
}

} // namespace

FileLayout readFileLayout(const ByteSource& source) {
    FileLayout layout;
    FrameSchemas schemas;
    // Headers are read once here; a big file's would otherwise stay resident. They go in
    // batches of whole 64 KiB windows behind the frame being read: a small frame's window holds
    // the next frames too, and releasing each frame's made every next one fault again (300,000
    // frames of 800 bytes: two seconds in the kernel).
    constexpr std::uint64_t window = 64 * 1024;
    constexpr std::uint64_t batch = 8 << 20;
    std::uint64_t released = 0;
    std::uint64_t offset = 0;
    // A scan follows (check, csv, cat): the file's start is read in ahead of the walk in large
    // steps, so that the headers there come in at the disk's sequential speed and the scan finds
    // its rows read (ByteSource::readIn). Only its start: all of a file larger than the page
    // cache would be read twice, by the walk and again by the scan.
    constexpr std::uint64_t readAhead = 64 << 20;
    constexpr std::uint64_t readAheadLimit = 256 << 20;
    std::uint64_t readAheadEnd = 0;
    // Where the diagnostics stood when each frame was read, for checkFrameMd5s: one run for the
    // frames between two diagnostics.
    RunList<std::size_t> md5Places;
    for (std::size_t index = 0; offset < source.size(); ++index) {
        if (source.readsThrough() && readAheadEnd < readAheadLimit &&
            offset + readAhead / 2 >= readAheadEnd) {
            const std::uint64_t end = std::min(offset + readAhead, readAheadLimit);
            source.readIn(readAheadEnd, end - readAheadEnd);
            readAheadEnd = end;
        }
        const std::size_t md5Place = layout.diagnostics.size();
        if (readFrame(source, offset, index, schemas, layout.frames, layout.diagnostics)) {
            md5Places.add(md5Place);
            const Frame frame = layout.frames.back();
            const std::uint64_t behind = frame.offset / window * window;
            if (behind - released >= batch) {
                source.releasePages(released, behind - released);
                released = behind;
            }
            if (!frame.truncated) {
                offset = frame.data().end();
                continue;
            }
            // Rows declared past the end of the file: when another frame follows, the data
            // size is what is damaged, and the rows end where that frame starts.
            const auto next = findFrameMarker(source, frame.data().offset);
            if (!next) {
                break;
            }
            layout.frames.setDataLength(layout.frames.size() - 1, *next - frame.data().offset);
            layout.diagnostics.push_back({Severity::Warning, *next,
                                          topLevelPath(frameLabel(frame.index)),
                                          "its rows end at the next frame marker"});
            offset = *next;
            continue;
        }
        const auto next = findFrameMarker(source, offset + 1);
        const std::uint64_t end = next.value_or(source.size());
        layout.skipped.push_back(
            {{offset, end - offset},
             next ? "not an ODB-2 frame; reading resumes at the next frame marker, at " +
                        std::to_string(end)
                  : std::string(layout.frames.empty() ? "not an ODB-2 frame"
                                                      : "not an ODB-2 frame, after the last one"),
             index});
        offset = end;
    }
    checkFrameMd5s(source, layout.frames, md5Places, layout.diagnostics);
    return layout;
}

} // namespace strata::odb2
