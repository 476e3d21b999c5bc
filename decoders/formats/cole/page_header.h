#pragma once

#include "core/reader.h"
#include "strata/cole_types.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace strata::cole {

std::string_view encodingName(std::uint8_t encoding);
std::string_view columnTypeName(std::uint8_t type);

struct PageStats {
    std::optional<std::int64_t> min;
    std::optional<std::int64_t> max;
    std::uint32_t nullCount = 0;
    bool operator==(const PageStats&) const = default;
};

struct PageHeader {
    std::uint64_t offset = 0; // absolute offset of the header's first byte
    std::uint64_t size = 0;   // bytes the header takes
    std::uint32_t uncompressedSize = 0;
    std::uint32_t compressedSize = 0;
    std::uint32_t numValues = 0;
    std::uint8_t encoding = 0;
    std::optional<PageStats> stats; // present when has_stats = 1

    bool sameContent(const PageHeader& other) const;
};

PageHeader readPageHeader(Reader& reader);

} // namespace strata::cole
