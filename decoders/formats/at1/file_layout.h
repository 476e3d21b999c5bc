#pragma once

#include "formats/at1/bundle_layout.h"
#include "formats/at1/columnar_codec.h"
#include "formats/at1/container.h"
#include "formats/at1/query_codec.h"

#include <variant>

namespace strata::at1 {

// What the codec's small streams say about one structured section.
using SectionCodec = std::variant<std::monostate, ColumnarLayout, QueryLayout, BundleLayout>;

// An opened AT-1 file: the container and, per section, what its codec layout says.
struct FileLayout {
    ContainerLayout container;
    std::vector<SectionCodec> codecs;                   // one per section
    std::vector<std::optional<Diagnostic>> codecDamage; // why a section's codec layout is missing
    std::vector<Diagnostic> diagnostics;

    bool rebuildable() const;
};

FileLayout readFileLayout(const ByteSource& source);

// The original bytes one section stands for. Throws DecodeError.
std::string decodeSection(const ByteSource& source, const FileLayout& file, std::size_t index);

} // namespace strata::at1
