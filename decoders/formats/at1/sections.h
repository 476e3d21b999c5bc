#pragma once

#include "core/index_iterator.h"
#include "core/run_list.h"
#include "core/sparse_list.h"
#include "formats/at1/backend.h"
#include "formats/at1/stream_set.h"
#include "strata/byte_range.h"
#include "strata/diagnostic.h"

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>

namespace strata::at1 {

// A part of the file that decodes to bytes of the original: the body of a whole-file container
// or one frame of a streaming container. Structured sections hold a packed stream set for the
// codec; raw ones hold the original bytes under one backend.
struct Section {
    ByteRange range; // the whole frame (payload_len and method included), or bytes[5:]
    std::uint64_t methodOffset = 0; // streaming frames only
    ByteRange body;                 // the stream set, or the raw payload
    // Why the section cannot be decoded; held apart, as few sections have one.
    std::shared_ptr<const Diagnostic> damage;
    bool structured = true;
    std::uint8_t method = 0;
    Backend rawBackend = Backend::Xz;
    // Public dialect: a raw section's backend byte comes before its body (at body.offset - 1).
    bool rawBackendByte = false;
    // Structured, and its stream set parsed when the file opened. The set is not kept (a file of
    // 100,000 frames kept a kilobyte a frame): streamSetOf parses it again.
    bool hasStreams = false;
    Dialect dialect = Dialect::Spec; // the container's, which frames its stream set
};

// The sections of a file in file order, in 16 bytes a section (a streaming file may hold
// 100,000 frames): its range. A sound frame's method byte and body lie a few bytes into it, the
// body to its end: those few bytes and the one-byte fields are kept once for each run of
// sections that has them alike, and a section that does not fit (a damaged frame, a whole-file
// container's body) whole, for it alone. A section is handed out as a Section value.
class Sections : public ValueList<Sections> {
public:
    std::size_t size() const { return m_ranges.size(); }

    Section operator[](std::size_t index) const;

    void push_back(const Section& section);

private:
    // What runs of sections have alike: where the method byte and the body start in the range.
    struct Shape {
        std::uint8_t methodStart = 0;
        std::uint8_t bodyStart = 0;
        bool structured = true;
        std::uint8_t method = 0;
        Backend rawBackend = Backend::Xz;
        bool rawBackendByte = false;
        bool hasStreams = false;
        Dialect dialect = Dialect::Spec;
        bool operator==(const Shape&) const = default;
    };

    std::deque<ByteRange> m_ranges; // a deque: growing it copies none
    RunList<Shape> m_shapes;        // a section kept whole has its own run's
    SparseList<Section> m_whole;
};

} // namespace strata::at1
