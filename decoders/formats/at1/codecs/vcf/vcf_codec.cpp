#include "formats/at1/codecs/vcf/vcf_codec.h"

#include "formats/at1/backend.h"
#include "formats/at1/decoded_reader.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <span>
#include <vector>

namespace strata::at1 {

namespace {

// The fields of vcf's `meta` after nlines and trailing (at1-codecs.md section 7).
struct VcfMeta {
    LineMeta lines;
    std::uint64_t samples = 0;
    bool posDelta = false;
    std::string_view refToken; // the sample text where `gt` lists nothing
    std::vector<std::string_view> vocabulary;
};

VcfMeta readVcfMeta(CodecStreams& streams) {
    StreamCursor meta = streams.cursor("meta");
    VcfMeta result;
    result.lines = readLineMeta(meta);
    result.samples = meta.varint("nsamp");
    result.posDelta = meta.flag("pos_delta");
    result.refToken = meta.lpString("ref_tok");
    // Every vocabulary entry's length takes at least one byte.
    const std::uint64_t entries = meta.count("nvoc");
    result.vocabulary.reserve(entries);
    for (std::uint64_t i = 0; i < entries; ++i) {
        result.vocabulary.push_back(meta.lpString("vocabulary entry"));
    }
    meta.expectEnd();
    return result;
}

// The lines that are records (flag != 0).
std::uint64_t recordCount(const VcfMeta& meta, const DecodedStream& flags) {
    const auto lineFlags = std::span(flags.data).first(meta.lines.nlines);
    return static_cast<std::uint64_t>(std::count_if(lineFlags.begin(), lineFlags.end(),
                                                    [](std::byte b) { return b != std::byte{0}; }));
}

// The public decoder allocates nsamp sample slots unchecked, and a huge nsamp overflows its
// heap (at1-codecs.md sections 7 and 13). Here samples are written as they come, but each
// record still writes at least nsamp bytes (the TAB after FORMAT and one between neighbours), so
// nsamp is bounded by the output that the records could hold.
void checkSampleCount(const VcfMeta& meta, const DecodedStream& flags) {
    const std::uint64_t records = recordCount(meta, flags);
    if (records > 0 && meta.samples > maxDecodedBytes / records) {
        StreamCursor(flags).fail(std::to_string(records) + " records of nsamp " +
                                 std::to_string(meta.samples) + " samples would be more than " +
                                 std::to_string(maxDecodedBytes) + " bytes");
    }
}

// The sample columns of one record: `gt` lists `varint nz` and nz (gap, vocabulary id) pairs,
// the index restarting at 0 for every record; every other sample is ref_tok (section 7).
class GenotypeReader {
public:
    GenotypeReader(const VcfMeta& meta, StreamCursor& gt)
        : m_meta(&meta)
        , m_gt(&gt) {}

    // Calls `sample(index, text)` for every sample of the next record, in order.
    template <typename Sample> void readRecord(Sample&& sample) {
        // Each pair takes at least two bytes.
        const std::uint64_t entries = m_gt->count("genotype entries", 2);
        std::uint64_t nextSample = 0;
        std::uint64_t index = 0;
        for (std::uint64_t entry = 0; entry < entries; ++entry) {
            const std::uint64_t gap = m_gt->varint("sample gap");
            // Writers list samples in strictly increasing order; the public decoder lets a gap
            // of 0 overwrite the sample before, which a strict decoder refuses.
            if (entry > 0 && gap == 0) {
                m_gt->fail("genotype entry " + std::to_string(entry) + " repeats sample " +
                           std::to_string(index));
            }
            const std::uint64_t base = entry == 0 ? 0 : index;
            if (gap >= m_meta->samples - base) {
                m_gt->fail("genotype sample index " + std::to_string(base) + " + " +
                           std::to_string(gap) + " is past the " + std::to_string(m_meta->samples) +
                           " samples");
            }
            index = base + gap;
            const std::uint64_t id = m_gt->varint("genotype vocabulary id");
            if (id >= m_meta->vocabulary.size()) {
                m_gt->fail("genotype vocabulary id " + std::to_string(id) + " is past the " +
                           std::to_string(m_meta->vocabulary.size()) + " entries");
            }
            references(nextSample, index, sample);
            sample(index, m_meta->vocabulary[id]);
            nextSample = index + 1;
        }
        references(nextSample, m_meta->samples, sample);
    }

private:
    // Samples [from, to) are ref_tok. The bounds and ref_tok are copied: `sample` writes chars,
    // which may alias the meta, so members would be read again for every sample.
    template <typename Sample>
    void references(std::uint64_t from, std::uint64_t to, Sample& sample) const {
        const std::string_view reference = m_meta->refToken;
        for (std::uint64_t index = from; index < to; ++index) {
            sample(index, reference);
        }
    }

