#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace strata::at1 {

// A whole-file RAW container (codec 255) of `original` in the public dialect: "AT1\x02", the
// codec byte, the backend byte (0, xz), one xz stream of the original, and the trailer (its
// SHA-256 and A1 53 36 01), which the public decoder checks. Empty when xz fails.
std::vector<std::byte> rawContainer(std::span<const std::byte> original);

} // namespace strata::at1
