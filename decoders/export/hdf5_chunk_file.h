#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

// The datasets of a NetCDF-4 file that libnetcdf defined and closed, written chunk by chunk
// through HDF5 (H5Dwrite_chunk): chunks shuffled and deflated on worker threads go into the file
// as they are, past HDF5's filter pipeline, which would run on one thread (neither HDF5 nor
// libnetcdf may be called from two threads). Every call is made on one thread.
class Hdf5ChunkFile {
public:
    // Opens `path` for writing; error() says why when it could not.
    explicit Hdf5ChunkFile(const std::string& path);
    ~Hdf5ChunkFile();
    Hdf5ChunkFile(const Hdf5ChunkFile&) = delete;
    Hdf5ChunkFile& operator=(const Hdf5ChunkFile&) = delete;

    // The dataset of NetCDF's variable `name`, as a number for the calls below; -1 (and error())
    // when there is none. A variable named as a dimension it is not the coordinate variable of
    // is stored under a prefix (NetCDF-4's "_nc4_non_coord_").
    int variable(std::string_view name);
    // The dataset of NetCDF's dimension `name` (its coordinate variable, or a dataset of no data
    // that NetCDF-4 makes for a dimension without one).
    int dimension(std::string_view name);
    // Sets the dataset's extent (only growing: its dimensions are unlimited).
    bool grow(int dataset, std::span<const std::uint64_t> extent);
    // Writes a chunk that every filter of the dataset was applied to; `offset` is in elements.
    bool writeChunk(int dataset, std::span<const std::uint64_t> offset,
                    std::span<const std::byte> bytes);
    // Closes the datasets and the file: false (and error()) when HDF5 failed.
    bool close();
    const std::string& error() const { return m_error; }

private:
    bool succeeded(bool ok, std::string_view what);
    // The first of `names` the file holds, opened.
    int open(std::initializer_list<std::string> names);

    std::int64_t m_file = -1; // HDF5's hid_t
    std::vector<std::int64_t> m_datasets;
    std::vector<std::string> m_names;
    std::string m_error;
};

} // namespace strata
