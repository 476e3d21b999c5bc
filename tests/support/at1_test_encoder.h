#pragma once

// A small AT-1 encoder for tests and benchmarks (spec dialect): synthetic telemetry rows as a
// columnar (codec 4) streaming file, and the same original as a RAW (255) file. Independent of
// the decoder: it writes what shared/specs/at1-container.txt describes.
#include <algorithm>
#include <cstdint>
#include <future>
#include <lzma.h>
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

// The public decoder's framing (corpus README, "The public-decoder dialect"): a whole file
// `AT1\x02`, the codec byte and a packed stream set whose entries carry a backend byte, here 2
// (stored), so hand-made streams stay readable in the file.
using NamedStreams = std::vector<std::pair<std::string, std::string>>;

inline std::string publicStoredFile(std::uint8_t codec, const NamedStreams& streams) {
    std::string out("AT1\x02", 4);
    out += static_cast<char>(codec);
    putVarint(out, streams.size());
    for (const auto& [name, data] : streams) {
        putVarint(out, name.size());
        out += name;
        out += '\2';
        putVarint(out, data.size());
        out += data;
    }
    return out;
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
