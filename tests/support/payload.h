#pragma once

#include "strata/diagnostic.h"
#include "strata/document.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace strata::test {

// Every byte a document's payload produces (document.payload must be set); what went wrong
// meanwhile is appended to `diagnostics`.
std::vector<std::byte> payloadBytes(const Document& document, std::vector<Diagnostic>& diagnostics);

// SHA-256 of `bytes` in lower-case hex.
std::string sha256Hex(std::span<const std::byte> bytes);

// The payload's SHA-256 in lower-case hex, and its size in `size`.
std::string payloadSha256(const Document& document, std::vector<Diagnostic>& diagnostics,
                          std::uint64_t& size);

} // namespace strata::test
