#pragma once

#include "strata/byte_source.h"
#include "strata/document.h"
#include "strata/repair.h"

#include <optional>

namespace strata::blosc2 {

// Blosc2 repair (issue 37), of a frame: a new frame (strata/blosc2_writer.h) of every chunk that
// decompresses whole, its compressed bytes copied (never recompressed), and of the special chunks
// the offsets index stands for; the header's settings and metalayers and the trailer's
// vlmetalayers kept where they read. A chunk that does not decompress (damaged, cut short, an
// index entry that points nowhere) is dropped, or with `fillZeros` becomes a chunk of zeros so
// the data keeps its shape; in a b2nd array it always does (the array's shape is in its
// metalayer). A sound frame is written unchanged. A standalone chunk whose nbytes, blocksize or
// cbytes its blocks contradict gets the value with which every block decodes; bytes after it
// are dropped; one that no such value makes whole is dropped (an empty chunk is written).
std::optional<RepairReport> repairBlosc2(const Document& document, const ByteSource& source,
                                         const RepairOutput& output, const RepairOptions& options);

} // namespace strata::blosc2
