#pragma once

#include <QMenu>

namespace strata::gui {

// File › Open Recent: the files AppSettings remembers, most recent first.
class RecentFilesMenu : public QMenu {
    Q_OBJECT

public:
    RecentFilesMenu(const QString& title, QWidget* parent = nullptr);
    // Lists AppSettings::recentFiles() anew.
    void refresh();

signals:
    void fileChosen(const QString& path);
};

} // namespace strata::gui
