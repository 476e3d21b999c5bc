#pragma once

#include "strata/csv_writer.h"

#include <QByteArray>
#include <QFont>
#include <QString>
#include <QStringList>

namespace strata::gui {

// The user's preferences, kept in QSettings.
struct AppSettings {
    enum class Theme { System, Light, Dark };

    int bytesPerRow = 16;
    QFont hexFont; // the system's fixed-width font unless chosen
    Theme theme = Theme::System;
    int cacheMegabytes = 256;       // decoded blocks kept per table
    CsvOptions csv;                 // the export dialog's defaults
    QString language;               // a locale name such as "de"; empty: the system's (at start)
    bool reopenLastSession = false; // the window's files as they were when it closed

    static AppSettings load();
    void save() const;

    // What the window remembers between runs besides the preferences: every key is written
    // here only.
    static constexpr int maxRecentFiles = 10;
    static QStringList recentFiles(); // most recent first
    static void addRecentFile(const QString& absolutePath);
    static QStringList recentSessions(); // most recent first
    static void addRecentSession(const QString& absolutePath);
    static QString exportFolder(); // where the last export went; home at first
    static QString exportFormat(); // the --to name of the last export's format; "csv" at first
    static void setExportFormat(const QString& name);
    static void setExportFolder(const QString& folder);
    static QByteArray windowGeometry();
    static QByteArray windowState();
    static void setWindowGeometry(const QByteArray& geometry, const QByteArray& state);
};

// Applies the theme to the application: the style's own palette, or a forced light or dark one.
void applyTheme(AppSettings::Theme theme);

} // namespace strata::gui
