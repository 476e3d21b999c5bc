#include "formats/odb2/frames.h"

namespace strata::odb2 {

Frame Frames::operator[](std::size_t position) const {
    const Place& place = m_places[position];
    const Shape& shape = m_shapes[position];
    const auto& numbers = m_numbers.runOf(position);
    Frame frame;
    frame.index = numbers.value + (position - numbers.first);
    frame.offset = place.offset;
    frame.rows = place.rows != wide ? place.rows : *m_wideRows.find(position);
    frame.dataLength = place.dataLength;
    frame.schema = shape.schema;
    if (const auto* damage = m_damage.find(position)) {
        frame.damage = *damage;
    }
    frame.md5FieldLength = shape.md5FieldLength;
    frame.headerLength = place.headerLength;
    frame.order = shape.order;
    frame.md5Ok = frame.damage == nullptr || !frame.damage->md5Mismatch;
    frame.truncated = shape.truncated;
    return frame;
}

void Frames::push_back(const Frame& frame) {
    const std::size_t position = size();
    const bool rowsFit = frame.rows < wide;
    m_places.push_back({frame.offset, frame.dataLength, frame.headerLength,
                        rowsFit ? static_cast<std::uint32_t>(frame.rows) : wide});
    if (!rowsFit) {
        m_wideRows.at(position) = frame.rows;
    }
    m_shapes.add({frame.schema, frame.md5FieldLength, frame.order, frame.truncated});
    const bool numbered =
        !m_numbers.empty() &&
        m_numbers.back() + (position - m_numbers.runs().back().first) == frame.index;
    if (numbered) {
        m_numbers.extendLast(1);
    } else {
        m_numbers.append(frame.index);
    }
    if (frame.damage != nullptr) {
        damageToSay(position) = *frame.damage;
    }
}

void Frames::setDataLength(std::size_t position, std::uint64_t length) {
    m_places.at(position).dataLength = length;
}

FrameDamage& Frames::damageToSay(std::size_t position) {
    std::shared_ptr<FrameDamage>& damage = m_damage.at(position);
    if (damage == nullptr) {
        damage = std::make_shared<FrameDamage>();
    }
    return *damage;
}

} // namespace strata::odb2
