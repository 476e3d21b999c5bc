#include "gui/plural_count.h"

#include <QLocale>
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
    // %Ln writes the count as the locale groups its digits.
    const QLocale locale;
    return text.replace(locale.toString(largestInt), locale.toString(count));
}

} // namespace strata::gui
