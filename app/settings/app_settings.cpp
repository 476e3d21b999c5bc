#include "settings/app_settings.h"

#include <QApplication>
#include <QDir>
#include <QFontDatabase>
#include <QPalette>
#include <QSettings>
#include <algorithm>

namespace strata::gui {
namespace {

QPalette darkPalette() {
    QPalette palette;
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(220, 220, 220);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::PlaceholderText, QColor(140, 140, 140));
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Highlight, QColor(42, 110, 190));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(110, 170, 255));
    palette.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 120, 120));
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 120));
    palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(120, 120, 120));
    return palette;
}

} // namespace

AppSettings AppSettings::load() {
    const QSettings settings;
    AppSettings loaded;
    loaded.bytesPerRow =
        std::clamp(settings.value(QStringLiteral("hex/bytesPerRow"), 16).toInt(), 4, 64);
    loaded.hexFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (const QString font = settings.value(QStringLiteral("hex/font")).toString();
        !font.isEmpty()) {
        loaded.hexFont.fromString(font);
    }
    loaded.theme =
        static_cast<Theme>(std::clamp(settings.value(QStringLiteral("theme"), 0).toInt(), 0, 2));
    loaded.cacheMegabytes =
        std::clamp(settings.value(QStringLiteral("tables/cacheMegabytes"), 256).toInt(), 16, 65536);
    loaded.language = settings.value(QStringLiteral("language")).toString();
    loaded.reopenLastSession = settings.value(QStringLiteral("sessions/reopenLast")).toBool();
    CsvOptions& csv = loaded.csv;
    const QString delimiter =
        settings.value(QStringLiteral("csv/delimiter"), QStringLiteral(",")).toString();
    csv.delimiter = delimiter.size() == 1 ? delimiter.at(0).toLatin1() : ',';
    csv.headerRow = settings.value(QStringLiteral("csv/headerRow"), true).toBool();
    csv.quoting = static_cast<CsvOptions::Quoting>(
        std::clamp(settings.value(QStringLiteral("csv/quoting"), 0).toInt(), 0, 2));
    csv.missingText = settings.value(QStringLiteral("csv/missingText")).toString().toStdString();
    csv.floatFormat = static_cast<CsvOptions::FloatFormat>(
        std::clamp(settings.value(QStringLiteral("csv/floatFormat"), 0).toInt(), 0, 1));
    csv.fixedDigits =
        std::clamp(settings.value(QStringLiteral("csv/fixedDigits"), 6).toInt(), 0, 17);
    csv.lineEnd = static_cast<CsvOptions::LineEnd>(
        std::clamp(settings.value(QStringLiteral("csv/lineEnd"), 0).toInt(), 0, 1));
    return loaded;
}

void AppSettings::save() const {
    QSettings settings;
    settings.setValue(QStringLiteral("hex/bytesPerRow"), bytesPerRow);
    settings.setValue(QStringLiteral("hex/font"), hexFont.toString());
    settings.setValue(QStringLiteral("theme"), static_cast<int>(theme));
    settings.setValue(QStringLiteral("tables/cacheMegabytes"), cacheMegabytes);
    settings.setValue(QStringLiteral("language"), language);
    settings.setValue(QStringLiteral("sessions/reopenLast"), reopenLastSession);
    settings.setValue(QStringLiteral("csv/delimiter"), QString(QLatin1Char(csv.delimiter)));
    settings.setValue(QStringLiteral("csv/headerRow"), csv.headerRow);
    settings.setValue(QStringLiteral("csv/quoting"), static_cast<int>(csv.quoting));
    settings.setValue(QStringLiteral("csv/missingText"), QString::fromStdString(csv.missingText));
    settings.setValue(QStringLiteral("csv/floatFormat"), static_cast<int>(csv.floatFormat));
    settings.setValue(QStringLiteral("csv/fixedDigits"), csv.fixedDigits);
    settings.setValue(QStringLiteral("csv/lineEnd"), static_cast<int>(csv.lineEnd));
}

void applyTheme(AppSettings::Theme theme) {
    switch (theme) {
    case AppSettings::Theme::System:
        // An empty palette resolves every role against the platform theme's palette.
        QApplication::setPalette(QPalette());
        break;
    case AppSettings::Theme::Light:
        QApplication::setPalette(QPalette(QColor(239, 239, 239)));
        break;
    case AppSettings::Theme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
}

namespace {

void addRecent(const QString& key, const QString& absolutePath) {
    QStringList recent = QSettings().value(key).toStringList();
    recent.removeAll(absolutePath);
    recent.prepend(absolutePath);
    while (recent.size() > AppSettings::maxRecentFiles) {
        recent.removeLast();
    }
    QSettings().setValue(key, recent);
}

} // namespace

QStringList AppSettings::recentFiles() {
    return QSettings().value(QStringLiteral("files/recent")).toStringList();
}

void AppSettings::addRecentFile(const QString& absolutePath) {
    addRecent(QStringLiteral("files/recent"), absolutePath);
}

QStringList AppSettings::recentSessions() {
    return QSettings().value(QStringLiteral("sessions/recent")).toStringList();
}

void AppSettings::addRecentSession(const QString& absolutePath) {
    addRecent(QStringLiteral("sessions/recent"), absolutePath);
}

QString AppSettings::exportFolder() {
    return QSettings().value(QStringLiteral("export/folder"), QDir::homePath()).toString();
}

void AppSettings::setExportFolder(const QString& folder) {
    QSettings().setValue(QStringLiteral("export/folder"), folder);
}

QString AppSettings::exportFormat() {
    return QSettings().value(QStringLiteral("export/format"), QStringLiteral("csv")).toString();
}

void AppSettings::setExportFormat(const QString& name) {
    QSettings().setValue(QStringLiteral("export/format"), name);
}

QByteArray AppSettings::windowGeometry() {
    return QSettings().value(QStringLiteral("window/geometry")).toByteArray();
}

QByteArray AppSettings::windowState() {
    return QSettings().value(QStringLiteral("window/state")).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray& geometry, const QByteArray& state) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), geometry);
    settings.setValue(QStringLiteral("window/state"), state);
}

} // namespace strata::gui
