#pragma once

#include "strata/diagnostic.h"
#include "strata/node.h"

#include <vector>

namespace strata {

// Makes a diagnostic's path name a node of the tree whose bytes hold its offset (or end at it),
// so that activating it lands there. A decoder names the part it was reading; the bytes at
// fault may be shown elsewhere (a chunk's entry in an index, a column chunk's entry in a footer)
// or under a part too damaged to have the node it named. A path that already leads to such a
// node is kept; otherwise the diagnostic goes to the deepest node holding the offset (the
// narrowest at each level) below the deepest node of its path that holds it (the root when
// none does).
void placeDiagnostic(const Node& root, Diagnostic& diagnostic);
void placeDiagnostics(const Node& root, std::vector<Diagnostic>& diagnostics);

} // namespace strata
