#pragma once

#include "strata/diagnostic.h"
#include "strata/job_control.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace strata {

struct ArrayPlane;

// An N-dimensional array's items as they are stored, for writers of other formats (convert to
// .npy and NetCDF): a b2nd array, or a slice of one (strata/blosc2_convert.h).
class ArrayItemsSource {
public:
    virtual ~ArrayItemsSource() = default;

    virtual const std::vector<std::uint64_t>& shape() const = 0;
    // The shape of the pieces the array is stored in, clipped to shape(): NetCDF's chunks.
    virtual const std::vector<std::uint64_t>& chunkshape() const = 0;
    // NumPy's dtype string: "<f8", "|u1", ">i4".
    virtual const std::string& dtype() const = 0;
    virtual std::size_t itemsize() const = 0;
    // The items of the box at `origin` of `extent` (one each per dimension), in C order, into
    // `out`. Items of a damaged block are zeros, with a diagnostic, and make it return false.
    virtual bool readBox(std::span<const std::uint64_t> origin,
                         std::span<const std::uint64_t> extent, std::byte* out,
                         std::vector<Diagnostic>& diagnostics) = 0;
};

// How writing an array file went.
struct ArrayFileResult {
    bool written = false; // OUT is complete (renamed into place)
    bool cancelled = false;
    std::string error; // why not, when it is not and the run was not cancelled
    std::uint64_t items = 0;
    std::vector<Diagnostic> diagnostics; // of the blocks read; their items are zeros
};

// Walks `shape` in C order in boxes of at most about `maxItems` items (at least one line along
// the last dimensions that fit), each a run of the C order: `visit(origin, extent)`, false to
// stop. Returns false when stopped.
bool forEachCOrderBox(const std::vector<std::uint64_t>& shape, std::uint64_t maxItems,
                      const std::function<bool(std::span<const std::uint64_t>,
                                               std::span<const std::uint64_t>)>& visit);

// A plane read for an image (strata/nd_array.h) as an array of height x width items, in the type
// its values have: '<f4', '<f8', '<i8' for integers, '<u8' for unsigned ones; it must outlive the
// source.
std::unique_ptr<ArrayItemsSource> planeItems(const ArrayPlane& plane);

// Writes `array` as a .npy file of its dtype and shape, items in C order, into `path` through a
// temporary file beside it (strata/file_output.h).
ArrayFileResult writeNpyArray(ArrayItemsSource& array, const std::string& path,
                              const JobControl& control = {});

} // namespace strata
