#include "formats/at1/codecs/osm/osm_codec.h"

#include "formats/at1/decoded_reader.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <vector>

namespace strata::at1 {
namespace {

constexpr std::string_view memberTypes[] = {"node", "way", "relation"};

// A "NUL vocabulary": `varint n`, then n strings each ended by a 0x00 byte (section 11).
std::vector<std::string_view> readNulVocabulary(CodecStreams& streams, std::string_view name) {
    StreamCursor cursor = streams.cursor(name);
    const std::string_view text = cursor.stream().text();
    // Each entry takes its NUL at least.
    const std::uint64_t count = cursor.count("vocabulary size");
    std::vector<std::string_view> entries;
    entries.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::size_t start = cursor.position();
        const std::size_t end = text.find('\0', start);
        if (end == std::string_view::npos) {
            cursor.fail("entry " + std::to_string(i) + " has no terminating NUL");
        }
        entries.push_back(cursor.bytes(end - start, "vocabulary entry"));
        cursor.byte("vocabulary NUL");
    }
    return entries;
}

std::string_view vocabularyEntry(const std::vector<std::string_view>& vocabulary,
                                 std::uint64_t index, const StreamCursor& where,
                                 std::string_view what) {
    if (index >= vocabulary.size()) {
        where.fail(std::string(what) + " " + std::to_string(index) + " is past the " +
                   std::to_string(vocabulary.size()) + " entries of its vocabulary");
    }
    return vocabulary[index];
}

void appendInt64(std::int64_t value, std::string& out) {
    char text[maxNumberText];
    out.append(text, writeInt64(text, value));
}

void appendUnsigned(std::uint64_t value, std::string& out) {
    char text[maxNumberText];
    out.append(text, std::to_chars(text, text + sizeof text, value).ptr);
}

void appendTwoDigits(unsigned value, std::string& out) {
    out += static_cast<char>('0' + value / 10);
    out += static_cast<char>('0' + value % 10);
}

// Epoch seconds as C's strftime("%Y-%m-%dT%H:%M:%SZ", gmtime(t)) prints them: the year unpadded
// and signed, the rest two digits (section 11). gmtime fails where the year leaves an int's
// tm_year, and so does this. The date is the proleptic Gregorian calendar's, from Howard
// Hinnant's civil_from_days.
void appendTimestamp(std::int64_t seconds, const StreamCursor& where, std::string& out) {
    constexpr std::int64_t secondsPerDay = 86400;
    std::int64_t days = seconds / secondsPerDay;
    std::int64_t secondOfDay = seconds % secondsPerDay;
    if (secondOfDay < 0) {
        secondOfDay += secondsPerDay;
        --days;
    }
    const std::int64_t shifted = days + 719468; // days since 0000-03-01
    const std::int64_t era = (shifted >= 0 ? shifted : shifted - 146096) / 146097;
    const std::int64_t dayOfEra = shifted - era * 146097;
    const std::int64_t yearOfEra =
        (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const std::int64_t dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const std::int64_t monthFromMarch = (5 * dayOfYear + 2) / 153;
    const auto day = static_cast<unsigned>(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1);
    const auto month =
        static_cast<unsigned>(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9);
    const std::int64_t year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    if (year - 1900 < INT_MIN || year - 1900 > INT_MAX) {
        where.fail("timestamp " + std::to_string(seconds) + " lies in year " +
                   std::to_string(year) + ", which gmtime cannot represent");
    }
    appendInt64(year, out);
    out += '-';
    appendTwoDigits(month, out);
    out += '-';
    appendTwoDigits(day, out);
    out += 'T';
    appendTwoDigits(static_cast<unsigned>(secondOfDay / 3600), out);
    out += ':';
    appendTwoDigits(static_cast<unsigned>(secondOfDay / 60 % 60), out);
    out += ':';
    appendTwoDigits(static_cast<unsigned>(secondOfDay % 60), out);
    out += 'Z';
}

// q in units of 1e-7 degree: the double q / 1e7 printed with "%.7f", then trailing zeros and a
// trailing point removed (section 11). to_chars rounds as printf does, without its locale.
void appendCoordinate(std::int64_t q, std::string& out) {
    char text[48];
    char* end = std::to_chars(text, text + sizeof text, static_cast<double>(q) / 1e7,
                              std::chars_format::fixed, 7)
                    .ptr;
    while (end[-1] == '0') {
        --end;
    }
    if (end[-1] == '.') {
        --end;
    }
    out.append(text, end);
}

// The streams of one element kind (`n_`, `w_` or `r_`) and its id and timestamp sums, which run
// over the whole stream set.
struct ElementStreams {
    ElementStreams(CodecStreams& streams, const std::string& prefix)
        : id(streams.cursor(prefix + "id"))
        , version(streams.cursor(prefix + "ver"))
        , timestamp(streams.cursor(prefix + "ts"))
        , tagCount(streams.cursor(prefix + "tagcnt"))
        , tagKey(streams.cursor(prefix + "tagkey"))
        , tagValue(streams.cursor(prefix + "tagval")) {}

    StreamCursor id;
    StreamCursor version;
    StreamCursor timestamp;
    StreamCursor tagCount;
    StreamCursor tagKey;
    StreamCursor tagValue;
    Accumulator idSum;
    Accumulator timestampSum;
};

struct OsmTag {
    std::string_view key;
    std::string_view value;
};

struct OsmMember {
    std::string_view type;
    std::int64_t ref = 0;
    std::string_view role;
};

// The bytes of its streams an element's numbers were read from: a varint, a delta's svarint,
// a way's nd ref deltas one after the other (empty when it has none).
struct OsmSources {
    std::string_view id;
    std::string_view version;
    std::string_view timestamp;
    std::string_view latitude;
    std::string_view longitude;
    std::string_view ndCount;
    std::string_view ndRefs;
};

// One element as its streams give it, numbers not yet printed. The walker reuses one element,
// so its lists keep their memory from element to element.
struct OsmElement {
    OsmItem kind = OsmItem::Node;
    std::int64_t id = 0;
    std::uint64_t version = 0;
    std::int64_t timestamp = 0; // epoch seconds
    // Where a timestamp that gmtime cannot print fails.
    const StreamCursor* timestampStream = nullptr;
    std::int64_t latitude = 0; // nodes, in 1e-7 degree
    std::int64_t longitude = 0;
    std::vector<std::int64_t> nds;
    std::vector<OsmMember> members;
    std::vector<OsmTag> tags;
    OsmSources sources;
};

// Reads with `read` from `cursor`, keeping the bytes it took in `bytes`.
template <typename Read> auto readFrom(StreamCursor& cursor, std::string_view& bytes, Read&& read) {
    const std::uint64_t at = cursor.position();
    auto value = read(cursor);
    bytes = cursor.since(at);
    return value;
}

std::string_view elementName(OsmItem kind) {
    switch (kind) {
    case OsmItem::Node:
        return "node";
    case OsmItem::Way:
        return "way";
    default:
        return "relation";
    }
}

// Walks an OSM section item by item in opcode order, reading each element's fields in the order
// of section 11 with the ten running sums shared over the stream set; the rebuild prints what it
// reads, the tables take their kind's elements from it.
class OsmWalker {
public:
    explicit OsmWalker(CodecStreams& streams)
        : m_opcodes(streams.cursor("opcodes"))
        , m_tagKeys(readNulVocabulary(streams, "tag_keys"))
        , m_roles(readNulVocabulary(streams, "roles"))
        , m_verbatim(streams.cursor("verbatim"))
        , m_nodes(streams, "n_")
        , m_latitude(streams.cursor("n_lat"))
        , m_longitude(streams.cursor("n_lon"))
        , m_ways(streams, "w_")
        , m_ndCount(streams.cursor("w_ndcnt"))
        , m_ndRef(streams.cursor("w_ndref"))
        , m_relations(streams, "r_")
        , m_memberCount(streams.cursor("r_memcnt"))
        , m_memberType(streams.cursor("r_memtype"))
        , m_memberRef(streams.cursor("r_memref"))
        , m_memberRole(streams.cursor("r_memrole")) {}

    // Reads the next item: its kind, then verbatimBlock() or element() holds it. False after the
    // last opcode.
    bool next() {
        if (m_opcodes.atEnd()) {
            return false;
        }
        const std::uint8_t opcode = m_opcodes.byte("opcode");
        switch (static_cast<OsmItem>(opcode)) {
        case OsmItem::Verbatim:
            m_item = OsmItem::Verbatim;
            m_verbatimBlock = m_verbatim.lpString("verbatim block");
            break;
        case OsmItem::Node:
            m_item = OsmItem::Node;
            readNode();
            break;
        case OsmItem::Way:
            m_item = OsmItem::Way;
            readWay();
            break;
        case OsmItem::Relation:
            m_item = OsmItem::Relation;
            readRelation();
            break;
        default:
            // The public decoder takes these as relations (section 13, lenient).
            m_opcodes.fail("opcode " + std::to_string(opcode) +
                           " (0 verbatim, 1 node, 2 way, 3 relation)");
        }
        return true;
    }

    OsmItem item() const { return m_item; }
    std::string_view verbatimBlock() const { return m_verbatimBlock; }
    const OsmElement& element() const { return m_element; }

private:
    void readNode() {
        readHeader(OsmItem::Node, m_nodes);
        OsmSources& sources = m_element.sources;
        m_element.latitude = m_latitudeSum.add(
            readFrom(m_latitude, sources.latitude,
                     [](StreamCursor& in) { return in.svarint("latitude delta"); }),
            m_latitude);
        m_element.longitude = m_longitudeSum.add(
            readFrom(m_longitude, sources.longitude,
                     [](StreamCursor& in) { return in.svarint("longitude delta"); }),
            m_longitude);
        readTags(m_nodes, tagCount(m_nodes));
    }

    void readWay() {
        readHeader(OsmItem::Way, m_ways);
        // Every nd takes one byte of w_ndref at least (the public decoder's bound).
        const std::uint64_t nds = readFrom(m_ndCount, m_element.sources.ndCount,
                                           [](StreamCursor& in) { return in.varint("nd count"); });
        if (nds > m_ndRef.remaining()) {
            m_ndCount.fail("nd count " + std::to_string(nds) + " is more than the " +
                           std::to_string(m_ndRef.remaining()) + " bytes left in 'w_ndref'");
        }
        const std::uint64_t tags = tagCount(m_ways);
        const std::uint64_t refsAt = m_ndRef.position();
        for (std::uint64_t i = 0; i < nds; ++i) {
            m_element.nds.push_back(m_ndRefSum.add(m_ndRef.svarint("nd ref delta"), m_ndRef));
        }
        m_element.sources.ndRefs = m_ndRef.since(refsAt);
        readTags(m_ways, tags);
    }

    void readRelation() {
        readHeader(OsmItem::Relation, m_relations);
        const std::uint64_t members = m_memberCount.varint("member count");
        if (members > m_memberType.remaining()) {
            m_memberCount.fail("member count " + std::to_string(members) + " is more than the " +
                               std::to_string(m_memberType.remaining()) +
                               " bytes left in 'r_memtype'");
        }
        const std::uint64_t tags = tagCount(m_relations);
        for (std::uint64_t i = 0; i < members; ++i) {
            const std::uint64_t type = m_memberType.varint("member type");
            if (type >= std::size(memberTypes)) {
                m_memberType.fail("member type " + std::to_string(type) +
                                  " (0 node, 1 way, 2 relation)");
            }
            OsmMember member;
            member.type = memberTypes[type];
            member.ref = m_memberRefSum.add(m_memberRef.svarint("member ref delta"), m_memberRef);
            member.role =
                vocabularyEntry(m_roles, m_memberRole.varint("member role"), m_memberRole, "role");
            m_element.members.push_back(member);
        }
        readTags(m_relations, tags);
    }

    void readHeader(OsmItem kind, ElementStreams& element) {
        m_element.kind = kind;
        m_element.nds.clear();
        m_element.members.clear();
        m_element.tags.clear();
        m_element.sources = {};
        OsmSources& sources = m_element.sources;
        m_element.id =
            element.idSum.add(readFrom(element.id, sources.id,
                                       [](StreamCursor& in) { return in.svarint("id delta"); }),
                              element.id);
        m_element.version = readFrom(element.version, sources.version,
                                     [](StreamCursor& in) { return in.varint("version"); });
        m_element.timestamp = element.timestampSum.add(
            readFrom(element.timestamp, sources.timestamp,
                     [](StreamCursor& in) { return in.svarint("timestamp delta"); }),
            element.timestamp);
        m_element.timestampStream = &element.timestamp;
    }

    // Every tag takes one byte of the tag key stream at least.
    static std::uint64_t tagCount(ElementStreams& element) {
        const std::uint64_t tags = element.tagCount.varint("tag count");
        if (tags > element.tagKey.remaining()) {
            element.tagCount.fail("tag count " + std::to_string(tags) + " is more than the " +
                                  std::to_string(element.tagKey.remaining()) + " bytes left in '" +
                                  element.tagKey.stream().name + "'");
        }
        return tags;
    }

    void readTags(ElementStreams& element, std::uint64_t tags) {
        for (std::uint64_t i = 0; i < tags; ++i) {
            OsmTag tag;
            tag.key = vocabularyEntry(m_tagKeys, element.tagKey.varint("tag key"), element.tagKey,
                                      "tag key");
            tag.value = element.tagValue.lpString("tag value");
            m_element.tags.push_back(tag);
        }
    }

    StreamCursor m_opcodes;
    std::vector<std::string_view> m_tagKeys;
    std::vector<std::string_view> m_roles;
    StreamCursor m_verbatim;
    ElementStreams m_nodes;
    StreamCursor m_latitude;
    StreamCursor m_longitude;
    Accumulator m_latitudeSum;
    Accumulator m_longitudeSum;
    ElementStreams m_ways;
    StreamCursor m_ndCount;
    StreamCursor m_ndRef;
    Accumulator m_ndRefSum;
    ElementStreams m_relations;
    StreamCursor m_memberCount;
    StreamCursor m_memberType;
    StreamCursor m_memberRef;
    StreamCursor m_memberRole;
    Accumulator m_memberRefSum;
    OsmItem m_item = OsmItem::Verbatim;
    std::string_view m_verbatimBlock;
    OsmElement m_element;
};

void appendTimestamp(const OsmElement& element, std::string& out) {
    appendTimestamp(element.timestamp, *element.timestampStream, out);
}

// The element's lines (section 11): `  <KIND id="ID" version="V" timestamp="TS"`, lat and lon
// for a node, then "/>" when it holds nothing, else ">" and its nd, member and tag lines and the
// closing line.
void appendElement(const OsmElement& element, std::string& out) {
    const std::string_view kind = elementName(element.kind);
    out += "  <";
    out += kind;
    out += " id=\"";
    appendInt64(element.id, out);
    out += "\" version=\"";
    appendUnsigned(element.version, out);
    out += "\" timestamp=\"";
    appendTimestamp(element, out);
    out += '"';
    if (element.kind == OsmItem::Node) {
        out += " lat=\"";
        appendCoordinate(element.latitude, out);
        out += "\" lon=\"";
        appendCoordinate(element.longitude, out);
        out += '"';
    }
    if (element.nds.empty() && element.members.empty() && element.tags.empty()) {
        out += "/>";
        return;
    }
    out += '>';
    for (const std::int64_t ref : element.nds) {
        out += "\n    <nd ref=\"";
        appendInt64(ref, out);
        out += "\"/>";
    }
    for (const OsmMember& member : element.members) {
        out += "\n    <member type=\"";
        out += member.type;
        out += "\" ref=\"";
        appendInt64(member.ref, out);
        out += "\" role=\"";
        out += member.role;
        out += "\"/>";
    }
    for (const OsmTag& tag : element.tags) {
        out += "\n    <tag k=\"";
        out += tag.key;
        out += "\" v=\"";
        out += tag.value;
        out += "\"/>";
    }
    out += "\n  </";
    out += kind;
    out += '>';
}

// A table cell of several parts: "a; b; c".
void appendSeparator(std::string& out) {
    if (!out.empty()) {
        out += "; ";
    }
}

} // namespace

void rebuildOsm(CodecStreams& streams, std::string& out) {
    // meta: one byte, the trailing newline (section 11).
    const bool trailing = streams.cursor("meta").flag("trailing");
    OsmWalker walker(streams);
    for (std::uint64_t item = 0; walker.next(); ++item) {
        beginLine(item, out);
        if (walker.item() == OsmItem::Verbatim) {
            out += walker.verbatimBlock();
        } else {
            appendElement(walker.element(), out);
        }
    }
    if (trailing) {
        out += '\n';
    }
}

std::string OsmRecords::tableName() const {
    return std::string(elementName(m_kind)) + "s";
}

std::uint64_t OsmRecords::rowCount(CodecStreams& streams) const {
    const std::string_view opcodes = streams.stream("opcodes").text();
    return static_cast<std::uint64_t>(
        std::count(opcodes.begin(), opcodes.end(), static_cast<char>(m_kind)));
}

std::vector<Column> OsmRecords::columns(CodecStreams&) const {
    const std::string prefix(1, elementName(m_kind)[0]);
    std::vector<Column> columns{{"id", LogicalType::Int64, prefix + "_id", {}},
                                {"version", LogicalType::Int64, prefix + "_ver", {}},
                                {"timestamp", LogicalType::String, prefix + "_ts", {}}};
    switch (m_kind) {
    case OsmItem::Node:
        columns.push_back({"lat", LogicalType::Float64, "n_lat", {}});
        columns.push_back({"lon", LogicalType::Float64, "n_lon", {}});
        break;
    case OsmItem::Way:
        columns.push_back({"nd count", LogicalType::Int64, "w_ndcnt", {}});
        columns.push_back({"nd refs", LogicalType::String, "w_ndref", {}});
        break;
    default:
        columns.push_back({"members", LogicalType::String, "r_memtype, r_memref, r_memrole", {}});
        break;
    }
    columns.push_back({"tags", LogicalType::String, prefix + "_tagkey, " + prefix + "_tagval", {}});
    return columns;
}

void OsmRecords::readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const {
    // Columns: id, version, timestamp, the kind's own columns, tags.
    OsmWalker walker(streams);
    std::string text;
    while (walker.next()) {
        if (walker.item() != m_kind) {
            continue;
        }
        // A number's cell has the bytes it was read from (a delta's, for the running sums); the
        // members and tags, read from several streams, have none.
        const OsmElement& element = walker.element();
        const OsmSources& sources = element.sources;
        out[0].noteSource(sources.id);
        out[0].appendInt(element.id);
        out[1].noteSource(sources.version);
        out[1].appendInt(static_cast<std::int64_t>(element.version));
        text.clear();
        appendTimestamp(element, text);
        out[2].appendString(text, sources.timestamp);
        std::size_t next = 3;
        if (m_kind == OsmItem::Node) {
            // The coordinate the file prints, q / 1e7, as a double (section 11).
            out[next].noteSource(sources.latitude);
            out[next++].appendDouble(static_cast<double>(element.latitude) / 1e7);
            out[next].noteSource(sources.longitude);
            out[next++].appendDouble(static_cast<double>(element.longitude) / 1e7);
        } else if (m_kind == OsmItem::Way) {
            out[next].noteSource(sources.ndCount);
            out[next++].appendInt(static_cast<std::int64_t>(element.nds.size()));
            text.clear();
            for (const std::int64_t ref : element.nds) {
                if (!text.empty()) {
                    text += ' ';
                }
                appendInt64(ref, text);
            }
            out[next++].appendString(text, sources.ndRefs);
        } else {
            text.clear();
            for (const OsmMember& member : element.members) {
                appendSeparator(text);
                text += member.type;
                text += ' ';
                appendInt64(member.ref, text);
                text += ' ';
                text += member.role;
            }
            out[next++].appendString(text);
        }
        text.clear();
        for (const OsmTag& tag : element.tags) {
            appendSeparator(text);
            text += tag.key;
            text += '=';
            text += tag.value;
        }
        out[next].appendString(text);
    }
}

std::vector<const RecordCodec*> osmRecordReaders() {
    static const OsmRecords nodes(OsmItem::Node);
    static const OsmRecords ways(OsmItem::Way);
    static const OsmRecords relations(OsmItem::Relation);
    return {&nodes, &ways, &relations};
}

} // namespace strata::at1
