#pragma once

#include "strata/document.h"

#include <benchmark/benchmark.h>

namespace strata::bench {

// Produces a document's whole payload once per iteration, checking it comes to `size` bytes
// without a diagnostic; reports the bytes produced per second.
void producePayload(benchmark::State& state, const Document& document, std::uint64_t size);

} // namespace strata::bench
