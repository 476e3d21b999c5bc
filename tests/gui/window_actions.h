#pragma once

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <functional>
#include <memory>

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
// The dialog is looked for until it is the active modal one, for up to 30 seconds: a loaded
// machine may show it after the first turn of its event loop.
template <typename Dialog>
void answerDialog(const std::function<void(Dialog&)>& fill, bool accept = true) {
    auto* poll = new QTimer;
    poll->setInterval(10);
    auto tries = std::make_shared<int>(0);
    QObject::connect(poll, &QTimer::timeout, [poll, tries, fill, accept] {
        auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget());
        if (dialog == nullptr && ++*tries < 3000) {
            return;
        }
        poll->stop();
        poll->deleteLater();
        QVERIFY(dialog != nullptr);
        fill(*dialog);
        auto* buttons =
            dialog->template findChild<QDialogButtonBox*>(QString(), Qt::FindDirectChildrenOnly);
        buttons->button(accept ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel)->click();
    });
    poll->start();
}

} // namespace strata::test
