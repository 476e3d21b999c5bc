#pragma once

#include <cstddef>
#include <filesystem>
#include <vector>

namespace strata::bench {

// An observation-like ODB-2 file written by odc (30 columns: station reports whose header
// columns change once per report, body columns every row, a few missing values), in frames of
// 10,000 rows as odc's Writer makes them. With `changedEvery` > 0, every changedEvery-th cell
// (row-major) holds another value (a number plus one, a missing value a number, a string
// "CHANGED"), the rest as without: a pair that differs in 1 / changedEvery of its cells.
std::vector<std::byte> observationFile(long rows, long changedEvery = 0);

// 15 DOUBLE columns of random doubles in [-1000, 1000) (17 significant digits each, none
// missing), written by odc in frames of 10,000 rows: the worst case for text export, every
// value taking the shortest round-trip formatting's general search.
std::vector<std::byte> randomDoublesFile(long rows);

// observationFile written to a temporary file, for peers that read files (odc sql); removed
// when the object goes.
class ObservationFileOnDisk {
public:
    ObservationFileOnDisk(long rows, const char* name, long changedEvery = 0);
    ~ObservationFileOnDisk();
    ObservationFileOnDisk(const ObservationFileOnDisk&) = delete;
    ObservationFileOnDisk& operator=(const ObservationFileOnDisk&) = delete;
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

} // namespace strata::bench
