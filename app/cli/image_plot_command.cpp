// plot --image (issue 21, point 4): a plane of a b2nd array as a heatmap.
#include "plot/render/array_figure.h"
#include "plot_rendering.h"
#include "strata/array_slice.h"
#include "strata/nd_array.h"

#include <algorithm>
#include <cstdio>

namespace strata::cli {

namespace {

// --slice: as NumPy indexes the array (strata/array_slice.h), an index for each dimension not
// shown and ':' for the two shown (y, then x): a[70, :, :]; dimensions left out at the end are
// shown whole.
std::optional<gui::ArrayView> parseSlice(const std::string& text,
                                         const std::vector<std::uint64_t>& shape) {
    gui::ArrayView view = gui::ArrayView::of(shape);
    if (text.empty()) {
        return view;
    }
    const auto parsed = parseArraySlice(text, shape);
    const auto* slice = std::get_if<ArraySlice>(&parsed);
    if (slice == nullptr) {
        return std::nullopt;
    }
    const std::vector<std::size_t> shown = slice->keptDimensions();
    const bool whole = std::all_of(shown.begin(), shown.end(), [&](std::size_t d) {
        return slice->dimensions[d].start == 0 && slice->dimensions[d].stop == shape[d];
    });
    if (shown.size() != 2 || !whole) {
        return std::nullopt;
    }
    for (std::size_t d = 0; d < shape.size(); ++d) {
        view.index[d] = slice->dimensions[d].start;
    }
    view.yDim = shown[0];
    view.xDim = shown[1];
    return view;
}

} // namespace

int runImagePlot(const CommandLine& line, const Table& table, OutputStream& out) {
    const auto array = table.ndArray();
    if (!array) {
        std::fprintf(stderr, "strata-cli: plot --image: the table is no b2nd array of two or "
                             "more dimensions (plot --y value draws a frame's items as a line)\n");
        return exitUsage;
    }
    const auto view = parseSlice(line.slice, array->shape());
    if (!view) {
        std::fprintf(stderr,
                     "strata-cli: --slice '%s' does not fit the array of %s: give an index or "
                     "':' for each dimension, ':' twice (y, then x)\n",
                     line.slice.c_str(), shapeText(array->shape()).c_str());
        return exitUsage;
    }
    gui::ArrayView shown = *view;
    shown.logarithmic = line.plot.logarithmic;
    shown.unit = gui::arrayUnit(table);
    offscreenApplication();
    const ArrayPlane plane = array->readPlane(shown.yDim, shown.xDim, shown.index);
    if (plane.width == 0 && !plane.diagnostics.empty()) {
        std::fprintf(stderr, "strata-cli: plot --image: %s\n",
                     plane.diagnostics.front().message.c_str());
        return exitFileErrors;
    }
    const gui::PlotFigure figure = gui::arrayFigure(plane, shown, QLocale(QLocale::English));
    const int written = writeFigure(figure, line, out, {});
    return written != exitSuccess      ? written
           : plane.diagnostics.empty() ? exitSuccess
                                       : exitFileErrors;
}

} // namespace strata::cli