    const VcfMeta* m_meta;
    StreamCursor* m_gt;
};

// One POS: a number when POS is delta-coded, else the list item's text. `bytes` are what it
// was read from: the list item, or the svarint delta that gives it.
struct Position {
    std::int64_t value = 0;
    std::string_view text;
    std::string_view bytes;
};

// POS: list items as they are, or svarint deltas summed from 0 and printed as canonical
// decimal (at1-codecs.md section 7, `pos_delta`).
class PositionColumn {
public:
    PositionColumn(CodecStreams& streams, bool delta)
        : m_deltas(streams.stream("pos"))
        , m_text(streams.stream("pos"))
        , m_delta(delta) {}

    Position next() {
        if (m_delta) {
            const std::uint64_t at = m_deltas.position();
            const std::int64_t delta = m_deltas.svarint("POS delta");
            return {m_position.add(delta, m_deltas), {}, m_deltas.since(at)};
        }
        const std::string_view text = m_text.next("the records' POS");
        return {0, text, text};
    }

    void expectEnd() const {
        if (m_delta) {
            m_deltas.expectEnd();
        } else {
            m_text.expectEnd();
        }
    }

private:
    StreamCursor m_deltas;
    ListCursor m_text;
    Accumulator m_position;
    bool m_delta;
};

// The fixed fields of a record, CHROM to FORMAT.
struct VcfRecord {
    std::string_view chrom;
    Position pos;
    std::array<std::string_view, 7> fields; // ID, REF, ALT, QUAL, FILTER, INFO, FORMAT
};

// Walks a vcf section line by line: `verbatim(line, text)` for a verbatim line, and for a record
// `fixed(line, record)` then `sample(index, text)` for each of its samples in order.
template <typename Verbatim, typename Fixed, typename Sample>
LineMeta walkVcf(CodecStreams& streams, const VcfMeta& meta, Verbatim&& verbatim, Fixed&& fixed,
                 Sample&& sample) {
    const DecodedStream& flags = readLineFlags(streams, meta.lines.nlines);
    checkSampleCount(meta, flags);
    ListCursor chrom = streams.list("chrom");
    PositionColumn pos(streams, meta.posDelta);
    // The fixed columns after POS, in line order.
    std::array<ListCursor, 7> fields = {
        streams.list("id"),     streams.list("ref"),  streams.list("alt"),   streams.list("qual"),
        streams.list("filter"), streams.list("info"), streams.list("format")};
    StreamCursor gt = streams.cursor("gt");
    GenotypeReader genotypes(meta, gt);
    ListCursor verbatimLines = streams.list("verbatim");
    VcfRecord record;
    for (std::uint64_t line = 0; line < meta.lines.nlines; ++line) {
        const std::byte flag = flags.data[line];
        if (flag == std::byte{0}) {
            verbatim(line, verbatimLines.next("the verbatim lines"));
            continue;
        }
        if (flag != std::byte{1}) {
            StreamCursor(flags).fail("line " + std::to_string(line) + " has flag " +
                                     std::to_string(static_cast<unsigned>(flag)) + ", not 0 or 1");
        }
        record.chrom = chrom.next("the records");
        record.pos = pos.next();
        for (std::size_t f = 0; f < fields.size(); ++f) {
            record.fields[f] = fields[f].next("the records");
        }
        fixed(line, record);
        genotypes.readRecord(sample);
    }
    chrom.expectEnd();
    pos.expectEnd();
    for (const ListCursor& field : fields) {
        field.expectEnd();
    }
    gt.expectEnd();
    verbatimLines.expectEnd();
    return meta.lines;
}

// The names of the sample columns: the #CHROM header line's, where a verbatim line is one, else
// "sample 1", "sample 2", ...
std::vector<std::string> sampleNames(CodecStreams& streams, std::uint64_t samples) {
    std::vector<std::string_view> verbatim;
    splitLines(streams.stream("verbatim").text(), verbatim);
    std::vector<std::string> names;
    for (const std::string_view line : verbatim) {
        if (line.starts_with("#CHROM\t")) {
            // The nine fixed columns come first.
            std::size_t start = 0;
            for (std::size_t field = 0; start != std::string_view::npos && names.size() < samples;
                 ++field) {
                const std::size_t end = line.find('\t', start);
                if (field >= 9) {
                    names.emplace_back(line.substr(start, end - start));
                }
                start = end == std::string_view::npos ? end : end + 1;
            }
            break;
        }
    }
    for (std::uint64_t s = names.size(); s < samples; ++s) {
        names.push_back("sample " + std::to_string(s + 1));
    }
    return names;
}

// Columns: CHROM, POS, ID, REF, ALT, QUAL, FILTER, INFO, FORMAT, then the samples.
constexpr std::size_t posColumn = 1;
constexpr std::size_t firstSample = 9;

// A whole decimal integer, as a text POS may hold.
bool parseInteger(std::string_view text, std::int64_t& value) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc{} && end == text.data() + text.size();
}

// POS in the table's POS column, which is Int64 when the widest section's POS is delta-coded:
// frames of a streaming file may differ. `number` is scratch space.
void appendPosition(const Position& pos, bool delta, RecordColumn& column, std::string& number) {
    if (column.type() == LogicalType::Int64) {
        std::int64_t value = pos.value;
        if (delta || parseInteger(pos.text, value)) {
            column.noteSource(pos.bytes);
            column.appendInt(value);
        } else {
            column.appendMissing();
        }
    } else if (delta) {
        number.clear();
        appendDecimal(number, pos.value);
        column.appendString(number, pos.bytes);
    } else {
        column.appendString(pos.text);
    }
}

// Every sample is a column: a file with more samples than this is not shown as a table (its
// rebuild is not limited).
constexpr std::uint64_t maxSampleColumns = std::uint64_t{1} << 20;

} // namespace

