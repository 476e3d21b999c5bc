#include "query/column_suggestion.h"

#include <algorithm>
#include <cctype>

namespace strata::query {
namespace {

char lower(char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
std::size_t editDistance(std::string_view a, std::string_view b) {
    const std::size_t width = b.size() + 1;
    std::vector<std::size_t> d((a.size() + 1) * width);
    for (std::size_t i = 0; i <= a.size(); ++i) {
        d[i * width] = i;
    }
    for (std::size_t j = 0; j <= b.size(); ++j) {
        d[j] = j;
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
            std::size_t best = std::min({d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1,
                                         d[(i - 1) * width + j - 1] + cost});
            if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) &&
                lower(a[i - 2]) == lower(b[j - 1])) {
                best = std::min(best, d[(i - 2) * width + j - 2] + 1);
            }
            d[i * width + j] = best;
        }
    }
    return d[a.size() * width + b.size()];
}

} // namespace

std::optional<std::string> nearestColumnName(std::string_view name,
                                             const std::vector<Column>& columns) {
    // About one edit in three letters, at least one.
    const std::size_t allowed = std::max<std::size_t>(1, name.size() / 3);
    std::optional<std::string> best;
    std::size_t bestDistance = allowed + 1;
    bool tied = false;
    for (const Column& column : columns) {
        const std::size_t distance = editDistance(name, column.name);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = column.name;
            tied = false;
        } else if (distance == bestDistance && best && *best != column.name) {
            tied = true;
        }
    }
    // Several as near ("c7" among c0 to c6): any one named would be a guess.
    return tied ? std::nullopt : best;
}

} // namespace strata::query
