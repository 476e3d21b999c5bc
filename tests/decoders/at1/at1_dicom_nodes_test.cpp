// The DICOM elements of a dicom file's `suf` (what follows the pixel data, at1-codecs.md section
// 10) and the rows of its `pix`, on hand-made stored files: both VR encodings, and bytes that are
// no element, which stay bytes after a damage node at their offset.
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"
#include "support/tree_lookup.h"

#include <algorithm>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

using at1enc::putVarint;

std::string littleEndian(std::uint64_t value, unsigned size) {
    std::string out;
    for (unsigned i = 0; i < size; ++i) {
        out += static_cast<char>((value >> (8 * i)) & 0xFF);
    }
    return out;
}

std::string tag(std::uint16_t group, std::uint16_t element) {
    return littleEndian(group, 2) + littleEndian(element, 2);
}

// An explicit VR element with a 2-byte length (PS3.5 7.1.2), or with OB's 2 reserved bytes and
// a 4-byte length.
std::string explicitElement(std::uint16_t group, std::uint16_t element, std::string vr,
                            std::string_view value) {
    if (vr == "OB") {
        return tag(group, element) + vr + std::string(2, '\0') + littleEndian(value.size(), 4) +
               std::string(value);
    }
    return tag(group, element) + vr + littleEndian(value.size(), 2) + std::string(value);
}

// A Part 10 header in the transfer syntax `syntax`, ending with the header of a pixel data
// element of `pixels` bytes: what `pre` holds.
std::string partTenHeader(std::string_view syntax, std::uint64_t pixels) {
    std::string header = std::string(128, '\0') + "DICM" +
                         explicitElement(0x0002, 0x0010, "UI", std::string(syntax) + '\0');
    if (syntax == "1.2.840.10008.1.2") {
        return header + tag(0x7FE0, 0x0010) + littleEndian(pixels, 4);
    }
    return header + tag(0x7FE0, 0x0010) + "OB" + std::string(2, '\0') + littleEndian(pixels, 4);
}

// A pixel-mode file of one row of `cols` 8-bit samples kept as they are (transform 0).
std::string dicomFile(std::string_view syntax, std::uint64_t rows, std::uint64_t cols,
                      std::string_view suf) {
    std::string meta = {'\1', '\0', '\0'};
    putVarint(meta, rows);
    putVarint(meta, cols);
    putVarint(meta, 1);
    putVarint(meta, 8);
    putVarint(meta, 0);
    return at1enc::publicWholeFile(9, {{"meta", meta},
                                       {"pre", partTenHeader(syntax, rows * cols)},
                                       {"pix", std::string(rows * cols, '\x07')},
                                       {"suf", std::string(suf)}});
}

constexpr std::string_view explicitVr = "1.2.840.10008.1.2.1";
const std::string sufPath = "file / stream set / stream 'suf'";

TEST(At1DicomNodes, ExplicitVrSuffixElementsEachWithTheirFields) {
    const std::string suf = explicitElement(0x0029, 0x0010, "LO", "VENDOR  ") +
                            explicitElement(0xFFFC, 0xFFFC, "OB", std::string(4, '\0'));
    const Document document = openAt1(dicomFile(explicitVr, 1, 3, suf));
    const Node& node = nodeAtPath(document, sufPath);
    ASSERT_EQ(node.children().size(), 2u);
    const Node& vendor = *node.children()[0];
    EXPECT_EQ(vendor.label(), "(0029,0010)");
    EXPECT_EQ(vendor.range(), (ByteRange{0, 16}));
    EXPECT_EQ(vendor.value(), "LO VENDOR");
    EXPECT_EQ(nodeAtPath(document, sufPath + " / (0029,0010) / VR").range(), (ByteRange{4, 2}));
    EXPECT_EQ(nodeAtPath(document, sufPath + " / (0029,0010) / length").range(), (ByteRange{6, 2}));
    EXPECT_EQ(nodeAtPath(document, sufPath + " / (0029,0010) / value").range(), (ByteRange{8, 8}));
    const Node& padding = *node.children()[1];
    EXPECT_EQ(padding.range(), (ByteRange{16, 16}));
    EXPECT_EQ(nodeAtPath(document, sufPath + " / (fffc,fffc) / reserved").range(),
              (ByteRange{22, 2}));
    EXPECT_EQ(nodeAtPath(document, sufPath + " / (fffc,fffc) / value").range(), (ByteRange{28, 4}));
}

