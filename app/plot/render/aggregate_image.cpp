#include "plot/render/aggregate_image.h"

#include "strata/plot/colormap.h"

#include <QPainter>
#include <cmath>

namespace strata::gui {

namespace {

QRgb mapped(double fraction) {
    const plot::Rgb colour = plot::Colormap::viridis().at(fraction);
    return qRgb(colour.r, colour.g, colour.b);
}

QImage transparentImage(int width, int height) {
    QImage image(std::max(1, width), std::max(1, height), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    return image;
}

QImage lineImage(const plot::LineAggregate& line, const plot::AxisRange& yShown, int height) {
    QImage image = transparentImage(static_cast<int>(line.width()), height);
    QPainter painter(&image);
    painter.setPen(QPen(plotColour, 1));
    // Pixel row of a value: yShown.max at the top edge, yShown.min at the bottom one.
    auto rowOf = [&](double value) {
        const double row = (1.0 - yShown.fraction(value)) * height;
        return std::clamp(row, -1.0, static_cast<double>(height)); // strokes off the area clip
    };
    const auto& columns = line.columns();
    std::optional<std::size_t> previous;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        if (columns[c].count == 0) {
            continue;
        }
        const double x = static_cast<double>(c) + 0.5;
        const double top = rowOf(columns[c].max);
        const double bottom = rowOf(columns[c].min);
        painter.drawLine(QPointF(x, top), QPointF(x, bottom));
        if (previous) {
            // Joined where the two columns' strokes do not meet.
            const auto& before = columns[*previous];
            const double px = static_cast<double>(*previous) + 0.5;
            if (before.max < columns[c].min) {
                painter.drawLine(QPointF(px, rowOf(before.max)), QPointF(x, bottom));
            } else if (before.min > columns[c].max) {
                painter.drawLine(QPointF(px, rowOf(before.min)), QPointF(x, top));
            } else if (*previous + 1 != c) {
                painter.drawLine(QPointF(px, rowOf((before.min + before.max) / 2)),
                                 QPointF(x, rowOf((columns[c].min + columns[c].max) / 2)));
            }
        }
        previous = c;
    }
    return image;
}

QImage gridImage(const plot::DensityGrid& grid, const std::optional<ColourBar>& bar) {
    const int width = static_cast<int>(grid.width());
    const int height = static_cast<int>(grid.height());
    QImage image = transparentImage(width, height);
    if (grid.width() == 0 || grid.height() == 0) {
        return image;
    }
    const bool coloured = grid.keeps().colour && bar;
    const bool counted = !grid.keeps().colour && bar;
    std::uint64_t filled = 0;
    for (const std::uint32_t count : grid.counts()) {
        filled += count != 0 ? 1 : 0;
    }
    // A scatter of few points draws each as a 3 x 3 dot (a tenth of the area filled would merge
    // them); a density shows pixels as they are.
    const int spread = !counted && filled * 10 < grid.counts().size() ? 1 : 0;
    const QRgb single = plotColour.rgb();
    for (int row = 0; row < height; ++row) {
        const int y = height - 1 - row; // pixel row 0 is the bottom
        for (int column = 0; column < width; ++column) {
            const auto at = static_cast<std::uint32_t>(column);
            const std::uint32_t count = grid.count(at, static_cast<std::uint32_t>(row));
            if (count == 0) {
                continue;
            }
            const QRgb colour =
                coloured
                    ? mapped(bar->fraction(grid.meanColour(at, static_cast<std::uint32_t>(row))))
                : counted ? mapped(bar->fraction(count))
                          : single;
            for (int dy = -spread; dy <= spread; ++dy) {
                for (int dx = -spread; dx <= spread; ++dx) {
                    if (image.valid(column + dx, y + dy)) {
                        image.setPixel(column + dx, y + dy, colour);
                    }
                }
            }
        }
    }
    return image;
}

} // namespace

QImage aggregateImage(const plot::PlotAggregate& aggregate, const plot::PlotRequest& request,
                      const std::optional<ColourBar>& bar) {
    if (const auto* line = std::get_if<plot::LineAggregate>(&aggregate)) {
        return lineImage(*line, request.y, static_cast<int>(request.height));
    }
    return gridImage(std::get<plot::DensityGrid>(aggregate), bar);
}

} // namespace strata::gui
