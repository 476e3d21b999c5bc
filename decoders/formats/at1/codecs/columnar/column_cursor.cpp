#include "formats/at1/codecs/columnar/column_cursor.h"

#include "formats/at1/codecs/columnar/columnar_codec.h"
#include "formats/at1/decoded_reader.h"

#include <algorithm>
#include <cstring>

namespace strata::at1 {
namespace {

unsigned readDigits(Reader& reader) {
    const std::uint8_t digits = reader.u8("DEC digits D");
    // D = 0 is ill-defined in the spec's s[:-D]; the corpus uses 1..18 (README, "DEC").
    if (digits == 0 || digits > 18) {
        reader.fail("DEC digits D", std::to_string(digits) + " is outside 1..18");
    }
    return digits;
}

// Deltas wrap in 64 bits: the corpus has a delta of exactly -2^63 (README, "INT").
std::uint64_t addDelta(std::uint64_t accumulator, std::int64_t delta) {
    return accumulator + static_cast<std::uint64_t>(delta);
}

std::vector<std::string_view> readEntries(Reader& reader, std::uint64_t count,
                                          std::string_view what, std::uint64_t& longest) {
    if (count > reader.remaining()) {
        reader.fail(what, std::to_string(count) + " entries cannot fit in the chunk");
    }
    std::vector<std::string_view> entries;
    entries.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i) {
        entries.push_back(reader.text(reader.uvarint("entry length"), what));
        longest = std::max<std::uint64_t>(longest, entries.back().size());
    }
    return entries;
}

} // namespace

ColumnCursor::ColumnCursor(std::uint8_t type, std::string_view chunk, std::uint64_t chunkOffset,
                           const std::vector<ColumnCursor>& earlier)
    : m_type(type)
    , m_chunk(chunk)
    , m_chunkOffset(chunkOffset)
    , m_reader(std::span(reinterpret_cast<const std::byte*>(chunk.data()), chunk.size()),
               chunkOffset) {
    if (type == static_cast<std::uint8_t>(ColumnType::Derived)) {
        const std::uint64_t start = m_reader.offset();
        const std::uint64_t source = m_reader.uvarint("DERIVED source column");
        notePart("source", start, source);
        if (source >= earlier.size()) {
            m_reader.fail("DERIVED source column",
                          "column " + std::to_string(earlier.size()) + " derives from column " +
                              std::to_string(source) + ", not an earlier one");
        }
        m_source = &earlier[source];
        m_sourceIndex = source;
    }
    readHead();
    m_position = m_reader.position();
}

void ColumnCursor::notePart(std::string_view name, std::uint64_t start, FieldValue value) {
    m_headParts.push_back({name, {start, m_reader.offset() - start}, std::move(value)});
}

void ColumnCursor::noteValue(std::string_view text) {
    m_valueStart = static_cast<std::uint64_t>(text.data() - m_chunk.data());
    m_valueLength = text.size();
}

ByteRange ColumnCursor::rangeOf(std::string_view text) const {
    return {m_chunkOffset + static_cast<std::uint64_t>(text.data() - m_chunk.data()), text.size()};
}

std::string_view ColumnCursor::entryNoun() const {
    switch (static_cast<ColumnType>(m_type)) {
    case ColumnType::NumExc:
        return "exception";
    case ColumnType::Derived:
        return "map value";
    case ColumnType::Dict:
        return "dict entry";
    default:
        return "entry";
    }
}

void ColumnCursor::failAtValue(std::string_view what, std::string_view problem) {
    m_reader.seek(m_position, what);
    m_reader.fail(what, problem);
}

std::uint64_t ColumnCursor::readVarint(std::string_view what) {
    const auto* data = reinterpret_cast<const std::byte*>(m_chunk.data());
    const auto result = decodeUvarint(data + m_position, data + m_chunk.size());
    if (!result) {
        m_reader.seek(m_position, what);
        m_reader.uvarint(what); // throws, naming the problem
        failAtValue(what, "bad varint");
    }
    m_position += result->length;
    return result->value;
}

std::optional<std::size_t> ColumnCursor::source() const {
    if (m_source == nullptr) {
        return std::nullopt;
    }
    return m_sourceIndex;
}

