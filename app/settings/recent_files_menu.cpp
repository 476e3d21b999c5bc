#include "settings/recent_files_menu.h"

#include "settings/app_settings.h"

namespace strata::gui {

RecentFilesMenu::RecentFilesMenu(const QString& title, QWidget* parent)
    : QMenu(title, parent) {
    refresh();
}

void RecentFilesMenu::refresh() {
    clear();
    const QStringList recent = AppSettings::recentFiles();
    for (const QString& path : recent) {
        addAction(path, this, [this, path] { emit fileChosen(path); });
    }
    setEnabled(!recent.isEmpty());
}

} // namespace strata::gui
