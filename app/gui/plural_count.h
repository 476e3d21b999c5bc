#pragma once

#include <QString>
#include <QtGlobal>

namespace strata::gui {

// tr()'s %Ln (%n with the locale's digit groups) takes an int, while byte and row counts are
// 64-bit. Pass pluralCount(n) to tr() to pick the plural form (English, German and French use one
// form for every count past INT_MAX), then withFullCount() puts the real count where %Ln was:
//     withFullCount(tr("%Ln byte(s)", nullptr, pluralCount(size)), size)
int pluralCount(quint64 count);
QString withFullCount(QString text, quint64 count);

} // namespace strata::gui
