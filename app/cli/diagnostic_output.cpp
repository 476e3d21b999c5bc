#include "diagnostic_output.h"

#include "commands.h"
#include "strata/check.h"
#include "terminal_text.h"

#include <string>

namespace strata::cli {

void writeDiagnosticJson(JsonWriter& json, const Diagnostic& diagnostic) {
    json.beginObject();
    json.key("severity");
    json.value(severityName(diagnostic.severity));
    json.key("offset");
    json.value(diagnostic.offset);
    json.key("path");
    json.value(diagnostic.nodePath);
    json.key("message");
    json.value(diagnostic.message);
    json.endObject();
}

void printDiagnostic(std::FILE* stream, const Diagnostic& diagnostic) {
    std::fprintf(stream, "%s %llu %s\n", std::string(severityName(diagnostic.severity)).c_str(),
                 static_cast<unsigned long long>(diagnostic.offset),
                 terminalText(diagnostic.message).c_str());
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