void rebuildVcf(CodecStreams& streams, std::string& out) {
    const VcfMeta meta = readVcfMeta(streams);
    const LineMeta lines = walkVcf(
        streams, meta,
        [&out](std::uint64_t line, std::string_view text) {
            beginLine(line, out);
            out += text;
        },
        [&out, &meta](std::uint64_t line, const VcfRecord& record) {
            // Each of the nine fixed fields is followed by a TAB, so a record without samples
            // ends in one.
            beginLine(line, out);
            out += record.chrom;
            out += '\t';
            if (meta.posDelta) {
                appendDecimal(out, record.pos.value);
            } else {
                out += record.pos.text;
            }
            out += '\t';
            for (const std::string_view field : record.fields) {
                out += field;
                out += '\t';
            }
        },
        [&out](std::uint64_t sample, std::string_view text) {
            if (sample > 0) {
                out += '\t';
            }
            out += text;
        });
    if (lines.trailing) {
        out += '\n';
    }
}

std::uint64_t VcfRecords::rowCount(CodecStreams& streams) const {
    const VcfMeta meta = readVcfMeta(streams);
    return recordCount(meta, readLineFlags(streams, meta.lines.nlines));
}

std::vector<Column> VcfRecords::columns(CodecStreams& streams) const {
    const VcfMeta meta = readVcfMeta(streams);
    if (meta.samples > maxSampleColumns) {
        streams.cursor("meta").fail(std::to_string(meta.samples) +
                                    " samples are more columns than a table shows");
    }
    std::vector<Column> columns{
        {"CHROM", LogicalType::String, "chrom", {}},
        {"POS", meta.posDelta ? LogicalType::Int64 : LogicalType::String, "pos", {}},
        {"ID", LogicalType::String, "id", {}},
        {"REF", LogicalType::String, "ref", {}},
        {"ALT", LogicalType::String, "alt", {}},
        {"QUAL", LogicalType::String, "qual", {}},
        {"FILTER", LogicalType::String, "filter", {}},
        {"INFO", LogicalType::String, "info", {}},
        {"FORMAT", LogicalType::String, "format", {}}};
    for (auto& name : sampleNames(streams, meta.samples)) {
        columns.push_back({std::move(name), LogicalType::String, "gt", {}});
    }
    return columns;
}

void VcfRecords::readRecords(CodecStreams& streams, std::vector<RecordColumn>& out) const {
    const VcfMeta meta = readVcfMeta(streams);
    std::string number;
    walkVcf(
        streams, meta, [](std::uint64_t, std::string_view) {},
        [&](std::uint64_t, const VcfRecord& record) {
            out[0].appendString(record.chrom);
            appendPosition(record.pos, meta.posDelta, out[posColumn], number);
            for (std::size_t f = 0; f < record.fields.size(); ++f) {
                out[posColumn + 1 + f].appendString(record.fields[f]);
            }
            // A section with fewer samples than the table's widest.
            for (std::size_t c = firstSample + meta.samples; c < out.size(); ++c) {
                out[c].appendMissing();
            }
        },
        [&](std::uint64_t sample, std::string_view text) {
            out[firstSample + sample].appendString(text);
        });
}

} // namespace strata::at1
