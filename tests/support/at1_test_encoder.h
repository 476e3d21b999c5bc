#pragma once

// A small AT-1 encoder for tests and benchmarks: synthetic telemetry rows as a columnar (codec 4)
// streaming file, and the same original as a RAW (255) file (spec dialect); public-dialect stream
// sets and whole files built from named streams, and qjson stream sets. Independent of the
// decoder: it writes what shared/specs/at1-container.txt and at1-codecs.md describe.
#include <algorithm>
#include <cstdint>
#include <future>
#include <lzma.h>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace strata::test::at1enc {

inline std::string xzCompress(std::string_view data, std::uint32_t preset) {
    std::string out(lzma_stream_buffer_bound(data.size()), '\0');
    std::size_t written = 0;
    if (lzma_easy_buffer_encode(preset, LZMA_CHECK_CRC64, nullptr,
                                reinterpret_cast<const std::uint8_t*>(data.data()), data.size(),
                                reinterpret_cast<std::uint8_t*>(out.data()), &written,
                                out.size()) != LZMA_OK) {
        throw std::runtime_error("xz encoding failed");
    }
    out.resize(written);
    return out;
}

inline void putVarint(std::string& out, std::uint64_t value) {
    while (value >= 0x80) {
        out += static_cast<char>((value & 0x7F) | 0x80);
        value >>= 7;
    }
    out += static_cast<char>(value);
}

inline void putSvarint(std::string& out, std::int64_t value) {
    putVarint(out,
              (static_cast<std::uint64_t>(value) << 1) ^ static_cast<std::uint64_t>(value >> 63));
}

// fmt_fixed(n, D) of the spec.
inline std::string fixedText(std::int64_t value, unsigned digits) {
    std::string magnitude = std::to_string(value < 0 ? -value : value);
    if (magnitude.size() <= digits) {
        magnitude.insert(0, digits + 1 - magnitude.size(), '0');
    }
    return (value < 0 ? "-" : "") + magnitude.substr(0, magnitude.size() - digits) + "." +
           magnitude.substr(magnitude.size() - digits);
}

// varint n_streams, then per stream: name_len, name, comp_len, xz block.
inline std::string packedStreamSet(const std::vector<std::pair<std::string, std::string>>& streams,
                                   std::uint32_t preset) {
    std::string out;
    putVarint(out, streams.size());
    for (const auto& [name, data] : streams) {
        const std::string block = xzCompress(data, preset);
        putVarint(out, name.size());
        out += name;
        putVarint(out, block.size());
        out += block;
    }
    return out;
}

// The public-decoder dialect (corpus README, "The public-decoder dialect"): every stream entry
// names its backend in a byte. Backend 2 stores the data as it is, 0 compresses it with xz.
struct PublicStream {
    std::string name;
    std::string data;
    std::uint8_t backend = 2;
};

// varint n_streams, then per stream: name_len, name, backend, comp_len, payload.
inline std::string publicStreamSet(const std::vector<PublicStream>& streams) {
    std::string out;
    putVarint(out, streams.size());
    for (const auto& stream : streams) {
        const std::string payload = stream.backend == 0 ? xzCompress(stream.data, 0) : stream.data;
        putVarint(out, stream.name.size());
        out += stream.name;
        out += static_cast<char>(stream.backend);
        putVarint(out, payload.size());
        out += payload;
    }
    return out;
}

// A whole-file container (`AT1\x02`, the codec byte, the stream set) without a trailer.
inline std::string publicWholeFile(std::uint8_t codec, const std::vector<PublicStream>& streams) {
    return std::string("AT1\x02", 4) + static_cast<char>(codec) + publicStreamSet(streams);
}

// A public-dialect RAW file (codec 255, backend byte 2) holding `original` stored.
inline std::string storedRawFile(std::string_view original) {
    return std::string("AT1\x02\xFF\x02", 6) + std::string(original);
}

// The rows of a qjson (codec 8) stream set with text columns only: every row is either the
// template filled with its values, or a verbatim line.
struct QJsonRows {
    std::vector<std::string> segments; // ncols + 1
    std::vector<std::string> paths;    // ncols
    std::uint64_t rowsPerGroup = 256;
    bool trailing = false;
    // One entry per line: the values of a structured row, or nothing for the next verbatim line.
    std::vector<std::optional<std::vector<std::string>>> lines;
    std::vector<std::string> verbatim;
};

