#pragma once

// What odc_decode makes of an ODB-2 file against what Strata decodes, for the tests that check
// Strata's decoder (files odc wrote) and its writer (files Strata wrote).
#include "odc_peer.h"
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace strata::test {

// The missing values a column takes when one of its values is odc's (Strata's ODB-2 writer,
// odb2_writer.cpp): odc_decode gives a missing cell as its column's missing value.
inline constexpr long otherIntegerMissing[] = {-2147483648L, 2147483646L, -2147483647L};
inline constexpr double otherRealMissing[] = {-2147483648.0, 2147483647.0, -1.0e300};

// The codecs of every column of every table ("int8,int16" lists two).
inline std::vector<std::string> encodingsOf(const Document& document) {
    std::vector<std::string> codecs;
    for (const auto& table : document.tables) {
        for (const auto& column : table->columns()) {
            std::size_t begin = 0;
            while (begin <= column.encoding.size()) {
                const std::size_t end =
                    std::min(column.encoding.find(',', begin), column.encoding.size());
                codecs.push_back(column.encoding.substr(begin, end - begin));
                begin = end + 1;
            }
        }
    }
    return codecs;
}

// Compares every cell of every frame with what odc_decode returns.
inline void expectSameAsOdc(const std::vector<std::byte>& file) {
    const Document document = openBytes(file, "odc.odb");
    ASSERT_EQ(document.formatName, "ODB-2");
    ASSERT_TRUE(document.diagnostics.empty()) << document.diagnostics.front().message;
    std::vector<std::pair<const Table*, std::size_t>> blocks;
    for (const auto& table : document.tables) {
        for (std::size_t b = 0; b < table->blocks().size(); ++b) {
            blocks.emplace_back(table.get(), b);
        }
    }
    std::size_t frame = 0;
    odc::decodeFrames(file, [&](odc_decoder_t* decoder, long rows) {
        ASSERT_LT(frame, blocks.size());
        const auto& [table, index] = blocks[frame];
        const BlockData block = table->readBlock(index);
        ASSERT_EQ(block.rowCount, static_cast<std::uint64_t>(rows)) << "frame " << frame;
        ASSERT_TRUE(block.diagnostics.empty());
        for (std::size_t c = 0; c < table->columns().size(); ++c) {
            int size = 0;
            int stride = 0;
            const void* data = nullptr;
            odc::check(
                odc_decoder_column_data_array(decoder, static_cast<int>(c), &size, &stride, &data),
                "column data");
            const auto* bytes = static_cast<const char*>(data);
            const ColumnData& column = block.columns[c];
            const LogicalType type = table->columns()[c].type;
            for (long r = 0; r < rows; ++r) {
                const char* cell = bytes + static_cast<std::ptrdiff_t>(r) * stride;
                const auto row = static_cast<std::size_t>(r);
                const std::string where = "frame " + std::to_string(frame) + " column " +
                                          table->columns()[c].name + " row " + std::to_string(r);
                if (type == LogicalType::String) {
                    const std::string_view text(cell, static_cast<std::size_t>(size));
                    ASSERT_EQ(column.stringAt(row), text.substr(0, text.find('\0'))) << where;
                } else if (isIntegral(type)) {
                    long value;
                    std::memcpy(&value, cell, 8);
                    if (column.isMissing(row)) {
                        ASSERT_TRUE(value == odc::missingInteger ||
                                    std::count(std::begin(otherIntegerMissing),
                                               std::end(otherIntegerMissing), value) > 0)
                            << where << ": " << value;
                    } else {
                        ASSERT_EQ(column.intAt(row), value) << where;
                    }
                } else {
                    double value;
                    std::memcpy(&value, cell, 8);
                    if (column.isMissing(row)) {
                        ASSERT_TRUE(value == odc::missingDouble ||
                                    std::count(std::begin(otherRealMissing),
                                               std::end(otherRealMissing), value) > 0)
                            << where << ": " << value;
                    } else if (!std::isnan(value)) {
                        ASSERT_EQ(column.doubleAt(row), value) << where;
                    } else {
                        ASSERT_TRUE(std::isnan(column.doubleAt(row))) << where;
                    }
                }
            }
        }
        ++frame;
    });
    EXPECT_EQ(frame, blocks.size());
}

} // namespace strata::test
