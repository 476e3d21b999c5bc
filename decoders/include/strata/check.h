#pragma once

#include "strata/document.h"
#include "strata/job_control.h"

#include <functional>
#include <vector>

namespace strata {

// Decodes everything in a document: every node of the tree, every block of every table, the
// payload, every entry of a container of files and whatever the format checks beyond them. Returns
// all diagnostics, those found at open first, without duplicates. Blocks are decoded a few at a
// time on every core, each once; `visitBlock`, when given, sees every decoded table block, in
// order, on the calling thread (a block that failed whole has its cells missing). `control`
// reports progress in table blocks; once cancelled, what was found so far comes back, unplaced.
using BlockVisitor = std::function<void(const Table& table, std::size_t block, const BlockData&)>;
std::vector<Diagnostic> checkDocument(const Document& document, const BlockVisitor& visitBlock = {},
                                      const JobControl& control = {});

bool hasErrors(const std::vector<Diagnostic>& diagnostics);

} // namespace strata
