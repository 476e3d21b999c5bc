#include "strata/byte_overview.h"

#include "strata/byte_kinds.h"
#include "strata/size_breakdown.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace strata {
namespace {

// Offsets times slice counts: a file's size times a strip's height passes 64 bits past 2^52 bytes.
__extension__ typedef unsigned __int128 Wide; // GCC and Clang on 64-bit targets

// Each slice's entropy comes from up to this many windows of this size, spread evenly over it:
// 16 KiB estimate the entropy of random bytes within 0.02 bit.
constexpr std::uint64_t sampleWindows = 4;
constexpr std::uint64_t sampleWindow = 4096;

// Counts of each byte value.
struct ByteHistogram {
    std::array<std::uint64_t, 256> counts{};
    std::uint64_t total = 0;

    void add(std::span<const std::byte> bytes) {
        for (const std::byte b : bytes) {
            ++counts[static_cast<std::uint8_t>(b)];
        }
        total += bytes.size();
    }

    double entropy() const {
        double bits = 0;
        for (const std::uint64_t c : counts) {
            if (c != 0) {
                const double p = static_cast<double>(c) / static_cast<double>(total);
                bits -= p * std::log2(p);
            }
        }
        return bits;
    }
};

double sampledEntropy(const ByteSource& bytes, const ByteRange& slice) {
    ByteHistogram histogram;
    if (slice.length <= sampleWindows * sampleWindow) {
        histogram.add(bytes.view(slice.offset, slice.length));
    } else {
        const std::uint64_t step = (slice.length - sampleWindow) / (sampleWindows - 1);
        for (std::uint64_t w = 0; w < sampleWindows; ++w) {
            histogram.add(bytes.view(slice.offset + w * step, sampleWindow));
        }
    }
    return histogram.entropy();
}

// The ranges of produced nodes in `space` that state their decoded size (statedDecodedSize: a
// layer's size, an AT-1 stream's, a Blosc2 chunk's nbytes, a COLE row group's or page's plain
// size, an ODB-2 frame's 8-byte values), parents before children, so a deeper node's ratio
// overrides its parent's where it lies.
struct RatioRange {
    ByteRange range;
    double ratio;
};

void collectRatios(const Node& node, const Layer* space, std::vector<RatioRange>& out) {
    if (node.range().length != 0) {
        if (const auto size = statedDecodedSize(node)) {
            out.push_back({node.range(),
                           static_cast<double>(*size) / static_cast<double>(node.range().length)});
        }
    }
    for (const auto& child : node.childrenIfProduced()) {
        if (child->layer() == space) {
            collectRatios(*child, space, out);
        }
    }
}

} // namespace

double shannonEntropy(std::span<const std::byte> bytes) {
    ByteHistogram histogram;
    histogram.add(bytes);
    return histogram.entropy();
}

std::vector<OverviewSlice> computeByteOverview(const ByteSource& bytes, const Node* root,
                                               const Layer* space, std::size_t sliceCount,
                                               const JobControl& control) {
    std::vector<OverviewSlice> slices;
    const std::uint64_t size = bytes.size();
    if (size == 0 || sliceCount == 0) {
        return slices;
    }
    const std::uint64_t count = std::min<std::uint64_t>(sliceCount, size);
    const auto sliceBegin = [size, count](std::uint64_t i) {
        return static_cast<std::uint64_t>(static_cast<Wide>(size) * i / count);
    };
    // The bytes of each kind in each slice, from the kinds' runs as they come: the runs of a
    // file of 100,000 units are not held (they were, 25 MB of them).
    std::vector<std::array<std::uint64_t, nodeKindCount>> covered(count);
    const auto cover = [&](const KindSpan& span) {
        const std::uint64_t end = std::min(span.range.end(), size);
        if (span.range.offset >= end) {
            return;
        }
        auto i = static_cast<std::uint64_t>(static_cast<Wide>(span.range.offset) * count / size);
        while (i + 1 < count && sliceBegin(i + 1) <= span.range.offset) {
            ++i;
        }
        for (; i < count && sliceBegin(i) < end; ++i) {
            const std::uint64_t from = std::max(span.range.offset, sliceBegin(i));
            const std::uint64_t to = std::min(end, sliceBegin(i + 1));
            covered[i][static_cast<std::size_t>(span.kind)] += to - from;
        }
    };
    std::vector<RatioRange> ratios;
    if (space != nullptr) {
        visitKindSpans(*space, cover);
    } else if (root != nullptr) {
        visitKindSpans(*root, cover);
    }
    if (root != nullptr) {
        if (root->layer() == space) {
            collectRatios(*root, space, ratios);
        } else {
            for (const auto& child : root->childrenIfProduced()) {
                if (child->layer() == space) {
                    collectRatios(*child, space, ratios);
                }
            }
        }
    }
    slices.reserve(count);
    for (std::uint64_t i = 0; i < count && !control.cancelled(); ++i) {
        OverviewSlice slice;
        const std::uint64_t begin = sliceBegin(i);
        slice.range = {begin, sliceBegin(i + 1) - begin};
        // The kind covering most of the slice.
        const auto& kinds = covered[i];
        const auto most = std::max_element(kinds.begin(), kinds.end());
        if (*most != 0) {
            slice.kind = static_cast<NodeKind>(most - kinds.begin());
        }
        slice.entropy = sampledEntropy(bytes, slice.range);
        const std::uint64_t middle = begin + slice.range.length / 2;
        for (const RatioRange& ratio : ratios) {
            if (ratio.range.contains(middle)) {
                slice.ratio = ratio.ratio;
            }
        }
        slices.push_back(slice);
        control.report(i + 1, count);
    }
    return slices;
}

} // namespace strata
