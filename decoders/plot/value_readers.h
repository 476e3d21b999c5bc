#pragma once

#include "strata/plot/plot_values.h"

#include <cstddef>
#include <cstdint>
#include <limits>

namespace strata::plot {

// Readers of PlotValues for the aggregation's tight loops: one type per storage, so each loop
// is compiled for the pair of columns it reads and never switches per value. A missing value
// reads as NaN.
struct DoubleReader {
    const double* values;
    double operator()(std::size_t i) const { return values[i]; }
};
struct DoubleOrMissingReader {
    const double* values;
    const std::uint8_t* missing;
    double operator()(std::size_t i) const {
        return missing[i] != 0 ? std::numeric_limits<double>::quiet_NaN() : values[i];
    }
};
struct IntReader {
    const std::int64_t* values;
    double operator()(std::size_t i) const { return static_cast<double>(values[i]); }
};
struct IntOrMissingReader {
    const std::int64_t* values;
    const std::uint8_t* missing;
    double operator()(std::size_t i) const {
        return missing[i] != 0 ? std::numeric_limits<double>::quiet_NaN()
                               : static_cast<double>(values[i]);
    }
};
struct UIntReader {
    const std::int64_t* values;
    double operator()(std::size_t i) const {
        return static_cast<double>(static_cast<std::uint64_t>(values[i]));
    }
};
struct UIntOrMissingReader {
    const std::int64_t* values;
    const std::uint8_t* missing;
    double operator()(std::size_t i) const {
        return missing[i] != 0 ? std::numeric_limits<double>::quiet_NaN()
                               : static_cast<double>(static_cast<std::uint64_t>(values[i]));
    }
};
struct RowNumberReader {
    std::uint64_t first;
    double operator()(std::size_t i) const { return static_cast<double>(first + i); }
};

// Calls `use` with the reader for `values`. Not for Kind::Missing, whose values are all
// missing and need no loop.
template <typename Use> void withReader(const PlotValues& values, Use&& use) {
    using Kind = PlotValues::Kind;
    switch (values.kind) {
    case Kind::Doubles:
        if (values.missing != nullptr) {
            use(DoubleOrMissingReader{values.doubles, values.missing});
        } else {
            use(DoubleReader{values.doubles});
        }
        return;
    case Kind::Ints:
        if (values.missing != nullptr) {
            use(IntOrMissingReader{values.ints, values.missing});
        } else {
            use(IntReader{values.ints});
        }
        return;
    case Kind::UInts:
        if (values.missing != nullptr) {
            use(UIntOrMissingReader{values.ints, values.missing});
        } else {
            use(UIntReader{values.ints});
        }
        return;
    case Kind::RowNumbers:
        use(RowNumberReader{values.firstRow});
        return;
    case Kind::Missing:
        return;
    }
}

// Calls `use` with the readers of two columns (both not Kind::Missing).
template <typename Use> void withReaders(const PlotValues& x, const PlotValues& y, Use&& use) {
    withReader(x, [&](auto readX) { withReader(y, [&](auto readY) { use(readX, readY); }); });
}

} // namespace strata::plot
