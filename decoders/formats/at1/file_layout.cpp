#include "formats/at1/file_layout.h"

#include "formats/at1/reconstructors.h"
#include "strata/decode_error.h"

namespace strata::at1 {

namespace {

// The stream whose stored bytes hold `offset`, where one does; else the section.
std::string damagePath(const ContainerLayout& container, std::size_t section,
                       std::uint64_t offset) {
    const auto& streams = container.sections[section].streams;
    if (streams) {
        for (const StreamEntry& stream : streams->streams) {
            if (stream.entry.contains(offset)) {
                return streamSetPath(container, section) + " / " + streamLabel(stream.name);
            }
        }
    }
    return sectionPath(container, section);
}

// One table spans every frame; frames of a streaming qjson file can name different fields.
void warnOnDifferingColumns(FileLayout& file) {
    const QueryLayout* first = nullptr;
    for (std::size_t i = 0; i < file.codecs.size(); ++i) {
        const auto* query = std::get_if<QueryLayout>(&file.codecs[i]);
        if (query == nullptr) {
            continue;
        }
        if (first == nullptr) {
            first = query;
        } else if (query->paths != first->paths || query->columnTypes != first->columnTypes) {
            file.diagnostics.push_back({Severity::Warning, file.container.sections[i].range.offset,
                                        sectionPath(file.container, i),
                                        "this frame's columns differ from the first structured "
                                        "frame's; the table shows its "
                                        "values under the first frame's column names"});
        }
    }
}

} // namespace

bool FileLayout::rebuildable() const {
    return container.headerValid && hasReconstructor(container.codecId);
}

FileLayout readFileLayout(const ByteSource& source) {
    FileLayout file;
    file.container = readContainer(source);
    file.diagnostics = file.container.diagnostics;
    const auto& container = file.container;
    file.codecs.resize(container.sections.size());
    file.codecDamage.resize(container.sections.size());
    for (std::size_t i = 0; i < container.sections.size(); ++i) {
        const Section& section = container.sections[i];
        if (!section.streams) {
            continue;
        }
        try {
            switch (static_cast<Codec>(container.codecId)) {
            case Codec::Columnar:
                file.codecs[i] = readColumnarLayout(source, *section.streams);
                break;
            case Codec::QColumnar:
            case Codec::QJson:
                file.codecs[i] =
                    readQueryLayout(source, *section.streams,
                                    container.codecId == static_cast<std::uint8_t>(Codec::QJson));
                break;
            case Codec::Bundle:
                // Only the command-line program reads bundles, before it looks at the framing
                // (at1-codecs.md sections 2 and 12).
                if (container.streaming) {
                    throw DecodeError(section.body.offset,
                                      "a bundle exists only as a whole-file container");
                }
                file.codecs[i] = readBundleLayout(source, *section.streams,
                                                  sectionPath(container, i), file.diagnostics);
                break;
            case Codec::Raw:
                throw DecodeError(
                    section.body.offset,
                    "a structured frame in a RAW container has no codec to decode it");
            default:
                break; // rebuilt from its streams alone (reconstructors.h)
            }
        } catch (const DecodeError& error) {
            file.codecDamage[i] =
                Diagnostic{Severity::Error, error.offset(),
                           damagePath(container, i, error.offset()), error.what()};
            file.diagnostics.push_back(*file.codecDamage[i]);
        }
    }
    warnOnDifferingColumns(file);
    return file;
}

std::string decodeSection(const ByteSource& source, const FileLayout& file, std::size_t index) {
    const Section& section = file.container.sections.at(index);
    if (section.damage) {
        throw DecodeError(section.damage->offset, section.damage->message);
    }
    if (!section.structured) {
        const Bytes bytes =
            decodePayload(section.rawBackend, source.view(section.body.offset, section.body.length),
                          section.body, sectionLabel(file.container, index) + " raw data");
        return std::string(asText(bytes));
    }
    if (const auto& error = file.codecDamage.at(index)) {
        throw DecodeError(error->offset, error->message);
    }
    std::string out;
    const auto& codec = file.codecs.at(index);
    if (const auto* columnar = std::get_if<ColumnarLayout>(&codec)) {
        rebuildColumnar(source, *section.streams, *columnar, out);
    } else if (const auto* query = std::get_if<QueryLayout>(&codec)) {
        rebuildQuery(source, *section.streams, *query, out);
    } else if (const Reconstructor rebuild = streamSetReconstructor(file.container.codecId)) {
        CodecStreams streams(source, *section.streams);
        streams.decodeAllAhead();
        rebuild(streams, out);
    } else {
        throw DecodeError(section.body.offset,
                          "the codec layout of this section could not be read");
    }
    return out;
}

} // namespace strata::at1
