#include "formats/at1/codecs/bundle/bundle_layout.h"

#include "formats/at1/codecs/bundle/bundle_manifest.h"
#include "strata/decode_error.h"

#include <charconv>
#include <set>

namespace strata::at1 {
namespace {

// K for a stream named eK, written without leading zeros, when K is below `limit`.
std::optional<std::size_t> entryNumber(std::string_view name, std::size_t limit) {
    if (name.size() < 2 || name[0] != 'e' || (name[1] == '0' && name.size() > 2)) {
        return std::nullopt;
    }
    std::size_t number = 0;
    const auto* end = name.data() + name.size();
    const auto result = std::from_chars(name.data() + 1, end, number);
    if (result.ec != std::errc() || result.ptr != end || number >= limit) {
        return std::nullopt;
    }
    return number;
}

bool isEmpty(const ByteSource& source, const StreamEntry& stream) {
    return stream.payload.length == 0 || declaredDecodedSize(source, stream) == std::uint64_t{0};
}

} // namespace

const BundleEntryLayout* BundleLayout::entryOfStream(std::string_view streamName) const {
    const auto number = entryNumber(streamName, entries.size());
    return number ? &entries[*number] : nullptr;
}

BundleLayout readBundleLayout(const ByteSource& source, const StreamSet& set,
                              const std::string& path, std::vector<Diagnostic>& warnings) {
    // eK by K, found in one pass: a set may hold thousands of entries.
    std::vector<const StreamEntry*> numbered(set.streams.size(), nullptr);
    for (const auto& stream : set.streams) {
        if (const auto number = entryNumber(stream.name, set.streams.size())) {
            numbered[*number] = &stream;
        }
    }
    std::size_t count = 0;
    while (count < numbered.size() && numbered[count] != nullptr &&
           !isEmpty(source, *numbered[count])) {
        ++count;
    }
    if (count == 0) {
        throw DecodeError(set.range.offset, "the bundle has no entries (no stream 'e0', or it is "
                                            "empty)");
    }
    const DecodedStream manifest = decodeStream(source, set, "manifest");
    const std::vector<std::string> names = readManifestNames(manifest);
    if (names.size() < count) {
        throw DecodeError(manifest.payload.offset,
                          "stream 'manifest' names " + std::to_string(names.size()) +
                              " entries, fewer than the " + std::to_string(count) + " entries");
    }
    BundleLayout layout;
    layout.entries.reserve(count);
    std::set<std::string_view> seen;
    for (std::size_t k = 0; k < count; ++k) {
        const std::string& name = names[k];
        if (const std::string reason = unsafeNameReason(name); !reason.empty()) {
            throw DecodeError(manifest.payload.offset, "stream 'manifest': entry " +
                                                           std::to_string(k) + "'s name '" + name +
                                                           "' is unsafe: " + reason);
        }
        if (!seen.insert(name).second) {
            warnings.push_back({Severity::Warning, manifest.payload.offset, path,
                                "entry " + std::to_string(k) + " repeats the name '" + name +
                                    "': extracting keeps only the later file"});
        }
        layout.entries.push_back({name, *numbered[k]});
    }
    if (names.size() > count) {
        warnings.push_back({Severity::Warning, manifest.payload.offset, path,
                            "stream 'manifest' names " + std::to_string(names.size()) +
                                " entries, but the bundle holds " + std::to_string(count)});
    }
    if (set.streams.size() > count + 1) {
        warnings.push_back({Severity::Warning, set.range.offset, path,
                            std::to_string(set.streams.size() - count - 1) +
                                " stream(s) of the set are neither the manifest nor an entry "
                                "(entries end at the first absent or empty eK)"});
    }
    return layout;
}

SectionCodec readBundleSection(const ByteSource& source, const ContainerLayout& container,
                               std::size_t section, const SectionCodec& /*before*/,
                               std::vector<Diagnostic>& diagnostics) {
    // Only the command-line program reads bundles, before it looks at the framing
    // (at1-codecs.md sections 2 and 12).
    if (container.streaming) {
        throw DecodeError(container.sections[section].body.offset,
                          "a bundle exists only as a whole-file container");
    }
    return readBundleLayout(source, streamSetOf(source, container.sections[section]),
                            sectionPath(container, section), diagnostics);
}

} // namespace strata::at1
