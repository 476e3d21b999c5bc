#include "formats/at1/file_layout.h"

#include "formats/at1/codec_table.h"
#include "strata/decode_error.h"

namespace strata::at1 {

namespace {

// The stream whose stored bytes hold `offset`, where one does; else the section.
std::string damagePath(const ByteSource& source, const ContainerLayout& container,
                       std::size_t section, std::uint64_t offset) {
    if (container.sections[section].hasStreams) {
        const StreamSet set = streamSetOf(source, container.sections[section]);
        for (const StreamEntry& stream : set.streams) {
            if (stream.entry.contains(offset)) {
                return streamSetPath(container, section) + " / " + streamLabel(stream.name);
            }
        }
    }
    return sectionPath(container, section);
}

} // namespace

const Codec* FileLayout::codec() const {
    return container.headerValid ? findCodec(container.codecId) : nullptr;
}

bool FileLayout::rebuildable() const {
    return codec() != nullptr && codec()->rebuild != nullptr;
}

FileLayout readFileLayout(const ByteSource& source) {
    FileLayout file;
    file.container = readContainer(source);
    file.diagnostics = file.container.diagnostics;
    const auto& container = file.container;
    file.codecs.resize(container.sections.size());
    const SectionCodec none;
    const SectionCodec* before = &none; // the last section's that read
    for (std::size_t i = 0; i < container.sections.size(); ++i) {
        const Section section = container.sections[i];
        if (!section.hasStreams) {
            continue;
        }
        try {
            if (file.codec()->readLayout != nullptr) {
                file.codecs[i] =
                    file.codec()->readLayout(source, container, i, *before, file.diagnostics);
                before = &file.codecs[i];
            }
        } catch (const DecodeError& error) {
            file.codecDamage[i] =
                Diagnostic{Severity::Error, error.offset(),
                           damagePath(source, container, i, error.offset()), error.what()};
            file.diagnostics.push_back(file.codecDamage[i]);
        }
        source.releasePages(section.range.offset, section.range.length); // as readContainer's
    }
    if (const Codec* codec = file.codec(); codec != nullptr && codec->checkLayout != nullptr) {
        codec->checkLayout(file);
    }
    return file;
}

std::string decodeSection(const ByteSource& source, const FileLayout& file, std::size_t index) {
    const Section section = file.container.sections.at(index);
    if (section.damage) {
        throw DecodeError(section.damage->offset, section.damage->message);
    }
    if (!section.structured) {
        const Bytes bytes =
            decodePayload(section.rawBackend, source.view(section.body.offset, section.body.length),
                          section.body, sectionLabel(file.container, index) + " raw data");
        return std::string(asText(bytes));
    }
    if (const auto error = file.codecDamage.find(index); error != file.codecDamage.end()) {
        throw DecodeError(error->second.offset, error->second.message);
    }
    const Codec* codec = file.codec();
    const SectionCodec& layout = file.codecs.at(index);
    if (codec == nullptr || codec->rebuild == nullptr ||
        (codec->readLayout != nullptr && layout.empty())) {
        throw DecodeError(section.body.offset,
                          "the codec layout of this section could not be read");
    }
    std::string out;
    codec->rebuild(source, section, layout, out);
    return out;
}

} // namespace strata::at1
