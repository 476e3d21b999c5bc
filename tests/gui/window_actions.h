#pragma once

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <functional>

namespace strata::test {

// The action of a window (a menu entry, a pane's context action) with this text, mnemonic
// included; nullptr when there is none.
inline QAction* actionNamed(const QWidget& window, const QString& text) {
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->text() == text) {
            return action;
        }
    }
    return nullptr;
}

// Answers the next modal dialog of type Dialog: `fill` sets its fields, then OK (or Cancel).
template <typename Dialog>
void answerDialog(const std::function<void(Dialog&)>& fill, bool accept = true) {
    QTimer::singleShot(0, [fill, accept] {
        auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog != nullptr);
        fill(*dialog);
        auto* buttons =
            dialog->template findChild<QDialogButtonBox*>(QString(), Qt::FindDirectChildrenOnly);
        buttons->button(accept ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel)->click();
    });
}

} // namespace strata::test
