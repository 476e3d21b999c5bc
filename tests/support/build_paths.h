#pragma once

#include <filesystem>
#include <string>

namespace strata::test {

// Paths of this checkout and build. They are compiled into build_paths.cpp alone: as compile
// definitions of every test they made each test object differ between checkouts, so a fresh clone
// (CI's) found nothing of them in the compiler cache.
std::filesystem::path corpusDirectory();
std::filesystem::path sourceDirectory();
std::filesystem::path translationsDirectory();
std::string cliExecutable();

} // namespace strata::test
