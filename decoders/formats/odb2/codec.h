#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace strata::odb2 {

// The codecs odc 1.4.6 writes (spec "Codecs"; corpus manifest "codecs_present").
enum class CodecKind {
    Constant,
    ConstantString,
    ConstantOrMissing,
    RealConstantOrMissing,
    Chars,
    LongReal,
    ShortReal,
    ShortReal2,
    Int32,
    Int16,
    Int8,
    Int8Missing,
    Int16Missing,
    Int8String,
    Int16String,
};

std::optional<CodecKind> codecKindFromName(std::string_view name);
std::string_view codecName(CodecKind kind);

// Bytes one value of the codec takes in a row.
unsigned codecValueWidth(CodecKind kind);

// Whether the codec data in the header ends with a string table (chars writes an empty one).
bool codecHasStringTable(CodecKind kind);

// short_real and short_real2 mark a missing value with a fixed float bit pattern
// (spec "Real Values"; corpus README).
inline constexpr std::uint32_t shortRealMissingBits = 0x00800000u;
inline constexpr std::uint32_t shortReal2MissingBits = 0xFF7FFFFFu;

} // namespace strata::odb2
