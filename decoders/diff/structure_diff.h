#pragma once

#include "strata/document_diff.h"
#include "strata/node.h"

namespace strata {

// Aligns two trees by meaning and compares each pair of nodes field by field, adding to
// `out.structure` and `out.structureCount` (see StructureDifference).
void diffStructure(const Node& a, const Node& b, const DiffOptions& options,
                   const JobControl& control, DocumentDiff& out);

} // namespace strata
