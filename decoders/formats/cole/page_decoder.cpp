#include "formats/cole/page_decoder.h"

#include "core/reader.h"
#include "formats/cole/value_ranges.h"

#include <string>
#include <type_traits>

namespace strata::cole {
namespace {

// Varint limits (corpus README, note 7 and 14): INT32 zigzag values take at most 5 bytes.
struct IntWidth {
    unsigned fixedBytes;
    unsigned varintBytes;
    unsigned bits;
};

IntWidth widthOf(std::uint8_t columnType) {
    return columnType == static_cast<std::uint8_t>(ColumnType::Int32) ? IntWidth{4, 5, 32}
                                                                      : IntWidth{8, 10, 64};
}

std::int64_t decodeZigzag(std::uint64_t raw, const IntWidth& width) {
    return width.bits == 32 ? zigzagDecode32(static_cast<std::uint32_t>(raw)) : zigzagDecode(raw);
}

// The decoders record each value's bytes into `Ranges`: ValueRanges for table cells, or
// NoRanges, whose calls compile to nothing, so the plain decode pays nothing for them.
struct NoRanges {
    void append(std::uint64_t, std::uint64_t, std::uint64_t, std::uint64_t) {}
};

void checkCount(Reader& reader, std::uint64_t count, std::uint64_t maxValues, const char* what) {
    if (count > maxValues) {
        reader.fail(what, std::to_string(count) + " values, more than the " +
                              std::to_string(maxValues) + " the row group holds");
    }
}

template <typename Ranges>
void decodePlainInts(Reader& reader, const PageHeader& header, const IntWidth& width,
                     std::uint64_t maxValues, ColumnData& out, Ranges& ranges) {
    checkCount(reader, header.numValues, maxValues, "PLAIN num_values");
    reader.require(std::uint64_t{header.numValues} * width.fixedBytes, "PLAIN values");
    auto& values = out.ints();
    const std::size_t start = values.size();
    values.resize(start + header.numValues);
    const std::uint64_t valuesOffset = reader.offset();
    const auto raw =
        reader.bytes(std::uint64_t{header.numValues} * width.fixedBytes, "PLAIN values");
    ranges.append(header.numValues, valuesOffset, width.fixedBytes, width.fixedBytes);
    const std::byte* p = raw.data();
    if (width.bits == 32) {
        for (std::uint32_t i = 0; i < header.numValues; ++i) {
            values[start + i] = loadLE<std::int32_t>(p + 4 * std::size_t{i});
        }
    } else {
        for (std::uint32_t i = 0; i < header.numValues; ++i) {
            values[start + i] = loadLE<std::int64_t>(p + 8 * std::size_t{i});
        }
    }
}

// RLE: uvarint run count, then (uvarint length, zigzag value) per run. `emit(value, length)`;
// each value of a run comes from the run's bytes, its length and value together.
template <typename Ranges, typename Emit>
void decodeRuns(Reader& reader, const IntWidth& width, std::uint64_t maxValues, Ranges& ranges,
                Emit&& emit) {
    const std::uint64_t runs = reader.uvarint("RLE num_runs");
    // Each run takes at least two bytes.
    if (runs > reader.remaining() / 2) {
        reader.fail("RLE num_runs", std::to_string(runs) + " runs cannot fit in " +
                                        std::to_string(reader.remaining()) + " bytes");
    }
    std::uint64_t produced = 0;
    for (std::uint64_t run = 0; run < runs; ++run) {
        const std::uint64_t runOffset = reader.offset();
        const std::uint64_t length = reader.uvarint("RLE run length");
        const std::int64_t value =
            decodeZigzag(reader.uvarint("RLE run value", width.varintBytes, width.bits), width);
        if (length > maxValues - produced) {
            reader.fail("RLE run length",
                        "runs exceed the " + std::to_string(maxValues) + " rows of the row group");
        }
        produced += length;
        emit(value, length);
        ranges.append(length, runOffset, reader.offset() - runOffset, 0);
    }
}

template <typename Ranges>
void decodeRleInts(Reader& reader, const IntWidth& width, std::uint64_t maxValues, ColumnData& out,
                   Ranges& ranges) {
    auto& values = out.ints();
    decodeRuns(reader, width, maxValues, ranges,
               [&values](std::int64_t value, std::uint64_t length) {
                   values.insert(values.end(), length, value);
               });
}

// DELTA in the column's own width: `Signed` is int32_t or int64_t. Differences wrap around in
// that width (corpus README, note 8).
template <typename Signed, typename Ranges>
void decodeDeltaIntsOf(Reader& reader, std::uint64_t maxValues, ColumnData& out, Ranges& ranges) {
    using Unsigned = std::make_unsigned_t<Signed>;
    constexpr unsigned bits = sizeof(Signed) * 8;
    auto& values = out.ints();
    if (maxValues == 0) {
        reader.fail("DELTA base_value", "a page of a row group with no rows");
    }
    const std::uint64_t baseOffset = reader.offset();
    auto current = static_cast<Unsigned>(reader.read<Signed>("DELTA base_value"));
    const std::uint64_t deltas = reader.uvarint("DELTA num_deltas");
    checkCount(reader, deltas, std::min(maxValues - 1, reader.remaining()), "DELTA num_deltas");
    const std::size_t start = values.size();
    values.resize(start + deltas + 1);
    std::int64_t* decoded = values.data() + start;
    decoded[0] = static_cast<Signed>(current);
    // The first value is the base; each later one comes from its delta.
    ranges.append(1, baseOffset, sizeof(Signed), 0);
    std::uint64_t i = 1;
    try {
        for (; i <= deltas; ++i) {
            const std::uint64_t deltaOffset = reader.offset();
            const std::uint64_t raw = reader.uvarint("DELTA delta", bits == 32 ? 5 : 10, bits);
            current += static_cast<Unsigned>(zigzagDecode(raw));
            decoded[i] = static_cast<Signed>(current);
            ranges.append(1, deltaOffset, reader.offset() - deltaOffset, 0);
        }
    } catch (const DecodeError&) {
        values.resize(start + i); // keep what decoded
        throw;
    }
}

template <typename Ranges>
void decodeDeltaInts(Reader& reader, const IntWidth& width, std::uint64_t maxValues,
                     ColumnData& out, Ranges& ranges) {
    if (width.bits == 32) {
        decodeDeltaIntsOf<std::int32_t>(reader, maxValues, out, ranges);
    } else {
        decodeDeltaIntsOf<std::int64_t>(reader, maxValues, out, ranges);
    }
}

// A string's bytes are its characters; an empty string has none, so its bytes are the offset
// entry that ends it.
template <typename Ranges>
void decodePlainStrings(Reader& reader, const PageHeader& header, std::uint64_t maxValues,
                        ColumnData& out, Ranges& ranges) {
    checkCount(reader, header.numValues, maxValues, "PLAIN num_values");
    const std::uint64_t count = header.numValues;
    const auto offsetsBytes = reader.bytes((count + 1) * 4, "PLAIN string offsets");
    const std::uint64_t dataStart = reader.offset();
    const auto total = loadLE<std::uint32_t>(offsetsBytes.data() + count * 4);
    const auto chars = reader.text(total, "PLAIN string data");
    std::uint32_t previous = loadLE<std::uint32_t>(offsetsBytes.data());
    if (previous != 0) {
        reader.failAt(dataStart - (count + 1) * 4, "PLAIN string offsets", "first offset is not 0");
    }
    // The page's bytes are the column's bytes: copy them once, then translate the offsets.
    auto& ends = out.offsets();
    const std::uint64_t base = out.chars().size();
    // Written through a pointer: push_back's size update per string cost the loop a store and
    // a reload of the vector's end.
    const std::size_t first = ends.size();
    ends.resize(first + count);
    std::uint64_t* end = ends.data() + first;
    for (std::uint64_t i = 0; i < count; ++i) {
        const auto next = loadLE<std::uint32_t>(offsetsBytes.data() + (i + 1) * 4);
        if (next < previous || next > total) {
            ends.resize(first + i);
            out.chars().append(chars.substr(0, previous));
            reader.failAt(dataStart - (count + 1 - (i + 1)) * 4, "PLAIN string offsets",
                          "offset " + std::to_string(next) + " out of order or past the data");
        }
        end[i] = base + next;
        if (next == previous) {
            ranges.append(1, dataStart - (count - i) * 4, 4, 0);
        } else {
            ranges.append(1, dataStart + previous, next - previous, 0);
        }
        previous = next;
    }
    out.chars().append(chars);
}

// Dictionary pages can repeat a long entry many times; the text of one page is capped so a
// small page cannot demand gigabytes.
constexpr std::uint64_t maxDecodedTextBytes = std::uint64_t{1} << 29;

// A value's bytes are its index run's; the dictionary entry it names is a second range that one
// ByteRange cannot carry (the tree shows the entries).
template <typename Ranges>
void decodeDictionaryStrings(Reader& reader, std::uint64_t maxValues, ColumnData& out,
                             Ranges& ranges) {
    const auto dictSize = reader.read<std::uint32_t>("DICTIONARY dict_size");
    if (dictSize > reader.remaining() / 4) {
        reader.fail("DICTIONARY dict_size",
                    std::to_string(dictSize) + " entries cannot fit in the page");
    }
    std::vector<std::string_view> entries;
    entries.reserve(dictSize);
    for (std::uint32_t i = 0; i < dictSize; ++i) {
        entries.push_back(reader.lengthPrefixedText("DICTIONARY entry"));
    }
    // Indices use the INT32 RLE layout, zigzag included (corpus README, note 9).
    const IntWidth indexWidth = widthOf(static_cast<std::uint8_t>(ColumnType::Int32));
    std::uint64_t decodedBytes = 0;
    auto& chars = out.chars();
    auto& ends = out.offsets();
    decodeRuns(reader, indexWidth, maxValues, ranges,
               [&](std::int64_t index, std::uint64_t length) {
                   if (index < 0 || static_cast<std::uint64_t>(index) >= entries.size()) {
                       reader.fail("DICTIONARY index",
                                   "index " + std::to_string(index) + " outside the " +
                                       std::to_string(entries.size()) + "-entry dictionary");
                   }
                   const auto& entry = entries[static_cast<std::size_t>(index)];
                   decodedBytes += length * entry.size();
                   if (decodedBytes > maxDecodedTextBytes) {
                       reader.fail("DICTIONARY indices", "the page expands to more than 512 MiB");
                   }
                   for (std::uint64_t i = 0; i < length; ++i) {
                       chars.append(entry);
                       ends.push_back(chars.size());
                   }
               });
}

template <typename Ranges>
void decodePageWith(std::uint8_t columnType, const PageHeader& header,
                    std::span<const std::byte> data, std::uint64_t dataOffset,
                    std::uint64_t maxValues, ColumnData& out, Ranges& ranges) {
    Reader reader(data, dataOffset);
    const auto encoding = static_cast<Encoding>(header.encoding);
    const bool isString = columnType == static_cast<std::uint8_t>(ColumnType::String);
    if (columnType > static_cast<std::uint8_t>(ColumnType::String)) {
        reader.fail("column type", "unknown type " + std::to_string(columnType));
    }
    if (isString && encoding == Encoding::Plain) {
        decodePlainStrings(reader, header, maxValues, out, ranges);
    } else if (isString && encoding == Encoding::Dictionary) {
        decodeDictionaryStrings(reader, maxValues, out, ranges);
    } else if (!isString && encoding == Encoding::Plain) {
        decodePlainInts(reader, header, widthOf(columnType), maxValues, out, ranges);
    } else if (!isString && encoding == Encoding::Rle) {
        decodeRleInts(reader, widthOf(columnType), maxValues, out, ranges);
    } else if (!isString && encoding == Encoding::Delta) {
        decodeDeltaInts(reader, widthOf(columnType), maxValues, out, ranges);
    } else {
        reader.fail("page encoding", std::string(encodingName(header.encoding)) + " (" +
                                         std::to_string(header.encoding) + ") is not allowed for " +
                                         std::string(columnTypeName(columnType)) + " columns");
    }
}

} // namespace

LogicalType logicalTypeOf(std::uint8_t columnType) {
    return columnType == static_cast<std::uint8_t>(ColumnType::String) ? LogicalType::String
                                                                       : LogicalType::Int64;
}

void decodePage(std::uint8_t columnType, const PageHeader& header, std::span<const std::byte> data,
                std::uint64_t dataOffset, std::uint64_t maxValues, ColumnData& out) {
    NoRanges none;
    decodePageWith(columnType, header, data, dataOffset, maxValues, out, none);
}

void decodePage(std::uint8_t columnType, const PageHeader& header, std::span<const std::byte> data,
                std::uint64_t dataOffset, std::uint64_t maxValues, ColumnData& out,
                ValueRanges& ranges) {
    decodePageWith(columnType, header, data, dataOffset, maxValues, out, ranges);
}

} // namespace strata::cole
