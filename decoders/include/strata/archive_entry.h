#pragma once

#include "strata/byte_range.h"
#include "strata/payload.h"

#include <memory>
#include <string>

namespace strata {

// A file held inside the opened one (an AT-1 bundle's entry): its name, where it is stored and
// its bytes, rebuilt on demand. Names are checked relative paths: '/'-separated, no empty or
// '..' segment, no '\', ':' or NUL, not absolute; a caller writing them under a directory still
// guards against what lies in that directory (links).
struct ArchiveEntry {
    std::string name;
    ByteRange range; // the stored entry
    std::shared_ptr<const Payload> payload;
};

} // namespace strata
