#include "gui/open_request.h"

namespace strata::gui {

std::optional<quint64> parseOffset(const QString& text) {
    const QString trimmed = text.trimmed();
    const bool hex = trimmed.startsWith(QLatin1String("0x"), Qt::CaseInsensitive);
    bool ok = false;
    const quint64 offset = hex ? trimmed.mid(2).toULongLong(&ok, 16) : trimmed.toULongLong(&ok, 10);
    return ok ? std::optional<quint64>(offset) : std::nullopt;
}

} // namespace strata::gui
