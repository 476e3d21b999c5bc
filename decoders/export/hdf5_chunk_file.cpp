#include "export/hdf5_chunk_file.h"

#include <hdf5.h>
#include <type_traits>

namespace strata {

static_assert(std::is_same_v<hid_t, std::int64_t>);

Hdf5ChunkFile::Hdf5ChunkFile(const std::string& path) {
    // Failures are reported through error(), not printed by HDF5 (libnetcdf does the same).
    H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
    m_file = H5Fopen(path.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
    succeeded(m_file >= 0, "HDF5 could not open the file");
}

Hdf5ChunkFile::~Hdf5ChunkFile() {
    close();
}

bool Hdf5ChunkFile::succeeded(bool ok, std::string_view what) {
    if (!ok && m_error.empty()) {
        m_error = what;
    }
    return ok;
}

int Hdf5ChunkFile::open(std::initializer_list<std::string> names) {
    if (m_file < 0) {
        return -1;
    }
    for (const std::string& name : names) {
        if (H5Lexists(m_file, name.c_str(), H5P_DEFAULT) > 0) {
            const hid_t id = H5Dopen2(m_file, name.c_str(), H5P_DEFAULT);
            if (!succeeded(id >= 0, "HDF5 could not open " + name)) {
                return -1;
            }
            m_datasets.push_back(id);
            m_names.push_back(name);
            return static_cast<int>(m_datasets.size() - 1);
        }
    }
    succeeded(false, "the file holds no dataset " + *names.begin());
    return -1;
}

int Hdf5ChunkFile::variable(std::string_view name) {
    return open({"_nc4_non_coord_" + std::string(name), std::string(name)});
}

int Hdf5ChunkFile::dimension(std::string_view name) {
    return open({std::string(name)});
}

bool Hdf5ChunkFile::grow(int dataset, std::span<const std::uint64_t> extent) {
    const std::vector<hsize_t> dimensions(extent.begin(), extent.end());
    return succeeded(H5Dset_extent(m_datasets.at(dataset), dimensions.data()) >= 0,
                     "HDF5 could not extend " + m_names.at(dataset));
}

bool Hdf5ChunkFile::writeChunk(int dataset, std::span<const std::uint64_t> offset,
                               std::span<const std::byte> bytes) {
    const std::vector<hsize_t> at(offset.begin(), offset.end());
    // Filter mask 0: every filter of the dataset's pipeline was applied.
    return succeeded(H5Dwrite_chunk(m_datasets.at(dataset), H5P_DEFAULT, 0, at.data(), bytes.size(),
                                    bytes.data()) >= 0,
                     "HDF5 could not write a chunk of " + m_names.at(dataset));
}

bool Hdf5ChunkFile::close() {
    for (const hid_t id : m_datasets) {
        succeeded(H5Dclose(id) >= 0, "HDF5 could not close a dataset");
    }
    m_datasets.clear();
    if (m_file >= 0) {
        succeeded(H5Fclose(m_file) >= 0, "HDF5 could not close the file");
        m_file = -1;
    }
    return m_error.empty();
}

} // namespace strata
