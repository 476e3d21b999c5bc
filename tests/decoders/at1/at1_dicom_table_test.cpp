// A dicom file's table (codec 9, at1-codecs.md section 10) against the original: the test walks
// the original's top-level elements itself (preamble, DICM, explicit or implicit VR little
// endian, an undefined-length sequence skipped to its delimiter, the elements after native
// pixel data) and compares every row.
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <algorithm>
#include <cstdio>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

struct Element {
    std::size_t offset;
    std::string tag;
    std::string vr; // empty for implicit VR
    std::string length;
    std::string value; // the value bytes
};

unsigned le(const std::string& bytes, std::size_t at, int count) {
    unsigned value = 0;
    for (int i = count - 1; i >= 0; --i) {
        value = value << 8 | static_cast<unsigned char>(bytes[at + i]);
    }
    return value;
}

std::vector<Element> originalElements(const std::string& name) {
    const std::string bytes = readFileText(corpusPath("at1-codecs/" + name + ".orig"));
    std::vector<Element> elements;
    bool implicitVr = false;
    for (std::size_t at = 132; at + 8 <= bytes.size();) {
        Element e;
        e.offset = at;
        char tag[16];
        std::snprintf(tag, sizeof tag, "(%04x,%04x)", le(bytes, at, 2), le(bytes, at + 2, 2));
        e.tag = tag;
        unsigned length = 0;
        std::size_t header = 8;
        if (implicitVr && e.tag.substr(1, 4) != "0002") {
            length = le(bytes, at + 4, 4);
        } else {
            e.vr = bytes.substr(at + 4, 2);
            if (e.vr == "OB" || e.vr == "OW" || e.vr == "SQ") {
                length = le(bytes, at + 8, 4);
                header = 12;
            } else {
                length = le(bytes, at + 6, 2);
            }
        }
        const bool undefined = length == 0xFFFFFFFF;
        e.length = undefined ? missingMarker : std::to_string(length);
        if (!undefined) {
            e.value = bytes.substr(at + header, length);
        }
        if (e.tag == "(0002,0010)") {
            implicitVr = e.value == std::string("1.2.840.10008.1.2\0", 18);
        }
        elements.push_back(e);
        if (e.tag == "(7fe0,0010)" && undefined) {
            break; // encapsulated pixel data: the table ends with it
        }
        // An undefined-length sequence ends with its delimiter (FFFE,E0DD) and a zero length.
        at = undefined ? bytes.find("\xfe\xff\xdd\xe0", at + header) + 8 : at + header + length;
    }
    return elements;
}

std::string trimmed(std::string text) {
    while (!text.empty() && (text.back() == ' ' || text.back() == '\0')) {
        text.pop_back();
    }
    return text;
}

// The value as the table shows it, for the VRs the corpus files hold.
std::string shownValue(const Element& e) {
    if (e.tag == "(7fe0,0010)" || e.length == missingMarker) {
        return missingMarker;
    }
    if (e.vr == "US") {
        return std::to_string(le(e.value, 0, 2));
    }
    if (e.vr == "UL") {
        return std::to_string(le(e.value, 0, 4));
    }
    if (e.vr == "OB" || e.vr == "OW") {
        std::string hex;
        for (std::size_t i = 0; i < e.value.size() && i < 16; ++i) {
            char byte[4];
            std::snprintf(byte, sizeof byte, "%s%02x", i == 0 ? "" : " ",
                          static_cast<unsigned char>(e.value[i]));
            hex += byte;
        }
        return e.value.size() > 16 ? hex + " ..." : hex;
    }
    return trimmed(e.value);
}

void expectElements(const std::string& name) {
    SCOPED_TRACE(name);
    const Document document = openFile(corpusPath("at1-codecs/" + name + ".at1"));
    ASSERT_FALSE(document.tables.empty()); // then the pixels (at1_dicom_pixels_test.cpp)
    EXPECT_EQ(document.tables[0]->name(), "elements");
    const auto cells = tableCells(*document.tables[0]);
    const auto elements = originalElements(name);
    ASSERT_EQ(cells.size(), elements.size() + 1);
    EXPECT_EQ(cells[0], (std::vector<std::string>{"offset", "tag", "VR", "length", "value"}));
    for (std::size_t row = 0; row < elements.size(); ++row) {
        const Element& e = elements[row];
        const auto& record = cells[row + 1];
        EXPECT_EQ(record[0], std::to_string(e.offset)) << e.tag;
        EXPECT_EQ(record[1], e.tag);
        EXPECT_EQ(record[3], e.length) << e.tag;
        if (!e.vr.empty()) {
            EXPECT_EQ(record[2], e.vr) << e.tag;
            EXPECT_EQ(record[4], shownValue(e)) << e.tag;
        }
    }
    EXPECT_EQ(std::count_if(cells.begin(), cells.end(),
                            [](const auto& row) { return row[1] == "(7fe0,0010)"; }),
              1);
}

TEST(At1DicomTable, ExplicitVrElementsUpToThePixelData) {
    expectElements("dicom_ct16_hdelta");
    expectElements("dicom_rgb8");
    expectElements("dicom_mono8_odd");
    expectElements("dicom_multiframe_raw_pixels");
}

TEST(At1DicomTable, AnUndefinedLengthSequenceIsOneRow) {
    expectElements("dicom_ct16_vdelta_seq"); // with an element after the pixel data (`suf`)
    const auto cells =
        tableCells(*openFile(corpusPath("at1-codecs/dicom_ct16_vdelta_seq.at1")).tables[0]);
    const auto sequence = std::find_if(cells.begin(), cells.end(),
                                       [](const auto& row) { return row[1] == "(0008,1140)"; });
    ASSERT_NE(sequence, cells.end());
    EXPECT_EQ((*sequence)[2], "SQ");
    EXPECT_EQ((*sequence)[3], missingMarker);
}

TEST(At1DicomTable, ImplicitVrElementsTakeTheVrsOfCommonTags) {
    expectElements("dicom_ct16_planes_implicit");
    const auto cells =
        tableCells(*openFile(corpusPath("at1-codecs/dicom_ct16_planes_implicit.at1")).tables[0]);
    const auto row = [&cells](const std::string& tag) {
        for (const auto& record : cells) {
            if (record[1] == tag) {
                return record;
            }
        }
        return std::vector<std::string>{};
    };
    // ISO_IR 100: the Latin-1 name reads as UTF-8.
    EXPECT_EQ(row("(0010,0010)"),
              (std::vector<std::string>{row("(0010,0010)")[0], "(0010,0010)", "PN", "14",
                                        "M\xc3\xbcller^J\xc3\xbcrgen"}));
    EXPECT_EQ(row("(0028,0010)")[2], "US");
    EXPECT_EQ(row("(0028,0010)")[4], "32");
    EXPECT_EQ(row("(0028,0100)")[4], "16");
}

TEST(At1DicomTable, RawModeReadsTheWholeFileUpToEncapsulatedPixelData) {
    expectElements("dicom_encapsulated_raw");
    const Document notDicom = openFile(corpusPath("at1-codecs/dicom_not_dicom.at1"));
    EXPECT_TRUE(notDicom.tables.empty());
}

} // namespace
} // namespace strata::test
