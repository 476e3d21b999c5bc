// plot --image (issue 21, point 4): a plane of a b2nd array as a heatmap.
#include "plot/render/array_figure.h"
#include "plot_rendering.h"
#include "strata/nd_array.h"

#include <charconv>
#include <cstdio>

namespace strata::cli {

namespace {

// --slice: one entry per dimension, ':' for the two shown (the first y, the second x) and an
// index for every other, as numpy writes a[70, :, :].
std::optional<gui::ArrayView> parseSlice(const std::string& text,
                                         const std::vector<std::uint64_t>& shape) {
    gui::ArrayView view = gui::ArrayView::of(shape);
    if (text.empty()) {
        return view;
    }
    std::vector<std::size_t> shown;
    std::size_t d = 0;
    for (std::size_t start = 0; start <= text.size(); ++d) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string_view entry = std::string_view(text).substr(start, comma - start);
        start = comma + 1;
        if (d >= shape.size()) {
            return std::nullopt;
        }
        if (entry == ":") {
            shown.push_back(d);
            continue;
        }
        std::uint64_t index = 0;
        const auto parsed = std::from_chars(entry.data(), entry.data() + entry.size(), index);
        if (parsed.ec != std::errc() || parsed.ptr != entry.data() + entry.size() ||
            index >= shape[d]) {
            return std::nullopt;
        }
        view.index[d] = index;
    }
    if (d != shape.size() || shown.size() != 2) {
        return std::nullopt;
    }
    view.yDim = shown[0];
    view.xDim = shown[1];
    return view;
}

std::string shapeText(const std::vector<std::uint64_t>& shape) {
    std::string text;
    for (const std::uint64_t side : shape) {
        text += (text.empty() ? "" : " x ") + std::to_string(side);
    }
    return text;
}

} // namespace

int runImagePlot(const CommandLine& line, const Table& table, OutputStream& out) {
    const auto array = table.ndArray();
    if (!array) {
        std::fprintf(stderr, "strata-cli: plot --image: the table is no b2nd array of two or "
                             "more dimensions (plot --y value draws a frame's items as a line)\n");
        return exitUsage;
    }
    const auto view = parseSlice(line.plot.slice, array->shape());
    if (!view) {
        std::fprintf(stderr,
                     "strata-cli: --slice '%s' does not fit the array of %s: give an index or "
                     "':' for each dimension, ':' twice (y, then x)\n",
                     line.plot.slice.c_str(), shapeText(array->shape()).c_str());
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
