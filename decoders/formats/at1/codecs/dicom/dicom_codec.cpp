#include "formats/at1/codecs/dicom/dicom_codec.h"

#include "formats/at1/codecs/dicom/dicom_elements.h"

#include <algorithm>

namespace strata::at1 {
namespace {

// The pixel transforms of at1-codecs.md section 10.
enum class PixelTransform : std::uint8_t {
    None = 0,
    HorizontalDelta = 1,
    VerticalDelta = 2,
    BytePlanes = 3
};

// The fields of a pixel-mode `meta` after its mode byte (at1-codecs.md section 10).
struct PixelMeta {
    PixelTransform transform = PixelTransform::None;
    std::uint64_t rows = 0;
    std::uint64_t cols = 0;
    std::uint64_t samples = 0;
    unsigned sampleBytes = 1; // bits allocated 8: one byte, any other value: two
    std::string_view pad;
};

PixelMeta readPixelMeta(StreamCursor& meta) {
    PixelMeta result;
    const std::uint8_t transform = meta.byte("pixel transform");
    if (transform > static_cast<std::uint8_t>(PixelTransform::BytePlanes)) {
        meta.fail("unknown pixel transform " + std::to_string(transform) + " (only 0..3)");
    }
    result.transform = static_cast<PixelTransform>(transform);
    const std::uint8_t decodeClass = meta.byte("decode class");
    if (decodeClass == 1) {
        // Valid in the publisher's toolchain, whose decoder for it is not published: report,
        // never guess (bad/dicom_decode_class_1).
        meta.fail("decode class 1 (image-codec pixel data) is unsupported: no published decoder "
                  "rebuilds it");
    }
    if (decodeClass != 0) {
        meta.fail("unknown decode class " + std::to_string(decodeClass) + " (only 0 and 1)");
    }
    result.rows = meta.varint("rows");
    result.cols = meta.varint("cols");
    result.samples = meta.varint("samples per pixel");
    result.sampleBytes = meta.varint("bits allocated") == 8 ? 1 : 2;
    result.pad = meta.lpString("pad");
    if (!meta.atEnd()) {
        meta.fail(std::to_string(meta.remaining()) + " byte(s) after the pad");
    }
    return result;
}

// rows x cols x samples x bytes per sample must be the size of `pix` for every transform but
// none; `w` = cols x samples is returned.
std::uint64_t checkPixelSize(const PixelMeta& meta, const DecodedStream& pix) {
    std::uint64_t width = 0;
    std::uint64_t size = 0;
    if (__builtin_mul_overflow(meta.cols, meta.samples, &width) ||
        __builtin_mul_overflow(width, meta.rows, &size) ||
        __builtin_mul_overflow(size, std::uint64_t{meta.sampleBytes}, &size) ||
        size != pix.data.size()) {
        StreamCursor(pix).fail(std::to_string(pix.data.size()) + " pixel bytes for " +
                               std::to_string(meta.rows) + "x" + std::to_string(meta.cols) + "x" +
                               std::to_string(meta.samples) + " x " +
                               std::to_string(meta.sampleBytes));
    }
    if (width == 0 && meta.transform != PixelTransform::BytePlanes) {
        StreamCursor(pix).fail("a delta transform needs cols x samples above 0");
    }
    return width;
}

// Undoes a delta over the elements of `Sample` (little-endian when two bytes wide): element i
// adds element i - 1 within a row of `width` elements (horizontal; a row's first element is
// stored as it is) or element i - width (vertical; the first row is stored as it is).
template <typename Sample>
void undoDelta(PixelTransform transform, std::string_view deltas, std::uint64_t width,
               std::string& out) {
    const std::size_t base = out.size();
    out += deltas;
    auto* bytes = reinterpret_cast<unsigned char*>(out.data() + base);
    const auto load = [bytes](std::uint64_t i) -> Sample {
        if constexpr (sizeof(Sample) == 1) {
            return bytes[i];
        } else {
            return static_cast<Sample>(bytes[2 * i] | (bytes[2 * i + 1] << 8));
        }
    };
    const auto add = [&](std::uint64_t i, std::uint64_t from) {
        const auto value = static_cast<Sample>(load(from) + load(i));
        if constexpr (sizeof(Sample) == 1) {
            bytes[i] = value;
        } else {
            bytes[2 * i] = static_cast<unsigned char>(value & 0xFF);
            bytes[2 * i + 1] = static_cast<unsigned char>(value >> 8);
        }
    };
    const std::uint64_t count = deltas.size() / sizeof(Sample);
    if (transform == PixelTransform::HorizontalDelta) {
        for (std::uint64_t row = 0; row < count; row += width) {
            const std::uint64_t end = std::min(count, row + width);
            for (std::uint64_t i = row + 1; i < end; ++i) {
                add(i, i - 1);
            }
        }
    } else {
        for (std::uint64_t i = width; i < count; ++i) {
            add(i, i - width);
        }
    }
}

void appendPixels(const PixelMeta& meta, const DecodedStream& pix, std::string& out) {
    if (meta.transform == PixelTransform::None) {
        out += pix.text(); // no size check: multi-frame images, unusual bit depths
        return;
    }
    const std::uint64_t width = checkPixelSize(meta, pix);
    if (meta.transform == PixelTransform::BytePlanes) {
        // The public decoder applies planes to 8-bit samples too and drops an odd byte; they are
        // meant for 16-bit data only (at1-codecs.md section 10).
        if (meta.sampleBytes != 2) {
            StreamCursor(pix).fail("byte planes need 16-bit samples");
        }
        const std::string_view planes = pix.text();
        const std::size_t half = planes.size() / 2;
        const std::size_t base = out.size();
        out.resize(base + planes.size());
        char* pixels = out.data() + base;
        for (std::size_t i = 0; i < half; ++i) {
            pixels[2 * i] = planes[half + i]; // low byte
            pixels[2 * i + 1] = planes[i];    // high byte
        }
        return;
    }
    if (meta.sampleBytes == 1) {
        undoDelta<std::uint8_t>(meta.transform, pix.text(), width, out);
    } else {
        undoDelta<std::uint16_t>(meta.transform, pix.text(), width, out);
    }
}

// The meta's mode byte (at1-codecs.md section 10): false for raw mode, true for pixel mode.
bool readMode(StreamCursor& meta) {
    const std::uint8_t mode = meta.byte("mode");
    if (mode == 0) {
        if (!meta.atEnd()) {
            meta.fail("raw mode's meta holds bytes after the mode");
        }
        return false;
    }
    if (mode != 1) {
        meta.fail("mode byte " + std::to_string(mode) + " (only 0 raw, 1 pixel)");
    }
    return true;
}

} // namespace

std::vector<DicomElement> dicomElements(CodecStreams& streams) {
    StreamCursor meta = streams.cursor("meta");
    if (!readMode(meta)) {
        return readDicomElements(streams.stream("raw").text());
    }
    readPixelMeta(meta);
    return readDicomElements(streams.stream("pre").text());
}

void rebuildDicom(CodecStreams& streams, std::string& out) {
    StreamCursor meta = streams.cursor("meta");
    if (!readMode(meta)) {
        out += streams.stream("raw").text();
        return;
    }
    const PixelMeta pixel = readPixelMeta(meta);
    const DecodedStream& pre = streams.stream("pre");
    const DecodedStream& pix = streams.stream("pix");
    const DecodedStream& suf = streams.stream("suf");
    out.reserve(out.size() + pre.data.size() + pix.data.size() + pixel.pad.size() +
                suf.data.size());
    out += pre.text();
    appendPixels(pixel, pix, out);
    out += pixel.pad;
    out += suf.text();
}

namespace {

// The table's elements: dicomElements, then in pixel mode those of `suf` in the VR encoding of
// `pre`'s data set, at their offsets in the original (after the pixels and their pad byte).
std::vector<DicomElement> tableElements(CodecStreams& streams) {
    std::vector<DicomElement> elements = dicomElements(streams);
    StreamCursor meta = streams.cursor("meta");
    if (!readMode(meta)) {
        return elements;
    }
    const PixelMeta pixel = readPixelMeta(meta);
    const std::uint64_t sufStart =
        streams.stream("pre").data.size() + streams.stream("pix").data.size() + pixel.pad.size();
    DicomDataSet suffix = readDicomDataSet(streams.stream("suf").text(), dicomExplicitVr(elements));
    for (DicomElement& element : suffix.elements) {
        element.offset += sufStart;
        element.valueOffset += sufStart;
        elements.push_back(element);
    }
    return elements;
}

} // namespace

std::uint64_t DicomRecords::rowCount(CodecStreams& streams) const {
    return tableElements(streams).size();
}

std::vector<Column> DicomRecords::columns(CodecStreams&) const {
    return {{"offset", LogicalType::Int64, {}, {}},
            {"tag", LogicalType::String, {}, {}},
            {"VR", LogicalType::String, {}, {}},
            {"length", LogicalType::Int64, {}, {}},
            {"value", LogicalType::String, {}, {}}};
}

void DicomRecords::readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const {
    const auto elements = tableElements(streams);
    const bool latin1 = dicomLatin1(elements);
    // Each cell has its bytes in the stream its element is read from (`pre`, `suf` or `raw`): the
    // offset and the tag the tag's, the VR and the length their fields', the value its own (an
    // implicit VR has none).
    for (const DicomElement& element : elements) {
        out[0].noteSource(element.tagBytes);
        out[0].appendInt(static_cast<std::int64_t>(element.offset));
        out[1].appendString(element.tagText(), element.tagBytes);
        if (element.vr.empty()) {
            out[2].appendMissing();
        } else {
            out[2].appendString(element.vr, element.vrBytes);
        }
        if (element.length) {
            out[3].noteSource(element.lengthBytes);
            out[3].appendInt(static_cast<std::int64_t>(*element.length));
        } else {
            out[3].appendMissing();
        }
        if (element.isPixelData() || !element.length) {
            out[4].appendMissing();
        } else {
            out[4].appendString(dicomValueText(element, latin1), element.value);
        }
    }
}

} // namespace strata::at1
