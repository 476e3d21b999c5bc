#include "formats/at1/sections.h"

#include <limits>

namespace strata::at1 {

Section Sections::operator[](std::size_t index) const {
    if (const Section* whole = m_whole.find(index)) {
        return *whole;
    }
    const ByteRange range = m_ranges[index];
    const Shape& shape = m_shapes[index];
    Section section;
    section.range = range;
    section.methodOffset = range.offset + shape.methodStart;
    section.body = {range.offset + shape.bodyStart, range.length - shape.bodyStart};
    section.structured = shape.structured;
    section.method = shape.method;
    section.rawBackend = shape.rawBackend;
    section.rawBackendByte = shape.rawBackendByte;
    section.hasStreams = shape.hasStreams;
    section.dialect = shape.dialect;
    return section;
}

void Sections::push_back(const Section& section) {
    const std::size_t index = size();
    m_ranges.push_back(section.range);
    constexpr std::uint64_t mostStart = std::numeric_limits<std::uint8_t>::max();
    const ByteRange& range = section.range;
    const bool fits =
        section.damage == nullptr && section.methodOffset >= range.offset &&
        section.methodOffset - range.offset <= mostStart && section.body.offset >= range.offset &&
        section.body.offset - range.offset <= mostStart && section.body.end() == range.end();
    if (!fits) {
        m_whole.at(index) = section;
        m_shapes.add({});
        return;
    }
    m_shapes.add({static_cast<std::uint8_t>(section.methodOffset - range.offset),
                  static_cast<std::uint8_t>(section.body.offset - range.offset), section.structured,
                  section.method, section.rawBackend, section.rawBackendByte, section.hasStreams,
                  section.dialect});
}

} // namespace strata::at1
