#pragma once

#include "formats/at1/file_layout.h"
#include "formats/at1/stream_set.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"

#include <string>
#include <vector>

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t bundleCodecId = 12;

// One file of a bundle: its name from the manifest and the `eK` stream holding its inner .at1.
struct BundleEntryLayout {
    std::string name;
    StreamEntry stream;
};

// Codec 12, bundle (at1-codecs.md section 12): the entries e0, e1, ... up to the first absent or
// empty one, each named by the manifest.
struct BundleLayout {
    std::vector<BundleEntryLayout> entries;

    // The entry the stream so named holds, or nullptr.
    const BundleEntryLayout* entryOfStream(std::string_view streamName) const;
};

// Reads the manifest's names and pairs them with the entries. A bundle without entries, an entry
// without a name and an unsafe name throw DecodeError; what the public decoder lets pass but
// writers never write (streams that are no entry, names without an entry, a name used twice)
// goes to `warnings` under `path`.
BundleLayout readBundleLayout(const ByteSource& source, const StreamSet& set,
                              const std::string& path, std::vector<Diagnostic>& warnings);

// The layout reader of the bundle codec (codec_table.h).
SectionCodec readBundleSection(const ByteSource& source, const ContainerLayout& container,
                               std::size_t section, const SectionCodec& before,
                               std::vector<Diagnostic>& diagnostics);

} // namespace strata::at1
