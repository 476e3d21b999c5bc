#pragma once

#include <string>
#include <utility>
#include <vector>

namespace strata {

// The codec and crypto libraries the decoders use, with the versions loaded at run time where
// the library reports one (else the version built against): for About boxes and --version.
std::vector<std::pair<std::string, std::string>> libraryVersions();

} // namespace strata