// The qjson streams (seed spec, "Queryable codecs"), each name after `prefix` (qjson2's `t<i>:`);
// every block xz-coded (tag 0), the blocks stream under `blocksBackend`.
inline std::vector<PublicStream> qjsonStreams(const QJsonRows& rows, const std::string& prefix,
                                              std::uint8_t blocksBackend = 2) {
    const std::size_t columns = rows.paths.size();
    std::vector<std::vector<std::string>> structured;
    std::string rowModes;
    for (const auto& line : rows.lines) {
        rowModes += line ? '\1' : '\0';
        if (line) {
            structured.push_back(*line);
        }
    }
    const std::uint64_t groups = (structured.size() + rows.rowsPerGroup - 1) / rows.rowsPerGroup;
    std::string meta, templ, paths, index, blocks, verbatim;
    putVarint(meta, rows.lines.size());
    meta += rows.trailing ? '\1' : '\0';
    putVarint(meta, columns);
    putVarint(meta, rows.rowsPerGroup);
    putVarint(meta, structured.size());
    putVarint(meta, groups);
    meta += std::string(columns, '\0'); // text columns
    putVarint(templ, rows.segments.size());
    for (const auto& segment : rows.segments) {
        putVarint(templ, segment.size());
        templ += segment;
    }
    putVarint(paths, rows.paths.size());
    for (const auto& path : rows.paths) {
        putVarint(paths, path.size());
        paths += path;
    }
    for (std::uint64_t g = 0; g < groups; ++g) {
        const std::size_t first = g * rows.rowsPerGroup;
        const std::size_t end = std::min<std::size_t>(first + rows.rowsPerGroup, structured.size());
        for (std::size_t c = 0; c < columns; ++c) {
            std::string values;
            for (std::size_t r = first; r < end; ++r) {
                values += (r == first ? "" : "\n") + structured[r][c];
            }
            const std::string block = '\0' + xzCompress(values, 0);
            putVarint(index, block.size());
            blocks += block;
        }
    }
    for (std::size_t i = 0; i < rows.verbatim.size(); ++i) {
        verbatim += (i == 0 ? "" : "\n") + rows.verbatim[i];
    }
    return {{prefix + "meta", meta},
            {prefix + "template", templ},
            {prefix + "paths", paths},
            {prefix + "row_modes", rowModes},
            {prefix + "verbatim", verbatim},
            {prefix + "index", index},
            {prefix + "blocks", blocks, blocksBackend}};
}

// Deterministic telemetry rows: ts_ms INT, device TEXT, site DERIVED <- device, temp_c DEC 2,
// rh_pct DEC 1, rssi_dbm INT, status TEXT.
struct TelemetryChunk {
    std::string original;  // the chunk's lines, each ending in '\n'
    std::string streamSet; // its columnar packed stream set
};

