#include "gui/screen_fit.h"

#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QTimer>
#include <QWidget>
#include <algorithm>

namespace strata::gui {
namespace {

void fitNow(QWidget& window) {
    const QScreen* screen =
        window.screen() != nullptr ? window.screen() : QGuiApplication::primaryScreen();
    if (screen == nullptr) {
        return;
    }
    const QRect available = screen->availableGeometry();
    // The frame the window manager adds is known only once the window is shown; until then,
    // leave room for a title bar.
    const QRect frame = window.frameGeometry();
    const bool framed = window.isVisible() && frame != window.geometry();
    const QSize margins = framed ? frame.size() - window.size() : QSize(0, 32);
    const QSize fitting(
        std::max(1, std::min(window.width(), available.width() - margins.width())),
        std::max(1, std::min(window.height(), available.height() - margins.height())));
    if (fitting != window.size()) {
        window.resize(fitting);
    }
    const QSize outer = fitting + margins;
    const QPoint place(
        std::clamp(frame.x(), available.left(),
                   std::max(available.left(), available.right() + 1 - outer.width())),
        std::clamp(frame.y(), available.top(),
                   std::max(available.top(), available.bottom() + 1 - outer.height())));
    if (place != frame.topLeft()) {
        window.move(place); // move() places the frame's corner
    }
}

// Fits the window again once it is first shown, when its frame is known.
class FitOnFirstShow : public QObject {
public:
    explicit FitOnFirstShow(QWidget& window)
        : QObject(&window)
        , m_window(window) {
        window.installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == &m_window && event->type() == QEvent::Show) {
            m_window.removeEventFilter(this);
            // After the window system has framed it.
            QTimer::singleShot(0, &m_window, [window = &m_window] { fitNow(*window); });
            deleteLater();
        }
        return false;
    }

private:
    QWidget& m_window;
};

} // namespace

void fitToScreen(QWidget& window) {
    fitNow(window);
    if (!window.isVisible()) {
        new FitOnFirstShow(window);
    }
}

} // namespace strata::gui
