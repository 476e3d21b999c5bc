#include "formats/at1/osm_codec.h"

#include "formats/at1/decoded_reader.h"

#include <charconv>
#include <climits>
#include <vector>

namespace strata::at1 {
namespace {

// Opcodes (at1-codecs.md section 11).
enum class OsmItem : std::uint8_t { Verbatim = 0, Node = 1, Way = 2, Relation = 3 };

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

class OsmRebuilder {
public:
    explicit OsmRebuilder(CodecStreams& streams)
        : m_tagKeys(readNulVocabulary(streams, "tag_keys"))
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

    void appendVerbatim(std::string& out) { out += m_verbatim.lpString("verbatim block"); }

    void appendNode(std::string& out) {
        appendHeader("node", m_nodes, out);
        out += "\" lat=\"";
        appendCoordinate(m_latitudeSum.add(m_latitude.svarint("latitude delta"), m_latitude), out);
        out += "\" lon=\"";
        appendCoordinate(m_longitudeSum.add(m_longitude.svarint("longitude delta"), m_longitude),
                         out);
        out += '"';
        const std::uint64_t tags = tagCount(m_nodes);
        if (tags == 0) {
            out += "/>";
            return;
        }
        out += '>';
        appendTags(m_nodes, tags, out);
        out += "\n  </node>";
    }

    void appendWay(std::string& out) {
        appendHeader("way", m_ways, out);
        // Every nd takes one byte of w_ndref at least (the public decoder's bound).
        const std::uint64_t nds = m_ndCount.varint("nd count");
        if (nds > m_ndRef.remaining()) {
            m_ndCount.fail("nd count " + std::to_string(nds) + " is more than the " +
                           std::to_string(m_ndRef.remaining()) + " bytes left in 'w_ndref'");
        }
        const std::uint64_t tags = tagCount(m_ways);
        if (nds == 0 && tags == 0) {
            out += "/>";
            return;
        }
        out += '>';
        for (std::uint64_t i = 0; i < nds; ++i) {
            out += "\n    <nd ref=\"";
            appendInt64(m_ndRefSum.add(m_ndRef.svarint("nd ref delta"), m_ndRef), out);
            out += "\"/>";
        }
        appendTags(m_ways, tags, out);
        out += "\n  </way>";
    }

    void appendRelation(std::string& out) {
        appendHeader("relation", m_relations, out);
        const std::uint64_t members = m_memberCount.varint("member count");
        if (members > m_memberType.remaining()) {
            m_memberCount.fail("member count " + std::to_string(members) + " is more than the " +
                               std::to_string(m_memberType.remaining()) +
                               " bytes left in 'r_memtype'");
        }
        const std::uint64_t tags = tagCount(m_relations);
        if (members == 0 && tags == 0) {
            out += "/>";
            return;
        }
        out += '>';
        for (std::uint64_t i = 0; i < members; ++i) {
            const std::uint64_t type = m_memberType.varint("member type");
            if (type >= std::size(memberTypes)) {
                m_memberType.fail("member type " + std::to_string(type) +
                                  " (0 node, 1 way, 2 relation)");
            }
            out += "\n    <member type=\"";
            out += memberTypes[type];
            out += "\" ref=\"";
            appendInt64(m_memberRefSum.add(m_memberRef.svarint("member ref delta"), m_memberRef),
                        out);
            out += "\" role=\"";
            out +=
                vocabularyEntry(m_roles, m_memberRole.varint("member role"), m_memberRole, "role");
            out += "\"/>";
        }
        appendTags(m_relations, tags, out);
        out += "\n  </relation>";
    }

private:
    // `  <KIND id="ID" version="V" timestamp="TS"`, the closing quote left open for nodes' lat.
    static void appendHeader(std::string_view kind, ElementStreams& element, std::string& out) {
        out += "  <";
        out += kind;
        out += " id=\"";
        appendInt64(element.idSum.add(element.id.svarint("id delta"), element.id), out);
        out += "\" version=\"";
        appendUnsigned(element.version.varint("version"), out);
        out += "\" timestamp=\"";
        appendTimestamp(element.timestampSum.add(element.timestamp.svarint("timestamp delta"),
                                                 element.timestamp),
                        element.timestamp, out);
        if (kind != "node") {
            out += '"';
        }
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

    void appendTags(ElementStreams& element, std::uint64_t tags, std::string& out) {
        for (std::uint64_t i = 0; i < tags; ++i) {
            out += "\n    <tag k=\"";
            out += vocabularyEntry(m_tagKeys, element.tagKey.varint("tag key"), element.tagKey,
                                   "tag key");
            out += "\" v=\"";
            out += element.tagValue.lpString("tag value");
            out += "\"/>";
        }
    }

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
};

} // namespace

void rebuildOsm(CodecStreams& streams, std::string& out) {
    // meta: one byte, the trailing newline (section 11).
    const bool trailing = streams.cursor("meta").flag("trailing");
    StreamCursor opcodes = streams.cursor("opcodes");
    OsmRebuilder rebuilder(streams);
    for (std::uint64_t item = 0; !opcodes.atEnd(); ++item) {
        beginLine(item, out);
        const std::uint8_t opcode = opcodes.byte("opcode");
        switch (static_cast<OsmItem>(opcode)) {
        case OsmItem::Verbatim:
            rebuilder.appendVerbatim(out);
            break;
        case OsmItem::Node:
            rebuilder.appendNode(out);
            break;
        case OsmItem::Way:
            rebuilder.appendWay(out);
            break;
        case OsmItem::Relation:
            rebuilder.appendRelation(out);
            break;
        default:
            // The public decoder takes these as relations (section 13, lenient).
            opcodes.fail("opcode " + std::to_string(opcode) +
                         " (0 verbatim, 1 node, 2 way, 3 relation)");
        }
    }
    if (trailing) {
        out += '\n';
    }
}

} // namespace strata::at1
