#pragma once

#include "formats/at1/codecs/dicom/dicom_elements.h"
#include "formats/at1/file_layout.h"
#include "strata/document.h"
#include "strata/layer.h"
#include "strata/nd_array.h"
#include "strata/table.h"

#include <memory>
#include <optional>
#include <vector>

namespace strata::at1 {

// Where a DICOM file's native pixel data lie in the original and how they are laid out, from
// its elements (PS3.3 C.7.6.3, the Image Pixel module): Rows (0028,0010), Columns (0028,0011),
// Samples per Pixel (0028,0002), Planar Configuration (0028,0006), Number of Frames (0028,0008),
// Bits Allocated (0028,0100) and Pixel Representation (0028,0103).
struct DicomPixelLayout {
    std::uint64_t offset = 0; // of the first pixel byte, in the original
    std::uint64_t frames = 1;
    std::uint64_t rows = 0;
    std::uint64_t columns = 0;
    std::uint64_t samples = 1;
    bool planar = false; // samples stored plane by plane (R...R G...G B...B) per frame
    unsigned sampleBytes = 1;
    bool isSigned = false; // two's complement samples (Pixel Representation 1)

    std::uint64_t itemCount() const { return frames * rows * columns * samples; }
    // The array's shape: [frames,] [samples,] rows, columns, the dimensions of 1 left out but
    // rows and columns, so that an image is drawn rows down and columns across.
    std::vector<std::uint64_t> shape() const;
};

// The layout of the native pixel data the elements describe (read from the first bytes of the
// original: the pixel data element is the last); nothing when there is none to show: encapsulated
// (undefined length) pixel data, bits allocated other than 8, 16 or 32, a size of zero, or a value
// shorter than the items the elements describe.
std::optional<DicomPixelLayout> dicomPixelLayout(const std::vector<DicomElement>& elements);

// The pixel data as a table (one row per sample, in the order the file stores them, with its
// frame, row, column and sample) and as an N-dimensional array for the image view. Both read the
// `original` layer's bytes, where the pixels are rebuilt: nothing is copied out of it, and a
// cell's bytes are its sample's in that layer. Blocks are pieces of the samples, each lying in
// `where` (the section's bytes, shown by the node at `nodePath`).
class DicomPixelTable final : public ListedBlocksTable {
public:
    DicomPixelTable(std::shared_ptr<Layer> original, DicomPixelLayout layout, ByteRange where,
                    const std::string& nodePath);

    std::string name() const override { return "pixels"; }
    const std::vector<Column>& columns() const override { return m_columns; }
    std::string blockNodePath(std::size_t /*index*/) const override { return m_nodePath; }
    BlockData readBlock(std::size_t index) const override;
    std::optional<CellBytes> cellRange(std::uint64_t row, std::size_t column) const override;
    std::shared_ptr<const NdArray> ndArray() const override { return m_array; }

    // The table column of each coordinate (frame, sample, row, column: none for a dimension of
    // 1 but rows and columns) and of the value.
    struct ColumnPlaces {
        std::optional<std::size_t> frame;
        std::optional<std::size_t> sample;
        std::size_t row = 0;
        std::size_t column = 0;
        std::size_t value = 0;
    };

private:
    std::shared_ptr<Layer> m_original;
    DicomPixelLayout m_layout;
    ByteRange m_where;
    std::string m_nodePath; // of every block: they all lie in `m_where`
    ColumnPlaces m_places;
    std::vector<Column> m_columns;
    std::shared_ptr<const NdArray> m_array;
};

// The dicom codec's table hook (codec_table.h): the pixels of a file whose elements describe
// native pixel data, read from its first section (where the original starts), as a table. The
// elements' own problems are the elements table's to report.
void addDicomPixelTable(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                        const std::shared_ptr<Layer>& original, Document& document);

} // namespace strata::at1
