#pragma once

namespace strata {

// Decoding allocates and frees a few megabytes per block, thousands of times per table. glibc's
// default is to give freed memory at the top of the heap back to the kernel at once, so every
// block page-faults its buffers in again (two thirds of a CSV export's time, measured). Called
// once at the start of each executable: keep 64 MiB of freed memory for reuse, and take blocks up
// to 32 MiB from the heap rather than a mapping of their own (libraries that allocate and free
// chunk buffers, HDF5 under NetCDF, otherwise map and unmap each: a third of the page faults of a
// NetCDF export, measured). No effect on other C libraries.
void keepFreedMemoryForReuse();

} // namespace strata
