#pragma once

#include "commands.h"
#include "plot/render/plot_figure.h"

#include <QByteArray>
#include <QGuiApplication>
#include <functional>
#include <optional>

namespace strata::cli {

// plot --map: latitude against longitude on a map with coastlines (map_plot_command.cpp).
int runMapPlot(const CommandLine& line, const Table& table, OutputStream& out);
// plot --image: a b2nd array's plane as a heatmap (image_plot_command.cpp).
int runImagePlot(const CommandLine& line, const Table& table, OutputStream& out);

// What the plot commands share: a column named by an option (the reason printed when none),
// the offscreen application the renderer needs, and writing the figure as -o's suffix says
// (`csv` makes the CSV of -o OUT.csv; none: the plot has no CSV and writes a picture).
std::optional<std::size_t> plottedColumn(const Table& table, const std::string& name,
                                         const char* option);
QGuiApplication& offscreenApplication();
int writeFigure(const gui::PlotFigure& figure, const CommandLine& line, OutputStream& out,
                const std::function<QByteArray()>& csv);

} // namespace strata::cli
