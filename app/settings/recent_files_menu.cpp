#include "settings/recent_files_menu.h"

namespace strata::gui {

RecentFilesMenu::RecentFilesMenu(const QString& title, std::function<QStringList()> paths,
                                 QWidget* parent)
    : QMenu(title, parent)
    , m_paths(std::move(paths)) {
    refresh();
}

void RecentFilesMenu::refresh() {
    clear();
    const QStringList recent = m_paths();
    for (const QString& path : recent) {
        addAction(path, this, [this, path] { emit fileChosen(path); });
    }
    setEnabled(!recent.isEmpty());
}

} // namespace strata::gui
