#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace strata::at1 {

// How the decoded bytes of one stream are laid out, as each codec's stream table in
// at1-codecs.md gives it. The tree shows a stream's content by its shape (stream_nodes.h).
enum class StreamLayout {
    Fields,         // the `fields` below, in order, as far as the stream goes (meta)
    List,           // a list stream: items split on '\n' (section 1)
    JsonText,       // text stored whole because it is no JSON (jsondoc raw): its lines, and
                    // where a strict JSON scan fails
    Varints,        // varints to the end
    Svarints,       // zigzag varints to the end
    Bytes,          // one byte per entry (flags, opcodes)
    LpStrings,      // lp strings to the end
    NulVocabulary,  // varint n, then n strings each ended by 0x00 (osm)
    CountedVarints, // varint n, then n varints (value_index)
    Genotypes,      // per record: varint nz, nz x (varint gap, varint vocab_id) (vcf gt)
    DerivedRules,   // varint nrules; per rule nlit lp strings, nsrc varints (json rules)
    JsonTape,       // tokens: LEAF c, OBJECT n (keys and values), ARRAY n, DERIVED r (json tape)
    ByteRuns,       // one byte per row, shown as runs of equal bytes (columnar row_modes)
    ValueChunks,    // json/jsondoc values: one list per column, as long as value_index says
    Skeleton,       // jsondoc skeleton: the output with a 0x00 per value, whose column colids says
    Opaque,         // content that only the codec can walk (a skeleton, a tape, pixels)
};

enum class FieldEncoding {
    Varint,
    Svarint,
    Byte,
    LpString,
    CountedLpStrings, // as many lp strings as the field before says
    RestBytes,        // the bytes left, a number each (qcolumnar/qjson coltypes)
};

struct FieldShape {
    std::string_view name;
    FieldEncoding encoding;
};

struct StreamShape {
    std::string_view name;
    StreamLayout layout;
    std::span<const FieldShape> fields = {};
    std::uint64_t separatorBytes = 0; // ValueChunks: the bytes between two chunks
    std::string_view slot = {};       // List of templates: the bytes that mark a variable slot
};

// The shape of the stream so named among `shapes`, or nullptr.
const StreamShape* findShape(std::span<const StreamShape> shapes, std::string_view stream);

// The shape of a stream of a codec (codec_table.h), or nullptr. Streams only the codec can walk
// (columnar `values`, qcolumnar/qjson `index` and `blocks`) are Opaque here.
const StreamShape* findStreamShape(std::uint8_t codecId, std::string_view stream);

// The names the codecs' stream tables (codecs/*/*_shapes.h) are written with.
namespace shapes {

using enum StreamLayout;
using enum FieldEncoding;

// at1-codecs.md section 1: the line codecs' meta opens with `varint nlines, byte trailing`.
inline constexpr std::array lineMeta{FieldShape{"nlines", Varint}, FieldShape{"trailing", Byte}};

} // namespace shapes

} // namespace strata::at1
