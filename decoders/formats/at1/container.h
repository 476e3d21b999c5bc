#pragma once

#include "core/labels.h"
#include "formats/at1/sections.h"
#include "formats/at1/stream_set.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"

#include <array>
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
    Sections sections;
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
