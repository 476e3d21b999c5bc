#pragma once

#include <QString>

class QCoreApplication;

namespace strata::gui {

// The language Strata shows: the "language" setting when set (a locale name such as "de"),
// else the system's.
QString chosenLanguage();

// Installs Strata's translations (compiled into the binary) and Qt's own for `language` into
// the application. English needs only its plural forms ("1 byte", "2 bytes").
void installTranslations(QCoreApplication& application, const QString& language);

} // namespace strata::gui
