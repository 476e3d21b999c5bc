#pragma once

#include "plot/render/plot_figure.h"
#include "strata/nd_array.h"
#include "strata/table.h"

#include <QLocale>
#include <array>
#include <optional>
#include <vector>

namespace strata::gui {

// Which plane of an N-dimensional array an image shows (h5web's dimension mapper: two
// dimensions as x and y, a fixed index in each other one), what part of it, and how its values
// are coloured.
struct ArrayView {
    std::size_t yDim = 0;
    std::size_t xDim = 1;
    std::vector<std::uint64_t> index; // a coordinate per dimension; yDim's and xDim's unused
    std::optional<double> min;        // the colour range; nullopt: the plane's smallest
    std::optional<double> max;        // and largest value
    bool logarithmic = false;         // colour by log10 of the value; values <= 0 left out
    std::string unit;                 // the values' unit where the file states it
    std::optional<plot::AxisRange> x; // the indexes shown; nullopt: all
    std::optional<plot::AxisRange> y;

    // The last two dimensions as y and x, every other index 0.
    static ArrayView of(const std::vector<std::uint64_t>& shape);
    bool operator==(const ArrayView&) const = default;
};

// The heatmap of a plane read for `view`: item (x, y) fills the square from x to x + 1 and y to
// y + 1 of the axes, index 0 at the bottom left (as h5web draws); viridis over the colour range
// (log10 of it on a logarithmic scale, which the colour bar then shows); items that are not a
// number, or not positive on a logarithmic scale, are left transparent and counted in the
// caption.
PlotFigure arrayFigure(const ArrayPlane& plane, const ArrayView& view, const QLocale& locale);

// The unit of an array table's items (its value columns'), empty where the file states none.
inline std::string arrayUnit(const Table& table) {
    return table.columns().empty() ? std::string() : table.unit(table.columns().size() - 1);
}

// The item (x, y) of the plane at data point (x, y) of its figure; nullopt outside the plane.
std::optional<std::array<std::uint64_t, 2>> arrayItemAt(const ArrayPlane& plane, double x,
                                                        double y);

// The full index of item (x, y) of the plane `view` shows.
std::vector<std::uint64_t> arrayIndexOf(const ArrayView& view, std::uint64_t x, std::uint64_t y);

} // namespace strata::gui
