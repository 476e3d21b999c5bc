#pragma once

#include "strata/document.h"

#include <atomic>
#include <vector>

namespace strata {

// Decodes everything in a document: every node of the tree, every block of every table, the
// payload and whatever the format checks beyond them. Returns all diagnostics, those found at
// open first, without duplicates.
std::vector<Diagnostic> checkDocument(const Document& document);

bool hasErrors(const std::vector<Diagnostic>& diagnostics);

} // namespace strata
