#include "formats/at1/codecs/dicom/dicom_elements.h"

#include "strata/endian.h"
#include "strata/value_text.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <type_traits>

namespace strata::at1 {
namespace {

constexpr std::uint64_t preambleSize = 128;
constexpr std::uint32_t undefinedLength = 0xFFFFFFFF;
constexpr std::uint16_t itemGroup = 0xFFFE;
constexpr std::uint16_t itemTag = 0xE000; // (FFFE,E00D) and (FFFE,E0DD) are the delimiters
// Nested sequences deeper than this are taken as damage, not stepped over.
constexpr int maxDepth = 64;
constexpr std::size_t previewBytes = 16;
// PS3.5 section A.1: the one transfer syntax whose data set has implicit VRs.
constexpr std::string_view implicitVrSyntax = "1.2.840.10008.1.2";

// PS3.5 table 7.1-1: these explicit VRs have 2 reserved bytes and a 4-byte length.
constexpr std::array longVrs{"OB", "OD", "OF", "OL", "OV", "OW", "SQ",
                             "SV", "UC", "UN", "UR", "UT", "UV"};
constexpr std::array stringVrs{"AE", "AS", "CS", "DA", "DS", "DT", "IS", "LO", "LT",
                               "PN", "SH", "ST", "TM", "UC", "UI", "UR", "UT"};

// Implicit VR files do not store VRs: the VRs of the elements an image file usually holds
// (PS3.6), so that their values read as text and numbers.
struct KnownVr {
    std::uint16_t group;
    std::uint16_t element;
    const char* vr;
};
constexpr std::array knownVrs{
    KnownVr{0x0008, 0x0005, "CS"}, KnownVr{0x0008, 0x0008, "CS"}, KnownVr{0x0008, 0x0016, "UI"},
    KnownVr{0x0008, 0x0018, "UI"}, KnownVr{0x0008, 0x0020, "DA"}, KnownVr{0x0008, 0x0030, "TM"},
    KnownVr{0x0008, 0x0060, "CS"}, KnownVr{0x0008, 0x0070, "LO"}, KnownVr{0x0010, 0x0010, "PN"},
    KnownVr{0x0010, 0x0020, "LO"}, KnownVr{0x0010, 0x0030, "DA"}, KnownVr{0x0010, 0x0040, "CS"},
    KnownVr{0x0018, 0x0050, "DS"}, KnownVr{0x0020, 0x000D, "UI"}, KnownVr{0x0020, 0x000E, "UI"},
    KnownVr{0x0020, 0x0013, "IS"}, KnownVr{0x0028, 0x0002, "US"}, KnownVr{0x0028, 0x0004, "CS"},
    KnownVr{0x0028, 0x0006, "US"}, KnownVr{0x0028, 0x0008, "IS"}, KnownVr{0x0028, 0x0010, "US"},
    KnownVr{0x0028, 0x0011, "US"}, KnownVr{0x0028, 0x0030, "DS"}, KnownVr{0x0028, 0x0100, "US"},
    KnownVr{0x0028, 0x0101, "US"}, KnownVr{0x0028, 0x0102, "US"}, KnownVr{0x0028, 0x0103, "US"},
    KnownVr{0x7FE0, 0x0010, "OW"}};

template <std::size_t N> bool among(const std::array<const char*, N>& vrs, std::string_view vr) {
    return std::any_of(vrs.begin(), vrs.end(), [vr](const char* known) { return vr == known; });
}

std::string implicitVr(std::uint16_t group, std::uint16_t element) {
    if (element == 0x0000) {
        return "UL"; // group length
    }
    for (const KnownVr& known : knownVrs) {
        if (known.group == group && known.element == element) {
            return known.vr;
        }
    }
    return {};
}

// Little-endian reads within `bytes`, failing (nullopt) past its end.
class LeBytes {
public:
    explicit LeBytes(std::string_view bytes)
        : m_bytes(bytes) {}

