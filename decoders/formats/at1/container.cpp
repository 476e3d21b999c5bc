#include "formats/at1/container.h"

#include "core/reader.h"
#include "formats/at1/codec_table.h"
#include "formats/at1/decoded_reader.h"
#include "strata/decode_error.h"
#include "strata/varint.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>

namespace strata::at1 {
namespace {

constexpr std::uint64_t headerSize = 5;

// The node of a whole-file container's one section.
std::string_view wholeFileBodyLabel(bool structured) {
    return structured ? "stream set" : "raw payload";
}

bool endsWithTrailer(std::span<const std::byte> bytes) {
    return bytes.size() >= trailerSize &&
           std::memcmp(bytes.data() + bytes.size() - 4, trailerMagic.data(), 4) == 0;
}

void addError(ContainerLayout& layout, std::uint64_t offset, std::string path,
              std::string message) {
    layout.diagnostics.push_back({Severity::Error, offset, std::move(path), std::move(message)});
}

// Cuts the public dialect's trailer off the end of the container.
void takeTrailer(ContainerLayout& layout, std::span<const std::byte> bytes) {
    layout.containerEnd = bytes.size();
    if (layout.dialect != Dialect::Public || !endsWithTrailer(bytes) ||
        bytes.size() < headerSize + trailerSize) {
        return;
    }
    Trailer trailer;
    trailer.range = {bytes.size() - trailerSize, trailerSize};
    std::memcpy(trailer.sha256.data(), bytes.data() + trailer.range.offset, 32);
    layout.containerEnd = trailer.range.offset;
    layout.trailer = trailer;
}

// Fills in the stream set of a structured section, or records why it cannot be read.
void readSectionStreams(const ByteSource& source, ContainerLayout& layout, Section& section,
                        const std::string& path) {
    section.dialect = layout.dialect;
    try {
        const StreamSet set = readStreamSet(source, section.body, section.dialect);
        section.hasStreams = true;
        for (const StreamEntry& stream : set.streams) {
            if (stream.missing != 0) {
                // Said at the stream's entry, whose comp_len the file's end falls short of.
                addError(layout, stream.entry.offset, path + " / " + streamLabel(stream.name),
                         "stream '" + stream.name + "' payload: needs " +
                             std::to_string(stream.payload.length + stream.missing) + " bytes, " +
                             std::to_string(stream.payload.length) +
                             " left; the file ends inside it");
            }
        }
    } catch (const DecodeError& error) {
        section.damage = std::make_shared<const Diagnostic>(
            Diagnostic{Severity::Error, error.offset(), path, error.what()});
        layout.diagnostics.push_back(*section.damage);
    }
}

Dialect streamingDialect(std::span<const std::byte> bytes, std::uint64_t firstFrame) {
    const std::uint64_t rest = bytes.size() - firstFrame;
    if (rest == 0) {
        return Dialect::Neutral;
    }
    if (rest == trailerSize && endsWithTrailer(bytes)) {
        return Dialect::Public;
    }
    const auto length = decodeUvarint(bytes.data() + firstFrame, bytes.data() + bytes.size());
    if (!length || length->value == 0) {
        return Dialect::Spec;
    }
    const std::uint64_t method = firstFrame + length->length;
    if (method + 1 >= bytes.size()) {
        return Dialect::Spec;
    }
    const auto methodByte = static_cast<std::uint8_t>(bytes[method]);
    if (methodByte == 1) {
        return backendFromByte(static_cast<std::uint8_t>(bytes[method + 1])) ? Dialect::Public
                                                                             : Dialect::Spec;
    }
    const std::uint64_t bodyLength =
        std::min<std::uint64_t>(length->value - 1, bytes.size() - method - 1);
    return streamSetDialect(bytes.subspan(method + 1, bodyLength)).value_or(Dialect::Spec);
}

void readWholeFile(const ByteSource& source, ContainerLayout& layout) {
    const auto bytes = source.bytes();
    Section section;
    if (layout.codecId == rawCodecId) {
        // Spec: bytes[5:] is the xz stream; public: byte 5 is a backend byte. 0xFD (the xz
        // magic) is never a backend byte (corpus README, "Telling the dialects apart").
        if (bytes.size() <= headerSize) {
            addError(layout, headerSize, "file", "RAW container without a payload");
            return;
        }
        const auto backend = backendFromByte(static_cast<std::uint8_t>(bytes[headerSize]));
        layout.dialect = backend ? Dialect::Public : Dialect::Spec;
        takeTrailer(layout, bytes);
        section.range = {headerSize, layout.containerEnd - headerSize};
        if (backend) {
            section.rawBackend = *backend;
            section.rawBackendByte = true;
            section.body = {headerSize + 1, layout.containerEnd - headerSize - 1};
        } else {
            section.body = section.range;
        }
        section.structured = false;
        layout.sections.push_back(section);
        return;
    }
    layout.dialect = streamSetDialect(bytes.subspan(headerSize)).value_or(Dialect::Spec);
    if (!findCodec(layout.codecId)->trailer) {
        layout.containerEnd = bytes.size();
    } else {
        takeTrailer(layout, bytes);
    }
    section.range = {headerSize, layout.containerEnd - headerSize};
    section.body = section.range;
    readSectionStreams(source, layout, section,
                       topLevelPath(std::string(wholeFileBodyLabel(section.structured))));
    layout.sections.push_back(section);
}

// Streaming frames carry no sync marker. After damage to one's framing, the next frame is the
// next offset from which plausible frames (a known method, and the start of what that method
// holds) chain exactly to the end of the container: random bytes rarely do both. Tried byte by
// byte within a budget of frames parsed, so a long damaged file costs bounded time.
constexpr std::uint64_t resyncBudget = 1 << 20;

bool plausibleNames(std::span<const std::byte> body) {
    const std::byte* p = body.data();
    const std::byte* const end = p + body.size();
    const auto count = decodeUvarint(p, end);
    if (!count || count->value == 0 || count->value > 64) {
        return false;
    }
    p += count->length;
    const auto nameLength = decodeUvarint(p, end);
    if (!nameLength || nameLength->value == 0 || nameLength->value > 64 ||
        nameLength->value > static_cast<std::uint64_t>(end - p) - nameLength->length) {
        return false;
    }
    p += nameLength->length;
    return std::all_of(p, p + nameLength->value, [](std::byte b) {
        return std::isgraph(static_cast<unsigned char>(b)) != 0;
    });
}

// Where the plausible frame at `at` ends, or nothing.
std::optional<std::uint64_t> plausibleFrameEnd(std::span<const std::byte> bytes, std::uint64_t at,
                                               std::uint64_t end, Dialect dialect) {
    const auto length = decodeUvarint(bytes.data() + at, bytes.data() + end);
    if (!length || length->value == 0 || length->value > end - at - length->length) {
        return std::nullopt;
    }
    const std::uint64_t methodAt = at + length->length;
    const auto body = bytes.subspan(methodAt + 1, length->value - 1);
    const auto method = static_cast<std::uint8_t>(bytes[methodAt]);
    static constexpr std::uint8_t xzMagic[6] = {0xFD, '7', 'z', 'X', 'Z', 0x00};
    const bool plausible =
        method == 0   ? plausibleNames(body)
        : method == 1 ? (dialect == Dialect::Public
                             ? !body.empty() && backendFromByte(static_cast<std::uint8_t>(body[0]))
                             : body.size() >= 6 && std::memcmp(body.data(), xzMagic, 6) == 0)
                      : false;
    return plausible ? std::optional(methodAt + length->value) : std::nullopt;
}

std::optional<std::uint64_t> nextFrameChain(std::span<const std::byte> bytes, std::uint64_t from,
                                            std::uint64_t end, Dialect dialect) {
    std::uint64_t budget = resyncBudget;
    for (std::uint64_t start = from; start < end && budget > 0; ++start) {
        std::uint64_t at = start;
        while (at < end && budget > 0) {
            --budget;
            const auto next = plausibleFrameEnd(bytes, at, end, dialect);
            if (!next) {
                break;
            }
            at = *next;
        }
        if (at == end) {
            return start;
        }
    }
    return std::nullopt;
}

void readFrames(const ByteSource& source, ContainerLayout& layout) {
    const auto bytes = source.bytes();
    Reader head(bytes.subspan(headerSize), headerSize);
    try {
        layout.chunkLines = head.uvarint("chunk_lines");
    } catch (const DecodeError& error) {
        addError(layout, error.offset(), "file", error.what());
        return;
    }
    layout.chunkLinesRange = {headerSize, head.offset() - headerSize};
    layout.dialect = streamingDialect(bytes, head.offset());
    takeTrailer(layout, bytes);
    std::uint64_t position = head.offset();
    std::uint64_t released = position;
    while (position < layout.containerEnd) {
        // The frames walked are read again only when shown or decoded: their pages go behind
        // the walk (joined into batches by the source), so a big file does not stay resident.
        source.releasePages(released, position - released);
        released = position;
        Reader reader(bytes.subspan(position, layout.containerEnd - position), position);
        Section frame;
        const std::size_t index = layout.sections.size();
        const std::string path = "file / frame " + std::to_string(index);
        const std::uint64_t start = position;
        try {
            const std::uint64_t payloadLength = reader.uvarint("frame payload_len");
            if (payloadLength == 0) {
                reader.failAt(start, "frame payload_len", "0 leaves no room for the method byte");
            }
            reader.require(payloadLength, "frame payload");
            frame.methodOffset = reader.offset();
            frame.method = reader.u8("frame method");
            frame.range = {start, frame.methodOffset + payloadLength - start};
            frame.body = {reader.offset(), payloadLength - 1};
            reader.skip(payloadLength - 1, "frame payload");
        } catch (const DecodeError& error) {
            const auto resume =
                nextFrameChain(bytes, start + 1, layout.containerEnd, layout.dialect);
            const std::uint64_t end = resume.value_or(layout.containerEnd);
            addError(layout, error.offset(), path,
                     std::string(error.what()) +
                         (resume ? "; reading resumes at the next frame, at " + std::to_string(end)
                                 : std::string()));
            frame.range = {start, end - start};
            frame.damage = std::make_shared<const Diagnostic>(layout.diagnostics.back());
            layout.sections.push_back(frame);
            position = end;
            continue;
        }
        position = reader.offset();
        if (frame.method == 0) {
            readSectionStreams(source, layout, frame, path);
            layout.sections.push_back(frame);
            continue;
        }
        if (frame.method == 1) {
            if (layout.dialect == Dialect::Public) {
                // Public dialect: `0x01, backend byte, data` (corpus README, framing item 3).
                const auto backend =
                    frame.body.length == 0
                        ? std::nullopt
                        : backendFromByte(static_cast<std::uint8_t>(bytes[frame.body.offset]));
                if (!backend) {
                    frame.damage = std::make_shared<const Diagnostic>(Diagnostic{
                        Severity::Error, frame.body.offset, path,
                        frame.body.length == 0 ? "raw frame without a backend byte"
                                               : "raw frame with an unknown backend byte"});
                    layout.diagnostics.push_back(*frame.damage);
                } else {
                    frame.rawBackend = *backend;
                    frame.rawBackendByte = true;
                    frame.body = {frame.body.offset + 1, frame.body.length - 1};
                }
            }
            frame.structured = false;
        } else {
            frame.damage = std::make_shared<const Diagnostic>(
                Diagnostic{Severity::Error, frame.methodOffset, path,
                           "unknown frame method " + std::to_string(frame.method) +
                               " (only 0 structured and 1 raw exist)"});
            layout.diagnostics.push_back(*frame.damage);
        }
        layout.sections.push_back(frame);
    }
}

} // namespace

std::string sectionLabel(const ContainerLayout& layout, std::size_t index) {
    return layout.streaming ? frameLabel(index)
                            : std::string(wholeFileBodyLabel(layout.sections[index].structured));
}

std::optional<std::uint64_t> rawDeclaredSize(const ByteSource& source, const Section& section) {
    return declaredSize(section.rawBackend, source.view(section.body.offset, section.body.length));
}

StreamSet streamSetOf(const ByteSource& source, const Section& section) {
    return readStreamSet(source, section.body, section.dialect);
}

std::string sectionPath(const ContainerLayout& layout, std::size_t index) {
    return topLevelPath(sectionLabel(layout, index));
}

std::string streamSetPath(const ContainerLayout& layout, std::size_t index) {
    return layout.streaming ? sectionPath(layout, index) + " / stream set"
                            : sectionPath(layout, index);
}

std::string streamLabel(std::string_view name) {
    return "stream '" + std::string(name) + "'";
}

std::string columnLabel(std::size_t index, std::string_view name) {
    return "column " + std::to_string(index) +
           (name.empty() ? "" : " \"" + printableText(name) + "\"");
}

ContainerLayout readContainer(const ByteSource& source) {
    ContainerLayout layout;
    const auto bytes = source.bytes();
    layout.fileSize = bytes.size();
    layout.containerEnd = bytes.size();
    if (bytes.size() < headerSize) {
        addError(layout, 0, "file",
                 "file too short for the AT-1 header (" + std::to_string(bytes.size()) +
                     " bytes, needs magic and codec byte)");
        return layout;
    }
    const auto version = static_cast<std::uint8_t>(bytes[3]);
    if (std::memcmp(bytes.data(), "AT1", 3) != 0 ||
        (version != wholeFileVersion && version != streamingVersion)) {
        addError(layout, 0, "file", "bad magic: not AT1\\x02 (whole file) or AT1\\x03 (streaming)");
        return layout;
    }
    layout.header = {0, headerSize};
    layout.streaming = version == streamingVersion;
    layout.codecId = static_cast<std::uint8_t>(bytes[4]);
    if (findCodec(layout.codecId) == nullptr) {
        addError(layout, 4, "file / header", "unknown codec id " + std::to_string(layout.codecId));
        return layout;
    }
    layout.headerValid = true;
    if (layout.streaming) {
        readFrames(source, layout);
    } else {
        readWholeFile(source, layout);
    }
    return layout;
}

} // namespace strata::at1
