#include "formats/at1/stream_set.h"

#include "core/reader.h"
#include "strata/decode_error.h"

namespace strata::at1 {
namespace {

// The spec dialect stores only `blocks` (corpus README, "Containers"); everything else is xz.
constexpr std::string_view storedStreamName = "blocks";

bool storedBlocksStart(std::span<const std::byte> payload) {
    if (payload.empty()) {
        return true;
    }
    const auto tag = static_cast<std::uint8_t>(payload[0]);
    return (tag == 0 && startsWithXzMagic(payload.subspan(1))) ||
           (tag == 1 && startsWithZstdMagic(payload.subspan(1)));
}

// Reads `varint L` and L bytes at `bytes[position]`; nothing when they do not fit.
std::optional<std::span<const std::byte>> lengthPrefixed(std::span<const std::byte> bytes,
                                                         std::size_t position) {
    if (position > bytes.size()) {
        return std::nullopt;
    }
    const auto length = decodeUvarint(bytes.data() + position, bytes.data() + bytes.size());
    if (!length || length->value > bytes.size() - position - length->length) {
        return std::nullopt;
    }
    return bytes.subspan(position + length->length, length->value);
}

} // namespace

std::string_view dialectName(Dialect dialect) {
    switch (dialect) {
    case Dialect::Spec:
        return "spec";
    case Dialect::Public:
        return "public";
    case Dialect::Neutral:
        return "neutral";
    }
    return "?";
}

const StreamEntry* StreamSet::find(std::string_view name) const {
    for (const auto& stream : streams) {
        if (stream.name == name) {
            return &stream;
        }
    }
    return nullptr;
}

std::optional<Dialect> streamSetDialect(std::span<const std::byte> set) {
    const auto count = decodeUvarint(set.data(), set.data() + set.size());
    if (!count || count->value == 0) {
        return std::nullopt;
    }
    const auto name = lengthPrefixed(set, count->length);
    if (!name) {
        return std::nullopt;
    }
    const std::size_t afterName =
        static_cast<std::size_t>(name->data() + name->size() - set.data());
    if (afterName < set.size()) {
        const auto backend = backendFromByte(static_cast<std::uint8_t>(set[afterName]));
        const auto payload = lengthPrefixed(set, afterName + 1);
        if (backend && payload &&
            (*backend == Backend::Stored ||
             (*backend == Backend::Xz && startsWithXzMagic(*payload)) ||
             (*backend == Backend::Zstd && startsWithZstdMagic(*payload)))) {
            return Dialect::Public;
        }
    }
    const auto payload = lengthPrefixed(set, afterName);
    if (payload && (startsWithXzMagic(*payload) ||
                    (asText(*name) == storedStreamName && storedBlocksStart(*payload)))) {
        return Dialect::Spec;
    }
    return std::nullopt;
}

std::optional<std::uint64_t> declaredDecodedSize(const ByteSource& source,
                                                 const StreamEntry& stream) {
    return declaredSize(stream.backend, source.view(stream.payload.offset, stream.payload.length));
}

StreamSet readStreamSet(const ByteSource& source, ByteRange range, Dialect dialect) {
    StreamSet set;
    set.range = range;
    Reader reader(source.view(range.offset, range.length), range.offset);
    const std::uint64_t count = reader.uvarint("n_streams");
    // Each entry takes at least two bytes: a bound on a damaged count.
    if (count > reader.remaining() / 2) {
        reader.fail("n_streams", std::to_string(count) + " streams cannot fit in " +
                                     std::to_string(reader.remaining()) + " bytes");
    }
    // Exactly: a file of 100,000 frames keeps every frame's set.
    set.streams.reserve(static_cast<std::size_t>(count));
    // What each entry's reads are called, should they fail: made in the same two strings for
    // every entry, as a set is parsed again each time a frame is decoded or rebuilt.
    std::string what;
    std::string label;
    for (std::uint64_t i = 0; i < count; ++i) {
        StreamEntry entry;
        const std::uint64_t start = reader.offset();
        const std::uint64_t nameLength = reader.uvarint("stream name_len");
        entry.name = std::string(reader.text(nameLength, "stream name"));
        what.assign("stream '").append(entry.name).append("'");
        const auto labelled = [&](std::string_view part) -> std::string_view {
            return label.assign(what).append(part);
        };
        if (set.find(entry.name) != nullptr) {
            reader.failAt(start, what, "a second stream with this name");
        }
        if (dialect == Dialect::Public) {
            entry.backendOffset = reader.offset();
            const std::uint8_t byte = reader.u8(labelled(" backend"));
            const auto backend = backendFromByte(byte);
            if (!backend) {
                reader.failAt(entry.backendOffset, labelled(" backend"),
                              "unknown backend byte " + std::to_string(byte));
            }
            entry.backend = *backend;
        } else {
            entry.backend = entry.name == storedStreamName ? Backend::Stored : Backend::Xz;
        }
        std::uint64_t length = reader.uvarint(labelled(" comp_len"));
        const std::uint64_t payloadOffset = reader.offset();
        // The last stream of a set that runs to the end of the file may be cut short by it: the
        // bytes that are there stay readable (whole blocks of a stored 'blocks' stream).
        if (i + 1 == count && length > reader.remaining() && range.end() == source.size()) {
            entry.missing = length - reader.remaining();
            length = reader.remaining();
        }
        reader.skip(length, labelled(" payload"));
        entry.payload = {payloadOffset, length};
        entry.entry = {start, reader.offset() - start};
        set.streams.push_back(std::move(entry));
    }
    if (!reader.atEnd()) {
        reader.fail("packed stream set",
                    std::to_string(reader.remaining()) + " bytes after the last stream");
    }
    return set;
}

StreamSet nestedStreamSet(const StreamSet& set, std::string_view prefix) {
    StreamSet nested;
    nested.range = set.range;
    for (const auto& stream : set.streams) {
        if (stream.name.starts_with(prefix)) {
            nested.streams.push_back(stream);
            nested.streams.back().name.erase(0, prefix.size());
        }
    }
    return nested;
}

DecodedStream decodeStream(const ByteSource& source, const StreamSet& set, std::string_view name) {
    DecodedStreamKeeping decoded = decodeStreamKeeping(source, set, name);
    if (decoded.damage) {
        throw *decoded.damage;
    }
    return std::move(decoded.stream);
}

DecodedStreamKeeping decodeStreamKeeping(const ByteSource& source, const StreamSet& set,
                                         std::string_view name) {
    const StreamEntry* entry = set.find(name);
    if (entry == nullptr) {
        return {{std::string(name), {set.range.offset, 0}, {}},
                DecodeError(set.range.offset,
                            "the stream set has no '" + std::string(name) + "' stream")};
    }
    DecodedPayload payload = decodePayloadKeeping(
        entry->backend, source.view(entry->payload.offset, entry->payload.length), entry->payload,
        {"stream '", entry->name, "'"});
    return {{entry->name, entry->payload, std::move(payload.data)}, std::move(payload.damage)};
}

} // namespace strata::at1
