#pragma once

#include "formats/at1/codecs/bundle/bundle_layout.h"
#include "formats/at1/file_layout.h"
#include "strata/archive_entry.h"
#include "strata/payload.h"

namespace strata::at1 {

// One bundle entry's original: its `eK` stream is a complete inner .at1 file, decoded like a
// top-level one (readFileLayout and At1Payload, trailer included; at1-codecs.md section 12). A
// bundle inside a bundle is an error. Problems inside the inner file are reported at the entry
// stream's payload offset in the outer file, naming the inner offset.
class BundleEntryPayload final : public Payload {
public:
    BundleEntryPayload(ByteSourcePtr source, BundleEntryLayout entry, std::size_t index,
                       std::string nodePath);

    std::optional<std::uint64_t> size() const override { return std::nullopt; }
    bool produce(const Sink& sink, std::vector<Diagnostic>& diagnostics) const override;

private:
    Diagnostic outer(const Diagnostic& inner) const;

    ByteSourcePtr m_source;
    BundleEntryLayout m_entry;
    std::size_t m_index;
    std::string m_nodePath;
};

// The inner .at1 file an entry's stream holds, decoded. Throws DecodeError.
ByteSourcePtr openBundleEntry(const ByteSource& source, const BundleEntryLayout& entry);

// True when an inner file is itself a bundle, which a bundle may not hold (section 12).
bool isNestedBundle(const FileLayout& inner);

// The entries of an opened bundle, or none when `file` is no readable bundle.
std::vector<ArchiveEntry> bundleEntries(const ByteSourcePtr& source, const FileLayout& file);

} // namespace strata::at1
