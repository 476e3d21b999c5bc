#include "strata/plot/colormap.h"

#include <algorithm>
#include <cmath>

namespace strata::plot {

namespace {

// viridis as a polynomial of degree 6 in t per channel: Matt Zucker's least-squares fit to
// matplotlib's table (CC0), within a few 1/255 of it over [0, 1].
constexpr double coefficients[3][7] = {
    {0.2777273272234177, 0.1050930431085774, -0.3308618287255563, -4.634230498983486,
     6.228269936347081, 4.776384997670288, -5.435455855934631},
    {0.005407344544966578, 1.404613529898575, 0.214847559468213, -5.799100973351585,
     14.17993336680509, -13.74514537774601, 4.645852612178535},
    {0.3340998053353061, 1.384590162594685, 0.09509516302823659, -19.33244095627987,
     56.69055260068105, -65.35303263337234, 26.3124352495832},
};

std::uint8_t channel(int which, double t) {
    double value = 0.0;
    for (int power = 6; power >= 0; --power) {
        value = value * t + coefficients[which][power];
    }
    return static_cast<std::uint8_t>(std::lround(std::clamp(value, 0.0, 1.0) * 255.0));
}

} // namespace

const Colormap& Colormap::viridis() {
    static const Colormap map = [] {
        Colormap built;
        for (std::size_t i = 0; i < size; ++i) {
            const double t = static_cast<double>(i) / (size - 1);
            built.m_entries[i] = {channel(0, t), channel(1, t), channel(2, t)};
        }
        return built;
    }();
    return map;
}

Rgb Colormap::at(double fraction) const {
    if (!(fraction > 0.0)) {
        return m_entries.front();
    }
    const double scaled = std::min(fraction, 1.0) * (size - 1);
    return m_entries[static_cast<std::size_t>(std::lround(scaled))];
}

} // namespace strata::plot
