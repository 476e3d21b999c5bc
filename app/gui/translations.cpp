#include "gui/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace strata::gui {

QString chosenLanguage() {
    const QString setting = QSettings().value(QStringLiteral("language")).toString();
    return setting.isEmpty() ? QLocale::system().name() : setting;
}

void installTranslations(QCoreApplication& application, const QString& language) {
    const QLocale locale(language);
    auto* qt = new QTranslator(&application);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
    }
    auto* strata = new QTranslator(&application);
    if (strata->load(locale, QStringLiteral("strata"), QStringLiteral("_"),
                     QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(strata);
    }
}

} // namespace strata::gui
