#include "strata/npy_file.h"

#include "core/utf8.h"
#include "strata/record_writer.h"

namespace strata {
namespace {

constexpr char npyMagic[] = "\x93NUMPY";
// The whole header is a multiple of 64 bytes (numpy.lib.format: for aligned reads).
constexpr std::size_t headerAlignment = 64;

std::string_view typeCode(RecordCell cell) {
    switch (cell) {
    case RecordCell::Int64:
        return "<i8";
    case RecordCell::UInt64:
        return "<u8";
    case RecordCell::Float32:
        return "<f4";
    case RecordCell::Float64:
        return "<f8";
    case RecordCell::String:
        break;
    }
    return {};
}

// A Python string literal of `text`: quotes and backslashes escaped, control bytes and bytes
// that are no UTF-8 as \xNN.
std::string pythonLiteral(std::string_view text, bool& utf8) {
    std::string literal = "'";
    const bool valid = isValidUtf8(text);
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\\' || c == '\'') {
            literal += '\\';
            literal += c;
        } else if (byte < 0x20 || byte == 0x7F || (byte >= 0x80 && !valid)) {
            static constexpr char digits[] = "0123456789abcdef";
            literal += "\\x";
            literal += digits[byte >> 4];
            literal += digits[byte & 15];
        } else {
            utf8 = utf8 || byte >= 0x80;
            literal += c;
        }
    }
    return literal + "'";
}

} // namespace

std::variant<NpyDtype, std::string> npyDtype(const std::vector<Column>& columns,
                                             std::span<const std::size_t> columnIndexes) {
    std::vector<std::size_t> selected(columnIndexes.begin(), columnIndexes.end());
    if (selected.empty()) {
        for (std::size_t c = 0; c < columns.size(); ++c) {
            selected.push_back(c);
        }
    }
    NpyDtype dtype;
    std::string fields;
    for (const std::size_t c : selected) {
        const RecordCell cell = recordCellOf(columns.at(c).type);
        if (cell == RecordCell::String) {
            return "column '" + columns[c].name +
                   "' holds strings, which have no fixed size in a .npy array; leave it out "
                   "with --columns";
        }
        fields += (fields.empty() ? "" : ", ") + std::string("(") +
                  pythonLiteral(columns[c].name, dtype.utf8) + ", '" + std::string(typeCode(cell)) +
                  "')";
    }
    if (selected.size() == 1) {
        dtype.descr = "'" + std::string(typeCode(recordCellOf(columns[selected[0]].type))) + "'";
    } else {
        dtype.descr = "[" + fields + "]";
    }
    return dtype;
}

std::string npyHeader(const NpyDtype& dtype, std::uint64_t rows) {
    const std::uint64_t shape[] = {rows};
    return npyHeader(dtype, shape);
}

std::string npyHeader(const NpyDtype& dtype, std::span<const std::uint64_t> shape) {
    // Version 1.0 has a 2-byte header length and a Latin-1 header; 3.0 a 4-byte one and UTF-8.
    const std::size_t lengthBytes = dtype.utf8 ? 4 : 2;
    const std::size_t preamble = sizeof npyMagic - 1 + 2 + lengthBytes;
    const std::string start = "{'descr': " + dtype.descr + ", 'fortran_order': False, 'shape': (";
    std::string extents;
    for (std::size_t d = 0; d < shape.size(); ++d) {
        extents += (d == 0 ? "" : ", ") + std::to_string(shape[d]);
    }
    const std::string end = std::string(shape.size() == 1 ? "," : "") + "), }";
    // Room for the longest extents, so the length never depends on them (a row count written
    // again once known).
    const std::size_t longest = preamble + start.size() + 22 * shape.size() + end.size() + 1;
    const std::size_t total = (longest + headerAlignment - 1) / headerAlignment * headerAlignment;
    std::string dictionary = start + extents + end;
    dictionary.resize(total - preamble - 1, ' ');
    dictionary += '\n';
    std::string header(npyMagic, sizeof npyMagic - 1);
    header += static_cast<char>(dtype.utf8 ? 3 : 1);
    header += '\0';
    const std::size_t length = dictionary.size();
    for (std::size_t i = 0; i < lengthBytes; ++i) {
        header += static_cast<char>((length >> (8 * i)) & 0xFF);
    }
    return header + dictionary;
}

} // namespace strata
