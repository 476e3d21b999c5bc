#include "strata/array_export.h"

#include "strata/file_output.h"
#include "strata/nd_array.h"
#include "strata/npy_file.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace strata {
namespace {

// The items read and written at a time.
constexpr std::uint64_t boxItems = std::uint64_t{1} << 21;

std::uint64_t product(std::span<const std::uint64_t> extents) {
    return std::accumulate(extents.begin(), extents.end(), std::uint64_t{1}, std::multiplies<>());
}

// A plane's values as stored items, box by box.
class PlaneItems final : public ArrayItemsSource {
public:
    explicit PlaneItems(const ArrayPlane& plane)
        : m_plane(plane)
        , m_shape{plane.height, plane.width}
        , m_dtype(dtypeOf(plane.values.type())) {}

    const std::vector<std::uint64_t>& shape() const override { return m_shape; }
    const std::vector<std::uint64_t>& chunkshape() const override { return m_shape; }
    const std::string& dtype() const override { return m_dtype; }
    std::size_t itemsize() const override { return m_dtype == "<f4" ? 4 : 8; }

    bool readBox(std::span<const std::uint64_t> origin, std::span<const std::uint64_t> extent,
                 std::byte* out, std::vector<Diagnostic>&) override {
        const ColumnData& values = m_plane.values;
        for (std::uint64_t y = origin[0]; y < origin[0] + extent[0]; ++y) {
            for (std::uint64_t x = origin[1]; x < origin[1] + extent[1]; ++x) {
                const std::size_t at = y * m_plane.width + x;
                if (m_dtype == "<f4") {
                    const auto value = static_cast<float>(values.doubleAt(at));
                    std::memcpy(out, &value, 4);
                } else if (isFloating(values.type())) {
                    const double value = values.doubleAt(at);
                    std::memcpy(out, &value, 8);
                } else {
                    const std::int64_t value = values.intAt(at);
                    std::memcpy(out, &value, 8);
                }
                out += itemsize();
            }
        }
        return true;
    }

private:
    static std::string dtypeOf(LogicalType type) {
        switch (type) {
        case LogicalType::Float32:
            return "<f4";
        case LogicalType::Float64:
            return "<f8";
        case LogicalType::UInt64:
        case LogicalType::Bitfield:
            return "<u8";
        default:
            return "<i8";
        }
    }

    const ArrayPlane& m_plane;
    std::vector<std::uint64_t> m_shape;
    std::string m_dtype;
};

} // namespace

std::unique_ptr<ArrayItemsSource> planeItems(const ArrayPlane& plane) {
    return std::make_unique<PlaneItems>(plane);
}

bool forEachCOrderBox(const std::vector<std::uint64_t>& shape, std::uint64_t maxItems,
                      const std::function<bool(std::span<const std::uint64_t>,
                                               std::span<const std::uint64_t>)>& visit) {
    const std::size_t n = shape.size();
    if (std::find(shape.begin(), shape.end(), 0) != shape.end()) {
        return true;
    }
    if (n == 0) {
        return visit({}, {});
    }
    // The first dimension whose trailing dimensions fit in a box: boxes step along it, the
    // dimensions before it one index at a time.
    std::size_t split = 0;
    while (split + 1 < n &&
           product(std::span(shape).subspan(split + 1)) > std::max<std::uint64_t>(maxItems, 1)) {
        ++split;
    }
    const std::uint64_t inner = product(std::span(shape).subspan(split + 1));
    const std::uint64_t step = std::max<std::uint64_t>(maxItems / inner, 1);
    std::vector<std::uint64_t> origin(n, 0);
    std::vector<std::uint64_t> extent(shape);
    std::fill(extent.begin(), extent.begin() + static_cast<std::ptrdiff_t>(split), 1);
    while (true) {
        for (origin[split] = 0; origin[split] < shape[split]; origin[split] += step) {
            extent[split] = std::min(step, shape[split] - origin[split]);
            if (!visit(origin, extent)) {
                return false;
            }
        }
        origin[split] = 0;
        // The next index of the dimensions before the split, in C order.
        std::size_t d = split;
        while (d > 0 && ++origin[d - 1] == shape[d - 1]) {
            origin[--d] = 0;
        }
        if (d == 0) {
            return true;
        }
    }
}

ArrayFileResult writeNpyArray(ArrayItemsSource& array, const std::string& path,
                              const JobControl& control) {
    ArrayFileResult result;
    FileOutput file(path);
    const std::string& dtype = array.dtype();
    // A structured dtype is stored as the Python literal of its fields; a plain one as a string.
    const NpyDtype descr{dtype.starts_with('[') ? dtype : "'" + dtype + "'", false};
    file.write(npyHeader(descr, array.shape()));
    const std::uint64_t total = product(array.shape());
    std::vector<std::byte> items;
    const bool complete = forEachCOrderBox(
        array.shape(), boxItems,
        [&](std::span<const std::uint64_t> origin, std::span<const std::uint64_t> extent) {
            items.resize(product(extent) * array.itemsize());
            array.readBox(origin, extent, items.data(), result.diagnostics);
            file.write(items);
            result.items += product(extent);
            control.report(result.items, total);
            return !control.cancelled();
        });
    if (!complete) {
        result.cancelled = true;
        return result;
    }
    result.written = file.commit();
    result.error = file.error();
    return result;
}

} // namespace strata
