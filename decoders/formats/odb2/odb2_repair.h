#pragma once

#include "strata/byte_source.h"
#include "strata/document.h"
#include "strata/repair.h"

namespace strata::odb2 {

// ODB-2 repair (issue 37): a frame that decodes whole, its header sound, is copied byte for
// byte; a frame whose rows are partly unreadable (cut short, a row marker past the column count)
// or whose header's md5 does not match keeps the rows its table block shows, re-encoded as a new
// frame by Odb2Writer (strata/odb2_writer.h), which picks each column's codec anew; bytes no
// readable frame header describes (skipped bytes, frames whose header cannot be read) are
// dropped. odc reads the output, and its rows are those `strata-cli csv` shows of the file.
RepairReport repairOdb2(const Document& document, const ByteSource& source,
                        const RepairOutput& output);

} // namespace strata::odb2
