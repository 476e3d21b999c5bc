#pragma once

// Opens an AT-1 file held in memory and rebuilds its original through the Payload, as the
// window and `strata-cli cat` do: the codec unit tests check hand-built files with it.
#include "strata/check.h"
#include "support/corpus.h"

#include <string>
#include <vector>

namespace strata::test {

struct At1Rebuild {
    std::string text;
    // What opening and rebuilding reported, in that order.
    std::vector<Diagnostic> diagnostics;

    bool ok() const { return !hasErrors(diagnostics); }
    // The first error, or nothing.
    const Diagnostic* error() const {
        for (const auto& diagnostic : diagnostics) {
            if (diagnostic.severity == Severity::Error) {
                return &diagnostic;
            }
        }
        return nullptr;
    }
};

// Every byte a document's payload produces, as text; its problems added to `diagnostics`.
inline std::string payloadText(const Document& document, std::vector<Diagnostic>& diagnostics) {
    std::string out;
    if (document.payload) {
        document.payload->produce(
            [&out](std::span<const std::byte> piece) {
                out.append(reinterpret_cast<const char*>(piece.data()), piece.size());
                return true;
            },
            diagnostics);
    }
    return out;
}

// Opens a hand-built AT-1 file.
inline Document openAt1(const std::string& file) {
    return openBytes(
        std::vector<std::byte>(reinterpret_cast<const std::byte*>(file.data()),
                               reinterpret_cast<const std::byte*>(file.data()) + file.size()),
        "hand-built.at1");
}

inline At1Rebuild rebuildAt1(const std::string& file) {
    const Document document = openAt1(file);
    At1Rebuild result;
    result.diagnostics = document.diagnostics;
    result.text = payloadText(document, result.diagnostics);
    return result;
}

} // namespace strata::test
