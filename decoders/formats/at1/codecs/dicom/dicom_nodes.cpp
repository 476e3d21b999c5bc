#include "formats/at1/codecs/dicom/dicom_nodes.h"

#include "core/grouped_children.h"
#include "core/reader.h"
#include "formats/at1/backend.h"
#include "formats/at1/codecs/dicom/dicom_elements.h"
#include "formats/at1/stream_content.h"
#include "formats/at1/stream_layer.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <string>

namespace strata::at1 {
namespace {

// PS3.10 section 7.1: a 128-byte preamble, then the prefix "DICM".
constexpr std::uint64_t preambleSize = 128;
constexpr std::uint64_t prefixSize = 4;

// The elements a stream holds and where the last one ends.
struct ReadElements {
    std::vector<DicomElement> elements;
    std::uint64_t end = 0;
};
using ElementReader = std::function<ReadElements(std::string_view text)>;

std::uint64_t placeIn(std::string_view text, std::string_view field) {
    return static_cast<std::uint64_t>(field.data() - text.data());
}

// Element i runs from its tag to the next element's (the last one to `end`).
ByteRange elementRange(const ReadElements& read, std::uint64_t i) {
    const std::uint64_t from = read.elements[i].offset;
    const std::uint64_t to = i + 1 < read.elements.size() ? read.elements[i + 1].offset : read.end;
    return {from, to - std::min(to, from)};
}

// What a person reads as the element's value: "UI 1.2.840.10008.5.1.4.1.1.2"; the VR is absent
// for a tag of an implicit VR data set that the reader does not know.
std::string elementText(const DicomElement& element, bool latin1) {
    std::string value = element.vr;
    const std::string shown = !element.length         ? std::string("undefined length")
                              : element.isPixelData() ? countText(*element.length, "byte")
                                                      : dicomValueText(element, latin1);
    value += (value.empty() || shown.empty() ? "" : " ") + shown;
    return value.empty() ? std::string("\"\"") : value;
}

// The header fields and the value of an element, each over its bytes (PS3.5 section 7.1.2): the
// tag, the explicit VR (and the 2 reserved bytes of a 4-byte length), the length, the value as
// far as the stream holds it (a sequence of undefined length to its delimiter).
void addElementFields(const DicomElement& element, std::string_view text, ByteRange range,
                      bool latin1, Node& node) {
    node.addChild("tag", NodeKind::Metadata, {placeIn(text, element.tagBytes), 4},
                  element.tagText());
    if (!element.vrBytes.empty()) {
        const std::uint64_t vrAt = placeIn(text, element.vrBytes);
        node.addChild("VR", NodeKind::Metadata, {vrAt, 2}, element.vr);
        const std::uint64_t lengthAt = placeIn(text, element.lengthBytes);
        if (lengthAt > vrAt + 2) {
            node.addChild("reserved", NodeKind::Padding, {vrAt + 2, lengthAt - vrAt - 2},
                          countText(lengthAt - vrAt - 2, "byte"));
        }
    }
    node.addChild("length", NodeKind::Metadata,
                  {placeIn(text, element.lengthBytes), element.lengthBytes.size()},
                  element.length ? std::to_string(*element.length)
                                 : std::string("undefined (0xFFFFFFFF)"));
    const std::uint64_t valueEnd =
        element.length ? std::min(element.valueOffset + *element.length, range.end()) : range.end();
    if (valueEnd > element.valueOffset) {
        const std::uint64_t length = valueEnd - element.valueOffset;
        node.addChild("value", NodeKind::Data, {element.valueOffset, length},
                      !element.length || element.isPixelData()
                          ? countText(length, "byte")
                          : stringNodeValue(dicomValueText(element, latin1)));
    }
}

void addElements(const Layer& layer, Node& owner, const ElementReader& read) {
    const auto bytes = layerBytes(layer);
    const std::string_view text = asText(bytes->source->bytes());
    const ReadElements found = read(text);
    addGroupedChildren(
        owner, found.elements.size(), "elements",
        [&layer, read](Node& group, std::uint64_t first, std::uint64_t end) {
            // Read again from the layer's bytes, shared while anybody holds them.
            const auto held = layerBytes(layer);
            const std::string_view text = asText(held->source->bytes());
            const ReadElements again = read(text);
            const bool latin1 = dicomLatin1(again.elements);
            for (std::uint64_t i = first; i < end && i < again.elements.size(); ++i) {
                const DicomElement& element = again.elements[i];
                const ByteRange range = elementRange(again, i);
                Node& node =
                    addChildInLayer(group, &layer,
                                    std::make_unique<Node>(element.tagText(), NodeKind::Data, range,
                                                           elementText(element, latin1)));
                if (element.length) {
                    node.addField("length", *element.length);
                }
                addElementFields(element, text, range, latin1, node);
            }
        },
        {&layer, [&layer, read](std::uint64_t first, std::uint64_t end) {
             const auto held = layerBytes(layer);
             const ReadElements again = read(asText(held->source->bytes()));
             const ByteRange from = elementRange(again, first);
             return ByteRange{from.offset, elementRange(again, end - 1).end() - from.offset};
         }});
}

// The pixels `pix` holds (at1-codecs.md section 10), as `meta` describes them (mode 1,
// transform, decode class, rows, cols, samples, bits). With transform 3 they are byte planes, the
// high bytes of every 16-bit sample, then the low bytes. Otherwise they are samples one row of
// `cols x samples` after another (the row the horizontal delta restarts in and the vertical delta
// steps by; a multi-frame file kept with transform 0 holds its frames one after another).
void addPixels(const ByteSource& source, const StreamSet& set, const Layer& layer,
               const LayerBytes& bytes, Node& pixNode) {
    constexpr std::uint8_t pixelMode = 1;
    constexpr std::uint8_t bytePlanes = 3;
    std::uint8_t transform = 0;
    std::uint64_t rows = 0;
    std::uint64_t rowBytes = 0;
    try {
        CodecStreams streams(source, set);
        Reader meta(streams.stream("meta").data, 0);
        if (meta.u8("mode") != pixelMode) {
            return;
        }
        transform = meta.u8("transform");
        meta.u8("decode class");
        rows = meta.uvarint("rows");
        const std::uint64_t cols = meta.uvarint("cols");
        const std::uint64_t samples = meta.uvarint("samples");
        const std::uint64_t sampleBytes = meta.uvarint("bits") == 8 ? 1 : 2;
        if (__builtin_mul_overflow(cols, samples, &rowBytes) ||
            __builtin_mul_overflow(rowBytes, sampleBytes, &rowBytes)) {
            rowBytes = 0;
        }
    } catch (const DecodeError&) {
        return; // rebuilding the original reports the damage
    }
    const std::uint64_t size = bytes.source->size();
    if (transform == bytePlanes) {
        const std::uint64_t half = size / 2;
        pixNode.addChildIn(
            layer, std::make_unique<Node>("high bytes", NodeKind::Data, ByteRange{0, half},
                                          "byte 1 of " + std::to_string(half) + " samples"));
        pixNode.addChildIn(
            layer, std::make_unique<Node>("low bytes", NodeKind::Data, ByteRange{half, half},
                                          "byte 0 of " + std::to_string(half) + " samples"));
        return;
    }
    if (rowBytes == 0 || rowBytes > size) {
        return; // no whole row: rebuilding the original reports the size
    }
    const std::uint64_t count = size / rowBytes;
    // Rows past the image's are the next frames' (transform 0 keeps any size).
    const bool frames = rows > 0 && count > rows;
    addGroupedChildren(
        pixNode, count, "rows",
        [&layer, rows, rowBytes, frames](Node& group, std::uint64_t first, std::uint64_t end) {
            for (std::uint64_t r = first; r < end; ++r) {
                const std::string label = frames ? "frame " + std::to_string(r / rows) + ", row " +
                                                       std::to_string(r % rows)
                                                 : "row " + std::to_string(r);
                addChildInLayer(group, &layer,
                                std::make_unique<Node>(label, NodeKind::Data,
                                                       ByteRange{r * rowBytes, rowBytes},
                                                       countText(rowBytes, "byte")));
            }
        },
        {&layer, [rowBytes](std::uint64_t first, std::uint64_t end) {
             return ByteRange{first * rowBytes, (end - first) * rowBytes};
         }});
}

} // namespace

void addDicomFileElements(const Layer& layer, Node& owner) {
    const auto bytes = layerBytes(layer);
    const std::string_view text = asText(bytes->source->bytes());
    if (readDicomElements(text).empty()) {
        // The writer keeps input that is no Part 10 file in raw mode (section 10): say why.
        const bool prefixed = text.size() >= preambleSize + prefixSize &&
                              text.substr(preambleSize, prefixSize) == "DICM";
        addChildInLayer(
            owner, &layer,
            std::make_unique<Node>("not DICOM", NodeKind::Data, ByteRange{0, text.size()},
                                   prefixed ? std::string("\"DICM\" at byte 128, but no element "
                                                          "fits after it")
                                            : std::string("no \"DICM\" at byte 128: not a "
                                                          "DICOM Part 10 file")));
        return;
    }
    addChildInLayer(owner, &layer,
                    std::make_unique<Node>("preamble", NodeKind::Header, ByteRange{0, preambleSize},
                                           countText(preambleSize, "byte")));
    addChildInLayer(owner, &layer,
                    std::make_unique<Node>("prefix", NodeKind::Header,
                                           ByteRange{preambleSize, prefixSize}, "DICM"));
    addElements(layer, owner, [](std::string_view text) {
        return ReadElements{readDicomElements(text), text.size()};
    });
}

void addDicomDataSetElements(const Layer& layer, bool explicitVr, Node& owner) {
    const auto bytes = layerBytes(layer);
    const std::string_view text = asText(bytes->source->bytes());
    const DicomDataSet set = readDicomDataSet(text, explicitVr);
    addElements(layer, owner, [explicitVr](std::string_view text) {
        DicomDataSet again = readDicomDataSet(text, explicitVr);
        return ReadElements{std::move(again.elements), again.end};
    });
    if (set.end < text.size()) {
        addDamageIn(layer, owner, set.end,
                    "decoded byte " + std::to_string(set.end) + ": no DICOM data element (" +
                        std::string(explicitVr ? "explicit" : "implicit") +
                        " VR little endian) fits here; " +
                        countText(text.size() - set.end, "byte") + " left as they are");
        addChildInLayer(owner, &layer,
                        std::make_unique<Node>("bytes", NodeKind::Data,
                                               ByteRange{set.end, text.size() - set.end},
                                               countText(text.size() - set.end, "byte")));
    }
}

bool addDicomStreamContent(const ExpandedStream& expanded) {
    if (expanded.stream.name == "raw" || expanded.stream.name == "pre") {
        addDicomFileElements(expanded.layer, expanded.node);
        return true;
    }
    if (expanded.stream.name == "pix") {
        addPixels(*expanded.source, *expanded.set, expanded.layer, expanded.bytes, expanded.node);
        return true;
    }
    if (expanded.stream.name == "suf") {
        // The elements after the pixel data are in the VR encoding `pre`'s transfer syntax says.
        if (const Layer* pre = siblingLayer(expanded.node, "pre")) {
            const auto preBytes = layerBytes(*pre);
            addDicomDataSetElements(
                expanded.layer,
                dicomExplicitVr(readDicomElements(asText(preBytes->source->bytes()))),
                expanded.node);
        }
        return true;
    }
    return false;
}

} // namespace strata::at1
