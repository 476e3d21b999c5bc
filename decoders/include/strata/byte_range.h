#pragma once

#include <cstdint>

namespace strata {

// A half-open range of absolute file offsets.
struct ByteRange {
    std::uint64_t offset = 0;
    std::uint64_t length = 0;

    std::uint64_t end() const { return offset + length; }
    bool contains(std::uint64_t position) const { return position >= offset && position < end(); }
    bool contains(const ByteRange& other) const {
        return other.offset >= offset && other.end() <= end();
    }
    bool operator==(const ByteRange&) const = default;
};

} // namespace strata
