#pragma once

#include "strata/byte_source.h"
#include "strata/document.h"
#include "strata/repair.h"

namespace strata::cole {

// COLE repair (issue 37): a new file of every row group that can be read, under new metadata
// and a new footer (ColeWriter, strata/cole_writer.h). A row group whose pages are sound (both
// header copies agree, the data inside its chunk, every page decodes) is copied byte for byte; one
// whose values all decode but whose headers are damaged (one copy unreadable, the copies
// differing) is re-encoded from those values; one with a page that does not decode is dropped.
// The names and types come from the surviving metadata; a file whose footer is gone keeps the
// complete row groups found through the inline page headers (footerless_walk.h), its columns
// named "column_0", … as the table labels them (a note of the report says so). A sound file is
// written unchanged.
RepairReport repairCole(const Document& document, const ByteSource& source,
                        const RepairOutput& output);

} // namespace strata::cole
