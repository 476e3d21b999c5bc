#include "plot/render/table_figure.h"

#include "plot/render/aggregate_image.h"
#include "plot/render/plot_layout.h"

#include <QCoreApplication>

namespace strata::gui {

namespace {

QString columnTitle(const Table& table, std::optional<std::size_t> column) {
    if (!column) {
        return QCoreApplication::translate("strata::gui::PlotFigure", "Row");
    }
    return withUnit(QString::fromStdString(table.columns().at(*column).name), table.unit(*column));
}

std::optional<ColourBar> colourBarOf(const Table& table, const plot::PlotRequest& request,
                                     const plot::PlotAggregate& aggregate) {
    const auto* grid = std::get_if<plot::DensityGrid>(&aggregate);
    if (grid == nullptr) {
        return std::nullopt;
    }
    if (grid->keeps().colour) {
        const plot::AxisRange range = plot::AxisRange::around(grid->colourMin(), grid->colourMax());
        return ColourBar{range.min, range.max, columnTitle(table, request.colourColumn), false};
    }
    if (request.kind == plot::PlotKind::Density) {
        return ColourBar{0.0, std::max(1.0, static_cast<double>(grid->maxCount())),
                         QCoreApplication::translate("strata::gui::PlotFigure", "Points per pixel"),
                         true};
    }
    return std::nullopt;
}

QString captionOf(const plot::PlotAggregate& aggregate, const QLocale& locale) {
    const std::uint64_t drawn = plot::drawnPoints(aggregate);
    const std::uint64_t missing = plot::missingPoints(aggregate);
    QString caption = QCoreApplication::translate("strata::gui::PlotFigure", "%1 points in view")
                          .arg(locale.toString(static_cast<qulonglong>(drawn)));
    if (missing != 0) {
        caption +=
            QStringLiteral(" · ") + QCoreApplication::translate("strata::gui::PlotFigure",
                                                                "%1 left out: a value is missing")
                                        .arg(locale.toString(static_cast<qulonglong>(missing)));
    }
    return caption;
}

PlotFigure frameOf(const Table& table, const plot::PlotRequest& request) {
    PlotFigure figure;
    figure.x = {request.x, columnTitle(table, request.xColumn)};
    figure.y = {request.y, columnTitle(table, request.yColumn)};
    return figure;
}

} // namespace

PlotFigure tableFigure(const Table& table, const plot::PlotRequest& request,
                       const plot::PlotAggregate& aggregate, const QLocale& locale) {
    PlotFigure figure = frameOf(table, request);
    figure.colourBar = colourBarOf(table, request, aggregate);
    figure.content = aggregateImage(aggregate, request, figure.colourBar);
    figure.caption = captionOf(aggregate, locale);
    return figure;
}

plot::AxisRange lineYRange(const plot::LineAggregate& line) {
    const plot::AxisRange range = plot::AxisRange::around(line.yMin(), line.yMax());
    const double spare = range.span() / 20.0;
    return {range.min - spare, range.max + spare};
}

void sizeRequestFor(const Table& table, plot::PlotRequest& request, const QSize& size,
                    const QFont& font) {
    PlotFigure figure = frameOf(table, request);
    // The colour bar and caption take room: lay them out as the finished figure will have them.
    if (request.kind == plot::PlotKind::Density ||
        (request.kind == plot::PlotKind::Scatter && request.colourColumn)) {
        figure.colourBar = ColourBar{0.0, 1000.0, {}, request.kind == plot::PlotKind::Density};
    }
    figure.caption = QStringLiteral("caption");
    const QRect area = plotArea(size, figure, font);
    request.width = static_cast<std::uint32_t>(area.width());
    request.height = static_cast<std::uint32_t>(area.height());
}

} // namespace strata::gui
