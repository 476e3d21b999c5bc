#include "formats/at1/codecs/dicom/dicom_pixels.h"

#include "formats/at1/codecs/dicom/dicom_codec.h"
#include "strata/decode_error.h"
#include "strata/endian.h"

#include <algorithm>
#include <charconv>

namespace strata::at1 {
namespace {

// Table blocks hold at most this many samples, so that a block decodes in bounded memory.
constexpr std::uint64_t samplesPerBlock = std::uint64_t{1} << 16;

const DicomElement* findElement(const std::vector<DicomElement>& elements, std::uint16_t group,
                                std::uint16_t element) {
    const auto found =
        std::find_if(elements.begin(), elements.end(), [&](const DicomElement& candidate) {
            return candidate.group == group && candidate.element == element;
        });
    return found == elements.end() ? nullptr : &*found;
}

// A US value (PS3.5 table 6.2-1: 16-bit unsigned, little endian in the transfer syntaxes read).
std::optional<std::uint64_t> unsignedShort(const std::vector<DicomElement>& elements,
                                           std::uint16_t group, std::uint16_t element) {
    const DicomElement* found = findElement(elements, group, element);
    if (found == nullptr || found->value.size() < 2) {
        return std::nullopt;
    }
    return loadLE<std::uint16_t>(reinterpret_cast<const std::byte*>(found->value.data()));
}

// An IS value (PS3.5 table 6.2-1: a decimal integer as text, padded with spaces).
std::optional<std::uint64_t> integerString(const std::vector<DicomElement>& elements,
                                           std::uint16_t group, std::uint16_t element) {
    const DicomElement* found = findElement(elements, group, element);
    if (found == nullptr) {
        return std::nullopt;
    }
    std::string_view text = found->value;
    while (!text.empty() && (text.front() == ' ' || text.front() == '+')) {
        text.remove_prefix(1);
    }
    while (!text.empty() && (text.back() == ' ' || text.back() == '\0')) {
        text.remove_suffix(1);
    }
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

// A sample's place: frame, sample, row, column.
struct SamplePlace {
    std::uint64_t frame = 0;
    std::uint64_t sample = 0;
    std::uint64_t row = 0;
    std::uint64_t column = 0;
};

// The sample's index in the order the file stores them (PS3.3 C.7.6.3.1.3: interleaved samples
// per pixel with Planar Configuration 0, one plane per sample with 1; frames one after another).
std::uint64_t storedIndex(const DicomPixelLayout& layout, const SamplePlace& place) {
    if (layout.planar) {
        return ((place.frame * layout.samples + place.sample) * layout.rows + place.row) *
                   layout.columns +
               place.column;
    }
    return ((place.frame * layout.rows + place.row) * layout.columns + place.column) *
               layout.samples +
           place.sample;
}

SamplePlace placeOfStored(const DicomPixelLayout& layout, std::uint64_t index) {
    SamplePlace place;
    if (layout.planar) {
        place.column = index % layout.columns;
        index /= layout.columns;
        place.row = index % layout.rows;
        index /= layout.rows;
        place.sample = index % layout.samples;
        place.frame = index / layout.samples;
    } else {
        place.sample = index % layout.samples;
        index /= layout.samples;
        place.column = index % layout.columns;
        index /= layout.columns;
        place.row = index % layout.rows;
        place.frame = index / layout.rows;
    }
    return place;
}

// The place of an array index (shape(): [frames,] [samples,] rows, columns).
SamplePlace placeOfIndex(const DicomPixelLayout& layout, std::span<const std::uint64_t> index) {
    SamplePlace place;
    std::size_t d = 0;
    if (layout.frames > 1) {
        place.frame = index[d++];
    }
    if (layout.samples > 1) {
        place.sample = index[d++];
    }
    place.row = index[d];
    place.column = index[d + 1];
    return place;
}

// Reads samples from the original: bits allocated 8, 16 or 32, little endian, signed or not.
class SampleReader {
public:
    SampleReader(const DicomPixelLayout& layout, std::span<const std::byte> original)
        : m_layout(&layout)
        , m_original(original) {}

    // The original holds every sample (a damaged file rebuilds shorter).
    bool complete() const {
        return m_layout->offset <= m_original.size() &&
               m_layout->itemCount() <=
                   (m_original.size() - m_layout->offset) / m_layout->sampleBytes;
    }

    std::int64_t at(std::uint64_t stored) const {
        const std::byte* bytes =
            m_original.data() + m_layout->offset + stored * m_layout->sampleBytes;
        switch (m_layout->sampleBytes) {
        case 1:
            return m_layout->isSigned ? static_cast<std::int8_t>(bytes[0])
                                      : static_cast<std::uint8_t>(bytes[0]);
        case 2:
            return m_layout->isSigned ? loadLE<std::int16_t>(bytes) : loadLE<std::uint16_t>(bytes);
        default:
            return m_layout->isSigned ? loadLE<std::int32_t>(bytes) : loadLE<std::uint32_t>(bytes);
        }
    }

private:
    const DicomPixelLayout* m_layout;
    std::span<const std::byte> m_original;
};

class DicomPixelArray final : public NdArray {
public:
    DicomPixelArray(std::shared_ptr<Layer> original, DicomPixelLayout layout, ByteRange where,
                    std::size_t valueColumn)
        : m_original(std::move(original))
        , m_layout(layout)
        , m_shape(layout.shape())
        , m_where(where)
        , m_valueColumn(valueColumn) {}

    const std::vector<std::uint64_t>& shape() const override { return m_shape; }

    ArrayPlane readPlane(std::size_t yDim, std::size_t xDim,
                         std::span<const std::uint64_t> index) const override {
        ArrayPlane plane;
        plane.values = ColumnData(LogicalType::Int64);
        const auto refuse = [&](std::string problem) {
            plane.diagnostics.push_back(
                {Severity::Error, m_where.offset, "pixels", std::move(problem)});
            return plane;
        };
        if (const auto problem = planeArgumentProblem(m_shape, yDim, xDim, index)) {
            return refuse(*problem);
        }
        const auto bytes = m_original->bytes();
        if (!bytes) {
            return refuse("the original was not rebuilt");
        }
        const SampleReader samples(m_layout, bytes->source->bytes());
        if (!samples.complete()) {
            plane.diagnostics = bytes->diagnostics;
            return refuse("the rebuilt original ends before the pixel data's last sample");
        }
        plane.width = m_shape[xDim];
        plane.height = m_shape[yDim];
        plane.values.reserve(plane.width * plane.height);
        std::vector<std::uint64_t> at(index.begin(), index.end());
        for (std::uint64_t y = 0; y < plane.height; ++y) {
            at[yDim] = y;
            for (std::uint64_t x = 0; x < plane.width; ++x) {
                at[xDim] = x;
                plane.values.appendInt(
                    samples.at(storedIndex(m_layout, placeOfIndex(m_layout, at))));
            }
        }
        return plane;
    }

    ArrayCell cellOf(std::span<const std::uint64_t> index) const override {
        if (index.size() != m_shape.size()) {
            return {};
        }
        return {storedIndex(m_layout, placeOfIndex(m_layout, index)), m_valueColumn};
    }

private:
    std::shared_ptr<Layer> m_original;
    DicomPixelLayout m_layout;
    std::vector<std::uint64_t> m_shape;
    ByteRange m_where;
    std::size_t m_valueColumn;
};

} // namespace

std::vector<std::uint64_t> DicomPixelLayout::shape() const {
    std::vector<std::uint64_t> dimensions;
    if (frames > 1) {
        dimensions.push_back(frames);
    }
    if (samples > 1) {
        dimensions.push_back(samples);
    }
    dimensions.push_back(rows);
    dimensions.push_back(columns);
    return dimensions;
}

std::optional<DicomPixelLayout> dicomPixelLayout(const std::vector<DicomElement>& elements) {
    if (elements.empty() || !elements.back().isPixelData() || !elements.back().length) {
        return std::nullopt; // no pixel data, or encapsulated (PS3.5 A.4)
    }
    const DicomElement& pixels = elements.back();
    DicomPixelLayout layout;
    const auto rows = unsignedShort(elements, 0x0028, 0x0010);
    const auto columns = unsignedShort(elements, 0x0028, 0x0011);
    const auto bits = unsignedShort(elements, 0x0028, 0x0100);
    if (!rows || !columns || !bits || (*bits != 8 && *bits != 16 && *bits != 32)) {
        return std::nullopt;
    }
    layout.rows = *rows;
    layout.columns = *columns;
    layout.sampleBytes = static_cast<unsigned>(*bits / 8);
    layout.samples = unsignedShort(elements, 0x0028, 0x0002).value_or(1);
    layout.planar = unsignedShort(elements, 0x0028, 0x0006).value_or(0) == 1;
    layout.isSigned = unsignedShort(elements, 0x0028, 0x0103).value_or(0) == 1;
    layout.frames = integerString(elements, 0x0028, 0x0008).value_or(1);
    // The value follows the element's header: tag, VR (explicit), length.
    layout.offset = pixels.offset +
                    static_cast<std::uint64_t>(pixels.lengthBytes.data() +
                                               pixels.lengthBytes.size() - pixels.tagBytes.data());
    std::uint64_t items = 0;
    std::uint64_t size = 0;
    if (layout.rows == 0 || layout.columns == 0 || layout.samples == 0 || layout.frames == 0 ||
        __builtin_mul_overflow(layout.rows, layout.columns, &items) ||
        __builtin_mul_overflow(items, layout.samples, &items) ||
        __builtin_mul_overflow(items, layout.frames, &items) ||
        __builtin_mul_overflow(items, std::uint64_t{layout.sampleBytes}, &size) ||
        size > *pixels.length) {
        return std::nullopt;
    }
    return layout;
}

DicomPixelTable::DicomPixelTable(std::shared_ptr<Layer> original, DicomPixelLayout layout,
                                 ByteRange where, const std::string& nodePath)
    : m_original(std::move(original))
    , m_layout(layout)
    , m_where(where)
    , m_nodePath(nodePath) {
    const auto add = [this](const char* name, LogicalType type) {
        m_columns.push_back({name, type, {}, {}});
        return m_columns.size() - 1;
    };
    if (m_layout.frames > 1) {
        m_places.frame = add("frame", LogicalType::UInt64);
    }
    if (m_layout.samples > 1) {
        m_places.sample = add("sample", LogicalType::UInt64);
    }
    m_places.row = add("row", LogicalType::UInt64);
    m_places.column = add("column", LogicalType::UInt64);
    m_places.value = add("value", LogicalType::Int64);
    const std::uint64_t items = m_layout.itemCount();
    for (std::uint64_t first = 0; first < items; first += samplesPerBlock) {
        m_blocks.push_back({first, std::min(samplesPerBlock, items - first), where});
    }
    m_array = std::make_shared<DicomPixelArray>(m_original, m_layout, m_where, m_places.value);
}

BlockData DicomPixelTable::readBlock(std::size_t index) const {
    const TableBlock& block = m_blocks.at(index);
    BlockData data;
    data.rowCount = block.rowCount;
    for (const Column& column : m_columns) {
        data.columns.emplace_back(column.type);
        data.columns.back().reserve(block.rowCount);
    }
    const auto bytes = m_original->bytes();
    const SampleReader samples(m_layout,
                               bytes ? bytes->source->bytes() : std::span<const std::byte>{});
    const bool complete = samples.complete();
    if (!complete) {
        data.diagnostics.push_back({Severity::Error, m_where.offset, m_nodePath,
                                    "the rebuilt original ends before the pixel data's last "
                                    "sample"});
    }
    for (std::uint64_t stored = block.firstRow; stored < block.firstRow + block.rowCount;
         ++stored) {
        const SamplePlace place = placeOfStored(m_layout, stored);
        if (m_places.frame) {
            data.columns[*m_places.frame].appendInt(static_cast<std::int64_t>(place.frame));
        }
        if (m_places.sample) {
            data.columns[*m_places.sample].appendInt(static_cast<std::int64_t>(place.sample));
        }
        data.columns[m_places.row].appendInt(static_cast<std::int64_t>(place.row));
        data.columns[m_places.column].appendInt(static_cast<std::int64_t>(place.column));
        if (complete) {
            data.columns[m_places.value].appendInt(samples.at(stored));
        } else {
            data.columns[m_places.value].appendMissing();
        }
    }
    return data;
}

std::optional<CellBytes> DicomPixelTable::cellRange(std::uint64_t row, std::size_t column) const {
    if (column != m_places.value || row >= m_layout.itemCount()) {
        return std::nullopt;
    }
    return CellBytes{{m_layout.offset + row * m_layout.sampleBytes, m_layout.sampleBytes},
                     m_original->path()};
}

void addDicomPixelTable(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
                        const std::shared_ptr<Layer>& original, Document& document) {
    const ContainerLayout& container = file->container;
    if (container.sections.empty() || !container.sections[0].hasStreams) {
        return;
    }
    try {
        const StreamSet set = streamSetOf(*source, container.sections[0]);
        CodecStreams streams(*source, set);
        const auto layout = dicomPixelLayout(dicomElements(streams));
        if (!layout) {
            return;
        }
        document.tables.push_back(std::make_shared<DicomPixelTable>(
            original, *layout, container.sections[0].body, streamSetPath(container, 0)));
    } catch (const DecodeError&) {
        // No pixel table: the elements table reports the damage.
    }
}

} // namespace strata::at1
