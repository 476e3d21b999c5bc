#include "plot/render/plot_painter.h"

#include "plot/render/plot_layout.h"
#include "strata/plot/colormap.h"

#include <QPainter>

namespace strata::gui {

namespace {

constexpr int tickLength = 5;
const QColor gridColour(0xe8, 0xe8, 0xe8);
const QColor frameColour(0x50, 0x50, 0x50);
const QColor textColour(0x20, 0x20, 0x20);

QImage colourBarImage() {
    const plot::Colormap& map = plot::Colormap::viridis();
    QImage image(1, static_cast<int>(plot::Colormap::size), QImage::Format_RGB32);
    for (std::size_t i = 0; i < plot::Colormap::size; ++i) {
        const plot::Rgb& colour = map[plot::Colormap::size - 1 - i]; // the top is the maximum
        image.setPixel(0, static_cast<int>(i), qRgb(colour.r, colour.g, colour.b));
    }
    return image;
}

void paintColourBar(QPainter& painter, const PlotLayout& layout, const ColourBar& bar) {
    const QRect& rect = layout.colourBar;
    painter.drawImage(rect, colourBarImage());
    painter.setPen(frameColour);
    painter.drawRect(rect.adjusted(0, 0, -1, -1));
    const QFontMetrics metrics = painter.fontMetrics();
    int widest = 0;
    for (const double value : layout.colourTicks.values) {
        const double y = rect.bottom() - bar.fraction(value) * (rect.height() - 1);
        painter.drawLine(QPointF(rect.right() + 1, y), QPointF(rect.right() + tickLength, y));
        const QString text = tickLabel(value, layout.colourTicks.step);
        widest = std::max(widest, metrics.horizontalAdvance(text));
        painter.drawText(QPointF(rect.right() + tickLength + 2, y + metrics.ascent() / 2.0 - 1),
                         text);
    }
    painter.save();
    painter.translate(rect.right() + tickLength + 2 + widest + 6 + metrics.ascent(),
                      rect.center().y());
    painter.rotate(-90);
    painter.drawText(
        QRectF(-rect.height() / 2.0, -metrics.ascent(), rect.height(), metrics.height()),
        Qt::AlignCenter, metrics.elidedText(bar.title, Qt::ElideRight, rect.height()));
    painter.restore();
}

} // namespace

QPointF PlotFigure::pointAt(const QRectF& area, double xValue, double yValue) const {
    return {area.left() + x.range.fraction(xValue) * area.width(),
            area.bottom() - y.range.fraction(yValue) * area.height()};
}

void paintFigure(QPainter& painter, const QRect& bounds, const PlotFigure& figure) {
    painter.save();
    painter.translate(bounds.topLeft());
    const PlotLayout layout = PlotLayout::of(bounds.size(), figure, painter.font());
    const QRect& area = layout.area;
    const QFontMetrics metrics = painter.fontMetrics();
    painter.fillRect(QRect(QPoint(0, 0), bounds.size()), Qt::white);

    auto xAt = [&](double value) {
        return area.left() + figure.x.range.fraction(value) * area.width();
    };
    auto yAt = [&](double value) {
        return area.top() + area.height() - figure.y.range.fraction(value) * area.height();
    };

    painter.setPen(gridColour);
    for (const double value : layout.xTicks.values) {
        painter.drawLine(QPointF(xAt(value), area.top()), QPointF(xAt(value), area.bottom()));
    }
    for (const double value : layout.yTicks.values) {
        painter.drawLine(QPointF(area.left(), yAt(value)), QPointF(area.right(), yAt(value)));
    }

    if (!figure.content.isNull()) {
        painter.drawImage(area, figure.content);
    }
    if (figure.overlay) {
        painter.save();
        painter.setClipRect(area);
        figure.overlay(painter, QRectF(area));
        painter.restore();
    }

    painter.setPen(frameColour);
    painter.drawRect(area.adjusted(-1, -1, 0, 0));
    for (const double value : layout.xTicks.values) {
        const double x = xAt(value);
        painter.drawLine(QPointF(x, area.bottom() + 1), QPointF(x, area.bottom() + tickLength));
    }
    for (const double value : layout.yTicks.values) {
        const double y = yAt(value);
        painter.drawLine(QPointF(area.left() - tickLength - 1, y), QPointF(area.left() - 1, y));
    }

    painter.setPen(textColour);
    const int line = metrics.height();
    for (const double value : layout.xTicks.values) {
        const QString text = tickLabel(value, layout.xTicks.step);
        const int width = metrics.horizontalAdvance(text);
        painter.drawText(
            QRectF(xAt(value) - width / 2.0 - 1, area.bottom() + tickLength + 2, width + 2, line),
            Qt::AlignCenter, text);
    }
    for (const double value : layout.yTicks.values) {
        const QString text = tickLabel(value, layout.yTicks.step);
        painter.drawText(QRectF(0, yAt(value) - line / 2.0, area.left() - tickLength - 3, line),
                         Qt::AlignRight | Qt::AlignVCenter, text);
    }

    // Axis titles: x centred under the tick texts, y turned along the left edge.
    const QRectF xTitle(area.left(), area.bottom() + tickLength + 2 + line + 3, area.width(), line);
    painter.drawText(xTitle, Qt::AlignCenter,
                     metrics.elidedText(figure.x.title, Qt::ElideRight, area.width()));
    painter.save();
    painter.translate(6, area.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-area.height() / 2.0, 0, area.height(), line), Qt::AlignCenter,
                     metrics.elidedText(figure.y.title, Qt::ElideRight, area.height()));
    painter.restore();

    if (figure.colourBar) {
        paintColourBar(painter, layout, *figure.colourBar);
    }
    if (!layout.caption.isEmpty()) {
        painter.setPen(textColour);
        painter.drawText(
            layout.caption, Qt::AlignLeft | Qt::AlignVCenter,
            metrics.elidedText(figure.caption, Qt::ElideRight, layout.caption.width()));
    }
    painter.restore();
}

} // namespace strata::gui
