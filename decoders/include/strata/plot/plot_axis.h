#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace strata::plot {

// The data range an axis shows, mapped linearly onto `pixels` pixels: value `min` at the start
// of pixel 0, value `max` at the end of the last pixel.
struct AxisRange {
    double min = 0.0;
    double max = 1.0;

    // A range that holds [low, high] and can be drawn: an empty or single-value range is
    // widened around its value, non-finite ends become 0 and 1.
    static AxisRange around(double low, double high);

    double span() const { return max - min; }
    bool contains(double value) const { return value >= min && value <= max; }
    // Where a value lies, 0 at min and 1 at max (outside [0, 1] when outside the range).
    double fraction(double value) const { return (value - min) / span(); }
    double valueAt(double fraction) const { return min + fraction * span(); }
    // The range scaled by `factor` (< 1 zooms in) about the value at `anchor` (a fraction),
    // which stays where it is.
    AxisRange zoomed(double anchor, double factor) const;
    // The range moved by `fraction` of its span.
    AxisRange panned(double fraction) const;

    bool operator==(const AxisRange&) const = default;
};

// Tick values for an axis: multiples of a step of 1, 2 or 5 times a power of ten, at most
// `maxTicks` of them within the range.
struct AxisTicks {
    double step = 1.0;
    std::vector<double> values;
};
AxisTicks niceTicks(const AxisRange& range, int maxTicks);

// A tick's text: as many decimals as the step needs ("0.25", "1500"), in scientific notation
// for very large or small magnitudes ("1.5e+09").
std::string tickText(double value, double step);

} // namespace strata::plot