void ColumnCursor::readHead() {
    std::uint64_t longest = 0;
    switch (static_cast<ColumnType>(m_type)) {
    case ColumnType::Text:
        m_count = static_cast<std::uint64_t>(std::count(m_chunk.begin(), m_chunk.end(), '\n')) + 1;
        m_textBound = m_chunk.size();
        return;
    case ColumnType::Dec: {
        const std::uint64_t start = m_reader.offset();
        m_digits = readDigits(m_reader);
        notePart("D", start, std::uint64_t{m_digits});
    }
        m_parameters.push_back({"D", std::uint64_t{m_digits}});
        [[fallthrough]];
    case ColumnType::Int: {
        // "read svarints to end": one value per byte that ends a varint.
        const auto rest = m_chunk.substr(m_reader.position());
        m_count = static_cast<std::uint64_t>(std::count_if(rest.begin(), rest.end(), [](char c) {
            return (static_cast<std::uint8_t>(c) & 0x80) == 0;
        }));
        m_allNumbers = true;
        m_textBound = m_count * maxNumberText;
        return;
    }
    case ColumnType::NumExc: {
        std::uint64_t start = m_reader.offset();
        const std::uint8_t subtype = m_reader.u8("NUMEXC subtype");
        if (subtype > 1) {
            m_reader.fail("NUMEXC subtype",
                          std::to_string(subtype) + " is neither 0 (int) nor 1 (dec)");
        }
        notePart("subtype", start, std::string(subtype == 1 ? "dec" : "int"));
        start = m_reader.offset();
        m_digits = subtype == 1 ? readDigits(m_reader) : 0;
        if (subtype == 1) {
            notePart("D", start, std::uint64_t{m_digits});
        }
        start = m_reader.offset();
        m_count = m_reader.uvarint("NUMEXC count");
        notePart("count", start, m_count);
        start = m_reader.offset();
        m_bitmap = m_reader.bytes((m_count + 7) / 8, "NUMEXC bitmap");
        notePart("bitmap", start, std::uint64_t{m_bitmap.size()});
        start = m_reader.offset();
        const std::uint64_t exceptions = m_reader.uvarint("NUMEXC nexc");
        notePart("nexc", start, exceptions);
        m_entries = readEntries(m_reader, exceptions, "NUMEXC exception", longest);
        m_parameters.push_back({"subtype", std::string(subtype == 1 ? "dec" : "int")});
        if (subtype == 1) {
            m_parameters.push_back({"D", std::uint64_t{m_digits}});
        }
        m_parameters.push_back({"nexc", std::uint64_t{m_entries.size()}});
        m_textBound = m_count * std::max<std::uint64_t>(maxNumberText, longest);
        return;
    }
    case ColumnType::Derived: {
        const std::uint64_t start = m_reader.offset();
        const std::uint64_t mapped = m_reader.uvarint("DERIVED nmap");
        notePart("nmap", start, mapped);
        m_entries = readEntries(m_reader, mapped, "DERIVED map value", longest);
        m_parameters.push_back({"source", std::uint64_t{m_sourceIndex}});
        m_parameters.push_back({"nmap", std::uint64_t{m_entries.size()}});
        m_count = m_source->count();
        m_textBound = m_count * longest;
        return;
    }
    case ColumnType::Dict: {
        std::uint64_t start = m_reader.offset();
        m_count = m_reader.uvarint("DICT nvals");
        if (m_count > m_reader.remaining()) {
            m_reader.fail("DICT nvals",
                          std::to_string(m_count) + " values cannot fit in the chunk");
        }
        notePart("nvals", start, m_count);
        start = m_reader.offset();
        const std::uint64_t entries = m_reader.uvarint("DICT ndict");
        notePart("ndict", start, entries);
        m_entries = readEntries(m_reader, entries, "DICT entry", longest);
        m_parameters.push_back({"ndict", std::uint64_t{m_entries.size()}});
        m_textBound = m_count * longest;
        return;
    }
    case ColumnType::Shuf: {
        std::uint64_t start = m_reader.offset();
        m_count = m_reader.uvarint("SHUF count");
        notePart("count", start, m_count);
        start = m_reader.offset();
        m_base = m_reader.zigzag("SHUF base");
        notePart("base", start, m_base);
        const std::uint64_t widthOffset = m_reader.offset();
        m_width = m_reader.u8("SHUF width W");
        if (m_width < 1 || m_width > 8) {
            m_reader.failAt(widthOffset, "SHUF width W",
                            std::to_string(m_width) + " is outside 1..8");
        }
        if (m_count > m_reader.remaining() / m_width) {
            m_reader.fail("SHUF planes", std::to_string(m_width) + " planes of " +
                                             std::to_string(m_count) + " bytes cannot fit");
        }
        notePart("W", widthOffset, std::uint64_t{m_width});
        start = m_reader.offset();
        m_planes = m_reader.bytes(m_count * m_width, "SHUF planes");
        notePart("planes", start, m_count * m_width);
        m_parameters.push_back({"width", std::uint64_t{m_width}});
        m_parameters.push_back({"base", m_base});
        m_allNumbers = true;
        m_textBound = m_count * maxNumberText;
        return;
    }
    }
    m_reader.fail("coltypes", "unknown column type " + std::to_string(m_type));
}

