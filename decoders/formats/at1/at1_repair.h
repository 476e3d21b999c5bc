#pragma once

#include "strata/byte_source.h"
#include "strata/document.h"
#include "strata/repair.h"

namespace strata::at1 {

// AT-1 repair (issue 37). A streaming container keeps every frame that rebuilds, copied byte
// for byte in order after the header (a trailer is kept only while its SHA-256 matches the
// frames kept). A whole-file container whose original rebuilds but that has something wrong (a
// trailer that does not match, a stream the rebuild does not need) is written in its own codec
// (its streams as they are, a new trailer) when that copy opens clean and rebuilds the same
// original, else as a RAW container of that original with its SHA-256 trailer (at1_writer.h).
// One whose original does not rebuild keeps nothing (an empty RAW container). A sound file is
// written unchanged. The report counts units (AT-1 files have no rows of their own).
RepairReport repairAt1(const Document& document, const ByteSource& source,
                       const RepairOutput& output);

} // namespace strata::at1
