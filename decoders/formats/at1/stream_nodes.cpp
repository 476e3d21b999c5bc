#include "formats/at1/stream_nodes.h"

#include "core/grouped_children.h"
#include "core/reader.h"
#include "formats/at1/container.h"
#include "formats/at1/decoded_reader.h"
#include "formats/at1/stream_layer.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>

namespace strata::at1 {
namespace {

// One value found in a decoded stream: a number, or the bytes at [offset, offset + length).
struct StreamValue {
    std::string label;
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    std::optional<std::int64_t> signedNumber;
    std::optional<std::uint64_t> number;
    std::string text; // a value described rather than shown as its bytes
};

// Values show at most this many bytes of text: a node label, not a viewer.
constexpr std::size_t textPreview = 200;

std::string numbered(std::string_view noun, std::uint64_t index) {
    return std::string(noun) + " " + std::to_string(index);
}

// Reads a stream's values one at a time by its shape. Long streams are walked once to count
// their values and mark where every 512th starts, so a group of the tree reads only its own.
class ValueWalker {
public:
    // An object or array of a JSON tape, with the members it still holds.
    struct Container {
        std::uint64_t remaining = 0;
        bool object = false;
    };

    struct Mark {
        std::uint64_t position = 0;
        std::uint64_t index = 0;
        std::uint64_t counted = 0; // the count a Fields list or vocabulary gave, still to read
        std::size_t field = 0;
        bool countRead = false;
        bool listDone = false;
        std::vector<Container> open; // JsonTape: the objects and arrays still being read
    };

    ValueWalker(std::span<const std::byte> data, const StreamShape& shape)
        : m_data(data)
        , m_shape(&shape)
        , m_reader(data, 0) {}

    Mark mark() const {
        return {m_reader.position(), m_index, m_counted, m_field, m_countRead, m_listDone, m_open};
    }
    void restore(const Mark& mark) {
        m_reader.seek(mark.position, "value");
        m_index = mark.index;
        m_counted = mark.counted;
        m_field = mark.field;
        m_countRead = mark.countRead;
        m_listDone = mark.listDone;
        m_open = mark.open;
    }

    // The next value, or false at the end. Throws DecodeError at the decoded position.
    bool next(StreamValue& value);

private:
    bool nextField(StreamValue& value);
    bool nextListItem(StreamValue& value);
    void readNumber(StreamValue& value, bool isSigned, std::string_view noun);
    void readLpString(StreamValue& value);
    enum class CountStep { Count, Entry, Done };
    CountStep stepCounted(StreamValue& value, std::string_view name);
    bool nextGenotypes(StreamValue& value);
    bool nextRule(StreamValue& value);
    bool nextToken(StreamValue& value);

