#pragma once

#include "strata/array_export.h"
#include "strata/table_file_export.h"

#include <string>

namespace strata {

// Why an array of NumPy dtype `dtype` has no NetCDF-4 variable type (complex numbers, byte
// strings, structured items); empty when it has one (integers and floats of 1 to 8 bytes, bool
// as unsigned bytes).
std::string netcdfArrayProblem(const std::string& dtype);

// Writes `array` as a NetCDF-4 file (libnetcdf) into `path` through a temporary file beside it:
// one variable `values` of the array's type along dimensions dim_0, dim_1, ... (its shape),
// chunked as the array is (its chunkshape) and deflated; big-endian items are written in the
// variable's (native) order. The global attributes name the source (table_file_export.h).
ArrayFileResult writeNetcdfArrayFile(ArrayItemsSource& array, const std::string& path,
                                     const TableFileSource& source, const JobControl& control = {});

} // namespace strata
