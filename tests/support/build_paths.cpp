#include "support/build_paths.h"

namespace strata::test {

std::filesystem::path corpusDirectory() {
    return STRATA_CORPUS_DIR;
}

std::filesystem::path sourceDirectory() {
    return STRATA_SOURCE_DIR;
}

std::filesystem::path translationsDirectory() {
    return sourceDirectory() / "translations";
}

std::string cliExecutable() {
    return STRATA_CLI_PATH;
}

} // namespace strata::test
