#include "formats/odb2/codec.h"

#include <array>
#include <utility>

namespace strata::odb2 {
namespace {

constexpr std::array<std::pair<CodecKind, std::string_view>, 15> codecNames{{
    {CodecKind::Constant, "constant"},
    {CodecKind::ConstantString, "constant_string"},
    {CodecKind::ConstantOrMissing, "constant_or_missing"},
    {CodecKind::RealConstantOrMissing, "real_constant_or_missing"},
    {CodecKind::Chars, "chars"},
    {CodecKind::LongReal, "long_real"},
    {CodecKind::ShortReal, "short_real"},
    {CodecKind::ShortReal2, "short_real2"},
    {CodecKind::Int32, "int32"},
    {CodecKind::Int16, "int16"},
    {CodecKind::Int8, "int8"},
    {CodecKind::Int8Missing, "int8_missing"},
    {CodecKind::Int16Missing, "int16_missing"},
    {CodecKind::Int8String, "int8_string"},
    {CodecKind::Int16String, "int16_string"},
}};

} // namespace

std::optional<CodecKind> codecKindFromName(std::string_view name) {
    for (const auto& [kind, text] : codecNames) {
        if (text == name) {
            return kind;
        }
    }
    return std::nullopt;
}

std::string_view codecName(CodecKind kind) {
    for (const auto& [candidate, text] : codecNames) {
        if (candidate == kind) {
            return text;
        }
    }
    return "unknown";
}

unsigned codecValueWidth(CodecKind kind) {
    switch (kind) {
    case CodecKind::Constant:
    case CodecKind::ConstantString:
        return 0;
    case CodecKind::ConstantOrMissing:
    case CodecKind::RealConstantOrMissing:
    case CodecKind::Int8:
    case CodecKind::Int8Missing:
    case CodecKind::Int8String:
        return 1;
    case CodecKind::Int16:
    case CodecKind::Int16Missing:
    case CodecKind::Int16String:
        return 2;
    case CodecKind::ShortReal:
    case CodecKind::ShortReal2:
    case CodecKind::Int32:
        return 4;
    case CodecKind::Chars:
    case CodecKind::LongReal:
        return 8;
    }
    return 0;
}

bool codecHasStringTable(CodecKind kind) {
    return kind == CodecKind::Chars || kind == CodecKind::Int8String ||
           kind == CodecKind::Int16String;
}

} // namespace strata::odb2
