#include "plot/array_image_view.h"

#include "plot/render/plot_layout.h"
#include "plot/render/plot_painter.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace strata::gui {

namespace {

constexpr int clickSlop = 3; // pixels a press may move and still be a click

} // namespace

ArrayImageView::ArrayImageView(QWidget* parent)
    : QWidget(parent) {
    setMinimumSize(240, 180);
    setMouseTracking(true);
    setToolTip(tr("Wheel: zoom · drag: pan · double-click: show everything · click an item: "
                  "select it in the table"));
}

void ArrayImageView::setPlane(ArrayPlane plane, ArrayView view) {
    m_plane = std::move(plane);
    m_view = std::move(view);
    m_message.clear();
    m_figure = arrayFigure(m_plane, m_view, locale());
    update();
}

void ArrayImageView::clearPlane(const QString& message) {
    m_plane = ArrayPlane();
    m_marked = {};
    m_figure = {};
    m_message = message;
    update();
}

void ArrayImageView::setColouring(std::optional<double> min, std::optional<double> max,
                                  bool logarithmic) {
    m_view.min = min;
    m_view.max = max;
    m_view.logarithmic = logarithmic;
    if (m_plane.width != 0) {
        m_figure = arrayFigure(m_plane, m_view, locale());
        update();
    }
}

void ArrayImageView::show(plot::AxisRange x, plot::AxisRange y) {
    // At least one item each way, and no more than the plane.
    const auto fit = [](plot::AxisRange range, std::uint64_t size) {
        const double whole = static_cast<double>(size);
        const double span = std::clamp(range.span(), 1.0, std::max(whole, 1.0));
        const double min = std::clamp(range.min, 0.0, std::max(0.0, whole - span));
        return plot::AxisRange{min, min + span};
    };
    m_view.x = fit(x, m_plane.width);
    m_view.y = fit(y, m_plane.height);
    m_figure = arrayFigure(m_plane, m_view, locale());
    update();
}

QRectF ArrayImageView::area() const {
    return QRectF(PlotLayout::of(size(), m_figure, font()).area);
}

std::optional<std::array<std::uint64_t, 2>> ArrayImageView::itemAt(const QPointF& position) const {
    const QRectF shown = area();
    if (m_plane.width == 0 || !shown.contains(position)) {
        return std::nullopt;
    }
    const double x = m_figure.x.range.valueAt((position.x() - shown.left()) / shown.width());
    const double y = m_figure.y.range.valueAt(1.0 - (position.y() - shown.top()) / shown.height());
    return arrayItemAt(m_plane, x, y);
}

QPointF ArrayImageView::positionOf(std::uint64_t x, std::uint64_t y) const {
    return m_figure.pointAt(area(), static_cast<double>(x) + 0.5, static_cast<double>(y) + 0.5);
}

void ArrayImageView::setMarkedItems(QRegion items) {
    m_marked = std::move(items);
    update();
}

void ArrayImageView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    if (m_plane.width == 0) {
        painter.fillRect(rect(), palette().base());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, m_message);
        return;
    }
    paintFigure(painter, rect(), m_figure);
    if (!m_marked.isEmpty()) {
        // The outline of the marked items' squares: items to widget pixels, y up.
        const QRectF shown = area();
        const QPointF origin = m_figure.pointAt(shown, 0.0, 0.0);
        const QPointF east = m_figure.pointAt(shown, 1.0, 0.0);
        const QPointF north = m_figure.pointAt(shown, 0.0, 1.0);
        painter.setClipRect(shown);
        painter.setTransform(QTransform(east.x() - origin.x(), 0.0, 0.0, north.y() - origin.y(),
                                        origin.x(), origin.y()));
        QPen pen(markColour, 2.0);
        pen.setCosmetic(true); // as wide at any zoom
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        QPainterPath outline;
        outline.addRegion(m_marked);
        painter.drawPath(outline.simplified());
    }
}

void ArrayImageView::wheelEvent(QWheelEvent* event) {
    if (m_plane.width == 0) {
        return;
    }
    const QRectF shown = area();
    const QPointF at = event->position();
    const double factor = std::pow(0.8, event->angleDelta().y() / 120.0);
    const double anchorX = std::clamp((at.x() - shown.left()) / shown.width(), 0.0, 1.0);
    const double anchorY = std::clamp(1.0 - (at.y() - shown.top()) / shown.height(), 0.0, 1.0);
    show(m_figure.x.range.zoomed(anchorX, factor), m_figure.y.range.zoomed(anchorY, factor));
    event->accept();
}

void ArrayImageView::mousePressEvent(QMouseEvent* event) {
    m_pressed = event->position().toPoint();
    m_pressedX = m_figure.x.range;
    m_pressedY = m_figure.y.range;
    m_dragging = event->button() == Qt::LeftButton && m_plane.width != 0;
}

void ArrayImageView::mouseMoveEvent(QMouseEvent* event) {
    if (m_dragging && (event->buttons() & Qt::LeftButton) != 0) {
        const QRectF shown = area();
        const QPointF moved = event->position() - QPointF(m_pressed);
        show(m_pressedX.panned(-moved.x() / shown.width()),
             m_pressedY.panned(moved.y() / shown.height()));
        return;
    }
    if (const auto item = itemAt(event->position())) {
        emit hovered(arrayIndexOf(m_view, (*item)[0], (*item)[1]),
                     m_plane.valueAt((*item)[0], (*item)[1]));
    } else {
        emit left();
    }
}

void ArrayImageView::mouseReleaseEvent(QMouseEvent* event) {
    const bool click = (event->position().toPoint() - m_pressed).manhattanLength() <= clickSlop;
    m_dragging = false;
    if (click && event->button() == Qt::LeftButton) {
        if (const auto item = itemAt(event->position())) {
            emit itemClicked(arrayIndexOf(m_view, (*item)[0], (*item)[1]));
        }
    }
}

void ArrayImageView::mouseDoubleClickEvent(QMouseEvent*) {
    if (m_plane.width != 0) {
        show({0.0, static_cast<double>(m_plane.width)}, {0.0, static_cast<double>(m_plane.height)});
    }
}

void ArrayImageView::leaveEvent(QEvent*) {
    emit left();
}

} // namespace strata::gui
