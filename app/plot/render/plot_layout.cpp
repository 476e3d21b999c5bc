#include "plot/render/plot_layout.h"

#include <QFontMetrics>
#include <algorithm>
#include <cmath>

namespace strata::gui {

namespace {

constexpr int tickLength = 5;
constexpr int padding = 6;
constexpr int barWidth = 14;

int widestLabel(const plot::AxisTicks& ticks, const QFontMetrics& metrics) {
    int widest = 0;
    for (const double value : ticks.values) {
        widest = std::max(widest, metrics.horizontalAdvance(tickLabel(value, ticks.step)));
    }
    return widest;
}

} // namespace

double ColourBar::fraction(double value) const {
    const double span = max - min;
    if (!(span > 0.0)) {
        return 0.0;
    }
    const double raw = logarithmic ? std::log1p(std::max(0.0, value - min)) / std::log1p(span)
                                   : (value - min) / span;
    return std::clamp(raw, 0.0, 1.0);
}

QString tickLabel(double value, double step) {
    return QString::fromStdString(plot::tickText(value, step));
}

plot::AxisTicks colourBarTicks(const ColourBar& bar, int maxTicks) {
    if (!bar.logarithmic) {
        return plot::niceTicks({bar.min, bar.max}, maxTicks);
    }
    plot::AxisTicks ticks;
    for (double power = 1.0; power <= bar.max - bar.min; power *= 10.0) {
        ticks.values.push_back(bar.min + power);
    }
    return ticks;
}

PlotLayout PlotLayout::of(const QSize& size, const PlotFigure& figure, const QFont& font) {
    const QFontMetrics metrics(font);
    const int line = metrics.height();
    PlotLayout layout;

    const int captionHeight = figure.caption.isEmpty() ? 0 : line + padding;
    const int top = line / 2 + padding;
    const int bottom = tickLength + line + padding / 2 + line + padding + captionHeight;
    const int areaHeight = std::max(1, size.height() - top - bottom);
    layout.yTicks = plot::niceTicks(figure.y.range, std::max(2, areaHeight / (line * 5 / 2)));

    // The last x tick's text is centred on the area's right edge at most: half of it to spare.
    const plot::AxisTicks roughX = plot::niceTicks(figure.x.range, 10);
    const int lastX = roughX.values.empty()
                          ? 0
                          : metrics.horizontalAdvance(tickLabel(roughX.values.back(), roughX.step));
    int right = padding + std::max(metrics.horizontalAdvance(QStringLiteral("0000")), lastX) / 2;
    if (figure.colourBar) {
        layout.colourTicks =
            colourBarTicks(*figure.colourBar, std::max(2, areaHeight / (line * 5 / 2)));
        // Room for seven characters of tick text at least, so the plot area keeps its size while
        // a density's largest count grows as blocks arrive.
        const int labels = std::max(widestLabel(layout.colourTicks, metrics),
                                    metrics.horizontalAdvance(QStringLiteral("-000000")));
        right = 2 * padding + barWidth + tickLength + 2 + labels + padding + line + padding;
    }
    const int left =
        padding + line + padding + widestLabel(layout.yTicks, metrics) + tickLength + 2;
    const int areaWidth = std::max(1, size.width() - left - right);

    // As many x ticks as their texts leave room for: a first guess, then the texts measured.
    layout.xTicks = plot::niceTicks(figure.x.range, std::max(2, areaWidth / (line * 5)));
    const int xLabel = widestLabel(layout.xTicks, metrics) + line;
    if (static_cast<int>(layout.xTicks.values.size()) * xLabel > areaWidth) {
        layout.xTicks = plot::niceTicks(figure.x.range, std::max(1, areaWidth / xLabel));
    }

    layout.area = QRect(left, top, areaWidth, areaHeight);
    if (figure.colourBar) {
        layout.colourBar = QRect(layout.area.right() + 1 + 2 * padding, top, barWidth, areaHeight);
    }
    if (captionHeight > 0) {
        layout.caption =
            QRect(padding, size.height() - captionHeight, size.width() - 2 * padding, line);
    }
    return layout;
}

QRect plotArea(const QSize& size, const PlotFigure& figure, const QFont& font) {
    return PlotLayout::of(size, figure, font).area;
}

} // namespace strata::gui
