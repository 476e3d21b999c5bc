#pragma once

#include "strata/document.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace strata::test {

// What decoding a (possibly damaged) file gave, gathered through every path a user can take.
struct DamageOutcome {
    std::vector<Diagnostic> diagnostics; // checkDocument's
    bool hasError = false;
    std::uint64_t rows = 0;
    std::size_t columns = 0;
    std::size_t tables = 0;
};

// Opens the bytes, walks the whole tree (at most `nodeBudget` nodes) asserting that every child
// lies inside its parent and the root covers the file, decodes every block of every table and
// the payload, and runs checkDocument. Any assertion failure is reported with `context`.
// `name` is the file name the bytes are opened under (its extension matters for detection).
DamageOutcome decodeEverything(const std::vector<std::byte>& bytes, const std::string& name,
                               const std::string& context, std::size_t nodeBudget = 200000);

// Every truncation of `bytes` (every length below 64 KiB, then `samples` evenly spread lengths).
std::vector<std::size_t> truncationLengths(std::size_t size, std::size_t samples = 512);

// `count` seeded single-byte flips: (position, xor mask), reproducible from `seed`.
std::vector<std::pair<std::size_t, std::uint8_t>> byteFlips(std::size_t size, std::size_t count,
                                                            std::uint32_t seed);

} // namespace strata::test
