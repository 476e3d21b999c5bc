#include "formats/at1/codec_streams.h"

#include "formats/at1/decoded_reader.h"

#include <algorithm>
#include <bit>

namespace strata::at1 {

StreamCursor::StreamCursor(const DecodedStream& stream)
    : m_stream(&stream)
    , m_reader(stream.data, 0) {}

void StreamCursor::failRead(const DecodeError& error) const {
    throw DecodeError(m_stream->payload.offset, "stream '" + m_stream->name + "' (decoded byte " +
                                                    std::to_string(error.offset()) +
                                                    "): " + error.what());
}

void StreamCursor::fail(std::string_view problem) const {
    throw DecodeError(m_stream->payload.offset, "stream '" + m_stream->name + "' (decoded byte " +
                                                    std::to_string(m_reader.position()) +
                                                    "): " + std::string(problem));
}

void StreamCursor::expectEnd(std::string_view what) const {
    if (!atEnd()) {
        fail(std::to_string(remaining()) + " bytes are left over after " + std::string(what));
    }
}

bool StreamCursor::flag(std::string_view what) {
    const std::uint8_t value = byte(what);
    if (value > 1) {
        fail(std::string(what) + " is " + std::to_string(value) + ", not 0 or 1");
    }
    return value == 1;
}

void StreamCursor::expectEnd() const {
    if (!atEnd()) {
        fail(std::to_string(remaining()) + " bytes are left that nothing reads");
    }
}

std::string_view StreamCursor::bytes(std::uint64_t count, std::string_view what) {
    return guarded([&] { return m_reader.text(count, what); });
}

std::string_view StreamCursor::lpString(std::string_view what) {
    return bytes(varint(what), what);
}

std::uint64_t StreamCursor::count(std::string_view what, std::uint64_t minBytesEach) {
    const std::uint64_t value = varint(what);
    if (minBytesEach > 0 && value > remaining() / minBytesEach) {
        fail(std::string(what) + " " + std::to_string(value) + " is more than the " +
             std::to_string(remaining()) + " bytes left can hold");
    }
    return value;
}

ListCursor::ListCursor(const DecodedStream& stream)
    : ListCursor(stream, stream.text(), "stream '" + stream.name + "'") {}

ListCursor::ListCursor(const DecodedStream& stream, std::string_view text, std::string what)
    : m_stream(&stream)
    , m_text(text)
    , m_name(std::move(what)) {}

std::string_view ListCursor::next(std::string_view what) {
    if (m_done) {
        throw DecodeError(m_stream->payload.offset, m_name + " has " + std::to_string(m_taken) +
                                                        " items, too few for " + std::string(what));
    }
    ++m_taken;
    const std::size_t end = nextNewline();
    if (end == std::string_view::npos) {
        m_done = true;
        return m_text.substr(m_position);
    }
    const std::string_view item = m_text.substr(m_position, end - m_position);
    m_position = end + 1;
    return item;
}

std::size_t ListCursor::nextNewline() {
    while (m_newlines == 0) {
        if (m_windowEnd >= m_text.size()) {
            return std::string_view::npos;
        }
        m_window = m_windowEnd;
        m_windowEnd += 64;
        m_newlines = newlineBits(m_text, m_window);
    }
    const std::size_t at = m_window + static_cast<std::size_t>(std::countr_zero(m_newlines));
    m_newlines &= m_newlines - 1;
    return at;
}

std::uint64_t ListCursor::remaining() const {
    if (m_done) {
        return 0;
    }
    const auto rest = m_text.substr(m_position);
    return 1 + static_cast<std::uint64_t>(std::count(rest.begin(), rest.end(), '\n'));
}

void ListCursor::expectEnd() const {
    if (m_done || (m_taken == 0 && m_text.empty())) {
        return;
    }
    throw DecodeError(m_stream->payload.offset, m_name + ": " + std::to_string(remaining()) +
                                                    " items are left over after the " +
                                                    std::to_string(m_taken) + " used");
}

const DecodedStream& CodecStreams::stream(std::string_view name) {
    for (const auto& decoded : m_decoded) {
        if (decoded.name == name) {
            return decoded;
        }
    }
    for (auto& [aheadName, task] : m_ahead) {
        if (aheadName == name && task.valid()) {
            return m_decoded.emplace_back(task.get());
        }
    }
    return m_decoded.emplace_back(decodeStream(*m_source, *m_set, name));
}

std::optional<CodecStreams::Place> CodecStreams::locate(std::string_view view) const {
    // Compared as addresses: the view may lie in no stream at all.
    const auto at = reinterpret_cast<std::uintptr_t>(view.data());
    for (const auto& decoded : m_decoded) {
        const auto begin = reinterpret_cast<std::uintptr_t>(decoded.data.data());
        if (at >= begin && at - begin <= decoded.data.size() &&
            view.size() <= decoded.data.size() - (at - begin)) {
            return Place{decoded.name, {at - begin, view.size()}};
        }
    }
    return std::nullopt;
}

void CodecStreams::decodeAllAhead() {
    // Handing a stream to another thread costs tens of microseconds: small and stored streams
    // are cheaper decoded when the codec asks for them.
    constexpr std::uint64_t worthAThread = 32 * 1024;
    WorkerPool& pool = WorkerPool::shared();
    for (const StreamEntry& entry : m_set->streams) {
        if (entry.backend == Backend::Stored || entry.payload.length < worthAThread) {
            continue;
        }
        m_ahead.emplace_back(entry.name, pool.submit([this, name = entry.name] {
            return decodeStream(*m_source, *m_set, name);
        }));
    }
}

LineMeta readLineMeta(CodecStreams& streams) {
    StreamCursor meta = streams.cursor("meta");
    return readLineMeta(meta);
}

LineMeta readLineMeta(StreamCursor& meta) {
    LineMeta result;
    result.nlines = meta.varint("nlines");
    result.trailing = meta.flag("trailing");
    return result;
}

const DecodedStream& readLineFlags(CodecStreams& streams, std::uint64_t nlines) {
    const DecodedStream& flags = streams.stream("flags");
    if (flags.data.size() != nlines) {
        StreamCursor(flags).fail("holds " + std::to_string(flags.data.size()) +
                                 " line flags for nlines " + std::to_string(nlines));
    }
    return flags;
}

std::int64_t Accumulator::add(std::int64_t delta, const StreamCursor& where) {
    std::int64_t sum = 0;
    if (__builtin_add_overflow(m_value, delta, &sum)) {
        where.fail("a delta takes the running sum past 64 bits");
    }
    m_value = sum;
    return m_value;
}

} // namespace strata::at1
