#pragma once

#include "formats/at1/backend.h"
#include "strata/byte_range.h"
#include "strata/byte_source.h"

#include <string>
#include <vector>

namespace strata::at1 {

// The two framings of AT-1 files (corpus README, "The public-decoder dialect"). Neutral is a
// streaming file with no frames, which reads the same under both.
enum class Dialect { Spec, Public, Neutral };

std::string_view dialectName(Dialect dialect);

// One entry of a packed stream set (spec "Packed stream set").
struct StreamEntry {
    std::string name;
    ByteRange entry;   // from name_len to the end of the payload
    ByteRange payload; // the comp_len bytes
    Backend backend = Backend::Xz;
    std::uint64_t backendOffset = 0; // public dialect: where the backend byte is
    // Bytes of the payload past the end of the file: the last stream of a file cut short keeps
    // the bytes that are there (`payload`) and counts the rest here.
    std::uint64_t missing = 0;
};

struct StreamSet {
    ByteRange range;
    std::vector<StreamEntry> streams;

    const StreamEntry* find(std::string_view name) const;
};

// A decoded stream together with where it came from, so errors inside it name its offset.
struct DecodedStream {
    std::string name;
    ByteRange payload;
    Bytes data;

    std::string_view text() const { return asText(data); }
};

// The decoded size a stream's backend states (an xz stream's index, a zstd frame's header, a
// stored stream's length), or nothing when it states none it can be read from. Read when asked:
// a set is parsed again each time a frame is decoded or rebuilt, and reading every stream's xz
// index each time took a tenth of opening 100,000 frames.
std::optional<std::uint64_t> declaredDecodedSize(const ByteSource& source,
                                                 const StreamEntry& stream);

// Parses the entries of a packed stream set filling `range`. Throws DecodeError.
StreamSet readStreamSet(const ByteSource& source, ByteRange range, Dialect dialect);

// The dialect a packed stream set is written in, from its first entry (corpus README, "Telling
// the dialects apart"); nothing when neither reading fits.
std::optional<Dialect> streamSetDialect(std::span<const std::byte> set);

// The streams of `set` whose names start with `prefix`, named without it: a stream set nested in
// another, like qjson2's per-template `t<i>:` sets (at1-codecs.md section 8). The ranges stay
// those of the file, so errors inside still name file offsets.
StreamSet nestedStreamSet(const StreamSet& set, std::string_view prefix);

// Decodes a stream the codec requires; a missing one throws DecodeError at the set's offset.
DecodedStream decodeStream(const ByteSource& source, const StreamSet& set, std::string_view name);

// The same, keeping what a damaged stream decoded before the damage (for its decoded layer).
struct DecodedStreamKeeping {
    DecodedStream stream;
    std::optional<DecodeError> damage;
};
DecodedStreamKeeping decodeStreamKeeping(const ByteSource& source, const StreamSet& set,
                                         std::string_view name);

} // namespace strata::at1
