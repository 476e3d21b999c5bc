#include "formats/at1/vcf_codec.h"

#include "formats/at1/backend.h"
#include "formats/at1/decoded_reader.h"

#include <algorithm>
#include <array>
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

// The public decoder allocates nsamp sample slots unchecked, and a huge nsamp overflows its
// heap (at1-codecs.md sections 7 and 13). Here samples are written as they come, but each
// record still writes at least nsamp bytes (the TAB after FORMAT and one between neighbours), so
// nsamp is bounded by the output that the records could hold.
void checkSampleCount(const VcfMeta& meta, const DecodedStream& flags) {
    const auto lineFlags = std::span(flags.data).first(meta.lines.nlines);
    const auto records = static_cast<std::uint64_t>(std::count_if(
        lineFlags.begin(), lineFlags.end(), [](std::byte b) { return b != std::byte{0}; }));
    if (records > 0 && meta.samples > maxDecodedBytes / records) {
        StreamCursor(flags).fail(std::to_string(records) + " records of nsamp " +
                                 std::to_string(meta.samples) + " samples would be more than " +
                                 std::to_string(maxDecodedBytes) + " bytes");
    }
}

// The sample columns of one record: `gt` lists `varint nz` and nz (gap, vocabulary id) pairs,
// the index restarting at 0 for every record; every other sample is ref_tok (section 7).
class GenotypeWriter {
public:
    GenotypeWriter(const VcfMeta& meta, StreamCursor& gt)
        : m_meta(&meta)
        , m_gt(&gt) {}

    void writeRecord(std::string& out) {
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
            writeReference(nextSample, index, out);
            writeSample(index, m_meta->vocabulary[id], out);
            nextSample = index + 1;
        }
        writeReference(nextSample, m_meta->samples, out);
    }

private:
    void writeReference(std::uint64_t from, std::uint64_t to, std::string& out) const {
        for (std::uint64_t sample = from; sample < to; ++sample) {
            writeSample(sample, m_meta->refToken, out);
        }
    }

    static void writeSample(std::uint64_t sample, std::string_view text, std::string& out) {
        if (sample > 0) {
            out += '\t';
        }
        out += text;
    }

    const VcfMeta* m_meta;
    StreamCursor* m_gt;
};

// POS: list items as they are, or svarint deltas summed from 0 and printed as canonical
// decimal (at1-codecs.md section 7, `pos_delta`).
class PositionColumn {
public:
    PositionColumn(CodecStreams& streams, bool delta)
        : m_deltas(streams.stream("pos"))
        , m_text(streams.stream("pos"))
        , m_delta(delta) {}

    void write(std::string& out) {
        if (m_delta) {
            appendDecimal(out, m_position.add(m_deltas.svarint("POS delta"), m_deltas));
        } else {
            out += m_text.next("the records' POS");
        }
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

} // namespace

void rebuildVcf(CodecStreams& streams, std::string& out) {
    const VcfMeta meta = readVcfMeta(streams);
    const DecodedStream& flags = readLineFlags(streams, meta.lines.nlines);
    checkSampleCount(meta, flags);
    ListCursor chrom = streams.list("chrom");
    PositionColumn pos(streams, meta.posDelta);
    // The fixed columns after POS, in line order.
    std::array<ListCursor, 7> fields = {
        streams.list("id"),     streams.list("ref"),  streams.list("alt"),   streams.list("qual"),
        streams.list("filter"), streams.list("info"), streams.list("format")};
    StreamCursor gt = streams.cursor("gt");
    GenotypeWriter genotypes(meta, gt);
    ListCursor verbatim = streams.list("verbatim");
    for (std::uint64_t line = 0; line < meta.lines.nlines; ++line) {
        beginLine(line, out);
        const std::byte flag = flags.data[line];
        if (flag == std::byte{0}) {
            out += verbatim.next("the verbatim lines");
            continue;
        }
        if (flag != std::byte{1}) {
            StreamCursor(flags).fail("line " + std::to_string(line) + " has flag " +
                                     std::to_string(static_cast<unsigned>(flag)) + ", not 0 or 1");
        }
        // Each of the nine fixed fields is followed by a TAB, so a record without samples
        // ends in one.
        out += chrom.next("the records");
        out += '\t';
        pos.write(out);
        out += '\t';
        for (ListCursor& field : fields) {
            out += field.next("the records");
            out += '\t';
        }
        genotypes.writeRecord(out);
    }
    chrom.expectEnd();
    pos.expectEnd();
    for (const ListCursor& field : fields) {
        field.expectEnd();
    }
    gt.expectEnd();
    verbatim.expectEnd();
    if (meta.lines.trailing) {
        out += '\n';
    }
}

} // namespace strata::at1
