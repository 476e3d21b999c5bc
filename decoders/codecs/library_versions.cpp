#include "strata/library_versions.h"

#include <libdeflate.h>
#include <lz4.h>
#include <lzma.h>
#include <openssl/crypto.h>
#include <snappy-stubs-public.h>
#include <zlib.h>
#include <zstd.h>

namespace strata {

std::vector<std::pair<std::string, std::string>> libraryVersions() {
    return {
        {"liblzma", lzma_version_string()},
        {"zstd", ZSTD_versionString()},
        {"lz4", LZ4_versionString()},
        {"zlib", zlibVersion()},
        {"libdeflate", LIBDEFLATE_VERSION_STRING},
        {"snappy", std::to_string(SNAPPY_MAJOR) + "." + std::to_string(SNAPPY_MINOR) + "." +
                       std::to_string(SNAPPY_PATCHLEVEL)},
        {"OpenSSL", OpenSSL_version(OPENSSL_VERSION_STRING)},
    };
}

} // namespace strata
