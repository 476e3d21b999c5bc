#pragma once

#include "json_writer.h"
#include "strata/diagnostic.h"

#include <cstdio>
#include <vector>

namespace strata::cli {

// One diagnostic as a line: "SEVERITY OFFSET MESSAGE".
// One diagnostic as a JSON object: severity, offset, path, message.
void writeDiagnosticJson(JsonWriter& json, const Diagnostic& diagnostic);
void printDiagnostic(std::FILE* stream, const Diagnostic& diagnostic);
void printDiagnostics(std::FILE* stream, const std::vector<Diagnostic>& diagnostics);
// The exit status diagnostics give: exitFileErrors when one is an error, else exitSuccess.
int statusOf(const std::vector<Diagnostic>& diagnostics);

} // namespace strata::cli