TEST(At1DicomNodes, ImplicitVrSuffixFollowsTheTransferSyntaxOfPre) {
    // Implicit VR (1.2.840.10008.1.2): a 4-byte length right after the tag, no VR.
    const std::string suf = tag(0xFFFC, 0xFFFC) + littleEndian(2, 4) + std::string(2, '\0');
    const Document document = openAt1(dicomFile("1.2.840.10008.1.2", 1, 2, suf));
    const Node& padding = nodeAtPath(document, sufPath + " / (fffc,fffc)");
    EXPECT_EQ(padding.range(), (ByteRange{0, 10}));
    ASSERT_EQ(padding.children().size(), 3u);
    EXPECT_EQ(padding.children()[1]->label(), "length");
    EXPECT_EQ(padding.children()[1]->range(), (ByteRange{4, 4}));
    EXPECT_EQ(padding.children()[2]->range(), (ByteRange{8, 2}));
}

TEST(At1DicomNodes, SuffixBytesThatAreNoElementStayBytesAfterADamageNode) {
    // An element, then 5 bytes, too few for an element header.
    const std::string element = explicitElement(0xFFFC, 0xFFFC, "OB", std::string(2, '\0'));
    const Document document = openAt1(dicomFile(explicitVr, 1, 1, element + "trail"));
    const Node& node = nodeAtPath(document, sufPath);
    ASSERT_EQ(node.children().size(), 3u);
    EXPECT_EQ(node.children()[0]->range(), (ByteRange{0, 14}));
    const Node& damage = *node.children()[1];
    EXPECT_EQ(damage.kind(), NodeKind::Damaged);
    EXPECT_EQ(damage.range(), (ByteRange{14, 0}));
    EXPECT_EQ(damage.value(), "decoded byte 14: no DICOM data element (explicit VR little "
                              "endian) fits here; 5 bytes left as they are");
    const Node& rest = *node.children()[2];
    EXPECT_EQ(rest.label(), "bytes");
    EXPECT_EQ(rest.range(), (ByteRange{14, 5}));
    EXPECT_EQ(Node::deepestAt(*node.layers()[0], 16), &rest);
    // The file itself is whole: its original still rebuilds.
    const At1Rebuild rebuilt = rebuildAt1(dicomFile(explicitVr, 1, 1, element + "trail"));
    EXPECT_EQ(rebuilt.error(), nullptr);
    EXPECT_TRUE(rebuilt.text.ends_with(element + "trail"));
}

TEST(At1DicomNodes, ASuffixElementLongerThanTheStreamIsNoElement) {
    // A length of 4 GiB - 2: the value cannot lie in the 14 bytes.
    const std::string suf =
        tag(0xFFFC, 0xFFFC) + "OB" + std::string(2, '\0') + littleEndian(0xFFFFFFFE, 4) + "ab";
    const Document document = openAt1(dicomFile(explicitVr, 1, 1, suf));
    const Node& node = nodeAtPath(document, sufPath);
    ASSERT_EQ(node.children().size(), 2u);
    EXPECT_EQ(node.children()[0]->kind(), NodeKind::Damaged);
    EXPECT_EQ(node.children()[0]->range(), (ByteRange{0, 0}));
    EXPECT_EQ(node.children()[1]->range(), (ByteRange{0, suf.size()}));
}

