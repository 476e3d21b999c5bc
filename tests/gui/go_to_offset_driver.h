#pragma once

#include "gui/main_window.h"
#include "hex/go_to_offset_dialog.h"

#include <QAction>
#include <QApplication>
#include <QTest>
#include <QTimer>

namespace strata::test {

// Edit › Go to Offset, typing `typed` and pressing OK, as a person would. Returns what the
// dialog then says is wrong, empty when it closed and went there; a dialog kept open is then
// cancelled.
inline QString goToOffset(gui::MainWindow& window, const QString& typed) {
    QString said;
    bool seen = false;
    QTimer::singleShot(0, [typed, &said, &seen] {
        auto* dialog = qobject_cast<gui::GoToOffsetDialog*>(QApplication::activeModalWidget());
        if (dialog == nullptr) {
            return;
        }
        seen = true;
        dialog->setTextValue(typed);
        dialog->accept();
        if (dialog->isVisible()) { // kept open, saying why
            said = dialog->problemText();
            if (!dialog->labelText().contains(said.toHtmlEscaped())) {
                said = QStringLiteral("(not shown in the dialog) ") + said;
            }
            dialog->reject();
        }
    });
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->text() == gui::MainWindow::tr("&Go to Offset…")) {
            action->trigger();
            break;
        }
    }
    return seen ? said : QStringLiteral("(no dialog)");
}

} // namespace strata::test
