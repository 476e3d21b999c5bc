#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace strata::gui {

// One reading of the bytes at the cursor: its name ("int32 LE") and its text, empty when the
// bytes are too few or do not form that type.
struct Interpretation {
    std::string name;
    std::string text;
    // The bytes a varint takes, which the window says after its value in the user's language.
    std::size_t encodedLength = 0;
};

// The bytes as int8…int64 and uint8…uint64 (little and big endian), float16/32/64, LEB128
// varint and zigzag varint, and text (ASCII, UTF-8, Latin-1).
std::vector<Interpretation> interpretBytes(std::span<const std::byte> bytes);

float halfToFloat(std::uint16_t half);

} // namespace strata::gui
