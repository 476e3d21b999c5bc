#include "diff/difference_list.h"

#include <map>
#include <string>
#include <tuple>

namespace strata {
namespace {

// Diagnostics are matched by what they say and where in the tree, not by offset: bytes inserted
// before the damage move its offset, not the damage.
using DamageKey = std::tuple<Severity, std::string, std::string>;

DamageKey damageKey(const Diagnostic& diagnostic) {
    return {diagnostic.severity, diagnostic.nodePath, diagnostic.message};
}

// The entries of `side` with no partner in `other`, each partner used once.
void addUnmatched(const std::vector<Diagnostic>& side, const std::vector<Diagnostic>& other,
                  bool inB, std::vector<DiagnosticDifference>& out) {
    std::map<DamageKey, std::size_t> partners;
    for (const Diagnostic& diagnostic : other) {
        ++partners[damageKey(diagnostic)];
    }
    for (const Diagnostic& diagnostic : side) {
        const auto found = partners.find(damageKey(diagnostic));
        if (found != partners.end() && found->second > 0) {
            --found->second;
        } else {
            out.push_back({inB, diagnostic});
        }
    }
}

} // namespace

std::vector<DiagnosticDifference> unmatchedDiagnostics(const std::vector<Diagnostic>& a,
                                                       const std::vector<Diagnostic>& b) {
    std::vector<DiagnosticDifference> out;
    addUnmatched(a, b, false, out);
    addUnmatched(b, a, true, out);
    return out;
}

} // namespace strata
