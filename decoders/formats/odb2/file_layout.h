#pragma once

#include "formats/odb2/frame_header.h"
#include "formats/odb2/frames.h"
#include "strata/byte_range.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"

#include <string>
#include <vector>

namespace strata::odb2 {

// Bytes where a frame should start but none does, up to the next frame marker or the end.
struct SkippedBytes {
    ByteRange range;
    std::string damage;         // what is wrong there
    std::size_t frameIndex = 0; // the number of the frame expected here (Frame::index)
};

struct FileLayout {
    Frames frames;                     // the frames read, in file order (frames[i].index >= i)
    std::vector<SkippedBytes> skipped; // in file order
    std::vector<Diagnostic> diagnostics;
};

// Splits the file into frames and parses each header. A damaged header still lets the next
// frame be found through its header length and data size; where they lead to no frame, or
// past the end of the file, reading resumes at the next frame marker (salvage).
FileLayout readFileLayout(const ByteSource& source);

} // namespace strata::odb2
