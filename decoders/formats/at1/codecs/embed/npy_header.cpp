#include "formats/at1/codecs/embed/npy_header.h"

#include "strata/endian.h"

#include <cmath>
#include <limits>

namespace strata::at1 {
namespace {

constexpr std::string_view magic("\x93NUMPY", 6);

// The text after `'key':` and its spaces, or npos.
std::size_t valueStart(std::string_view dict, std::string_view key) {
    const std::string quoted = "'" + std::string(key) + "':";
    std::size_t at = dict.find(quoted);
    if (at == std::string_view::npos) {
        return at;
    }
    at += quoted.size();
    while (at < dict.size() && dict[at] == ' ') {
        ++at;
    }
    return at;
}

std::optional<std::string> readDescr(std::string_view dict) {
    const std::size_t at = valueStart(dict, "descr");
    if (at >= dict.size() || dict[at] != '\'') {
        return std::nullopt; // a record dtype is a list, not a string
    }
    const std::size_t end = dict.find('\'', at + 1);
    if (end == std::string_view::npos) {
        return std::nullopt;
    }
    return std::string(dict.substr(at + 1, end - at - 1));
}

std::optional<std::vector<std::uint64_t>> readShape(std::string_view dict) {
    std::size_t at = valueStart(dict, "shape");
    if (at >= dict.size() || dict[at] != '(') {
        return std::nullopt;
    }
    std::vector<std::uint64_t> shape;
    for (++at; at < dict.size() && dict[at] != ')';) {
        if (dict[at] == ' ' || dict[at] == ',') {
            ++at;
            continue;
        }
        std::uint64_t value = 0;
        bool digits = false;
        for (; at < dict.size() && dict[at] >= '0' && dict[at] <= '9'; ++at) {
            if (value > (std::numeric_limits<std::uint64_t>::max() - 9) / 10) {
                return std::nullopt;
            }
            value = value * 10 + static_cast<std::uint64_t>(dict[at] - '0');
            digits = true;
        }
        if (!digits) {
            return std::nullopt;
        }
        shape.push_back(value);
    }
    if (at >= dict.size()) {
        return std::nullopt;
    }
    return shape;
}

double halfValue(std::uint16_t bits) {
    const int exponent = (bits >> 10) & 0x1f;
    const int mantissa = bits & 0x3ff;
    double value;
    if (exponent == 0) {
        value = std::ldexp(mantissa, -24); // subnormal
    } else if (exponent == 0x1f) {
        value = mantissa == 0 ? std::numeric_limits<double>::infinity()
                              : std::numeric_limits<double>::quiet_NaN();
    } else {
        value = std::ldexp(mantissa + 1024, exponent - 25);
    }
    return (bits & 0x8000) != 0 ? -value : value;
}

} // namespace

std::string NpyHeader::shapeText() const {
    std::string text = "(";
    for (std::size_t i = 0; i < shape.size(); ++i) {
        text += (i == 0 ? "" : ", ") + std::to_string(shape[i]);
    }
    return text + (shape.size() == 1 ? ",)" : ")");
}

std::optional<NpyHeader> readNpyHeader(std::string_view header) {
    if (header.size() < 10 || !header.starts_with(magic)) {
        return std::nullopt;
    }
    const auto major = static_cast<unsigned char>(header[6]);
    const std::size_t lengthBytes = major == 1 ? 2 : 4;
    if (header.size() < 8 + lengthBytes) {
        return std::nullopt;
    }
    std::uint64_t length = 0;
    for (std::size_t i = 0; i < lengthBytes; ++i) {
        length |= std::uint64_t{static_cast<unsigned char>(header[8 + i])} << (8 * i);
    }
    if (length > header.size() - 8 - lengthBytes) {
        return std::nullopt;
    }
    const std::string_view dict = header.substr(8 + lengthBytes, length);
    NpyHeader result;
    const auto descr = readDescr(dict);
    auto shape = readShape(dict);
    const std::size_t order = valueStart(dict, "fortran_order");
    if (!descr || !shape || order == std::string_view::npos) {
        return std::nullopt;
    }
    if (dict.substr(order).starts_with("True")) {
        result.fortranOrder = true;
    } else if (!dict.substr(order).starts_with("False")) {
        return std::nullopt;
    }
    result.descr = *descr;
    result.shape = std::move(*shape);
    return result;
}

std::optional<NpyItemType> npyItemType(std::string_view descr) {
    if (descr.size() < 3 || (descr[0] != '<' && descr[0] != '|')) {
        return std::nullopt;
    }
    const std::string_view size = descr.substr(2);
    const std::uint64_t width = size == "1"   ? 1
                                : size == "2" ? 2
                                : size == "4" ? 4
                                : size == "8" ? 8
                                              : 0;
    if (width == 0) {
        return std::nullopt;
    }
    switch (descr[1]) {
    case 'i':
        return NpyItemType{LogicalType::Int64, width};
    case 'u':
    case 'b':
        return NpyItemType{LogicalType::UInt64, width};
    case 'f':
        if (width == 1) {
            return std::nullopt;
        }
        // float16 values are float32 values exactly.
        return NpyItemType{width == 8 ? LogicalType::Float64 : LogicalType::Float32, width};
    default:
        return std::nullopt;
    }
}

void appendNpyItem(ColumnData& column, NpyItemType type, const std::byte* bytes) {
    switch (type.type) {
    case LogicalType::Float32:
        column.appendDouble(type.width == 2 ? halfValue(loadLE<std::uint16_t>(bytes))
                                            : loadLE<float>(bytes));
        return;
    case LogicalType::Float64:
        column.appendDouble(loadLE<double>(bytes));
        return;
    case LogicalType::Int64:
        switch (type.width) {
        case 1:
            column.appendInt(loadLE<std::int8_t>(bytes));
            return;
        case 2:
            column.appendInt(loadLE<std::int16_t>(bytes));
            return;
        case 4:
            column.appendInt(loadLE<std::int32_t>(bytes));
            return;
        default:
            column.appendInt(loadLE<std::int64_t>(bytes));
            return;
        }
    default:
        switch (type.width) {
        case 1:
            column.appendInt(loadLE<std::uint8_t>(bytes));
            return;
        case 2:
            column.appendInt(loadLE<std::uint16_t>(bytes));
            return;
        case 4:
            column.appendInt(loadLE<std::uint32_t>(bytes));
            return;
        default:
            column.appendInt(static_cast<std::int64_t>(loadLE<std::uint64_t>(bytes)));
            return;
        }
    }
}

} // namespace strata::at1
