#pragma once

#include <filesystem>
#include <string>

namespace strata::cli {

// The FILE argument that stands for standard input, as in xz, jq and odc.
inline constexpr const char* standardInputName = "-";

// Standard input copied whole into a new file in the temporary folder ($TMPDIR, else /tmp),
// since every format needs random access. The file is removed when this is destroyed. The copy is
// bounded only by the free space there: when a write fails the file is removed and ok() is false,
// with error() saying why and how much was copied.
class SpooledInput {
public:
    SpooledInput();
    ~SpooledInput();
    SpooledInput(const SpooledInput&) = delete;
    SpooledInput& operator=(const SpooledInput&) = delete;

    bool ok() const { return m_error.empty(); }
    const std::string& error() const { return m_error; }
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
    std::string m_error;
};

} // namespace strata::cli
