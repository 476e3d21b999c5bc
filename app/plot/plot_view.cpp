#include "plot/plot_view.h"

#include "plot/render/plot_layout.h"
#include "plot/render/plot_painter.h"

#include <QMouseEvent>
#include <QPainter>
#include <QRubberBand>
#include <QWheelEvent>
#include <cmath>

namespace strata::gui {

namespace {

constexpr int clickSlop = 3;  // pixels a press may move and still be a click
constexpr int pickRadius = 4; // pixels around a click searched for a point

} // namespace

PlotView::PlotView(QWidget* parent)
    : QWidget(parent) {
    setMinimumSize(240, 180);
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(tr("Wheel: zoom · drag: pan · Shift+drag: zoom into a rectangle · double-click: "
                  "show everything · click a point: select its row"));
}

void PlotView::setPlot(PlotFigure figure, plot::PlotRequest request,
                       plot::PlotAggregate aggregate) {
    m_figure = std::move(figure);
    m_request = std::move(request);
    m_aggregate = std::move(aggregate);
    m_message.clear();
    if (!m_dragging) {
        m_shownX = m_figure.x.range;
        m_shownY = m_figure.y.range;
    }
    update();
}

void PlotView::clearPlot(const QString& message) {
    m_figure = {};
    m_aggregate.reset();
    m_marked.clear();
    m_message = message;
    update();
}

void PlotView::setShownRanges(plot::AxisRange x, plot::AxisRange y) {
    m_shownX = x;
    m_shownY = y;
    update();
    emit rangesChanged(x, y);
}

QRect PlotView::plotArea(const PlotFigure& figure) const {
    return gui::plotArea(size(), figure, font());
}

QRect PlotView::shownArea() const {
    return plotArea(shownFigure());
}

PlotFigure PlotView::shownFigure() const {
    PlotFigure shown = m_figure;
    shown.x.range = m_shownX;
    shown.y.range = m_shownY;
    shown.content = QImage();
    shown.overlay = [this, shown](QPainter& painter, const QRectF& area) {
        // The content where its own ranges lie in the shown ones (moved and scaled while a new
        // aggregate is on its way).
        const QPointF topLeft = shown.pointAt(area, m_request.x.min, m_request.y.max);
        const QPointF bottomRight = shown.pointAt(area, m_request.x.max, m_request.y.min);
        if (!m_figure.content.isNull()) {
            painter.drawImage(QRectF(topLeft, bottomRight), m_figure.content);
        }
        if (m_figure.overlay) {
            // Drawn for the figure's own ranges (a map's coastlines), so moved with its content.
            painter.save();
            m_figure.overlay(painter, QRectF(topLeft, bottomRight));
            painter.restore();
        }
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(markColour, 2));
        painter.setBrush(Qt::NoBrush);
        for (const QPointF& point : m_marked) {
            painter.drawEllipse(shown.pointAt(area, point.x(), point.y()), 5.0, 5.0);
        }
    };
    return shown;
}

QPointF PlotView::positionOf(double x, double y) const {
    const PlotFigure shown = shownFigure();
    return shown.pointAt(QRectF(plotArea(shown)), x, y);
}

std::optional<quint64> PlotView::rowAt(const QPoint& position) const {
    if (!m_aggregate || m_request.width == 0) {
        return std::nullopt;
    }
    const QRect area = shownArea();
    const double x = m_shownX.valueAt((position.x() - area.left() + 0.5) / area.width());
    const double y = m_shownY.valueAt(1.0 - (position.y() - area.top() + 0.5) / area.height());
    const auto column =
        static_cast<long long>(std::floor(m_request.x.fraction(x) * m_request.width));
    if (const auto* line = std::get_if<plot::LineAggregate>(&*m_aggregate)) {
        // The nearest stroke end within a few columns, by its distance on screen.
        std::optional<quint64> best;
        double bestDistance = pickRadius * 2.0;
        const auto& columns = line->columns();
        for (long long c = column - pickRadius; c <= column + pickRadius; ++c) {
            if (c < 0 || c >= static_cast<long long>(columns.size()) ||
                columns[static_cast<std::size_t>(c)].count == 0) {
                continue;
            }
            const auto& at = columns[static_cast<std::size_t>(c)];
            const double clickY = position.y();
            for (const auto& [value, row] :
                 {std::pair{at.min, at.rowOfMin}, {at.max, at.rowOfMax}}) {
                const QPointF point = positionOf(x, value);
                const double distance =
                    std::hypot(std::abs(static_cast<double>(c - column)), point.y() - clickY);
                if (distance < bestDistance) {
                    bestDistance = distance;
                    best = row;
                }
            }
        }
        return best;
    }
    const auto& grid = std::get<plot::DensityGrid>(*m_aggregate);
    const auto row = static_cast<long long>(std::floor(m_request.y.fraction(y) * m_request.height));
    std::optional<quint64> best;
    long long bestDistance = pickRadius * pickRadius + 1;
    for (long long r = row - pickRadius; r <= row + pickRadius; ++r) {
        for (long long c = column - pickRadius; c <= column + pickRadius; ++c) {
            if (r < 0 || c < 0 || r >= grid.height() || c >= grid.width()) {
                continue;
            }
            const long long distance = (r - row) * (r - row) + (c - column) * (c - column);
            const auto found =
                grid.rowAt(static_cast<std::uint32_t>(c), static_cast<std::uint32_t>(r));
            if (found && distance < bestDistance) {
                bestDistance = distance;
                best = *found;
            }
        }
    }
    return best;
}

