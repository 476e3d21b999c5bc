#pragma once

#include "strata/byte_range.h"
#include "strata/byte_source.h"
#include "strata/job_control.h"
#include "strata/node.h"

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace strata {

// One slice of the overview strip beside a hex view (issue 18): the file, or a layer, cut into
// equal slices top to bottom.
struct OverviewSlice {
    ByteRange range;
    std::optional<NodeKind> kind; // the kind most of its bytes have
    double entropy = 0;           // bits per byte, from a sample of the slice
    // Decoded bytes per stored byte of the deepest structure there that knows both
    // (statedDecodedSize: an AT-1 stream, a Blosc2 chunk or block, a COLE row group or page
    // against its values written plain, an ODB-2 frame against its cells as 8-byte values).
    std::optional<double> ratio;
};

// Shannon entropy of `bytes` in bits per byte (0 for none).
double shannonEntropy(std::span<const std::byte> bytes);

// At most `sliceCount` slices of `bytes` (fewer for a file smaller than that), with the kinds
// the nodes below `root` give its bytes (of the nodes in `space` when it is a layer:
// visitKindSpans) and the ratios of the nodes in `space` below `root`. Reads at most 16 KiB a
// slice, so a 4 GiB file takes as long as a small one; stops early (returning what it has) once
// cancelled.
std::vector<OverviewSlice> computeByteOverview(const ByteSource& bytes, const Node* root,
                                               const Layer* space, std::size_t sliceCount,
                                               const JobControl& control = {});

} // namespace strata
