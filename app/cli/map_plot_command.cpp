// plot --map (issue 21, point 3): latitude against longitude on a world map.
#include "plot/render/map_figure.h"
#include "plot/render/plot_export.h"
#include "plot_rendering.h"

#include <QGuiApplication>
#include <cstdio>

namespace strata::cli {

int runMapPlot(const CommandLine& line, const Table& table, OutputStream& out) {
    std::optional<plot::LatLonColumns> columns;
    if (!line.plot.x.empty() || !line.plot.y.empty()) {
        // --x LON --y LAT choose the columns where their names do not say.
        if (line.plot.x.empty() || line.plot.y.empty()) {
            std::fprintf(stderr, "strata-cli: plot --map takes both --x LON and --y LAT, or "
                                 "neither\n");
            return exitUsage;
        }
        const auto lon = plottedColumn(table, line.plot.x, "--x");
        const auto lat = plottedColumn(table, line.plot.y, "--y");
        if (!lon || !lat) {
            return exitUsage;
        }
        columns = plot::LatLonColumns{*lat, *lon};
    } else {
        columns = plot::findLatLonColumns(table.columns());
        if (!columns) {
            std::fprintf(stderr, "strata-cli: plot --map: the table has no latitude and "
                                 "longitude columns (lat, lon, latitude, longitude); name them "
                                 "with --x LON --y LAT\n");
            return exitUsage;
        }
    }
    std::optional<std::size_t> colour;
    if (!line.plot.colour.empty()) {
        colour = plottedColumn(table, line.plot.colour, "--color");
        if (!colour) {
            return exitUsage;
        }
    }
    const std::optional<QueryExpression> filter = parseFilter(line, table);
    if (!filter) {
        return exitUsage;
    }
    offscreenApplication();
    const QSize size(line.plot.width, line.plot.height);
    plot::PlotRequest request = gui::mapRequest(*columns, colour, {});
    const plot::MapFrame frame =
        gui::mapFrameFor(table, request, std::nullopt, size, QGuiApplication::font(), {});
    request = gui::mapRequest(*columns, colour, frame);
    request.keepRows = false;
    request.filter = *filter;
    plot::PlotFold fold(request);
    const plot::PlotScanOutcome outcome = fold.run(table, {});
    const plot::PlotAggregate aggregate = fold.snapshot();
    const gui::PlotFigure figure = gui::mapFigure(
        table, request, aggregate, plot::defaultCoastlines(), QLocale(QLocale::English));
    const int written = writeFigure(figure, line, out, [&] {
        return gui::aggregateCsv(aggregate, figure.x.title, figure.y.title,
                                 colour ? figure.colourBar->title : QString());
    });
    return written != exitSuccess       ? written
           : outcome.damagedBlocks != 0 ? exitFileErrors
                                        : exitSuccess;
}

} // namespace strata::cli
