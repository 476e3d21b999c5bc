#include "writers/cole_writer.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace strata::test {
namespace {

void putU8(std::vector<std::uint8_t>& out, std::uint8_t v) {
    out.push_back(v);
}
template <typename T> void putLE(std::vector<std::uint8_t>& out, T v) {
    for (std::size_t i = 0; i < sizeof(T); ++i) {
        out.push_back(static_cast<std::uint8_t>(static_cast<std::uint64_t>(v) >> (8 * i)));
    }
}
void putVarint(std::vector<std::uint8_t>& out, std::uint64_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(v | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(v));
}
std::uint64_t zigzag(std::int64_t v, bool is32) {
    if (is32) {
        const auto x = static_cast<std::int32_t>(v);
        return static_cast<std::uint32_t>((static_cast<std::uint32_t>(x) << 1) ^
                                          static_cast<std::uint32_t>(x >> 31));
    }
    return (static_cast<std::uint64_t>(v) << 1) ^ static_cast<std::uint64_t>(v >> 63);
}

void putRuns(std::vector<std::uint8_t>& out, const std::vector<std::int64_t>& values, bool is32) {
    std::vector<std::pair<std::uint64_t, std::int64_t>> runs;
    for (const std::int64_t v : values) {
        if (!runs.empty() && runs.back().second == v) {
            ++runs.back().first;
        } else {
            runs.emplace_back(1, v);
        }
    }
    putVarint(out, runs.size());
    for (const auto& [length, value] : runs) {
        putVarint(out, length);
        putVarint(out, zigzag(value, is32));
    }
}

void putHeader(std::vector<std::uint8_t>& out, const auto& header) {
    putLE<std::uint32_t>(out, header.size);
    putLE<std::uint32_t>(out, header.size);
    putLE<std::uint32_t>(out, header.numValues);
    putU8(out, header.encoding);
    putU8(out, header.hasStats ? 1 : 0);
    if (header.hasStats) {
        putU8(out, 1);
        putLE<std::int64_t>(out, header.min);
        putU8(out, 1);
        putLE<std::int64_t>(out, header.max);
        putLE<std::uint32_t>(out, 0);
    }
}

} // namespace

void ColeWriter::addColumn(std::string name, Type type, Encoding encoding) {
    m_schema.push_back({std::move(name), type, encoding});
}

void ColeWriter::addRowGroup(const std::vector<Values>& columns) {
    if (columns.size() != m_schema.size()) {
        throw std::invalid_argument("one value vector per column");
    }
    RowGroup group;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const Schema& schema = m_schema[c];
        Chunk chunk;
        chunk.header.encoding = static_cast<std::uint8_t>(schema.encoding);
        auto& data = chunk.data;
        if (schema.type == Type::String) {
            const auto& values = std::get<std::vector<std::string>>(columns[c]);
            chunk.header.numValues = static_cast<std::uint32_t>(values.size());
            if (schema.encoding == Encoding::Plain) {
                std::uint32_t offset = 0;
                putLE<std::uint32_t>(data, 0);
                for (const auto& v : values) {
                    offset += static_cast<std::uint32_t>(v.size());
                    putLE<std::uint32_t>(data, offset);
                }
                for (const auto& v : values) {
                    data.insert(data.end(), v.begin(), v.end());
                }
            } else {
                std::vector<std::string> dictionary;
                std::map<std::string, std::int64_t> index;
                std::vector<std::int64_t> indices;
                for (const auto& v : values) {
                    const auto [it, added] =
                        index.emplace(v, static_cast<std::int64_t>(dictionary.size()));
                    if (added) {
                        dictionary.push_back(v);
                    }
                    indices.push_back(it->second);
                }
                putLE<std::uint32_t>(data, static_cast<std::uint32_t>(dictionary.size()));
                for (const auto& entry : dictionary) {
                    putLE<std::uint32_t>(data, static_cast<std::uint32_t>(entry.size()));
                    data.insert(data.end(), entry.begin(), entry.end());
                }
                putRuns(data, indices, true);
            }
        } else {
            const auto& values = std::get<std::vector<std::int64_t>>(columns[c]);
            const bool is32 = schema.type == Type::Int32;
            chunk.header.numValues = static_cast<std::uint32_t>(values.size());
            if (!values.empty()) {
                chunk.header.hasStats = true;
                chunk.header.min = *std::min_element(values.begin(), values.end());
                chunk.header.max = *std::max_element(values.begin(), values.end());
            }
            if (schema.encoding == Encoding::Plain) {
                for (const std::int64_t v : values) {
                    is32 ? putLE<std::int32_t>(data, static_cast<std::int32_t>(v))
                         : putLE<std::int64_t>(data, v);
                }
            } else if (schema.encoding == Encoding::Rle) {
                putRuns(data, values, is32);
            } else {
                is32 ? putLE<std::int32_t>(data, static_cast<std::int32_t>(values.at(0)))
                     : putLE<std::int64_t>(data, values.at(0));
                putVarint(data, values.size() - 1);
                for (std::size_t i = 1; i < values.size(); ++i) {
                    const std::int64_t delta =
                        is32 ? static_cast<std::int32_t>(static_cast<std::uint32_t>(values[i]) -
                                                         static_cast<std::uint32_t>(values[i - 1]))
                             : static_cast<std::int64_t>(static_cast<std::uint64_t>(values[i]) -
                                                         static_cast<std::uint64_t>(values[i - 1]));
                    putVarint(data, zigzag(delta, is32));
                }
            }
        }
        chunk.header.size = static_cast<std::uint32_t>(data.size());
        group.rows = chunk.header.numValues;
        group.chunks.push_back(std::move(chunk));
    }
    m_rowGroups.push_back(std::move(group));
}

