#include "strata/array_slice.h"

#include <algorithm>
#include <charconv>
#include <optional>

namespace strata {
namespace {

// A signed number, or nullopt when the text is none.
std::optional<std::int64_t> parseIndex(std::string_view text) {
    std::int64_t value = 0;
    const auto parsed = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || parsed.ec != std::errc() || parsed.ptr != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

// A range bound as NumPy takes it: negative from the end, then clipped to [0, extent].
std::uint64_t clippedBound(std::int64_t value, std::uint64_t extent) {
    const auto signedExtent = static_cast<std::int64_t>(extent);
    if (value < 0) {
        value = std::max<std::int64_t>(value + signedExtent, 0);
    }
    return std::min(static_cast<std::uint64_t>(value), extent);
}

std::variant<ArraySlice::Dimension, std::string>
parseDimension(std::string_view entry, std::uint64_t extent, std::size_t dimension) {
    const std::string where =
        "dimension " + std::to_string(dimension) + " ('" + std::string(entry) + "')";
    const std::size_t colon = entry.find(':');
    if (colon == std::string_view::npos) {
        const auto index = parseIndex(entry);
        if (!index) {
            return where + " is no index or START:STOP";
        }
        const std::int64_t at = *index < 0 ? *index + static_cast<std::int64_t>(extent) : *index;
        if (at < 0 || static_cast<std::uint64_t>(at) >= extent) {
            return where + " is outside its " + std::to_string(extent) + " indexes";
        }
        return ArraySlice::Dimension{static_cast<std::uint64_t>(at),
                                     static_cast<std::uint64_t>(at) + 1, true};
    }
    if (entry.find(':', colon + 1) != std::string_view::npos) {
        return where + " has a step, which Strata does not take";
    }
    ArraySlice::Dimension range{0, extent, false};
    for (const bool first : {true, false}) {
        const std::string_view bound = first ? entry.substr(0, colon) : entry.substr(colon + 1);
        if (bound.empty()) {
            continue;
        }
        const auto value = parseIndex(bound);
        if (!value) {
            return where + ": '" + std::string(bound) + "' is no number";
        }
        (first ? range.start : range.stop) = clippedBound(*value, extent);
    }
    range.stop = std::max(range.stop, range.start);
    return range;
}

} // namespace

std::vector<std::uint64_t> ArraySlice::shape() const {
    std::vector<std::uint64_t> extents;
    for (const Dimension& dimension : dimensions) {
        if (!dimension.single) {
            extents.push_back(dimension.stop - dimension.start);
        }
    }
    return extents;
}

std::vector<std::size_t> ArraySlice::keptDimensions() const {
    std::vector<std::size_t> kept;
    for (std::size_t d = 0; d < dimensions.size(); ++d) {
        if (!dimensions[d].single) {
            kept.push_back(d);
        }
    }
    return kept;
}

std::uint64_t ArraySlice::items() const {
    std::uint64_t count = 1;
    for (const Dimension& dimension : dimensions) {
        count *= dimension.stop - dimension.start;
    }
    return count;
}

ArraySlice ArraySlice::whole(const std::vector<std::uint64_t>& shape) {
    ArraySlice slice;
    for (const std::uint64_t extent : shape) {
        slice.dimensions.push_back({0, extent, false});
    }
    return slice;
}

std::variant<ArraySlice, std::string> parseArraySlice(std::string_view text,
                                                      const std::vector<std::uint64_t>& shape) {
    ArraySlice slice = ArraySlice::whole(shape);
    if (text.empty()) {
        return slice;
    }
    std::size_t d = 0;
    for (std::size_t start = 0; start <= text.size(); ++d) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string_view entry = text.substr(start, comma - start);
        start = comma + 1;
        if (d >= shape.size()) {
            return "the slice names more than the array's " + std::to_string(shape.size()) +
                   " dimensions (" + shapeText(shape) + ")";
        }
        auto dimension = parseDimension(entry, shape[d], d);
        if (const auto* problem = std::get_if<std::string>(&dimension)) {
            return *problem;
        }
        slice.dimensions[d] = std::get<ArraySlice::Dimension>(dimension);
    }
    return slice;
}

std::string shapeText(const std::vector<std::uint64_t>& shape) {
    std::string text;
    for (const std::uint64_t side : shape) {
        text += (text.empty() ? "" : " x ") + std::to_string(side);
    }
    return text;
}

} // namespace strata
