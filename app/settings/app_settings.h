#pragma once

#include "strata/csv_writer.h"

#include <QFont>
#include <QString>

namespace strata::gui {

// The user's preferences, kept in QSettings.
struct AppSettings {
    enum class Theme { System, Light, Dark };

    int bytesPerRow = 16;
    QFont hexFont; // the system's fixed-width font unless chosen
    Theme theme = Theme::System;
    int cacheMegabytes = 256; // decoded blocks kept per table
    CsvOptions csv;           // the export dialog's defaults
    QString language;         // a locale name such as "de"; empty: the system's (at start)

    static AppSettings load();
    void save() const;
};

// Applies the theme to the application: the style's own palette, or a forced light or dark one.
void applyTheme(AppSettings::Theme theme);

} // namespace strata::gui
