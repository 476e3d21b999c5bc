#pragma once

#include "formats/at1/container.h"

#include <any>
#include <map>

namespace strata::at1 {

// What the codec's small streams say about one structured section: what its layout reader
// (codec_table.h) returns (a ColumnarLayout, a QueryLayout, a BundleLayout), or nothing.
using SectionCodec = std::any;

struct Codec;

// An opened AT-1 file: the container and, per section, what its codec layout says.
struct FileLayout {
    ContainerLayout container;
    std::vector<SectionCodec> codecs;              // one per section
    std::map<std::size_t, Diagnostic> codecDamage; // why a section's codec layout is missing
    std::vector<Diagnostic> diagnostics;

    // The file's codec (codec_table.h), or nullptr when the header is not valid.
    const Codec* codec() const;
    bool rebuildable() const;
};

FileLayout readFileLayout(const ByteSource& source);

// The original bytes one section stands for. Throws DecodeError.
std::string decodeSection(const ByteSource& source, const FileLayout& file, std::size_t index);

} // namespace strata::at1
