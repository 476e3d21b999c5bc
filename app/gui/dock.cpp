#include "gui/dock.h"

namespace strata::gui {

QDockWidget* makeDock(const QString& title, const QString& objectName, QWidget* content,
                      QWidget* parent) {
    auto* dock = new QDockWidget(title, parent);
    dock->setObjectName(objectName);
    dock->setAccessibleName(title);
    if (content->accessibleName().isEmpty()) {
        content->setAccessibleName(title);
    }
    dock->setWidget(content);
    return dock;
}

} // namespace strata::gui
