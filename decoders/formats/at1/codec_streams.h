#pragma once

#include "core/reader.h"
#include "core/worker_pool.h"
#include "formats/at1/stream_set.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>

namespace strata::at1 {

// Reads varints, bytes and length-prefixed strings front to back from one decoded stream
// (at1-codecs.md section 1). Decoded bytes have no file offsets: a failure is reported at the
// stream's payload offset and names the stream and the decoded position.
class StreamCursor {
public:
    explicit StreamCursor(const DecodedStream& stream);

    std::uint64_t varint(std::string_view what);
    std::int64_t svarint(std::string_view what); // zigzag
    std::uint8_t byte(std::string_view what);
    // A flag byte that must be 0 or 1 (writers write nothing else; section 1 "flag byte").
    bool flag(std::string_view what);
    std::string_view bytes(std::uint64_t count, std::string_view what);
    // varint len, then len bytes ("lp string").
    std::string_view lpString(std::string_view what);
    // A count of items that each take at least `minBytesEach` bytes of what is left: a larger
    // count cannot be true, so it is refused before anything is allocated for it.
    std::uint64_t count(std::string_view what, std::uint64_t minBytesEach = 1);

    bool atEnd() const { return m_reader.atEnd(); }
    // Writers leave no bytes unread (at1-codecs.md section 1, "leftovers"); bytes left over mean
    // the counts before them are damaged.
    void expectEnd() const;
    std::uint64_t position() const { return m_reader.position(); }
    // The bytes read since `position` (a varint's, to find a number's bytes again).
    std::string_view since(std::uint64_t position) const {
        return m_stream->text().substr(position, m_reader.position() - position);
    }
    std::uint64_t remaining() const { return m_reader.remaining(); }
    const DecodedStream& stream() const { return *m_stream; }

    [[noreturn]] void fail(std::string_view problem) const;
    // Writers leave no unused bytes (at1-codecs.md section 1, "leftovers"): bytes left over mean
    // the streams disagree, which is an error.
    void expectEnd(std::string_view what) const;

private:
    // Runs a read, naming the stream and the decoded position when it fails. Inline: a tape is
    // read a byte or a varint at a time (json's 42 kB tape, 5 % of its rebuild as calls).
    template <typename Read> auto guarded(Read&& read) {
        try {
            return read();
        } catch (const DecodeError& error) {
            failRead(error);
        }
    }
    [[noreturn]] void failRead(const DecodeError& error) const;

    const DecodedStream* m_stream;
    Reader m_reader;
};

inline std::uint64_t StreamCursor::varint(std::string_view what) {
    return guarded([&] { return m_reader.uvarint(what); });
}

inline std::int64_t StreamCursor::svarint(std::string_view what) {
    return guarded([&] { return m_reader.zigzag(what); });
}

inline std::uint8_t StreamCursor::byte(std::string_view what) {
    return guarded([&] { return m_reader.u8(what); });
}

// The items of a list stream, front to back: the content split on every '\n', like Python's
// bytes.split(b"\n"), so an empty stream is one empty item (at1-codecs.md section 1). Items are
// found as they are taken; nothing is split ahead.
class ListCursor {
public:
    explicit ListCursor(const DecodedStream& stream);
    // A list inside part of a stream (a column chunk of jsondoc's `values`): `text` lies in
    // `stream` and failures name `what`.
    ListCursor(const DecodedStream& stream, std::string_view text, std::string what);

    std::string_view next(std::string_view what);
    bool exhausted() const { return m_done; }
    std::uint64_t taken() const { return m_taken; }
    // How many items are left (counts the '\n's of the rest).
    std::uint64_t remaining() const;
    // Fails when items are left over (section 1, "leftovers"), except the one empty item an
    // empty list stream always reads as.
    void expectEnd() const;

private:
    // The next '\n' from m_position, or npos: the newlines of 64 bytes at a time as a bit mask
    // (newlineBits), each bit cleared as its item is taken.
    std::size_t nextNewline();

    const DecodedStream* m_stream;
    std::string_view m_text;
    std::string m_name;
    std::size_t m_position = 0;
    std::uint64_t m_taken = 0;
    bool m_done = false;
    std::size_t m_window = 0; // where the 64 bytes of m_newlines start
    std::size_t m_windowEnd = 0;
    std::uint64_t m_newlines = 0; // those not taken yet
};

// The streams of one packed stream set, each decoded on first use and kept while the section is
// rebuilt. A stream the codec lists but the set lacks is an error: writers emit every stream,
// even an empty one (at1-codecs.md section 1, "stream presence").
class CodecStreams {
public:
    CodecStreams(const ByteSource& source, const StreamSet& set)
        : m_source(&source)
        , m_set(&set) {}

    const DecodedStream& stream(std::string_view name);
    // Starts decoding every stream of the set on the worker pool, so that a codec's streams
    // decompress on both cores while it reads the first ones; a stream that fails reports when
    // the codec asks for it.
    void decodeAllAhead();
    bool has(std::string_view name) const { return m_set->find(name) != nullptr; }
    StreamCursor cursor(std::string_view name) { return StreamCursor(stream(name)); }
    ListCursor list(std::string_view name) { return ListCursor(stream(name)); }
    const StreamSet& set() const { return *m_set; }
    const ByteSource& source() const { return *m_source; }
    // The stream a view lies in, decoded so far, and where in its decoded bytes; nothing when
    // the view is in none (text a codec built).
    struct Place {
        std::string stream;
        ByteRange range;
    };
    std::optional<Place> locate(std::string_view view) const;

private:
    const ByteSource* m_source;
    const StreamSet* m_set;
    std::deque<DecodedStream> m_decoded; // deque: references stay valid as streams are added
    std::vector<std::pair<std::string, PooledTask<DecodedStream>>> m_ahead;
};

// A running sum of delta-coded integers: starts at 0, summed in signed 64-bit arithmetic, which
// valid files never leave (at1-codecs.md section 1, "accumulators").
class Accumulator {
public:
    std::int64_t add(std::int64_t delta, const StreamCursor& where);
    std::int64_t value() const { return m_value; }

private:
    std::int64_t m_value = 0;
};

// The line-output rule of codecs 0, 1, 3, 5 and 11 (at1-codecs.md section 1): lines joined by
// '\n', one more '\n' when the trailing flag is set.
inline void beginLine(std::uint64_t index, std::string& out) {
    if (index > 0) {
        out += '\n';
    }
}

// The `meta` stream's `varint nlines, byte trailing` of the line codecs (at1-codecs.md sections
// 3-5, 8). Lines are produced one by one as the other streams allow, so a huge nlines in a short
// file fails when a stream runs out rather than allocating for it.
struct LineMeta {
    std::uint64_t nlines = 0;
    bool trailing = false;
};

LineMeta readLineMeta(CodecStreams& streams);
// The same from an open cursor, for a meta that holds more.
LineMeta readLineMeta(StreamCursor& meta);
// The `flags` stream of a line codec: one byte per line, exactly nlines of them (the public
// decoder wants at least nlines; writers write no more, section 1 "leftovers").
const DecodedStream& readLineFlags(CodecStreams& streams, std::uint64_t nlines);

} // namespace strata::at1
