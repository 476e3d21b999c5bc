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
    // English plural forms first: a language's own translator, installed after it, is asked
    // first, and English answers what that language does not translate.
    auto* english = new QTranslator(&application);
    if (english->load(QStringLiteral("strata_en"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(english);
    }
    auto* strata = new QTranslator(&application);
    if (strata->load(locale, QStringLiteral("strata"), QStringLiteral("_"),
                     QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(strata);
    }
}

} // namespace strata::gui
