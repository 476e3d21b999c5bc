#include "payload_bench.h"

namespace strata::bench {

void producePayload(benchmark::State& state, const Document& document, std::uint64_t size) {
    if (!document.payload) {
        state.SkipWithError("the document has no payload");
        return;
    }
    for (auto _ : state) {
        std::uint64_t produced = 0;
        std::vector<Diagnostic> diagnostics;
        document.payload->produce(
            [&produced](std::span<const std::byte> piece) {
                produced += piece.size();
                return true;
            },
            diagnostics);
        if (produced != size || !diagnostics.empty()) {
            state.SkipWithError("the payload has the wrong size");
            return;
        }
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * size));
}

} // namespace strata::bench
