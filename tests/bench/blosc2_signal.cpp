#include "blosc2_signal.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

namespace strata::bench {

std::vector<std::byte> blosc2Signal(std::size_t bytes, std::size_t typesize) {
    std::vector<std::byte> data(bytes);
    if (typesize == 8) {
        std::mt19937_64 engine(42);
        std::normal_distribution<double> noise(0.0, 0.01);
        for (std::size_t i = 0; i < bytes / 8; ++i) {
            const double t = static_cast<double>(i) * 1e-4;
            const double value = 100.0 * std::sin(t) + 20.0 * std::cos(3.1 * t) + noise(engine);
            std::memcpy(data.data() + 8 * i, &value, 8);
        }
    } else {
        for (std::size_t i = 0; i < bytes / 4; ++i) {
            const auto value = static_cast<std::int32_t>(i);
            std::memcpy(data.data() + 4 * i, &value, 4);
        }
    }
    return data;
}

} // namespace strata::bench