TEST(At1DicomNodes, PixelRowsAreColsTimesSamplesTimesSampleBytes) {
    const Document document = openAt1(dicomFile(explicitVr, 3, 5, ""));
    const Node& pix = nodeAtPath(document, "file / stream set / stream 'pix'");
    ASSERT_EQ(pix.children().size(), 3u);
    for (std::uint64_t r = 0; r < 3; ++r) {
        EXPECT_EQ(pix.children()[r]->label(), "row " + std::to_string(r));
        EXPECT_EQ(pix.children()[r]->range(), (ByteRange{5 * r, 5}));
    }
    EXPECT_TRUE(nodeAtPath(document, sufPath).children().empty());
}

TEST(At1DicomNodes, EveryCutOfASuffixShowsItsWholeElementsThenItsBytes) {
    // A private element, a sequence of undefined length (an item of undefined length holding an
    // element, PS3.5 7.5), trailing padding; cut after every byte.
    const std::string sequence =
        tag(0x0040, 0x0275) + "SQ" + std::string(2, '\0') + littleEndian(0xFFFFFFFF, 4) +
        tag(0xFFFE, 0xE000) + littleEndian(0xFFFFFFFF, 4) +
        explicitElement(0x0008, 0x0100, "SH", "ABC ") + tag(0xFFFE, 0xE00D) + littleEndian(0, 4) +
        tag(0xFFFE, 0xE0DD) + littleEndian(0, 4);
    const std::vector<std::string> elements{explicitElement(0x0029, 0x0010, "LO", "VENDOR  "),
                                            sequence,
                                            explicitElement(0xFFFC, 0xFFFC, "OB", "\0\0")};
    std::string suf;
    std::vector<std::uint64_t> ends;
    for (const std::string& element : elements) {
        suf += element;
        ends.push_back(suf.size());
    }
    for (std::uint64_t cut = 0; cut <= suf.size(); ++cut) {
        const Document document = openAt1(dicomFile(explicitVr, 1, 1, suf.substr(0, cut)));
        const Node& node = nodeAtPath(document, sufPath);
        const auto whole = static_cast<std::size_t>(std::count_if(
            ends.begin(), ends.end(), [cut](std::uint64_t end) { return end <= cut; }));
        const std::uint64_t parsed = whole == 0 ? 0 : ends[whole - 1];
        const std::size_t expected = whole + (parsed < cut ? 2 : 0);
        ASSERT_EQ(node.children().size(), expected) << cut;
        for (std::size_t i = 0; i < whole; ++i) {
            EXPECT_EQ(node.children()[i]->range(),
                      (ByteRange{i == 0 ? 0 : ends[i - 1], ends[i] - (i == 0 ? 0 : ends[i - 1])}))
                << cut;
        }
        if (parsed < cut) {
            EXPECT_EQ(node.children()[whole]->kind(), NodeKind::Damaged) << cut;
            EXPECT_EQ(node.children()[whole]->range(), (ByteRange{parsed, 0})) << cut;
            EXPECT_EQ(node.children()[whole + 1]->range(), (ByteRange{parsed, cut - parsed}))
                << cut;
        }
    }
}

TEST(At1DicomNodes, ARawFileThatIsNoPartTenFileSaysWhy) {
    // Raw mode (meta 00) keeps input the writer could not split (section 10).
    const std::string text = "not a DICOM file";
    const Document document =
        openAt1(at1enc::publicWholeFile(9, {{"meta", std::string(1, '\0')}, {"raw", text}}));
    const Node& raw = nodeAtPath(document, "file / stream set / stream 'raw'");
    ASSERT_EQ(raw.children().size(), 1u);
    EXPECT_EQ(raw.children()[0]->label(), "not DICOM");
    EXPECT_EQ(raw.children()[0]->range(), (ByteRange{0, text.size()}));
    EXPECT_EQ(raw.children()[0]->value(), "no \"DICM\" at byte 128: not a DICOM Part 10 file");
}

} // namespace
} // namespace strata::test