void PlotView::setMarkedPoints(std::vector<QPointF> points) {
    m_marked = std::move(points);
    update();
}

void PlotView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    if (!m_aggregate) {
        painter.fillRect(rect(), palette().base());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                         m_message);
        return;
    }
    paintFigure(painter, rect(), shownFigure());
}

void PlotView::wheelEvent(QWheelEvent* event) {
    if (!m_aggregate) {
        return;
    }
    const QRect area = shownArea();
    const QPointF at = event->position();
    const double steps = event->angleDelta().y() / 120.0;
    const double factor = std::pow(0.8, steps);
    const double anchorX = std::clamp((at.x() - area.left()) / area.width(), 0.0, 1.0);
    const double anchorY = std::clamp(1.0 - (at.y() - area.top()) / area.height(), 0.0, 1.0);
    setShownRanges(m_shownX.zoomed(anchorX, factor), m_shownY.zoomed(anchorY, factor));
    event->accept();
}

void PlotView::mousePressEvent(QMouseEvent* event) {
    m_pressed = event->position().toPoint();
    m_pressedX = m_shownX;
    m_pressedY = m_shownY;
    const bool band =
        event->button() == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier) != 0;
    if (band && m_aggregate) {
        if (m_band == nullptr) {
            m_band = new QRubberBand(QRubberBand::Rectangle, this);
        }
        m_band->setGeometry(QRect(m_pressed, QSize()));
        m_band->show();
    }
}

void PlotView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint at = event->position().toPoint();
    if (m_band != nullptr && m_band->isVisible()) {
        m_band->setGeometry(QRect(m_pressed, at).normalized());
        return;
    }
    if (!m_aggregate || (event->buttons() & Qt::LeftButton) == 0) {
        return;
    }
    if (!m_dragging && (at - m_pressed).manhattanLength() <= clickSlop) {
        return;
    }
    m_dragging = true;
    const QRect area = shownArea();
    const QPoint moved = at - m_pressed;
    m_shownX = m_pressedX.panned(-static_cast<double>(moved.x()) / area.width());
    m_shownY = m_pressedY.panned(static_cast<double>(moved.y()) / area.height());
    update();
}

void PlotView::mouseReleaseEvent(QMouseEvent* event) {
    const QPoint at = event->position().toPoint();
    if (m_band != nullptr && m_band->isVisible()) {
        m_band->hide();
        const QRect chosen = QRect(m_pressed, at).normalized();
        if (chosen.width() > clickSlop && chosen.height() > clickSlop) {
            const QRect area = shownArea();
            auto xAt = [&](int px) {
                return m_shownX.valueAt((px - area.left()) / double(area.width()));
            };
            auto yAt = [&](int py) {
                return m_shownY.valueAt(1.0 - (py - area.top()) / double(area.height()));
            };
            setShownRanges({xAt(chosen.left()), xAt(chosen.right() + 1)},
                           {yAt(chosen.bottom() + 1), yAt(chosen.top())});
        }
        return;
    }
    if (m_dragging) {
        m_dragging = false;
        emit rangesChanged(m_shownX, m_shownY);
        return;
    }
    if (event->button() == Qt::LeftButton && (at - m_pressed).manhattanLength() <= clickSlop) {
        if (const auto row = rowAt(at)) {
            emit rowClicked(*row);
        }
    }
}

void PlotView::mouseDoubleClickEvent(QMouseEvent*) {
    emit resetRequested();
}

void PlotView::resizeEvent(QResizeEvent*) {
    emit resized();
}

} // namespace strata::gui
