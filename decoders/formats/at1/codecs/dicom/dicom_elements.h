#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::at1 {

// One top-level data element of a DICOM Part 10 file (PS3.5 section 7.1).
struct DicomElement {
    std::uint64_t offset = 0; // of its tag, in the file
    std::uint16_t group = 0;
    std::uint16_t element = 0;
    std::string vr;                      // empty: implicit VR and a tag this reader does not know
    std::optional<std::uint64_t> length; // nullopt: undefined length
    std::string_view value;              // the value bytes the input holds (pixel data: none)
    std::uint64_t valueOffset = 0;       // where the value starts, after the header
    // The header's fields in the input: the tag's 4 bytes, the explicit VR's 2 (empty when
    // implicit), the length field's 2 or 4 (PS3.5 section 7.1.2).
    std::string_view tagBytes;
    std::string_view vrBytes;
    std::string_view lengthBytes;

    // "(7fe0,0010)", as DICOM writes tags.
    std::string tagText() const;
    bool isPixelData() const { return group == 0x7fe0 && element == 0x0010; }
};

// The top-level elements of the Part 10 file that starts `bytes` (128-byte preamble, "DICM",
// the file meta group in explicit VR little endian, then the data set in the transfer syntax's
// encoding), up to and including the pixel data element (7FE0,0010), whose value the bytes need
// not hold (an AT-1 dicom file's `pre` ends with its header, at1-codecs.md section 10).
// Sequences and items of undefined length are stepped over, nested at most `maxDepth` deep.
// Only explicit and implicit VR little endian data sets are read: for another transfer syntax
// the elements end after the file meta group. The walk ends at the first element that does not
// fit; bytes without the preamble give no elements.
std::vector<DicomElement> readDicomElements(std::string_view bytes);

// Data elements that follow each other from the start of `bytes` with no preamble, in one VR
// encoding (an AT-1 dicom file's `suf`, what follows the pixel data, at1-codecs.md section 10).
// The walk ends at the end of the bytes or at the first element that does not fit there: `end`
// is where it ended, the bytes from there on are no element.
struct DicomDataSet {
    std::vector<DicomElement> elements;
    std::uint64_t end = 0;
};
DicomDataSet readDicomDataSet(std::string_view bytes, bool explicitVr);

// Whether the data set of the Part 10 file whose elements these are is in explicit VR: its
// transfer syntax (0002,0010) is not implicit VR little endian (PS3.5 section A.1), which is
// also the answer when there is none.
bool dicomExplicitVr(const std::vector<DicomElement>& elements);

// What a person reads as an element's value: string VRs as their text without padding (Latin-1
// converted to UTF-8 when the data set says ISO_IR 100), US/UL/SS/SL/FL/FD as numbers ('\'
// between several), anything else as a hex preview of its first bytes.
std::string dicomValueText(const DicomElement& element, bool latin1);

// Whether the elements' Specific Character Set (0008,0005) is ISO_IR 100, Latin-1 (PS3.3
// C.12.1.1.2); the default is ASCII.
bool dicomLatin1(const std::vector<DicomElement>& elements);

} // namespace strata::at1
