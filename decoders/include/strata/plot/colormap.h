#pragma once

#include <array>
#include <cstdint>

namespace strata::plot {

struct Rgb {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;

    bool operator==(const Rgb&) const = default;
};

// A perceptually uniform colormap of 256 entries, dark blue through green to yellow (as
// matplotlib's viridis): lightness rises evenly, so equal steps of value look like equal steps
// of colour, and it reads in grey and to colour-blind eyes.
class Colormap {
public:
    static constexpr std::size_t size = 256;

    static const Colormap& viridis();

    const Rgb& operator[](std::size_t index) const { return m_entries[index]; }
    // The colour of a fraction in [0, 1] (clamped; NaN is the first entry).
    Rgb at(double fraction) const;

private:
    Colormap() = default;
    std::array<Rgb, size> m_entries{};
};

} // namespace strata::plot
