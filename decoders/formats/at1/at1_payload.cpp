#include "formats/at1/at1_payload.h"

#include "core/block_pipeline.h"
#include "core/block_prefetch.h"
#include "core/digest.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <algorithm>
#include <atomic>
#include <cstring>

namespace strata::at1 {
namespace {

struct SectionOutput {
    std::string bytes;
    std::optional<Diagnostic> error;
};

std::span<const std::byte> asBytes(std::string_view text) {
    return {reinterpret_cast<const std::byte*>(text.data()), text.size()};
}

} // namespace

At1Payload::At1Payload(ByteSourcePtr source, std::shared_ptr<const FileLayout> file,
                       std::string layerPath)
    : m_source(std::move(source))
    , m_file(std::move(file))
    , m_layerPath(std::move(layerPath)) {}

std::optional<CellBytes> At1Payload::layerRange(const ByteRange& range) const {
    if (m_layerPath.empty()) {
        return std::nullopt;
    }
    return CellBytes{range, m_layerPath};
}

bool At1Payload::produce(const Sink& sink, std::vector<Diagnostic>& diagnostics) const {
    const auto& container = m_file->container;
    const auto& trailer = container.trailer;
    std::string held; // with a trailer, everything waits for the hash
    Sha256 hash;
    const auto decode = [this](std::size_t index) {
        SectionOutput output;
        try {
            output.bytes = decodeSection(*m_source, *m_file, index);
        } catch (const DecodeError& error) {
            output.error = Diagnostic{Severity::Error, error.offset(),
                                      sectionPath(m_file->container, index), error.what()};
        } catch (const std::bad_alloc&) {
            output.error =
                Diagnostic{Severity::Error, m_file->container.sections[index].range.offset,
                           sectionPath(m_file->container, index), "out of memory while decoding"};
        }
        return output;
    };
    // Sections are independent: they decode on the pool, several small ones to a task, and
    // this thread takes them in order, hashes them and hands them on.
    std::atomic<bool> stopped{false};
    JobControl control;
    control.cancel = &stopped;
    const auto& sections = container.sections;
    processBlocksInOrder<SectionOutput>(
        allBlocks(sections.size()), control, decode,
        [&](std::size_t index, SectionOutput& output) {
            // A read-through (cat, check) gives each section's pages back, so that resident
            // memory stays flat.
            if (m_source->readsThrough()) {
                m_source->releasePages(sections[index].range.offset, sections[index].range.length);
            }
            if (output.error) {
                diagnostics.push_back(*output.error);
                return;
            }
            if (trailer) {
                hash.update(asBytes(output.bytes));
                // A whole file's one section is kept as it is: held whole, the output is never
                // copied, and memory stays at the output's size.
                if (held.empty()) {
                    held = std::move(output.bytes);
                } else {
                    held += output.bytes;
                }
            } else if (!sink(asBytes(output.bytes))) {
                stopped = true;
            }
        },
        BlockBytes{[&sections](std::size_t index) { return sections[index].range.length; },
                   [&](std::size_t index) { prefetchBlock(*m_source, sections[index].range); }});
    if (stopped) {
        return false;
    }
    if (trailer) {
        const auto actual = hash.finish();
        if (std::memcmp(actual.data(), trailer->sha256.data(), actual.size()) != 0) {
            diagnostics.push_back({Severity::Error, trailer->range.offset, "file / trailer",
                                   "trailer SHA-256 " + hexBytes(trailer->sha256.data(), 32) +
                                       " does not match the decoded bytes (" +
                                       hexBytes(actual.data(), actual.size()) + "); no output"});
            return true;
        }
        return sink(asBytes(held));
    }
    return true;
}

} // namespace strata::at1
