#include "inspector/value_interpretations.h"

#include "strata/endian.h"
#include "strata/value_text.h"
#include "strata/varint.h"

#include <cmath>
#include <cstdint>

namespace strata::gui {
namespace {

constexpr std::size_t textBytes = 16;

template <typename T>
void addInteger(std::vector<Interpretation>& out, std::span<const std::byte> bytes,
                const char* type) {
    for (const Endian order : {Endian::Little, Endian::Big}) {
        if (sizeof(T) == 1 && order == Endian::Big) {
            return;
        }
        Interpretation item{std::string(type) + (sizeof(T) == 1            ? ""
                                                 : order == Endian::Little ? " LE"
                                                                           : " BE"),
                            {}};
        if (bytes.size() >= sizeof(T)) {
            const T value = loadAs<T>(bytes.data(), order);
            if constexpr (std::is_signed_v<T>) {
                appendInteger(item.text, value);
            } else {
                appendUnsigned(item.text, value);
            }
        }
        out.push_back(std::move(item));
    }
}

template <typename T>
void addFloat(std::vector<Interpretation>& out, std::span<const std::byte> bytes,
              const char* type) {
    for (const Endian order : {Endian::Little, Endian::Big}) {
        Interpretation item{std::string(type) + (order == Endian::Little ? " LE" : " BE"), {}};
        if (bytes.size() >= sizeof(T)) {
            appendShortest(item.text, loadAs<T>(bytes.data(), order));
        }
        out.push_back(std::move(item));
    }
}

bool isUtf8(std::span<const std::byte> bytes, std::size_t& length) {
    // Accepts the longest valid prefix; `length` is its size.
    length = 0;
    std::size_t i = 0;
    while (i < bytes.size()) {
        const auto lead = static_cast<unsigned char>(bytes[i]);
        const std::size_t size = lead < 0x80           ? 1
                                 : (lead >> 5) == 0x6  ? 2
                                 : (lead >> 4) == 0xE  ? 3
                                 : (lead >> 3) == 0x1E ? 4
                                                       : 0;
        if (size == 0 || i + size > bytes.size()) {
            break;
        }
        bool ok = true;
        for (std::size_t k = 1; k < size; ++k) {
            ok = ok && (static_cast<unsigned char>(bytes[i + k]) & 0xC0) == 0x80;
        }
        if (!ok) {
            break;
        }
        i += size;
        length = i;
    }
    return length > 0;
}

std::string escaped(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7F) {
            out += '.';
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace

float halfToFloat(std::uint16_t half) {
    // IEEE 754 binary16: 1 sign bit, 5 exponent bits (bias 15), 10 mantissa bits.
    const int sign = (half >> 15) != 0 ? -1 : 1;
    const int exponent = (half >> 10) & 0x1F;
    const int mantissa = half & 0x3FF;
    if (exponent == 0) {
        return static_cast<float>(sign * std::ldexp(mantissa, -24));
    }
    if (exponent == 31) {
        return mantissa == 0 ? static_cast<float>(sign) * INFINITY : NAN;
    }
    return static_cast<float>(sign * std::ldexp(mantissa + 1024, exponent - 25));
}

std::vector<Interpretation> interpretBytes(std::span<const std::byte> bytes) {
    std::vector<Interpretation> out;
    addInteger<std::int8_t>(out, bytes, "int8");
    addInteger<std::uint8_t>(out, bytes, "uint8");
    addInteger<std::int16_t>(out, bytes, "int16");
    addInteger<std::uint16_t>(out, bytes, "uint16");
    addInteger<std::int32_t>(out, bytes, "int32");
    addInteger<std::uint32_t>(out, bytes, "uint32");
    addInteger<std::int64_t>(out, bytes, "int64");
    addInteger<std::uint64_t>(out, bytes, "uint64");
    for (const Endian order : {Endian::Little, Endian::Big}) {
        Interpretation item{order == Endian::Little ? "float16 LE" : "float16 BE", {}};
        if (bytes.size() >= 2) {
            appendShortest(item.text, halfToFloat(loadAs<std::uint16_t>(bytes.data(), order)));
        }
        out.push_back(std::move(item));
    }
    addFloat<float>(out, bytes, "float32");
    addFloat<double>(out, bytes, "float64");

    const auto varint = decodeUvarint(bytes.data(), bytes.data() + bytes.size());
    Interpretation uvarint{"LEB128 varint", {}};
    Interpretation zigzag{"zigzag varint", {}};
    if (varint) {
        appendUnsigned(uvarint.text, varint->value);
        uvarint.encodedLength = varint->length;
        appendInteger(zigzag.text, zigzagDecode(varint->value));
    }
    out.push_back(std::move(uvarint));
    out.push_back(std::move(zigzag));

    const auto head = bytes.first(std::min(bytes.size(), textBytes));
    const std::string_view raw(reinterpret_cast<const char*>(head.data()), head.size());
    Interpretation ascii{"ASCII", {}};
    for (const char c : raw) {
        const auto u = static_cast<unsigned char>(c);
        ascii.text += u >= 0x20 && u < 0x7F ? c : '.';
    }
    out.push_back(std::move(ascii));
    std::size_t utf8Length = 0;
    Interpretation utf8{"UTF-8", {}};
    if (isUtf8(head, utf8Length)) {
        utf8.text = escaped(raw.substr(0, utf8Length));
    }
    out.push_back(std::move(utf8));
    Interpretation latin1{"Latin-1", {}};
    for (const char c : raw) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || (u >= 0x7F && u < 0xA0)) {
            latin1.text += '.';
        } else if (u < 0x80) {
            latin1.text += c;
        } else {
            // Latin-1 code points are the byte values; write them as UTF-8.
            latin1.text += static_cast<char>(0xC0 | (u >> 6));
            latin1.text += static_cast<char>(0x80 | (u & 0x3F));
        }
    }
    out.push_back(std::move(latin1));
    return out;
}

} // namespace strata::gui
