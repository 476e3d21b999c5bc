#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace strata {

// What tells that a file's bytes changed since a session was saved, without reading all of a
// file of many gigabytes (perhaps on a network file system): its size and an xxHash64 of its
// first and last 64 KiB. A change in the middle of a large file that keeps its size goes
// unseen; a writer run again almost always changes the size, a header or a footer.
struct FileFingerprint {
    std::uint64_t size = 0;
    std::string headAndTail; // 16 hexadecimal digits
    bool operator==(const FileFingerprint&) const = default;
};

FileFingerprint fingerprintOf(std::span<const std::byte> bytes);

} // namespace strata
