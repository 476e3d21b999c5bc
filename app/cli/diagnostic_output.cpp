#include "diagnostic_output.h"

#include "commands.h"
#include "strata/check.h"

#include <string>

namespace strata::cli {

void printDiagnostic(std::FILE* stream, const Diagnostic& diagnostic) {
    std::fprintf(stream, "%s %llu %s\n", std::string(severityName(diagnostic.severity)).c_str(),
                 static_cast<unsigned long long>(diagnostic.offset), diagnostic.message.c_str());
}

void printDiagnostics(std::FILE* stream, const std::vector<Diagnostic>& diagnostics) {
    for (const auto& diagnostic : diagnostics) {
        printDiagnostic(stream, diagnostic);
    }
}

int statusOf(const std::vector<Diagnostic>& diagnostics) {
    return hasErrors(diagnostics) ? exitFileErrors : exitSuccess;
}

} // namespace strata::cli
