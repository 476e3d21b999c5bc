#pragma once

#include "core/index_iterator.h"
#include "core/run_list.h"
#include "core/sparse_list.h"
#include "formats/odb2/frame_header.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>

namespace strata::odb2 {

// The frames of a file, in file order, in 24 bytes a frame (a file may hold 300,000 of them):
// where each is and how long its parts are. What frames share is kept once for each run of them
// (their schema, byte order, md5 length), and what few have (damage, a bad md5, a frame number
// past a gap) only for those. A frame is handed out as a Frame value, made when asked.
class Frames : public ValueList<Frames> {
public:
    std::size_t size() const { return m_places.size(); }

    Frame operator[](std::size_t position) const;

    void push_back(const Frame& frame);
    // A truncated frame's rows end where the next frame starts (readFileLayout).
    void setDataLength(std::size_t position, std::uint64_t length);
    // The damage of the frame at `position`, made when the first is found.
    FrameDamage& damageToSay(std::size_t position);

private:
    struct Place {
        std::uint64_t offset = 0;
        std::uint64_t dataLength = 0;
        std::uint32_t headerLength = 0;
        std::uint32_t rows = 0; // wideRows when it says more than 32 bits hold
    };
    // What runs of frames have alike.
    struct Shape {
        std::shared_ptr<const FrameSchema> schema;
        std::uint32_t md5FieldLength = 0;
        Endian order = Endian::Little;
        bool truncated = false;
        bool operator==(const Shape&) const = default;
    };
    static constexpr std::uint32_t wide = ~std::uint32_t{0};

    std::deque<Place> m_places; // a deque: growing it copies none
    RunList<Shape> m_shapes;
    // Each run's first frame's number; the numbers count up along the run (Frame::index).
    RunList<std::size_t> m_numbers;
    SparseList<std::shared_ptr<FrameDamage>> m_damage;
    SparseList<std::uint64_t> m_wideRows;
};

} // namespace strata::odb2
