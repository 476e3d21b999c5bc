#include "plot/render/array_figure.h"

#include "strata/plot/colormap.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <limits>

namespace strata::gui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("strata::gui::PlotFigure", text);
}

// The shown indexes of a dimension of `size` items: the view's range widened to whole items
// and kept inside the dimension.
std::pair<std::uint64_t, std::uint64_t> shownItems(const std::optional<plot::AxisRange>& range,
                                                   std::uint64_t size) {
    if (!range || size == 0) {
        return {0, size};
    }
    const double low = std::clamp(std::floor(range->min), 0.0, static_cast<double>(size - 1));
    const double high = std::clamp(std::ceil(range->max), low + 1.0, static_cast<double>(size));
    return {static_cast<std::uint64_t>(low), static_cast<std::uint64_t>(high)};
}

// What colours an item: its value, or log10 of it; NaN when it is not drawn.
double colourValue(double value, bool logarithmic) {
    if (!std::isfinite(value)) {
        return std::numeric_limits<double>::quiet_NaN();
    }
    if (logarithmic) {
        return value > 0.0 ? std::log10(value) : std::numeric_limits<double>::quiet_NaN();
    }
    return value;
}

} // namespace

ArrayView ArrayView::of(const std::vector<std::uint64_t>& shape) {
    ArrayView view;
    const std::size_t n = shape.size();
    view.yDim = n >= 2 ? n - 2 : 0;
    view.xDim = n >= 2 ? n - 1 : 0;
    view.index.assign(n, 0);
    return view;
}

PlotFigure arrayFigure(const ArrayPlane& plane, const ArrayView& view, const QLocale& locale) {
    const auto [x0, x1] = shownItems(view.x, plane.width);
    const auto [y0, y1] = shownItems(view.y, plane.height);
    // The colour range: the view's, else the shown items' smallest and largest.
    double low = std::numeric_limits<double>::infinity();
    double high = -low;
    std::uint64_t undrawn = 0;
    for (std::uint64_t y = y0; y < y1; ++y) {
        for (std::uint64_t x = x0; x < x1; ++x) {
            const double value = colourValue(plane.valueAt(x, y), view.logarithmic);
            if (std::isnan(value)) {
                ++undrawn;
                continue;
            }
            low = std::min(low, value);
            high = std::max(high, value);
        }
    }
    if (view.min) {
        low = colourValue(*view.min, view.logarithmic);
    }
    if (view.max) {
        high = colourValue(*view.max, view.logarithmic);
    }
    const plot::AxisRange colours = plot::AxisRange::around(low, high);

    PlotFigure figure;
    figure.x = {{static_cast<double>(x0), static_cast<double>(x1)},
                translated("Dimension %1").arg(view.xDim)};
    figure.y = {{static_cast<double>(y0), static_cast<double>(y1)},
                translated("Dimension %1").arg(view.yDim)};
    figure.colourBar = ColourBar{
        colours.min, colours.max,
        withUnit(view.logarithmic ? translated("log10 of the value") : translated("Value"),
                 view.unit),
        false};
    QImage image(static_cast<int>(x1 - x0), static_cast<int>(y1 - y0), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    const plot::Colormap& viridis = plot::Colormap::viridis();
    for (std::uint64_t y = y0; y < y1; ++y) {
        // Image rows run top down, indexes bottom up.
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(static_cast<int>(y1 - 1 - y)));
        for (std::uint64_t x = x0; x < x1; ++x) {
            const double value = colourValue(plane.valueAt(x, y), view.logarithmic);
            if (!std::isnan(value)) {
                const plot::Rgb colour = viridis.at(colours.fraction(value));
                line[x - x0] = qRgb(colour.r, colour.g, colour.b);
            }
        }
    }
    figure.content = std::move(image);

    QStringList where;
    for (std::size_t d = 0; d < view.index.size(); ++d) {
        where << (d == view.xDim || d == view.yDim
                      ? QStringLiteral(":")
                      : locale.toString(static_cast<qulonglong>(view.index[d])));
    }
    figure.caption = translated("array[%1]: %2 × %3 items")
                         .arg(where.join(QStringLiteral(", ")),
                              locale.toString(static_cast<qulonglong>(plane.height)),
                              locale.toString(static_cast<qulonglong>(plane.width)));
    if (undrawn != 0) {
        figure.caption += QStringLiteral(" · ") +
                          (view.logarithmic ? translated("%1 left out: not a positive number")
                                            : translated("%1 left out: not a number"))
                              .arg(locale.toString(static_cast<qulonglong>(undrawn)));
    }
    if (!plane.diagnostics.empty()) {
        figure.caption += QStringLiteral(" · ") +
                          translated("damaged: %1")
                              .arg(QString::fromStdString(plane.diagnostics.front().message));
    }
    return figure;
}

std::optional<std::array<std::uint64_t, 2>> arrayItemAt(const ArrayPlane& plane, double x,
                                                        double y) {
    if (!(x >= 0.0) || !(y >= 0.0) || x >= static_cast<double>(plane.width) ||
        y >= static_cast<double>(plane.height)) {
        return std::nullopt;
    }
    return std::array<std::uint64_t, 2>{static_cast<std::uint64_t>(x),
                                        static_cast<std::uint64_t>(y)};
}

std::vector<std::uint64_t> arrayIndexOf(const ArrayView& view, std::uint64_t x, std::uint64_t y) {
    std::vector<std::uint64_t> index = view.index;
    index[view.xDim] = x;
    index[view.yDim] = y;
    return index;
}

} // namespace strata::gui
