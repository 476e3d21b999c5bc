#pragma once

#include "formats/at1/codecs/dicom/dicom_elements.h"
#include "formats/at1/record_codec.h"

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t dicomCodecId = 9;

// Codec 9, dicom: a DICOM Part 10 file stored whole (raw mode) or as the bytes around its pixel
// data plus the native pixels, delta- or plane-coded (at1-codecs.md section 10).
void rebuildDicom(CodecStreams& streams, std::string& out);

// The top-level data elements of the original (dicom_elements.h), read from `pre` (up to the
// pixel data's value) in pixel mode, from the whole file in raw mode; offsets are the original's.
std::vector<DicomElement> dicomElements(CodecStreams& streams);

// The top-level data elements of the file as records (dicom_elements.h): where each starts in
// the original, its tag "(gggg,eeee)", VR (missing when an implicit VR file does not say and the
// tag is not a common one), length (missing when undefined: a sequence stepped over, or
// encapsulated pixel data) and value as text. They are read from `pre` and then `suf` (what
// follows the pixels) in pixel mode, from `raw` in raw mode; the pixel data element has its
// length and no value.
class DicomRecords final : public RecordCodec {
public:
    std::string tableName() const override { return "elements"; }
    std::uint64_t rowCount(CodecStreams& streams) const override;
    std::vector<Column> columns(CodecStreams& streams) const override;
    void readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const override;
};

} // namespace strata::at1
