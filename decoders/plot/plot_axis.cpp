#include "strata/plot/plot_axis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace strata::plot {

AxisRange AxisRange::around(double low, double high) {
    if (!std::isfinite(low) || !std::isfinite(high)) {
        return {0.0, 1.0};
    }
    if (low > high) {
        std::swap(low, high);
    }
    if (high - low > 0.0 && std::isfinite(high - low)) {
        return {low, high};
    }
    // One value: half a unit either side, or a tenth of its magnitude for large values.
    const double pad = std::max(0.5, std::abs(low) * 0.1);
    return {low - pad, high + pad};
}

AxisRange AxisRange::zoomed(double anchor, double factor) const {
    const double pivot = valueAt(anchor);
    const AxisRange scaled{pivot - (pivot - min) * factor, pivot + (max - pivot) * factor};
    // Deeper than a few ulps of its values the range cannot be drawn: keep the current one.
    const double smallest = std::max(std::abs(pivot), 1.0) * 1e-12;
    return scaled.span() > smallest && std::isfinite(scaled.span()) ? scaled : *this;
}

AxisRange AxisRange::panned(double fraction) const {
    const double shift = fraction * span();
    return {min + shift, max + shift};
}

AxisTicks niceTicks(const AxisRange& range, int maxTicks) {
    AxisTicks ticks;
    const double span = range.span();
    if (!(span > 0.0) || !std::isfinite(span) || maxTicks < 1) {
        return ticks;
    }
    const double rough = span / std::max(1, maxTicks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    ticks.step = 10.0 * magnitude;
    for (const double multiple : {1.0, 2.0, 5.0}) {
        if (multiple * magnitude >= rough) {
            ticks.step = multiple * magnitude;
            break;
        }
    }
    const double first = std::ceil(range.min / ticks.step);
    const double last = std::floor(range.max / ticks.step);
    for (double k = first; k <= last && ticks.values.size() <= static_cast<std::size_t>(maxTicks);
         k += 1.0) {
        const double value = k * ticks.step;
        // -0 prints as "-0"; a tick at zero is 0.
        ticks.values.push_back(value == 0.0 ? 0.0 : value);
    }
    return ticks;
}

std::string tickText(double value, double step) {
    char text[64];
    const double magnitude = std::max(std::abs(value), std::abs(step));
    if (magnitude >= 1e9 || (magnitude < 1e-4 && magnitude > 0.0)) {
        // Enough significant digits to tell neighbouring ticks apart.
        const int digits =
            std::clamp(static_cast<int>(std::ceil(std::log10(magnitude / std::abs(step)))), 0, 15);
        std::snprintf(text, sizeof text, "%.*e", digits, value);
        return text;
    }
    const int decimals =
        std::clamp(static_cast<int>(-std::floor(std::log10(std::abs(step)) + 1e-9)), 0, 15);
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

} // namespace strata::plot
