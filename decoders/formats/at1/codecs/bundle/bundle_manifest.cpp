#include "formats/at1/codecs/bundle/bundle_manifest.h"

#include "strata/decode_error.h"

namespace strata::at1 {
namespace {

constexpr std::string_view nameKey = "\"name\":";
// The public decoder's limit: a name of this many bytes or more is rejected.
constexpr std::size_t maxNameBytes = 512;

} // namespace

std::vector<ManifestName> findManifestNames(std::string_view text) {
    std::vector<ManifestName> names;
    // Every occurrence counts, overlapping ones too: the search resumes one byte after each.
    for (std::size_t key = text.find(nameKey); key != std::string_view::npos;
         key = text.find(nameKey, key + 1)) {
        std::size_t open = key + nameKey.size();
        while (open < text.size() && text[open] == ' ') {
            ++open;
        }
        if (open >= text.size() || text[open] != '"') {
            continue; // "name": null and the like name nothing
        }
        const std::size_t close = text.find('"', open + 1);
        if (close == std::string_view::npos) {
            throw DecodeError(open, "entry name " + std::to_string(names.size()) +
                                        " has no closing quote");
        }
        const std::string_view name = text.substr(open + 1, close - open - 1);
        if (name.find('\\') != std::string_view::npos) {
            throw DecodeError(
                open, "entry name " + std::to_string(names.size()) +
                          " holds a backslash escape (names are plain UTF-8, never escaped)");
        }
        if (name.size() >= maxNameBytes) {
            throw DecodeError(open, "entry name " + std::to_string(names.size()) + " has " +
                                        std::to_string(name.size()) + " bytes (at most " +
                                        std::to_string(maxNameBytes - 1) + ")");
        }
        names.push_back({open + 1, name});
    }
    return names;
}

std::vector<std::string> readManifestNames(const DecodedStream& manifest) {
    try {
        std::vector<std::string> names;
        for (const ManifestName& found : findManifestNames(manifest.text())) {
            names.emplace_back(found.name);
        }
        return names;
    } catch (const DecodeError& error) {
        throw DecodeError(manifest.payload.offset, "stream '" + manifest.name + "' (decoded byte " +
                                                       std::to_string(error.offset()) +
                                                       "): " + error.what());
    }
}

std::string unsafeNameReason(std::string_view name) {
    if (name.empty()) {
        return "it is empty";
    }
    if (name.front() == '/') {
        return "it is absolute";
    }
    for (const char c : name) {
        if (c == '\\' || c == ':' || c == '\0') {
            return c == '\0' ? std::string("it holds a NUL byte")
                             : "it holds '" + std::string(1, c) + "'";
        }
    }
    std::size_t start = 0;
    while (start <= name.size()) {
        const std::size_t slash = std::min(name.find('/', start), name.size());
        const std::string_view segment = name.substr(start, slash - start);
        if (segment.empty()) {
            return "it has an empty path segment";
        }
        if (segment == "..") {
            return "it has a '..' segment";
        }
        start = slash + 1;
    }
    return {};
}

} // namespace strata::at1