    bool has(std::uint64_t at, std::uint64_t count) const {
        return at <= m_bytes.size() && count <= m_bytes.size() - at;
    }
    std::uint64_t get(std::uint64_t at, unsigned count) const {
        std::uint64_t value = 0;
        for (unsigned i = 0; i < count; ++i) {
            value |= std::uint64_t{static_cast<unsigned char>(m_bytes[at + i])} << (8 * i);
        }
        return value;
    }
    std::string_view text() const { return m_bytes; }

private:
    std::string_view m_bytes;
};

// Reads the element header at `at`; false when it does not fit. Items and delimiters
// (group FFFE) have no VR in either encoding.
bool readHeader(const LeBytes& in, std::uint64_t at, bool explicitVr, DicomElement& out,
                std::uint64_t& valueStart) {
    if (!in.has(at, 8)) {
        return false;
    }
    out = {};
    out.offset = at;
    out.group = static_cast<std::uint16_t>(in.get(at, 2));
    out.element = static_cast<std::uint16_t>(in.get(at + 2, 2));
    out.tagBytes = in.text().substr(at, 4);
    std::uint64_t length = 0;
    if (!explicitVr || out.group == itemGroup) {
        length = in.get(at + 4, 4);
        out.lengthBytes = in.text().substr(at + 4, 4);
        valueStart = at + 8;
        if (out.group != itemGroup) {
            out.vr = implicitVr(out.group, out.element);
        }
    } else {
        out.vrBytes = in.text().substr(at + 4, 2);
        out.vr = std::string(out.vrBytes);
        if (among(longVrs, out.vr)) {
            // Two reserved bytes, then a 4-byte length.
            if (!in.has(at, 12)) {
                return false;
            }
            length = in.get(at + 8, 4);
            out.lengthBytes = in.text().substr(at + 8, 4);
            valueStart = at + 12;
        } else {
            length = in.get(at + 6, 2);
            out.lengthBytes = in.text().substr(at + 6, 2);
            valueStart = at + 8;
        }
    }
    if (length != undefinedLength) {
        out.length = length;
    }
    return true;
}

// Steps over the content of a sequence (or item) of undefined length whose value starts at
// `at`: items and nested elements until the delimiter that closes it. Returns the position
// after that delimiter, or nullopt when it is not found within the bytes or nests too deep.
std::optional<std::uint64_t> skipUndefined(const LeBytes& in, std::uint64_t at, bool explicitVr) {
    int depth = 1;
    DicomElement header;
    std::uint64_t valueStart = 0;
    while (depth > 0) {
        if (!readHeader(in, at, explicitVr, header, valueStart)) {
            return std::nullopt;
        }
        if (header.group == itemGroup && header.element != itemTag) {
            --depth; // item or sequence delimiter, length 0
            at = valueStart;
            continue;
        }
        if (!header.length) {
            if (++depth > maxDepth) {
                return std::nullopt;
            }
            at = valueStart;
            continue;
        }
        if (!in.has(valueStart, *header.length)) {
            return std::nullopt;
        }
        at = valueStart + *header.length;
    }
    return at;
}

// The element whose header readHeader read, its value starting at `valueStart`: sets its value
// to the bytes of it there are and returns the position after it, or nullopt when it does not fit
// (a sequence of undefined length is stepped over to its delimiter).
std::optional<std::uint64_t> elementEnd(const LeBytes& in, DicomElement& element,
                                        std::uint64_t valueStart, bool explicitVr) {
    element.valueOffset = valueStart;
    if (!element.length) {
        return skipUndefined(in, valueStart, explicitVr);
    }
    element.value =
        in.text().substr(std::min<std::uint64_t>(valueStart, in.text().size()), *element.length);
    if (!in.has(valueStart, *element.length)) {
        return std::nullopt;
    }
    return valueStart + *element.length;
}

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.back() == ' ' || text.back() == '\0')) {
        text.remove_suffix(1);
    }
    return text;
}

std::string latin1ToUtf8(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x80) {
            out += c;
        } else {
            out += static_cast<char>(0xC0 | (byte >> 6));
            out += static_cast<char>(0x80 | (byte & 0x3F));
        }
    }
    return out;
}

template <typename T> std::string numbersText(std::string_view value) {
    std::string text;
    for (std::size_t at = 0; at + sizeof(T) <= value.size(); at += sizeof(T)) {
        if (!text.empty()) {
            text += '\\';
        }
        const T number = loadLE<T>(reinterpret_cast<const std::byte*>(value.data() + at));
        if constexpr (std::is_floating_point_v<T>) {
            appendShortest(text, number);
        } else {
            text += std::to_string(number);
        }
    }
    return text;
}

