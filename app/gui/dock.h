#pragma once

#include <QDockWidget>
#include <QString>

namespace strata::gui {

// A dock holding `content`, named for screen readers (the content too, when it has no name of
// its own) and for the saved window layout (`objectName`).
QDockWidget* makeDock(const QString& title, const QString& objectName, QWidget* content,
                      QWidget* parent);

} // namespace strata::gui