inline TelemetryChunk encodeTelemetryChunk(std::uint64_t firstRow, std::uint64_t rows,
                                           bool withHeader, std::uint32_t preset) {
    static const char* const sites[] = {"Depot Nord",   "Quai d'Ivry",  "Warehouse 12",
                                        "Cold Store 3", "Harbour East", "Plant Sud"};
    const std::string header = "ts_ms,device,site,temp_c,rh_pct,rssi_dbm,status";
    TelemetryChunk chunk;
    std::string timestamps, devices, temps, humidities, rssis, statuses;
    std::vector<std::string> deviceColumn;
    std::uint64_t state = 0x9E3779B97F4A7C15ull ^ firstRow;
    const auto next = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return state >> 33;
    };
    std::int64_t previousTs = 0, previousTemp = 0, previousRh = 0, previousRssi = 0;
    std::int64_t temp = 2150, rh = 450, rssi = -67;
    temps += static_cast<char>(2);
    humidities += static_cast<char>(1);
    if (withHeader) {
        chunk.original = header + "\n";
    }
    for (std::uint64_t r = 0; r < rows; ++r) {
        const std::uint64_t row = firstRow + r;
        const std::int64_t ts = 1709251200000 + static_cast<std::int64_t>(row * 250 + next() % 200);
        const std::string device = "dev-" + std::to_string(100 + next() % 48);
        const std::string site = sites[(device.back() - '0') % 6];
        // Sensors drift: temperature and humidity walk in small steps, RSSI wanders.
        temp =
            std::clamp<std::int64_t>(temp + static_cast<std::int64_t>(next() % 7) - 3, -1500, 4500);
        rh = std::clamp<std::int64_t>(rh + static_cast<std::int64_t>(next() % 5) - 2, 50, 1000);
        rssi =
            std::clamp<std::int64_t>(rssi + static_cast<std::int64_t>(next() % 3) - 1, -110, -30);
        const std::string status = next() % 50 == 0 ? "WARN" : "OK";
        chunk.original += std::to_string(ts) + "," + device + "," + site + "," +
                          fixedText(temp, 2) + "," + fixedText(rh, 1) + "," + std::to_string(rssi) +
                          "," + status + "\n";
        putSvarint(timestamps, ts - previousTs);
        putSvarint(temps, temp - previousTemp);
        putSvarint(humidities, rh - previousRh);
        putSvarint(rssis, rssi - previousRssi);
        previousTs = ts;
        previousTemp = temp;
        previousRh = rh;
        previousRssi = rssi;
        devices += (r == 0 ? "" : "\n") + device;
        statuses += (r == 0 ? "" : "\n") + status;
        deviceColumn.push_back(device);
    }
    // DERIVED site <- device: map values in the order devices first appear.
    std::string derived;
    putVarint(derived, 1);
    std::vector<std::string> distinct;
    for (const auto& device : deviceColumn) {
        bool seen = false;
        for (const auto& known : distinct) {
            seen = seen || known == device;
        }
        if (!seen) {
            distinct.push_back(device);
        }
    }
    putVarint(derived, distinct.size());
    for (const auto& device : distinct) {
        const std::string site = sites[(device.back() - '0') % 6];
        putVarint(derived, site.size());
        derived += site;
    }
    const std::vector<std::string> chunks = {timestamps, devices, derived, temps,
                                             humidities, rssis,   statuses};
    std::string meta, index, values;
    putVarint(meta, rows);
    meta += '\1'; // trailing newline
    meta += withHeader ? '\1' : '\0';
    putVarint(meta, 1);
    meta += ',';
    putVarint(meta, chunks.size());
    for (const auto& c : chunks) {
        putVarint(index, c.size());
        values += c;
    }
    std::string fieldCounts;
    for (std::uint64_t r = 0; r < rows; ++r) {
        putVarint(fieldCounts, chunks.size());
    }
    chunk.streamSet = packedStreamSet({{"meta", meta},
                                       {"row_modes", std::string(rows, '\1')},
                                       {"fieldcounts", fieldCounts},
                                       {"coltypes", std::string("\1\0\4\2\2\1\0", 7)},
                                       {"col_index", index},
                                       {"values", values},
                                       {"quotemodes", std::string(chunks.size(), '\0')},
                                       {"quotebits", ""},
                                       {"verbatim", ""},
                                       {"header", withHeader ? header : ""}},
                                      preset);
    return chunk;
}

struct EncodedPair {
    std::string original;
    std::string columnarStreaming; // AT1\x03, codec 4, one method-0 frame per chunk
    std::string raw;               // AT1\x02, codec 255, one xz block
};

// Encodes `chunks` chunks of `rowsPerChunk` rows, chunks in parallel.
inline EncodedPair encodeTelemetry(std::uint64_t chunks, std::uint64_t rowsPerChunk,
                                   std::uint32_t preset) {
    std::vector<std::future<TelemetryChunk>> pending;
    for (std::uint64_t c = 0; c < chunks; ++c) {
        pending.push_back(std::async(std::launch::async, encodeTelemetryChunk, c * rowsPerChunk,
                                     rowsPerChunk, c == 0, preset));
    }
    EncodedPair pair;
    pair.columnarStreaming = std::string("AT1\x03\x04", 5);
    putVarint(pair.columnarStreaming, rowsPerChunk);
    for (auto& future : pending) {
        const TelemetryChunk chunk = future.get();
        pair.original += chunk.original;
        putVarint(pair.columnarStreaming, chunk.streamSet.size() + 1);
        pair.columnarStreaming += '\0';
        pair.columnarStreaming += chunk.streamSet;
    }
    pair.raw = std::string("AT1\x02\xFF", 5) + xzCompress(pair.original, preset);
    return pair;
}

} // namespace strata::test::at1enc
