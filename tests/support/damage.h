#pragma once

#include "strata/document.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace strata::test {

// What decoding a (possibly damaged) file gave, gathered through every path a user can take.
struct DamageOutcome {
    std::vector<Diagnostic> diagnostics; // checkDocument's
    bool hasError = false;
    std::uint64_t rows = 0; // as the tables' blocks declare them
    std::size_t columns = 0;
    std::size_t tables = 0;
    std::optional<std::uint64_t> payloadSize; // Blosc2, AT-1: as the payload declares it

    // What a damaged file must keep or report: the size of its payload where it has one (its
    // tables are views of it: a Blosc2 typesize only says how the bytes divide into items),
    // else its tables, columns and rows.
    bool sameShape(const DamageOutcome& other) const {
        if (payloadSize && other.payloadSize) {
            return *payloadSize == *other.payloadSize && tables == other.tables;
        }
        return rows == other.rows && columns == other.columns && tables == other.tables;
    }
};

// Opens the bytes, walks the whole tree (at most `nodeBudget` nodes) asserting that every child
// lies inside its parent and the root covers the file, produces the decoded layers it meets (up to
// 128 KiB of them) asserting that a layer shorter or longer than it said says why, runs
// checkDocument (every block of every table, the payload, the format's own checks) asserting that
// every decoded block has a cell per row in each column and that every diagnostic's offset lies in
// the file (only the first 4 M rows, and no checkDocument, for files that declare more). Any
// assertion failure is reported with `context`. `name` is the file name the bytes are opened under
// (its extension matters for detection).
DamageOutcome decodeEverything(const std::vector<std::byte>& bytes, const std::string& name,
                               const std::string& context, std::size_t nodeBudget = 200000);

// Truncations aimed at a file's structure: every length within the first 64 bytes of its header
// and metadata nodes and around every node boundary of the intact tree down to the data nodes,
// the last 64 lengths, and `samples` evenly spread lengths (cutting encoded data at one byte or
// the next damages the same structure); at most `maxCuts`, evenly sampled.
std::vector<std::size_t> structuralTruncationLengths(const Node& root, std::size_t size,
                                                     std::size_t samples = 256,
                                                     std::size_t maxCuts = 1024);

// `count` seeded single-byte flips: (position, xor mask), reproducible from `seed`.
std::vector<std::pair<std::size_t, std::uint8_t>> byteFlips(std::size_t size, std::size_t count,
                                                            std::uint32_t seed);

// Bytes written over a file at `position`: one structured mutation.
struct Mutation {
    std::size_t position = 0;
    std::vector<std::uint8_t> bytes;
    std::string what;
};

// Mutations aimed at where a file's fields are: at the start of every node of the intact tree
// down to the data nodes, and every 4 bytes into header and metadata nodes (at most `maxPositions`
// places, evenly sampled), write 0, 0x7FFFFFFF and 0xFFFFFFFF as lengths and counts, offsets past
// the end of the file and backwards (4 and 8 bytes, both byte orders), and break the magic bytes at
// both ends.
std::vector<Mutation> structuredMutations(const Node& root, std::size_t size,
                                          std::size_t maxPositions = 128);

} // namespace strata::test
