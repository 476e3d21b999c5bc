#include "strata/format.h"

namespace strata {

std::vector<Diagnostic> Format::deepCheck(const Document&) const {
    return {};
}

} // namespace strata
