#pragma once

// ECMWF's own ODB-2 encoder and decoder (Debian libodc-dev, C API) as the peer that Strata's
// decoder is checked and timed against. Header-only: used by strata-tests and strata-bench.
#include <cstddef>
#include <cstring>
#include <odc/api/odc.h>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace strata::test::odc {

inline void check(int code, const char* what) {
    if (code != ODC_SUCCESS) {
        throw std::runtime_error(std::string(what) + ": " + odc_error_string(code));
    }
}

inline void initialise() {
    static const bool done = [] {
        check(odc_initialise_api(), "odc_initialise_api");
        check(odc_integer_behaviour(ODC_INTEGERS_AS_LONGS), "odc_integer_behaviour");
        return true;
    }();
    (void)done;
}

inline constexpr long missingInteger = 2147483647;
inline constexpr double missingDouble = -2147483647.0;

// A column to encode: integers (INTEGER, BITFIELD) in `integers`, reals (REAL, DOUBLE) in
// `reals`, strings in `strings`; missing cells hold the odc missing values.
struct PeerColumn {
    std::string name;
    int type = ODC_INTEGER;
    std::vector<long> integers;
    std::vector<double> reals;
    std::vector<std::string> strings;
    std::vector<std::pair<std::string, int>> bitfields;
};

inline long appendToVector(void* context, const void* buffer, long length) {
    auto& out = *static_cast<std::vector<std::byte>*>(context);
    const auto* bytes = static_cast<const std::byte*>(buffer);
    out.insert(out.end(), bytes, bytes + length);
    return length;
}

// Encodes the columns with odc's encoder (odc picks the codec of every column in every frame).
inline std::vector<std::byte> encode(const std::vector<PeerColumn>& columns, long rows,
                                     long rowsPerFrame) {
    initialise();
    odc_encoder_t* encoder = nullptr;
    check(odc_new_encoder(&encoder), "odc_new_encoder");
    check(odc_encoder_set_row_count(encoder, rows), "odc_encoder_set_row_count");
    check(odc_encoder_set_rows_per_frame(encoder, rowsPerFrame), "rows per frame");
    std::vector<std::vector<char>> stringBuffers;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const PeerColumn& column = columns[c];
        const int col = static_cast<int>(c);
        check(odc_encoder_add_column(encoder, column.name.c_str(), column.type), "add column");
        for (const auto& [name, bits] : column.bitfields) {
            check(odc_encoder_column_add_bitfield(encoder, col, name.c_str(), bits), "bitfield");
        }
        if (column.type == ODC_STRING) {
            std::size_t width = 8;
            for (const auto& text : column.strings) {
                width = std::max(width, (text.size() + 7) / 8 * 8);
            }
            auto& buffer = stringBuffers.emplace_back(width * column.strings.size(), '\0');
            for (std::size_t r = 0; r < column.strings.size(); ++r) {
                std::memcpy(buffer.data() + r * width, column.strings[r].data(),
                            column.strings[r].size());
            }
            check(odc_encoder_column_set_data_size(encoder, col, static_cast<int>(width)),
                  "data size");
            check(odc_encoder_column_set_data_array(encoder, col, static_cast<int>(width),
                                                    static_cast<int>(width), buffer.data()),
                  "string data");
        } else if (column.type == ODC_INTEGER || column.type == ODC_BITFIELD) {
            check(odc_encoder_column_set_data_array(encoder, col, 8, 8, column.integers.data()),
                  "integer data");
        } else {
            check(odc_encoder_column_set_data_array(encoder, col, 8, 8, column.reals.data()),
                  "real data");
        }
    }
    std::vector<std::byte> out;
    long written = 0;
    check(odc_encode_to_stream(encoder, &out, appendToVector, &written), "odc_encode_to_stream");
    check(odc_free_encoder(encoder), "odc_free_encoder");
    return out;
}

// Decodes every frame with odc_decode, one frame at a time, and hands each decoded frame to
// `visit(decoder, rows)`.
template <typename Visit> void decodeFrames(const void* file, long size, Visit visit) {
    initialise();
    odc_reader_t* reader = nullptr;
    check(odc_open_buffer(&reader, file, size), "open");
    odc_frame_t* frame = nullptr;
    check(odc_new_frame(&frame, reader), "odc_new_frame");
    int code;
    while ((code = odc_next_frame(frame)) == ODC_SUCCESS) {
        odc_decoder_t* decoder = nullptr;
        check(odc_new_decoder(&decoder), "odc_new_decoder");
        check(odc_decoder_defaults_from_frame(decoder, frame), "decoder defaults");
        long rows = 0;
        check(odc_decode(decoder, frame, &rows), "odc_decode");
        visit(decoder, rows);
        check(odc_free_decoder(decoder), "odc_free_decoder");
    }
    if (code != ODC_ITERATION_COMPLETE) {
        check(code, "odc_next_frame");
    }
    check(odc_free_frame(frame), "odc_free_frame");
    check(odc_close(reader), "odc_close");
}

template <typename Visit> void decodeFrames(const std::vector<std::byte>& file, Visit visit) {
    decodeFrames(file.data(), static_cast<long>(file.size()), visit);
}

} // namespace strata::test::odc
