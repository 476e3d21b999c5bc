// A dicom file's native pixel data (codec 9, at1-codecs.md section 10) as a table and as an
// N-dimensional array for the image view, against the original: the test finds the pixel data
// value after the last (7FE0,0010) tag of the original itself and reads its samples.
#include "strata/format_registry.h"
#include "strata/layer.h"
#include "strata/nd_array.h"
#include "strata/node.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

struct PixelCase {
    const char* name;
    std::vector<std::uint64_t> shape; // [frames,] [samples,] rows, columns
    int sampleBytes;
    bool isSigned;
    bool implicitVr;
};

// From the cases' descriptions and their Image Pixel elements (manifest.json, the elements
// table): rows, columns, samples, frames, bits allocated, pixel representation.
const std::vector<PixelCase> cases = {
    {"dicom_ct16_hdelta", {64, 64}, 2, true, false},
    {"dicom_ct16_vdelta_seq", {48, 40}, 2, true, false},
    {"dicom_ct16_planes_implicit", {32, 32}, 2, true, true},
    {"dicom_mono8_odd", {15, 17}, 1, false, false},
    {"dicom_rgb8", {3, 20, 24}, 1, false, false},
    {"dicom_multiframe_raw_pixels", {3, 16, 16}, 2, true, false},
};

// The samples of the original in the order it stores them.
std::vector<std::int64_t> originalSamples(const PixelCase& c, std::size_t& valueOffset) {
    const std::string bytes =
        readFileText(corpusPath(std::string("at1-codecs/") + c.name + ".orig"));
    const std::size_t tag = bytes.rfind(std::string("\xe0\x7f\x10\x00", 4));
    // Explicit VR: tag, "OW", 2 reserved bytes, 4-byte length; implicit: tag, 4-byte length.
    valueOffset = tag + (c.implicitVr ? 8 : 12);
    std::uint64_t count = 1;
    for (const std::uint64_t d : c.shape) {
        count *= d;
    }
    std::vector<std::int64_t> samples;
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::size_t at = valueOffset + i * static_cast<std::size_t>(c.sampleBytes);
        std::uint32_t value = static_cast<unsigned char>(bytes.at(at));
        if (c.sampleBytes == 2) {
            value |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes.at(at + 1))) << 8;
        }
        const std::uint32_t signBit = c.sampleBytes == 2 ? 0x8000 : 0x80;
        samples.push_back(c.isSigned && (value & signBit) != 0
                              ? static_cast<std::int64_t>(value) - 2 * signBit
                              : static_cast<std::int64_t>(value));
    }
    return samples;
}

TEST(At1DicomPixels, TheTableHoldsEverySampleWithItsPlace) {
    for (const PixelCase& c : cases) {
        SCOPED_TRACE(c.name);
        const Document document =
            openFile(corpusPath(std::string("at1-codecs/") + c.name + ".at1"));
        ASSERT_EQ(document.tables.size(), 2u);
        const Table& table = *document.tables[1];
        EXPECT_EQ(table.name(), "pixels");
        std::size_t valueOffset = 0;
        const auto samples = originalSamples(c, valueOffset);
        const auto cells = tableCells(table);
        ASSERT_EQ(cells.size(), samples.size() + 1);
        const std::size_t value = cells[0].size() - 1;
        EXPECT_EQ(cells[0][value], "value");
        const std::uint64_t columns = c.shape.back();
        const std::uint64_t rows = c.shape[c.shape.size() - 2];
        const bool rgb = std::string(c.name) == "dicom_rgb8";
        for (std::size_t i = 0; i < samples.size(); ++i) {
            ASSERT_EQ(cells[i + 1][value], std::to_string(samples[i])) << i;
            // Interleaved RGB: sample, then column, then row; otherwise column, row, frame.
            const std::uint64_t pixel = rgb ? i / 3 : i;
            EXPECT_EQ(cells[i + 1][value - 1], std::to_string(pixel % columns)) << i;
            EXPECT_EQ(cells[i + 1][value - 2], std::to_string(pixel / columns % rows)) << i;
            if (rgb) {
                EXPECT_EQ(cells[i + 1][0], std::to_string(i % 3)) << i;
            }
        }
        // A sample's bytes are its own in the rebuilt original.
        const auto cell = table.cellRange(samples.size() - 1, value);
        ASSERT_TRUE(cell);
        EXPECT_EQ(cell->range, (ByteRange{valueOffset + (samples.size() - 1) * c.sampleBytes,
                                          static_cast<std::uint64_t>(c.sampleBytes)}));
        const Layer* layer = document.root->findLayerByPath(cell->layerPath);
        ASSERT_NE(layer, nullptr);
        EXPECT_EQ(layer->name(), "original");
    }
}

TEST(At1DicomPixels, TheArrayReadsPlanesOfFramesAndSamples) {
    for (const PixelCase& c : cases) {
        SCOPED_TRACE(c.name);
        const Document document =
            openFile(corpusPath(std::string("at1-codecs/") + c.name + ".at1"));
        ASSERT_EQ(document.tables.size(), 2u);
        const auto array = document.tables[1]->ndArray();
        ASSERT_TRUE(array);
        EXPECT_EQ(array->shape(), c.shape);
        std::size_t valueOffset = 0;
        const auto samples = originalSamples(c, valueOffset);
        const std::size_t n = c.shape.size();
        const std::uint64_t rows = c.shape[n - 2];
        const std::uint64_t columns = c.shape[n - 1];
        // The last frame or sample: dimension 0 at its last index when there are three.
        std::vector<std::uint64_t> index(n, 0);
        const std::uint64_t last = n == 3 ? c.shape[0] - 1 : 0;
        index[0] = last;
        const ArrayPlane plane = array->readPlane(n - 2, n - 1, index);
        ASSERT_TRUE(plane.diagnostics.empty());
        ASSERT_EQ(plane.width, columns);
        ASSERT_EQ(plane.height, rows);
        const bool rgb = std::string(c.name) == "dicom_rgb8";
        for (std::uint64_t y = 0; y < rows; ++y) {
            for (std::uint64_t x = 0; x < columns; ++x) {
                const std::uint64_t stored =
                    rgb ? (y * columns + x) * 3 + last : (last * rows + y) * columns + x;
                ASSERT_EQ(plane.valueAt(x, y), static_cast<double>(samples[stored]))
                    << x << "," << y;
                std::vector<std::uint64_t> at = index;
                at[n - 2] = y;
                at[n - 1] = x;
                EXPECT_EQ(array->cellOf(at).row, stored);
            }
        }
        // A plane across rows and frames (or samples) reads the same samples.
        if (n == 3) {
            std::vector<std::uint64_t> across(n, 0);
            const ArrayPlane side = array->readPlane(0, n - 1, across);
            ASSERT_EQ(side.height, c.shape[0]);
            const std::uint64_t stored = rgb ? 2 : (2 * rows) * columns;
            EXPECT_EQ(side.valueAt(0, 2), static_cast<double>(samples[stored]));
        }
        EXPECT_FALSE(array->readPlane(0, 0, index).diagnostics.empty());
    }
}

TEST(At1DicomPixels, EncapsulatedAndNonDicomFilesHaveNoPixelTable) {
    for (const char* name : {"dicom_encapsulated_raw", "dicom_not_dicom"}) {
        const Document document = openFile(corpusPath(std::string("at1-codecs/") + name + ".at1"));
        for (const auto& table : document.tables) {
            EXPECT_NE(table->name(), "pixels") << name;
        }
    }
}

} // namespace
} // namespace strata::test
