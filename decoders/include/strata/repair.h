#pragma once

#include "strata/byte_range.h"
#include "strata/diagnostic.h"

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// What a repair did with one unit of the damaged file (an ODB-2 frame, a COLE row group, a
// Blosc2 chunk): kept as it was, kept re-encoded, or dropped, with the rows and why.
struct RepairEntry {
    // Filled: its data lost, a chunk of zeros in its place keeps the shape (--fill-zeros).
    enum class Action { Copied, Reencoded, Dropped, Filled };
    Action action = Action::Copied;
    std::string unit;           // "frame 3"
    ByteRange range;            // its bytes in the damaged file
    std::uint64_t rows = 0;     // the rows kept (copied, re-encoded) or lost (dropped)
    std::uint64_t lostRows = 0; // of a re-encoded unit: the rows it promised but did not hold
    std::string why;            // what was wrong, for re-encoded and dropped units
};

struct RepairReport {
    std::vector<RepairEntry> entries; // in file order
    // What the output made up where the file lost it (column names inferred from the pages).
    std::vector<std::string> notes;
    // Nothing needed fixing: the output is the file, byte for byte.
    bool unchanged = false;
    // Dropped units could be kept as units of zeros instead (RepairOptions::fillZeros).
    bool zerosCouldFill = false;
    // Whether anything of the file's data is not in the output (a row, a unit, a byte range
    // that held data).
    bool lost() const;
    std::uint64_t rowsKept() const;
    std::uint64_t rowsLost() const;
};

struct RepairOptions {
    // A Blosc2 chunk that does not decode becomes a chunk of zeros rather than being dropped, so
    // that the array keeps its shape.
    bool fillZeros = false;
};

// The repaired file's bytes, in order.
using RepairOutput = std::function<void(std::span<const std::byte>)>;

// The first error said within `range` (by the file's open or a unit's decoding): why a unit is
// not kept as it was.
const Diagnostic* firstErrorWithin(const std::vector<Diagnostic>& diagnostics,
                                   const ByteRange& range);
// Whether a file's diagnostics say nothing is wrong (Info notes aside): a repair may then
// write it unchanged.
bool soundDiagnostics(const std::vector<Diagnostic>& diagnostics);
// A unit's own label in a report: the last part of its tree node's path ("frame 3").
std::string repairUnitLabel(std::string_view nodePath);

} // namespace strata
