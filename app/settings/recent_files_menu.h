#pragma once

#include <QMenu>
#include <functional>

namespace strata::gui {

// File › Open Recent and Open Recent Session: the paths AppSettings remembers, most recent first.
class RecentFilesMenu : public QMenu {
    Q_OBJECT

public:
    RecentFilesMenu(const QString& title, std::function<QStringList()> paths,
                    QWidget* parent = nullptr);
    // Lists the paths anew.
    void refresh();

signals:
    void fileChosen(const QString& path);

private:
    std::function<QStringList()> m_paths;
};

} // namespace strata::gui
