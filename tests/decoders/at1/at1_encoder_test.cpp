// The benchmark's test encoder writes files the decoder rebuilds exactly (so the benchmark
// measures a correct rebuild).
#include "strata/check.h"
#include "support/at1_test_encoder.h"
#include "support/corpus.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

std::string rebuilt(const std::string& file) {
    const Document document = openBytes(
        std::vector<std::byte>(reinterpret_cast<const std::byte*>(file.data()),
                               reinterpret_cast<const std::byte*>(file.data()) + file.size()),
        "encoded.at1");
    EXPECT_FALSE(hasErrors(checkDocument(document)));
    std::string out;
    std::vector<Diagnostic> diagnostics;
    document.payload->produce(
        [&out](std::span<const std::byte> piece) {
            out.append(reinterpret_cast<const char*>(piece.data()), piece.size());
            return true;
        },
        diagnostics);
    EXPECT_TRUE(diagnostics.empty());
    return out;
}

TEST(At1Encoder, ColumnarAndRawFilesRebuildTheOriginal) {
    const auto encoded = at1enc::encodeTelemetry(3, 2000, 0);
    EXPECT_TRUE(rebuilt(encoded.columnarStreaming) == encoded.original);
    EXPECT_TRUE(rebuilt(encoded.raw) == encoded.original);
}

} // namespace
} // namespace strata::test
