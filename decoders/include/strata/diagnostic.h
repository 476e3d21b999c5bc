#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace strata {

enum class Severity { Info, Warning, Error };

std::string_view severityName(Severity severity);

// One thing wrong (or worth knowing) about a file, located by absolute offset and node path.
struct Diagnostic {
    Severity severity = Severity::Error;
    std::uint64_t offset = 0;
    std::string nodePath; // labels from the root, joined by " / "; empty when unknown
    std::string message;

    bool operator==(const Diagnostic&) const = default;
};

} // namespace strata
