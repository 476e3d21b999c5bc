#include "formats/at1/at1_repair.h"

#include "core/byte_writer.h"
#include "core/digest.h"
#include "formats/at1/at1_format.h"
#include "formats/at1/at1_writer.h"
#include "formats/at1/file_layout.h"
#include "strata/decode_error.h"

#include <algorithm>

namespace strata::at1 {
namespace {

// The original bytes of section `index`, or why it does not rebuild.
std::optional<std::string> rebuilt(const ByteSource& source, const FileLayout& file,
                                   std::size_t index, std::string& why) {
    try {
        return decodeSection(source, file, index);
    } catch (const DecodeError& error) {
        why = error.what();
    } catch (const std::bad_alloc&) {
        why = "out of memory while decoding";
    }
    return std::nullopt;
}

void writeRaw(std::span<const std::byte> original, const RepairOutput& output) {
    output(rawContainer(original));
}

RepairReport repairStreaming(const Document& document, const ByteSource& source,
                             const FileLayout& file, const RepairOutput& output) {
    const ContainerLayout& container = file.container;
    RepairReport report;
    Sha256 hash; // of the frames' original, for the trailer
    for (std::size_t i = 0; i < container.sections.size(); ++i) {
        const Section section = container.sections[i];
        std::string why;
        const auto original = rebuilt(source, file, i, why);
        const bool rebuilds = original.has_value();
        if (original) {
            hash.update(std::as_bytes(std::span(original->data(), original->size())));
        }
        report.entries.push_back(
            {rebuilds ? RepairEntry::Action::Copied : RepairEntry::Action::Dropped,
             sectionLabel(container, i), section.range, 0, 0, why});
    }
    // Bytes after the frames that are no trailer: what the reader could not take for a frame.
    const std::uint64_t framesEnd = container.sections.empty()
                                        ? container.chunkLinesRange.end()
                                        : container.sections.back().range.end();
    const std::uint64_t end = container.trailer ? container.trailer->range.offset : source.size();
    if (end > framesEnd) {
        const Diagnostic* error =
            firstErrorWithin(document.diagnostics, {framesEnd, end - framesEnd});
        report.entries.push_back(
            {RepairEntry::Action::Dropped,
             "bytes",
             {framesEnd, end - framesEnd},
             0,
             0,
             error != nullptr ? error->message : "no frame can be read there"});
    }
    const bool trailerMatches = !container.trailer || hash.finish() == container.trailer->sha256;
    if (soundDiagnostics(document.diagnostics) && !report.lost() && trailerMatches) {
        output(source.view(0, source.size()));
        report.unchanged = true;
        return report;
    }
    // The header (magic, codec) and chunk_lines, written anew when the file ends inside it.
    output(source.view(container.header.offset, container.header.length));
    if (container.chunkLinesRange.length > 0) {
        output(source.view(container.chunkLinesRange.offset, container.chunkLinesRange.length));
    } else {
        ByteWriter chunkLines;
        chunkLines.putUvarint(container.chunkLines);
        output(chunkLines.bytes());
    }
    for (std::size_t i = 0; i < container.sections.size(); ++i) {
        if (report.entries[i].action == RepairEntry::Action::Copied) {
            const ByteRange range = container.sections[i].range;
            output(source.view(range.offset, range.length));
        }
    }
    if (container.trailer && !trailerMatches) {
        report.notes.push_back("the trailer's SHA-256 does not match the frames kept: it is left "
                               "out");
    } else if (container.trailer) {
        output(source.view(container.trailer->range.offset, container.trailer->range.length));
    }
    return report;
}

// The container again in its own codec: its bytes up to where a trailer would start, and (public
// dialect) a trailer of the rebuilt original's SHA-256. Kept only when it opens without a
// diagnostic and rebuilds that same original: a damaged stream the rebuild does not read would
// be carried along, and then the original goes into a RAW container instead.
std::optional<std::vector<std::byte>> sameCodecContainer(const ByteSource& source,
                                                         const ContainerLayout& container,
                                                         std::span<const std::byte> original) {
    const auto body = source.view(0, std::min(container.containerEnd, source.size()));
    std::vector<std::byte> bytes(body.begin(), body.end());
    if (container.dialect == Dialect::Public) {
        for (const std::uint8_t byte : sha256(original)) {
            bytes.push_back(std::byte{byte});
        }
        for (const std::uint8_t byte : trailerMagic) {
            bytes.push_back(std::byte{byte});
        }
    }
    const ByteSourcePtr copy = ByteSource::fromBuffer(bytes, "repaired.at1");
    if (!at1Format().open(copy, {}).diagnostics.empty()) {
        return std::nullopt;
    }
    const FileLayout layout = readFileLayout(*copy);
    std::string why;
    const auto rebuiltAgain =
        layout.container.sections.size() == 1 ? rebuilt(*copy, layout, 0, why) : std::nullopt;
    if (!rebuiltAgain ||
        !std::equal(original.begin(), original.end(),
                    std::as_bytes(std::span(rebuiltAgain->data(), rebuiltAgain->size())).begin(),
                    std::as_bytes(std::span(rebuiltAgain->data(), rebuiltAgain->size())).end())) {
        return std::nullopt;
    }
    return bytes;
}

RepairReport repairWholeFile(const Document& document, const ByteSource& source,
                             const FileLayout& file, const RepairOutput& output) {
    const ContainerLayout& container = file.container;
    RepairReport report;
    std::string why;
    const std::optional<std::string> original =
        container.sections.empty() ? std::nullopt : rebuilt(source, file, 0, why);
    const ByteRange all{0, source.size()};
    if (!original) {
        report.entries.push_back({RepairEntry::Action::Dropped, "original", all, 0, 0,
                                  why.empty() ? "the container holds no section" : why});
        writeRaw({}, output);
        return report;
    }
    const auto bytes = std::as_bytes(std::span(original->data(), original->size()));
    const bool trailerMatches = !container.trailer || sha256(bytes) == container.trailer->sha256;
    if (soundDiagnostics(document.diagnostics) && trailerMatches) {
        report.entries.push_back({RepairEntry::Action::Copied, "original", all, 0, 0, {}});
        output(source.view(0, source.size()));
        report.unchanged = true;
        return report;
    }
    const Diagnostic* error = firstErrorWithin(document.diagnostics, all);
    report.entries.push_back({RepairEntry::Action::Reencoded, "original", all, 0, 0,
                              error != nullptr ? error->message
                              : trailerMatches
                                  ? "the container is damaged"
                                  : "the rebuilt original does not match the trailer's SHA-256"});
    if (const auto same = sameCodecContainer(source, container, bytes)) {
        output(*same);
        return report;
    }
    report.notes.push_back("written as a RAW container (codec 255) of the rebuilt original");
    writeRaw(bytes, output);
    return report;
}

} // namespace

RepairReport repairAt1(const Document& document, const ByteSource& source,
                       const RepairOutput& output) {
    const FileLayout file = readFileLayout(source);
    if (!file.container.headerValid) {
        RepairReport report;
        report.entries.push_back({RepairEntry::Action::Dropped,
                                  "file",
                                  {0, source.size()},
                                  0,
                                  0,
                                  "the container header cannot be read"});
        writeRaw({}, output);
        return report;
    }
    return file.container.streaming ? repairStreaming(document, source, file, output)
                                    : repairWholeFile(document, source, file, output);
}

} // namespace strata::at1
