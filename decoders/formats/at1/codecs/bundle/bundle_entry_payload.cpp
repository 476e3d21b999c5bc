#include "formats/at1/codecs/bundle/bundle_entry_payload.h"

#include "formats/at1/at1_payload.h"
#include "strata/decode_error.h"

#include <algorithm>

namespace strata::at1 {

BundleEntryPayload::BundleEntryPayload(ByteSourcePtr source, BundleEntryLayout entry,
                                       std::size_t index, std::string nodePath)
    : m_source(std::move(source))
    , m_entry(std::move(entry))
    , m_index(index)
    , m_nodePath(std::move(nodePath)) {}

ByteSourcePtr openBundleEntry(const ByteSource& source, const BundleEntryLayout& entry) {
    const StreamEntry& stream = entry.stream;
    return ByteSource::fromBuffer(
        decodePayload(stream.backend, source.view(stream.payload.offset, stream.payload.length),
                      stream.payload, "stream '" + stream.name + "'"),
        entry.name);
}

bool isNestedBundle(const FileLayout& inner) {
    return inner.container.headerValid && inner.container.codecId == bundleCodecId;
}

Diagnostic BundleEntryPayload::outer(const Diagnostic& inner) const {
    return {inner.severity, m_entry.stream.payload.offset, m_nodePath,
            "entry " + std::to_string(m_index) + " '" + m_entry.name + "' (inner file byte " +
                std::to_string(inner.offset) + "): " + inner.message};
}

bool BundleEntryPayload::produce(const Sink& sink, std::vector<Diagnostic>& diagnostics) const {
    ByteSourcePtr inner;
    try {
        inner = openBundleEntry(*m_source, m_entry);
    } catch (const DecodeError& error) {
        diagnostics.push_back({Severity::Error, error.offset(), m_nodePath, error.what()});
        return true;
    }
    auto file = std::make_shared<FileLayout>(readFileLayout(*inner));
    if (isNestedBundle(*file)) {
        diagnostics.push_back(outer(
            {Severity::Error, 4, {}, "a bundle inside a bundle (bundles hold plain files only)"}));
        return true;
    }
    for (const auto& diagnostic : file->diagnostics) {
        diagnostics.push_back(outer(diagnostic));
    }
    const bool damaged =
        std::any_of(file->diagnostics.begin(), file->diagnostics.end(),
                    [](const Diagnostic& d) { return d.severity == Severity::Error; });
    if (damaged) {
        return true;
    }
    if (!file->rebuildable()) {
        diagnostics.push_back(outer({Severity::Error,
                                     4,
                                     {},
                                     "its codec has no reconstructor, so the entry's bytes "
                                     "cannot be rebuilt"}));
        return true;
    }
    std::vector<Diagnostic> found;
    const bool finished = At1Payload(inner, std::move(file)).produce(sink, found);
    for (const auto& diagnostic : found) {
        diagnostics.push_back(outer(diagnostic));
    }
    return finished;
}

std::vector<ArchiveEntry> bundleEntries(const ByteSourcePtr& source, const FileLayout& file) {
    std::vector<ArchiveEntry> entries;
    if (file.codecs.empty()) {
        return entries;
    }
    const auto* bundle = file.codecs.front().find<BundleLayout>();
    if (bundle == nullptr) {
        return entries;
    }
    const std::string setPath = streamSetPath(file.container, 0);
    for (std::size_t k = 0; k < bundle->entries.size(); ++k) {
        const BundleEntryLayout& entry = bundle->entries[k];
        entries.push_back(
            {entry.name, entry.stream.payload,
             std::make_shared<BundleEntryPayload>(
                 source, entry, k, setPath + " / " + streamLabel(entry.stream.name))});
    }
    return entries;
}

} // namespace strata::at1
