#pragma once

#include "strata/document.h"
#include "strata/job_control.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// Where the bytes of a file go (issue 18): its bytes grouped four ways. In every grouping each
// byte of the file is counted exactly once: the entries sum to the file size.
enum class SizeGrouping {
    Column, // a column's pages, values or chunk; a Blosc2 chunk and its blocks
    Codec,  // the encoding or compression of data bytes
    Unit,   // row group, frame, chunk, stream
    Kind,   // header, metadata, data, padding, damaged, unaccounted
};
inline constexpr std::size_t sizeGroupingCount = 4;

// "column", "codec", "unit", "kind"
std::string_view sizeGroupingName(SizeGrouping grouping);
std::optional<SizeGrouping> sizeGroupingFromName(std::string_view name);

// One entry of a grouping: a column, a codec, a unit, a kind, or the bytes of a kind that
// belong to none ("(metadata)").
struct SizeEntry {
    std::string name;
    std::uint64_t bytes = 0; // stored in the file
    // The bytes of the entry that are not data: headers, metadata, padding, damage, unclaimed.
    std::uint64_t overheadBytes = 0;
    // Of the entry's bytes, those of data whose decoded size the file states, and that size
    // (a node's stated size split over its data bytes in proportion to their length).
    std::uint64_t compressedBytes = 0;
    std::uint64_t decodedBytes = 0;
    // The nodes the bytes come from, by path (Node::path), in file order; at most
    // maxEntryPaths, the rest counted.
    std::vector<std::string> paths;
    std::uint64_t pathsLeftOut = 0;

    // Decoded bytes per stored byte of the data whose decoded size is known.
    std::optional<double> ratio() const;
};
inline constexpr std::size_t maxEntryPaths = 256;
// The units a breakdown lists, the largest; the others are one entry, named otherUnitsName, whose
// pathsLeftOut counts them (an AT-1 file of 100,000 frames has a million streams). Columns and
// codecs likewise: while the walk adds up, once there are more than maxOpenEntries (a Blosc2
// frame of 100,000 chunks has a column entry for each chunk's block) the smallest go to the
// others' entry, and so do later bytes of theirs.
inline constexpr std::size_t maxUnitEntries = 1000;
inline constexpr std::size_t maxOpenEntries = 4 * maxUnitEntries;
inline constexpr std::string_view otherUnitsName = "(other units)";
inline constexpr std::string_view otherColumnsName = "(other columns)";
inline constexpr std::string_view otherCodecsName = "(other codecs)";
// The others' entry of a grouping: one of the names above.
std::string_view otherEntriesName(SizeGrouping grouping);

struct SizeBreakdown {
    std::uint64_t fileSize = 0;
    // Per grouping, largest first (ties by name).
    std::array<std::vector<SizeEntry>, sizeGroupingCount> groupings;

    const std::vector<SizeEntry>& entries(SizeGrouping grouping) const {
        return groupings[static_cast<std::size_t>(grouping)];
    }
};

// Walks the document's tree in the file's byte space: produces the children of containers
// (file, groups, headers, metadata), never those of data nodes (rows, values, layers). A leaf
// counts to the kind it has, to the column, codec and unit its SizeRole or its ancestors' name,
// or splits by its ByteShares. Bytes only containers claim count as unaccounted. Stops early
// once cancelled (the result then sums to less than the file).
SizeBreakdown computeSizeBreakdown(const Document& document, const JobControl& control = {});

// The decoded size a node states (its SizeRole, else the first of its layers that knows its
// size), for the details pane and the overview strip; nullopt when it states none.
std::optional<std::uint64_t> statedDecodedSize(const Node& node);

} // namespace strata
