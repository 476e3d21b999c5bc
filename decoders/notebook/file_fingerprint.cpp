#include "strata/file_fingerprint.h"

#include <algorithm>
#include <cstdio>
#include <xxhash.h>

namespace strata {
namespace {

constexpr std::size_t edgeBytes = 64 * 1024;

} // namespace

FileFingerprint fingerprintOf(std::span<const std::byte> bytes) {
    XXH64_state_t* state = XXH64_createState();
    XXH64_reset(state, 0);
    const std::size_t head = std::min(bytes.size(), edgeBytes);
    XXH64_update(state, bytes.data(), head);
    // The tail, where it is not the head again.
    const std::size_t tailStart = std::max(head, bytes.size() - std::min(bytes.size(), edgeBytes));
    XXH64_update(state, bytes.data() + tailStart, bytes.size() - tailStart);
    const XXH64_hash_t hash = XXH64_digest(state);
    XXH64_freeState(state);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    return {bytes.size(), hex};
}

} // namespace strata
