#include "gui/plural_count.h"

#include <limits>

namespace strata::gui {
namespace {

constexpr quint64 largestInt = std::numeric_limits<int>::max();

} // namespace

int pluralCount(quint64 count) {
    return static_cast<int>(std::min(count, largestInt));
}

QString withFullCount(QString text, quint64 count) {
    if (count <= largestInt) {
        return text;
    }
    return text.replace(QString::number(largestInt), QString::number(count));
}

} // namespace strata::gui