void ColeWriter::overrideLastStats(std::size_t column, std::int64_t min, std::int64_t max) {
    auto& header = m_rowGroups.back().chunks.at(column).header;
    header.hasStats = true;
    header.min = min;
    header.max = max;
}

std::vector<std::byte> ColeWriter::finish() {
    std::vector<std::uint8_t> out;
    out.insert(out.end(), {'C', 'O', 'L', 'E'});
    putLE<std::uint16_t>(out, 1);
    putLE<std::uint16_t>(out, 0);
    for (auto& group : m_rowGroups) {
        for (auto& chunk : group.chunks) {
            chunk.offset = out.size();
            putHeader(out, chunk.header);
            out.insert(out.end(), chunk.data.begin(), chunk.data.end());
            chunk.totalSize = out.size() - chunk.offset;
        }
    }
    const std::uint64_t metadataOffset = out.size();
    putLE<std::uint32_t>(out, static_cast<std::uint32_t>(m_schema.size()));
    for (const auto& schema : m_schema) {
        putLE<std::uint32_t>(out, static_cast<std::uint32_t>(schema.name.size()));
        out.insert(out.end(), schema.name.begin(), schema.name.end());
        putU8(out, static_cast<std::uint8_t>(schema.type));
        putU8(out, static_cast<std::uint8_t>(schema.encoding));
    }
    putLE<std::uint32_t>(out, static_cast<std::uint32_t>(m_rowGroups.size()));
    std::uint32_t totalRows = 0;
    for (const auto& group : m_rowGroups) {
        putLE<std::uint32_t>(out, group.rows);
        putLE<std::uint32_t>(out, static_cast<std::uint32_t>(group.chunks.size()));
        for (const auto& chunk : group.chunks) {
            putLE<std::uint64_t>(out, chunk.offset);
            putLE<std::uint64_t>(out, chunk.totalSize);
            putLE<std::uint32_t>(out, 1);
            putHeader(out, chunk.header);
        }
        totalRows += group.rows;
    }
    putLE<std::uint32_t>(out, totalRows);
    out.insert(out.end(), {'T', 'O', 'O', 'F'});
    putLE<std::uint64_t>(out, metadataOffset);
    std::vector<std::byte> bytes(out.size());
    std::transform(out.begin(), out.end(), bytes.begin(),
                   [](std::uint8_t b) { return std::byte{b}; });
    return bytes;
}

} // namespace strata::test