    std::span<const std::byte> m_data;
    const StreamShape* m_shape;
    Reader m_reader;
    std::uint64_t m_index = 0;
    std::uint64_t m_counted = 0;
    std::size_t m_field = 0;
    bool m_listDone = false;
    bool m_countRead = false;
    std::vector<Container> m_open;
};

// An lp string's value is its bytes, after the length.
void ValueWalker::readLpString(StreamValue& value) {
    const std::uint64_t length = m_reader.uvarint("length");
    value.offset = m_reader.position();
    value.length = length;
    m_reader.skip(length, "lp string");
}

void ValueWalker::readNumber(StreamValue& value, bool isSigned, std::string_view noun) {
    value.label = numbered(noun, m_index++);
    value.offset = m_reader.position();
    if (isSigned) {
        value.signedNumber = m_reader.zigzag(noun);
    } else {
        value.number = m_reader.uvarint(noun);
    }
    value.length = m_reader.position() - value.offset;
}

bool ValueWalker::nextField(StreamValue& value) {
    const auto fields = m_shape->fields;
    // A shorter meta belongs to another mode (jsondoc and dicom raw mode): the fields end there.
    if (m_reader.atEnd() || m_field >= fields.size()) {
        return false;
    }
    const FieldShape& field = fields[m_field];
    value.offset = m_reader.position();
    value.label = std::string(field.name);
    switch (field.encoding) {
    case FieldEncoding::Varint:
        value.number = m_reader.uvarint(field.name);
        m_counted = *value.number;
        break;
    case FieldEncoding::Svarint:
        value.signedNumber = m_reader.zigzag(field.name);
        break;
    case FieldEncoding::Byte:
        value.number = m_reader.u8(field.name);
        break;
    case FieldEncoding::LpString:
        readLpString(value);
        ++m_field;
        return true;
    case FieldEncoding::RestBytes:
        value.length = m_reader.remaining();
        for (const auto byte :
             m_data.subspan(value.offset, std::min<std::uint64_t>(value.length, textPreview))) {
            value.text +=
                (value.text.empty() ? "" : ",") + std::to_string(std::to_integer<unsigned>(byte));
        }
        if (value.length > textPreview) {
            value.text += ",\u2026";
        }
        m_reader.skip(value.length, field.name);
        ++m_field;
        return true;
    case FieldEncoding::CountedLpStrings:
        if (m_counted == 0) {
            ++m_field;
            return nextField(value);
        }
        value.label = numbered(field.name, m_index++);
        readLpString(value);
        if (--m_counted == 0) {
            ++m_field;
        }
        return true;
    }
    value.length = m_reader.position() - value.offset;
    ++m_field;
    return true;
}

bool ValueWalker::nextListItem(StreamValue& value) {
    if (m_listDone) {
        return false;
    }
    const std::string_view text = asText(m_data);
    const std::uint64_t start = m_reader.position();
    const auto end = text.find('\n', start);
    const std::uint64_t stop = end == std::string_view::npos ? text.size() : end;
    value.label = numbered(m_shape->layout == StreamLayout::JsonText ? "line" : "item", m_index++);
    value.offset = start;
    value.length = stop - start;
    if (end == std::string_view::npos) {
        m_listDone = true; // section 1: the item after the last '\n' is an item too
        m_reader.seek(text.size(), "item");
    } else {
        m_reader.seek(end + 1, "item");
    }
    return true;
}

// Section 7: one record's genotype entries, "+gap:vocab_id" each (a few shown, then a count).
bool ValueWalker::nextGenotypes(StreamValue& value) {
    if (m_reader.atEnd()) {
        return false;
    }
    constexpr std::uint64_t shown = 16;
    value.label = numbered("record", m_index++);
    value.offset = m_reader.position();
    const std::uint64_t entries = m_reader.uvarint("nz");
    std::string text = std::to_string(entries) + (entries == 1 ? " entry" : " entries");
    for (std::uint64_t i = 0; i < entries; ++i) {
        const std::uint64_t gap = m_reader.uvarint("gap");
        const std::uint64_t id = m_reader.uvarint("vocab_id");
        if (i < shown) {
            text += (i == 0 ? ": +" : ", +") + std::to_string(gap) + ":" + std::to_string(id);
        } else if (i == shown) {
            text += ", \u2026";
        }
    }
    value.text = std::move(text);
    value.length = m_reader.position() - value.offset;
    return true;
}

// A counted layout opens with its count, the first value; then comes one entry per count.
ValueWalker::CountStep ValueWalker::stepCounted(StreamValue& value, std::string_view name) {
    if (!m_countRead) {
        m_countRead = true;
        value.label = std::string(name);
        value.number = m_reader.uvarint(name);
        value.length = m_reader.position();
        m_counted = *value.number;
        return CountStep::Count;
    }
    if (m_counted == 0) {
        return CountStep::Done;
    }
    --m_counted;
    return CountStep::Entry;
}

// Section 9: one DERIVED rule, its literals quoted with their source columns between them.
bool ValueWalker::nextRule(StreamValue& value) {
    const CountStep step = stepCounted(value, "nrules");
    if (step != CountStep::Entry) {
        return step == CountStep::Count;
    }
    value.label = numbered("rule", m_index++);
    value.offset = m_reader.position();
    const std::uint64_t literalCount = m_reader.uvarint("nlit");
    std::vector<std::string_view> literals;
    std::string text;
    for (std::uint64_t i = 0; i < literalCount; ++i) {
        literals.push_back(m_reader.text(m_reader.uvarint("literal"), "literal"));
    }
    const std::uint64_t sourceCount = m_reader.uvarint("nsrc");
    for (std::uint64_t i = 0; i < std::max(literalCount, sourceCount); ++i) {
        if (i < literals.size()) {
            text += "\"" + printableText(literals[i], 40) + "\" ";
        }
        if (i < sourceCount) {
            text += "[" + std::to_string(m_reader.uvarint("source")) + "] ";
        }
    }
    if (!text.empty()) {
        text.pop_back();
    }
    value.text = std::move(text);
    value.length = m_reader.position() - value.offset;
    return true;
}

// Section 9: one token, with the key id that precedes it inside an object.
bool ValueWalker::nextToken(StreamValue& value) {
    while (!m_open.empty() && m_open.back().remaining == 0) {
        m_open.pop_back();
    }
    if (m_reader.atEnd()) {
        return false;
    }
    value.label = numbered("token", m_index++);
    value.offset = m_reader.position();
    std::string text;
    if (!m_open.empty()) {
        --m_open.back().remaining;
        if (m_open.back().object) {
            text = "key " + std::to_string(m_reader.uvarint("key_id")) + ": ";
        }
    }
    // The public decoder stops past depth 8192; so does this walk.
    constexpr std::size_t maxDepth = 8192;
    const std::uint8_t token = m_reader.u8("token");
    const std::uint64_t operand = m_reader.uvarint("operand");
    switch (token) {
    case 0:
        text += "LEAF column " + std::to_string(operand);
        break;
    case 1:
    case 2:
        text += (token == 1 ? "OBJECT, " : "ARRAY, ") + std::to_string(operand) +
                (token == 1 ? " members" : " values");
        if (m_open.size() >= maxDepth) {
            m_reader.fail("token", "nests deeper than 8192");
        }
        m_open.push_back({operand, token == 1});
        break;
    case 3:
        text += "DERIVED rule " + std::to_string(operand);
        break;
    default:
        m_reader.fail("token", "is " + std::to_string(token) + ", not 0 to 3");
    }
    value.text = std::move(text);
    value.length = m_reader.position() - value.offset;
    return true;
}

bool ValueWalker::next(StreamValue& value) {
    value = {};
    switch (m_shape->layout) {
    case StreamLayout::Fields:
        return nextField(value);
    case StreamLayout::List:
    case StreamLayout::JsonText:
        return nextListItem(value);
    case StreamLayout::Varints:
    case StreamLayout::Svarints:
        if (m_reader.atEnd()) {
            return false;
        }
        readNumber(value, m_shape->layout == StreamLayout::Svarints, "value");
        return true;
    case StreamLayout::Bytes:
        if (m_reader.atEnd()) {
            return false;
        }
        value.label = numbered("byte", m_index++);
        value.offset = m_reader.position();
        value.length = 1;
        value.number = m_reader.u8("byte");
        return true;
    case StreamLayout::ByteRuns: {
        if (m_reader.atEnd()) {
            return false;
        }
        value.offset = m_reader.position();
        const std::byte first = m_data[value.offset];
        std::uint64_t end = value.offset;
        while (end < m_data.size() && m_data[end] == first) {
            ++end;
        }
        value.label = "rows " + std::to_string(value.offset) + "\u2013" + std::to_string(end - 1);
        value.length = end - value.offset;
        value.number = std::to_integer<std::uint8_t>(first);
        m_reader.seek(end, "run");
        ++m_index;
        return true;
    }
    case StreamLayout::LpStrings:
        if (m_reader.atEnd()) {
            return false;
        }
        value.label = numbered("string", m_index++);
        readLpString(value);
        return true;
    case StreamLayout::NulVocabulary:
    case StreamLayout::CountedVarints:
        if (const CountStep step = stepCounted(value, "n"); step != CountStep::Entry) {
            return step == CountStep::Count;
        }
        if (m_shape->layout == StreamLayout::CountedVarints) {
            readNumber(value, false, "value");
            return true;
        }
        {
            const std::string_view text = asText(m_data);
            const std::uint64_t start = m_reader.position();
            const auto end = text.find('\0', start);
            if (end == std::string_view::npos) {
                m_reader.fail("vocabulary entry", "has no terminating 0x00");
            }
            value.label = numbered("entry", m_index++);
            value.offset = start;
            value.length = end - start;
            m_reader.seek(end + 1, "vocabulary entry");
        }
        return true;
    case StreamLayout::Genotypes:
        return nextGenotypes(value);
    case StreamLayout::DerivedRules:
        return nextRule(value);
    case StreamLayout::JsonTape:
        return nextToken(value);
    case StreamLayout::ValueChunks: // chunk by chunk (addValueChunks)
    case StreamLayout::Skeleton:    // with colids (addSkeletonValues)
    case StreamLayout::Opaque:
        return false;
    }
    return false;
}

std::string valueText(const StreamValue& value, std::string_view text) {
    if (!value.text.empty()) {
        return value.text;
    }
    if (value.number) {
        return std::to_string(*value.number);
    }
    if (value.signedNumber) {
        return std::to_string(*value.signedNumber);
    }
    if (value.length == 0) {
        return "\"\""; // an empty item, shown as such rather than as no value
    }
    return printableText(text.substr(value.offset, value.length), textPreview);
}

// A template's variable slots (log's 0x00 bytes, ssh's `<*>`s, found leftmost first and not
// overlapping, at1-codecs.md sections 3 and 4), each a node over its marker; `at` is the
// template's place in the layer.
void addSlots(const Layer& layer, std::string_view templateText, std::string_view marker,
              std::uint64_t at, Node& item) {
    std::vector<std::uint64_t> slots;
    for (auto found = templateText.find(marker); found != std::string_view::npos;
         found = templateText.find(marker, found + marker.size())) {
        slots.push_back(found);
    }
    auto kept = std::make_shared<std::vector<std::uint64_t>>(std::move(slots));
    const std::uint64_t length = marker.size();
    addGroupedChildren(
        item, kept->size(), "slots",
        [&layer, kept, at, length](Node& parent, std::uint64_t first, std::uint64_t end) {
            for (std::uint64_t k = first; k < end; ++k) {
                addChildInLayer(parent, &layer,
                                std::make_unique<Node>(numbered("slot", k), NodeKind::Data,
                                                       ByteRange{at + (*kept)[k], length},
                                                       "variable " + std::to_string(k)));
            }
        },
        {&layer, [kept, at, length](std::uint64_t first, std::uint64_t last) {
             return ByteRange{at + (*kept)[first], (*kept)[last - 1] + length - (*kept)[first]};
         }});
}

// The values of `shape` in the bytes `within` of the layer (all of it when unset), as children of
// `owner` (the layer's owner or a node inside the layer).
void addValuesWithin(const Layer& layer, const StreamShape& shape, Node& owner,
                     std::optional<ByteRange> within) {
    const auto bytes = layerBytes(layer);
    const auto span = [within](const LayerBytes& held) {
        const std::span<const std::byte> all = held.source->bytes();
        return within ? all.subspan(within->offset, within->length) : all;
    };
    const std::uint64_t base = within ? within->offset : 0;
    // Walked once to count the values and mark where every 512th starts (a group's bytes run
    // from its mark to the next one's).
    auto marks = std::make_shared<std::vector<ValueWalker::Mark>>();
    std::uint64_t count = 0;
    std::uint64_t end = 0;
    std::optional<DecodeError> damage;
    try {
        ValueWalker walker(span(*bytes), shape);
        StreamValue value;
        for (ValueWalker::Mark at = walker.mark(); walker.next(value); at = walker.mark()) {
            if (count % childGroupSize == 0) {
                marks->push_back(at);
            }
            ++count;
            end = value.offset + value.length;
        }
    } catch (const DecodeError& error) {
        damage = error; // what read before the failure is shown, then the failure
    }
    addGroupedChildren(
        owner, count, "values",
        [&layer, marks, &shape, span, base](Node& group, std::uint64_t first, std::uint64_t end) {
            const auto bytes = layerBytes(layer);
            const auto data = span(*bytes);
            ValueWalker walker(data, shape);
            walker.restore((*marks)[first / childGroupSize]);
            const std::string_view text = asText(data);
            StreamValue value;
            for (std::uint64_t i = first; i < end && walker.next(value); ++i) {
                Node& child = addChildInLayer(
                    group, &layer,
                    std::make_unique<Node>(value.label, group.kind(),
                                           ByteRange{base + value.offset, value.length},
                                           valueText(value, text)));
                if (!shape.slot.empty()) {
                    addSlots(layer, text.substr(value.offset, value.length), shape.slot,
                             base + value.offset, child);
                }
            }
        },
        {&layer, [marks, end, base](std::uint64_t first, std::uint64_t last) {
             const std::uint64_t from = (*marks)[first / childGroupSize].position;
             const std::uint64_t next = (last + childGroupSize - 1) / childGroupSize;
             const std::uint64_t to = next < marks->size() ? (*marks)[next].position : end;
             return ByteRange{base + from, to - std::min(to, from)};
         }});
    if (damage) {
        addDamageIn(layer, owner, base + damage->offset(),
                    "decoded byte " + std::to_string(base + damage->offset()) + ": " +
                        damage->what());
    }
}

} // namespace

// Sections 9 and 5: `values` holds one chunk per column, front to back and `separatorBytes`
// apart, each as long as `value_index` (varint ncol, then each chunk's length) says; a chunk is
// a list of the column's values (an empty chunk is one empty value).
void addValueChunks(const Layer& values, const Layer& valueIndex, const StreamShape& shape,
                    std::vector<std::string> names, Node& owner) {
    const auto bytes = layerBytes(values);
    const std::uint64_t size = bytes->source->size();
    auto chunks = std::make_shared<std::vector<ByteRange>>();
    std::optional<std::string> damage;
    std::uint64_t damageAt = 0;
    try {
        const auto index = layerBytes(valueIndex);
        Reader reader(index->source->bytes(), 0);
        const std::uint64_t count = reader.uvarint("ncol");
        std::uint64_t start = 0;
        // Each length takes a byte of the index at least, which bounds the list.
        for (std::uint64_t c = 0; c < count && !damage; ++c) {
            if (c > 0) {
                start += shape.separatorBytes;
            }
            const std::uint64_t length = reader.uvarint("column length");
            if (start > size || length > size - start) {
                damageAt = std::min(start, size);
                damage = "column " + std::to_string(c) + " of " + std::to_string(length) +
                         " bytes at decoded byte " + std::to_string(start) + " runs past the " +
                         std::to_string(size) + " bytes of 'values'";
                break;
            }
            chunks->push_back({start, length});
            start += length;
        }
    } catch (const DecodeError& error) {
        damage = std::string("stream 'value_index' (decoded byte ") +
                 std::to_string(error.offset()) + "): " + error.what();
        damageAt = chunks->empty() ? 0 : chunks->back().end();
    }
    static constexpr StreamShape chunkShape{"column", StreamLayout::List};
    addGroupedChildren(
        owner, chunks->size(), "columns",
        [&values, chunks, kept = std::make_shared<std::vector<std::string>>(std::move(names))](
            Node& group, std::uint64_t first, std::uint64_t end) {
            const auto bytes = layerBytes(values);
            const std::string_view text = asText(bytes->source->bytes());
            for (std::uint64_t c = first; c < end; ++c) {
                const ByteRange range = (*chunks)[c];
                const auto items =
                    1 + std::count(text.begin() + static_cast<std::ptrdiff_t>(range.offset),
                                   text.begin() + static_cast<std::ptrdiff_t>(range.end()), '\n');
                Node& chunk = addChildInLayer(
                    group, &values,
                    std::make_unique<Node>(
                        columnLabel(c, c < kept->size() ? (*kept)[c] : ""), NodeKind::Data, range,
                        std::to_string(items) + (items == 1 ? " value" : " values")));
                chunk.setChildGenerator([&values, range](Node& node) {
                    addValuesWithin(values, chunkShape, node, range);
                });
            }
        },
        {&values, [chunks](std::uint64_t first, std::uint64_t last) {
             const ByteRange from = (*chunks)[first];
             return ByteRange{from.offset, (*chunks)[last - 1].end() - from.offset};
         }});
    if (damage) {
        addDamageIn(values, owner, damageAt, *damage);
    }
}

void addStreamValues(const Layer& layer, const StreamShape& shape, Node& owner) {
    if (shape.layout == StreamLayout::Opaque || shape.layout == StreamLayout::ValueChunks ||
        shape.layout == StreamLayout::Skeleton) {
        return; // these need a second stream (addValueChunks, addSkeletonValues)
    }
    addValuesWithin(layer, shape, owner, std::nullopt);
}

// Section 5: the skeleton is the output with every value replaced by one 0x00, and colids gives
// the column of each, in order. A skeleton with more 0x00 bytes than colids has varints shows the
// values without a column from there on (rebuilding reports it).
void addSkeletonValues(const Layer& skeleton, const Layer& colids, Node& owner) {
    const auto bytes = layerBytes(skeleton);
    const std::string_view text = asText(bytes->source->bytes());
    auto places = std::make_shared<std::vector<std::uint64_t>>();
    for (auto found = text.find('\0'); found != std::string_view::npos;
         found = text.find('\0', found + 1)) {
        places->push_back(found);
    }
    auto columns = std::make_shared<std::vector<std::uint64_t>>();
    try {
        const auto ids = layerBytes(colids);
        Reader reader(ids->source->bytes(), 0);
        while (!reader.atEnd() && columns->size() < places->size()) {
            columns->push_back(reader.uvarint("column id"));
        }
    } catch (const DecodeError&) {
        // The values after the damage show without their column.
    }
    addGroupedChildren(
        owner, places->size(), "values",
        [&skeleton, places, columns](Node& group, std::uint64_t first, std::uint64_t end) {
            for (std::uint64_t k = first; k < end; ++k) {
                const std::string column = k < columns->size()
                                               ? "column " + std::to_string((*columns)[k])
                                               : std::string("no column id");
                addChildInLayer(group, &skeleton,
                                std::make_unique<Node>(numbered("value", k), NodeKind::Data,
                                                       ByteRange{(*places)[k], 1}, column));
            }
        },
        {&skeleton, [places](std::uint64_t first, std::uint64_t last) {
             return ByteRange{(*places)[first], (*places)[last - 1] + 1 - (*places)[first]};
         }});
}

} // namespace strata::at1
