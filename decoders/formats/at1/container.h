#pragma once

#include "core/labels.h"
#include "formats/at1/stream_set.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"

#include <array>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace strata::at1 {

// RAW (spec "Top-level container", byte 4): the container holds the original under a backend,
// with no codec (codec_table.h lists the codecs).
inline constexpr std::uint8_t rawCodecId = 255;
// The magic's fourth byte: "AT1\x02" a whole-file container, "AT1\x03" a streaming one.
inline constexpr std::uint8_t wholeFileVersion = 0x02;
inline constexpr std::uint8_t streamingVersion = 0x03;
// The public dialect's trailer: the original's SHA-256, then these 4 bytes (corpus README,
// framing item 4).
inline constexpr std::uint64_t trailerSize = 36;
inline constexpr std::array<std::uint8_t, 4> trailerMagic = {0xA1, 0x53, 0x36, 0x01};

// A part of the file that decodes to bytes of the original: the body of a whole-file container
// or one frame of a streaming container. Structured sections hold a packed stream set for the
// codec; raw ones hold the original bytes under one backend.
// A file of many frames holds one a frame: the one-byte fields are together at the end.
struct Section {
    ByteRange range; // the whole frame (payload_len and method included), or bytes[5:]
    std::uint64_t methodOffset = 0; // streaming frames only
    ByteRange body;                 // the stream set, or the raw payload
    // Why the section cannot be decoded; held apart, as few sections have one.
    std::shared_ptr<const Diagnostic> damage;
    bool structured = true;
    std::uint8_t method = 0;
    Backend rawBackend = Backend::Xz;
    // Public dialect: a raw section's backend byte comes before its body (at body.offset - 1).
    bool rawBackendByte = false;
    // Structured, and its stream set parsed when the file opened. The set is not kept (a file of
    // 100,000 frames kept a kilobyte a frame): streamSetOf parses it again.
    bool hasStreams = false;
    Dialect dialect = Dialect::Spec; // the container's, which frames its stream set
};

// The optional SHA-256 trailer of the public dialect (corpus README, framing item 4).
struct Trailer {
    ByteRange range;
    std::array<std::uint8_t, 32> sha256{};
};

struct ContainerLayout {
    bool headerValid = false;
    bool streaming = false;
    std::uint8_t codecId = 0;
    Dialect dialect = Dialect::Spec;
    std::uint64_t fileSize = 0;
    ByteRange header;          // magic and codec byte
    ByteRange chunkLinesRange; // streaming only
    std::uint64_t chunkLines = 0;
    std::uint64_t containerEnd = 0; // where the trailer (if any) starts
    std::optional<Trailer> trailer;
    // A deque: a streaming file of many frames grows it without moving the frames read (a
    // vector's growth and its shrink_to_fit copy made the peak twice the frames).
    std::deque<Section> sections;
    // Container-level problems, including every damaged section's.
    std::vector<Diagnostic> diagnostics;
};

ContainerLayout readContainer(const ByteSource& source);

// The decoded size a raw section's payload declares (its xz index or zstd header), read when
// asked: a streaming file of many raw frames does not keep it for every frame.
std::optional<std::uint64_t> rawDeclaredSize(const ByteSource& source, const Section& section);

// The packed stream set of a section with hasStreams, parsed again from the file.
StreamSet streamSetOf(const ByteSource& source, const Section& section);

std::string sectionLabel(const ContainerLayout& layout, std::size_t index);
std::string sectionPath(const ContainerLayout& layout, std::size_t index);
// The tree path of a structured section's stream set node.
std::string streamSetPath(const ContainerLayout& layout, std::size_t index);
std::string streamLabel(std::string_view name);
// "column 3 \"tmax_c\"", or "column 3" for a column without a name.
std::string columnLabel(std::size_t index, std::string_view name);

} // namespace strata::at1