void ColumnCursor::next() {
    const std::uint64_t index = m_used++;
    switch (static_cast<ColumnType>(m_type)) {
    case ColumnType::Text: {
        const std::size_t end = std::min(m_chunk.find('\n', m_position), m_chunk.size());
        m_text = m_chunk.substr(m_position, end - m_position);
        noteValue(m_text);
        m_position = std::min(end + 1, m_chunk.size());
        return;
    }
    case ColumnType::Int:
    case ColumnType::Dec:
        m_valueStart = m_position;
        m_accumulator = addDelta(m_accumulator, readSvarint("svarint"));
        m_valueLength = m_position - m_valueStart;
        m_number = static_cast<std::int64_t>(m_accumulator);
        m_isNumber = true;
        return;
    case ColumnType::NumExc:
        // A set bit is a number; the accumulator runs on across exceptions (README, "NUMEXC").
        m_isNumber = (static_cast<std::uint8_t>(m_bitmap[index >> 3]) >> (index & 7)) & 1;
        if (m_isNumber) {
            m_valueStart = m_position;
            m_accumulator = addDelta(m_accumulator, readSvarint("NUMEXC svarint"));
            m_valueLength = m_position - m_valueStart;
            m_number = static_cast<std::int64_t>(m_accumulator);
        } else {
            if (m_nextEntry >= m_entries.size()) {
                failAtValue("NUMEXC", "value " + std::to_string(index) + " needs exception " +
                                          std::to_string(m_nextEntry + 1) + " of " +
                                          std::to_string(m_entries.size()));
            }
            m_text = m_entries[m_nextEntry++];
            noteValue(m_text);
        }
        return;
    case ColumnType::Derived:
        m_text = derivedValue();
        noteValue(m_text);
        return;
    case ColumnType::Dict: {
        const std::uint64_t position = m_position;
        const std::uint64_t entry = readVarint("DICT index");
        if (entry >= m_entries.size()) {
            m_position = position;
            failAtValue("DICT index", "value " + std::to_string(index) + " has index " +
                                          std::to_string(entry) + ", not below ndict " +
                                          std::to_string(m_entries.size()));
        }
        m_text = m_entries[entry];
        m_valueStart = position;
        m_valueLength = m_position - position;
        return;
    }
    case ColumnType::Shuf: {
        std::uint64_t offset = 0;
        for (unsigned p = 0; p < m_width; ++p) {
            offset |= std::uint64_t{static_cast<std::uint8_t>(m_planes[p * m_count + index])}
                      << (8 * p);
        }
        // base + x_i must stay inside int64 (corpus README, "SHUF").
        if (offset > static_cast<std::uint64_t>(INT64_MAX) ||
            __builtin_add_overflow(m_base, static_cast<std::int64_t>(offset), &m_number)) {
            failAtValue("SHUF", "value " + std::to_string(index) + " leaves int64");
        }
        m_isNumber = true;
        m_valueStart = static_cast<std::uint64_t>(reinterpret_cast<const char*>(m_planes.data()) -
                                                  m_chunk.data()) +
                       index;
        m_valueLength = 1;
        return;
    }
    }
}

std::string_view ColumnCursor::derivedValue() {
    // The j-th distinct source value, in order of first appearance, maps to mapvals[j]. Numbers
    // of an all-number source print to distinct texts, so they are keys themselves.
    const auto mapped = [this](auto& map, auto key) {
        auto found = map.find(key);
        if (found != map.end()) {
            return std::pair{found, false};
        }
        const std::size_t distinct = m_numberMap.size() + m_textMap.size();
        if (distinct >= m_entries.size()) {
            failAtValue("DERIVED", "source column " + std::to_string(m_sourceIndex) +
                                       " has more than " + std::to_string(m_entries.size()) +
                                       " distinct values");
        }
        return std::pair{map.emplace(key, m_entries[distinct]).first, true};
    };
    if (m_source->allNumbers()) {
        return mapped(m_numberMap, m_source->number()).first->second;
    }
    if (!m_source->isNumber()) {
        return mapped(m_textMap, m_source->text()).first->second;
    }
    char printed[maxNumberText];
    const std::string_view key(printed,
                               static_cast<std::size_t>(m_source->write(printed) - printed));
    const auto found = m_textMap.find(key);
    if (found != m_textMap.end()) {
        return found->second;
    }
    return mapped(m_textMap, std::string_view(m_keyText.emplace_back(key))).first->second;
}

char* ColumnCursor::write(char* out) const {
    if (!m_isNumber) {
        return std::copy(m_text.begin(), m_text.end(), out);
    }
    return m_digits == 0 ? writeInt64(out, m_number) : writeFixed(out, m_number, m_digits);
}

void ColumnCursor::finish() {
    while (m_used < m_count) {
        next();
    }
    if (m_type != static_cast<std::uint8_t>(ColumnType::Text) && m_position != m_chunk.size()) {
        failAtValue("column chunk",
                    std::to_string(m_chunk.size() - m_position) + " bytes left after the values");
    }
}

} // namespace strata::at1