std::string hexPreview(std::string_view value) {
    std::string text;
    for (std::size_t i = 0; i < std::min(value.size(), previewBytes); ++i) {
        char byte[4];
        std::snprintf(byte, sizeof byte, "%02x", static_cast<unsigned char>(value[i]));
        text += (i == 0 ? "" : " ") + std::string(byte);
    }
    return value.size() > previewBytes ? text + " ..." : text;
}

} // namespace

std::string DicomElement::tagText() const {
    char text[16];
    std::snprintf(text, sizeof text, "(%04x,%04x)", group, element);
    return text;
}

std::vector<DicomElement> readDicomElements(std::string_view bytes) {
    std::vector<DicomElement> elements;
    const LeBytes in(bytes);
    if (!in.has(0, preambleSize + 4) || bytes.substr(preambleSize, 4) != "DICM") {
        return elements;
    }
    std::uint64_t at = preambleSize + 4;
    bool explicitVr = true; // the file meta group always is (PS3.10 section 7.1)
    bool readable = true;   // the data set's transfer syntax is one this reader knows
    DicomElement element;
    while (in.has(at, 2)) {
        const auto group = in.get(at, 2);
        if (group != 0x0002 && !readable) {
            break;
        }
        std::uint64_t valueStart = 0;
        if (!readHeader(in, at, explicitVr || group == 0x0002, element, valueStart)) {
            break;
        }
        // The pixel data element's value need not be there (`pre` ends with its header): the
        // element is listed with the value bytes there are, and ends the walk.
        const auto next = elementEnd(in, element, valueStart, explicitVr);
        if (element.group == 0x0002 && element.element == 0x0010) {
            const std::string_view syntax = trimmed(element.value);
            explicitVr = syntax != implicitVrSyntax;
            // Big endian (1.2.840.10008.1.2.2) and deflated (1.2.840.10008.1.2.1.99) data sets
            // are not read; every other syntax, encapsulated ones included, is explicit VR LE.
            readable = syntax != "1.2.840.10008.1.2.2" && syntax != "1.2.840.10008.1.2.1.99";
        }
        elements.push_back(element);
        if (element.isPixelData() || !next) {
            break;
        }
        at = *next;
    }
    return elements;
}

DicomDataSet readDicomDataSet(std::string_view bytes, bool explicitVr) {
    DicomDataSet set;
    const LeBytes in(bytes);
    DicomElement element;
    while (set.end < bytes.size()) {
        std::uint64_t valueStart = 0;
        if (!readHeader(in, set.end, explicitVr, element, valueStart)) {
            break;
        }
        const auto next = elementEnd(in, element, valueStart, explicitVr);
        if (!next) {
            break; // its value does not fit: not an element, the bytes from here on stay bytes
        }
        set.elements.push_back(element);
        set.end = *next;
    }
    return set;
}

bool dicomExplicitVr(const std::vector<DicomElement>& elements) {
    const auto syntax =
        std::find_if(elements.begin(), elements.end(), [](const DicomElement& element) {
            return element.group == 0x0002 && element.element == 0x0010;
        });
    return syntax == elements.end() || trimmed(syntax->value) != implicitVrSyntax;
}

std::string dicomValueText(const DicomElement& element, bool latin1) {
    const std::string_view vr = element.vr;
    const std::string_view value = element.value;
    if (among(stringVrs, vr)) {
        const std::string_view text = trimmed(value);
        return latin1 ? latin1ToUtf8(text) : std::string(text);
    }
    if (vr == "US") {
        return numbersText<std::uint16_t>(value);
    }
    if (vr == "UL") {
        return numbersText<std::uint32_t>(value);
    }
    if (vr == "SS") {
        return numbersText<std::int16_t>(value);
    }
    if (vr == "SL") {
        return numbersText<std::int32_t>(value);
    }
    if (vr == "FL") {
        return numbersText<float>(value);
    }
    if (vr == "FD") {
        return numbersText<double>(value);
    }
    return hexPreview(value);
}

bool dicomLatin1(const std::vector<DicomElement>& elements) {
    bool latin1 = false;
    for (const DicomElement& element : elements) {
        if (element.group == 0x0008 && element.element == 0x0005) {
            latin1 = dicomValueText(element, false) == "ISO_IR 100";
        }
    }
    return latin1;
}

} // namespace strata::at1
