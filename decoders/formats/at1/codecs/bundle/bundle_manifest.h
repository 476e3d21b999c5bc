#pragma once

#include "formats/at1/stream_set.h"

#include <string>
#include <string_view>
#include <vector>

namespace strata::at1 {

// The entry names a bundle's `manifest` gives, in entry order, read the way the public decoder
// reads them rather than as JSON (at1-codecs.md section 12): every occurrence of `"name":`
// followed by spaces and a '"' gives the bytes up to the next '"'. Occurrences not followed by a
// quote are skipped. An unterminated name, a '\' in a name (a JSON escape) and a name of 512
// bytes or more throw DecodeError at the manifest stream.
std::vector<std::string> readManifestNames(const DecodedStream& manifest);

// One name found in the manifest's decoded text: where its bytes start (after the '"') and them.
struct ManifestName {
    std::uint64_t offset = 0;
    std::string_view name;
};
// The names as readManifestNames finds them, in the text; a problem throws DecodeError at its
// decoded position.
std::vector<ManifestName> findManifestNames(std::string_view text);

// Why `name` cannot be an entry's relative path, or nothing when it can: empty, a leading '/',
// a '\', ':' or NUL byte, an empty or '..' segment (at1-codecs.md section 12; NUL because it
// would cut the path short).
std::string unsafeNameReason(std::string_view name);

} // namespace strata::at1
