#pragma once

// Rebuilds a hand-made AT-1 file for the codec unit tests: what the payload produces and the
// first error on the way (opening the file or producing the payload).
#include "strata/document.h"
#include "support/corpus.h"

#include <optional>
#include <string>

namespace strata::test {

struct At1Rebuild {
    std::string text;
    std::optional<Diagnostic> error;
};

inline At1Rebuild rebuildAt1(const std::string& file) {
    const auto* bytes = reinterpret_cast<const std::byte*>(file.data());
    const Document document =
        openBytes(std::vector<std::byte>(bytes, bytes + file.size()), "codec.at1");
    At1Rebuild result;
    std::vector<Diagnostic> diagnostics = document.diagnostics;
    if (document.payload) {
        document.payload->produce(
            [&result](std::span<const std::byte> piece) {
                result.text.append(reinterpret_cast<const char*>(piece.data()), piece.size());
                return true;
            },
            diagnostics);
    }
    for (const Diagnostic& diagnostic : diagnostics) {
        if (diagnostic.severity == Severity::Error) {
            result.error = diagnostic;
            break;
        }
    }
    if (!document.payload && !result.error) {
        result.error = Diagnostic{Severity::Error, 0, {}, "no payload"};
    }
    return result;
}

} // namespace strata::test
