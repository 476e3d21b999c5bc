#pragma once

#include "core/reader.h"
#include "strata/byte_range.h"
#include "strata/field_value.h"

#include <cstdint>
#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace strata::at1 {

// Reads one columnar chunk value by value (spec "Per-column decode"; DICT and SHUF from the
// corpus README). Rows take a column's values in order, so the original is rebuilt without
// materialising the columns. A value is a number (INT, DEC, SHUF, the numeric entries of NUMEXC;
// printed as an integer or with fmt_fixed) or text that points into the decoded stream.
// Failures throw DecodeError at offsets inside the decoded `values` stream.
class ColumnCursor {
public:
    // A field of the chunk's head (D, the NUMEXC bitmap, a DERIVED source, SHUF's planes...) over
    // its bytes in the decoded `values` stream.
    struct HeadPart {
        std::string_view name;
        ByteRange range;
        FieldValue value;
    };

    // Parses the chunk's head and counts its values. A DERIVED column names its source, which
    // must be one of `earlier` (the columns before it).
    ColumnCursor(std::uint8_t type, std::string_view chunk, std::uint64_t chunkOffset,
                 const std::vector<ColumnCursor>& earlier);

    std::uint8_t type() const { return m_type; }
    std::uint64_t count() const { return m_count; }
    std::uint64_t used() const { return m_used; }
    const std::vector<Field>& parameters() const { return m_parameters; }
    // INT, DEC and SHUF: every value is a number.
    bool allNumbers() const { return m_allNumbers; }
    // DERIVED: the source column's index.
    std::optional<std::size_t> source() const;
    // Bytes all values together can take when printed, quotes excluded.
    std::uint64_t textBound() const { return m_textBound; }
    // The head's fields in the order they are read, and its entries (NUMEXC exceptions, DICT
    // entries, DERIVED map values) with what they are called.
    const std::vector<HeadPart>& headParts() const { return m_headParts; }
    const std::vector<std::string_view>& entries() const { return m_entries; }
    std::string_view entryNoun() const;
    // Where `text` (a value's text or an entry, inside the chunk) lies in the `values` stream.
    ByteRange rangeOf(std::string_view text) const;

    // Moves to the next value; a DERIVED column reads its source's current value.
    void next();
    bool isNumber() const { return m_isNumber; }
    std::int64_t number() const { return m_number; }
    unsigned digits() const { return m_digits; }
    std::string_view text() const { return m_text; }
    // The bytes the current value is read from in the `values` stream: its varint, its line, its
    // DICT index, its exception or DERIVED map value, or (SHUF) its byte in plane 0.
    ByteRange valueRange() const { return {m_chunkOffset + m_valueStart, m_valueLength}; }
    // Prints the current value (at most maxNumberText bytes for a number) and returns the end.
    char* write(char* out) const;

    // Reads the values no row used and checks the chunk ends right after the last.
    void finish();

private:
    void readHead();
    std::string_view derivedValue();
    // Values past the head are read at m_position with an inline LEB128 decoder; a bad varint
    // is read again through m_reader for its error.
    std::uint64_t readVarint(std::string_view what);
    std::int64_t readSvarint(std::string_view what) { return zigzagDecode(readVarint(what)); }
    [[noreturn]] void failAtValue(std::string_view what, std::string_view problem);
    // Notes the head field read since `start` (an offset in the stream).
    void notePart(std::string_view name, std::uint64_t start, FieldValue value);
    void noteValue(std::string_view text);

    std::uint8_t m_type;
    std::string_view m_chunk;
    std::uint64_t m_chunkOffset;
    std::vector<HeadPart> m_headParts;
    std::uint64_t m_valueStart = 0; // in the chunk
    std::uint64_t m_valueLength = 0;
    Reader m_reader;
    std::size_t m_position = 0; // where the next value starts, once the head is read
    std::uint64_t m_count = 0;
    std::uint64_t m_used = 0;
    std::uint64_t m_textBound = 0;
    bool m_allNumbers = false;
    std::vector<Field> m_parameters;

    bool m_isNumber = false;
    std::int64_t m_number = 0;
    std::string_view m_text;
    unsigned m_digits = 0;
    std::uint64_t m_accumulator = 0;

    std::span<const std::byte> m_bitmap;     // NUMEXC
    std::vector<std::string_view> m_entries; // NUMEXC exceptions, DICT entries, DERIVED map
    std::size_t m_nextEntry = 0;
    const ColumnCursor* m_source = nullptr; // DERIVED
    std::size_t m_sourceIndex = 0;
    std::unordered_map<std::int64_t, std::string_view> m_numberMap;
    std::unordered_map<std::string_view, std::string_view> m_textMap;
    std::deque<std::string> m_keyText;   // printed numeric keys of a NUMEXC source
    std::span<const std::byte> m_planes; // SHUF
    std::int64_t m_base = 0;
    unsigned m_width = 0;
};

} // namespace strata::at1
