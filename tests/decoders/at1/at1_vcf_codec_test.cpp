// Codec 5 (vcf) edge cases the corpus does not cover (at1-codecs.md section 7), on files built
// by hand in the public framing.
#include "support/at1_rebuild.h"
#include "support/at1_test_encoder.h"
#include "support/table_text.h"

#include <gtest/gtest.h>

namespace strata::test {
namespace {

using at1enc::putSvarint;
using at1enc::putVarint;
using namespace std::string_literals;

struct Genotype {
    std::uint64_t gap;
    std::uint64_t vocabularyId;
};

// One record per item of `genotypes`, every fixed field "x" but POS; `pos` holds either POS
// texts or svarint deltas.
std::string vcfFile(std::uint64_t samples, bool posDelta, const std::string& pos,
                    const std::vector<std::vector<Genotype>>& genotypes) {
    const std::uint64_t records = genotypes.size();
    std::string meta, gt;
    putVarint(meta, records);
    meta += '\1';
    putVarint(meta, samples);
    meta += posDelta ? '\1' : '\0';
    putVarint(meta, 3);
    meta += "0|0";
    putVarint(meta, 2);
    for (const std::string entry : {"0|1", "1|1"}) {
        putVarint(meta, entry.size());
        meta += entry;
    }
    std::string column;
    for (std::uint64_t i = 0; i < records; ++i) {
        column += i == 0 ? "x" : "\nx";
        putVarint(gt, genotypes[i].size());
        for (const Genotype& genotype : genotypes[i]) {
            putVarint(gt, genotype.gap);
            putVarint(gt, genotype.vocabularyId);
        }
    }
    return at1enc::publicWholeFile(5, {{"meta", meta},
                                       {"flags", std::string(records, '\1')},
                                       {"chrom", column},
                                       {"pos", pos},
                                       {"id", column},
                                       {"ref", column},
                                       {"alt", column},
                                       {"qual", column},
                                       {"filter", column},
                                       {"info", column},
                                       {"format", column},
                                       {"gt", gt},
                                       {"verbatim", ""}});
}

std::string deltas(std::initializer_list<std::int64_t> values) {
    std::string out;
    for (const std::int64_t value : values) {
        putSvarint(out, value);
    }
    return out;
}

TEST(At1VcfCodec, GapsPlaceVocabularyEntriesAmongReferenceSamples) {
    // Record 1: samples 1 and 3 (gaps 1, 2); record 2: the index restarts, sample 0.
    const auto result =
        rebuildAt1(vcfFile(4, true, deltas({100, -105}), {{{1, 0}, {2, 1}}, {{0, 1}}}));
    ASSERT_FALSE(result.error()) << result.error()->message;
    EXPECT_EQ(result.text, "x\t100\tx\tx\tx\tx\tx\tx\tx\t0|0\t0|1\t0|0\t1|1\n"
                           "x\t-5\tx\tx\tx\tx\tx\tx\tx\t1|1\t0|0\t0|0\t0|0\n");
}

TEST(At1VcfCodec, TableNamesSamplesByNumberWithoutAHeaderLine) {
    const Document document =
        openAt1(vcfFile(4, true, deltas({100, -105}), {{{1, 0}, {2, 1}}, {{0, 1}}}));
    ASSERT_EQ(document.tables.size(), 1u);
    const auto cells = tableCells(*document.tables[0]);
    using Row = std::vector<std::string>;
    ASSERT_EQ(cells.size(), 3u);
    EXPECT_EQ(cells[0], (Row{"CHROM", "POS", "ID", "REF", "ALT", "QUAL", "FILTER", "INFO", "FORMAT",
                             "sample 1", "sample 2", "sample 3", "sample 4"}));
    EXPECT_EQ(cells[1],
              (Row{"x", "100", "x", "x", "x", "x", "x", "x", "x", "0|0", "0|1", "0|0", "1|1"}));
    EXPECT_EQ(cells[2],
              (Row{"x", "-5", "x", "x", "x", "x", "x", "x", "x", "1|1", "0|0", "0|0", "0|0"}));
}

TEST(At1VcfCodec, MoreSamplesThanATableShowsStillRebuild) {
    // A table shows at most 2^20 sample columns; one more and the file has no table.
    constexpr std::uint64_t samples = (std::uint64_t{1} << 20) + 1;
    const std::string file = vcfFile(samples, true, deltas({1}), {{}});
    EXPECT_TRUE(openAt1(file).tables.empty());
    const auto result = rebuildAt1(file);
    ASSERT_FALSE(result.error()) << result.error()->message;
    std::string expected = "x\t1\tx\tx\tx\tx\tx\tx\tx\t0|0";
    for (std::uint64_t sample = 1; sample < samples; ++sample) {
        expected += "\t0|0";
    }
    expected += '\n';
    EXPECT_TRUE(result.text == expected); // not EXPECT_EQ: a failure would print 4 MiB
}

TEST(At1VcfCodec, RecordWithoutSamplesEndsInATab) {
    const auto result = rebuildAt1(vcfFile(0, false, "0042", {{}}));
    ASSERT_FALSE(result.error()) << result.error()->message;
    EXPECT_EQ(result.text, "x\t0042\tx\tx\tx\tx\tx\tx\tx\t\n");
}

TEST(At1VcfCodec, RepeatedSampleIsRefused) {
    // The public decoder lets the later entry win; writers never repeat a sample.
    const auto result = rebuildAt1(vcfFile(4, true, deltas({1}), {{{2, 0}, {0, 1}}}));
    ASSERT_TRUE(result.error());
    EXPECT_NE(result.error()->message.find("genotype entry 1 repeats sample 2"), std::string::npos)
        << result.error()->message;
}

TEST(At1VcfCodec, SampleCountNoOutputCouldHoldIsRefused) {
    // The public decoder's allocation of nsamp slots overflows here (section 13).
    const auto result = rebuildAt1(vcfFile(std::uint64_t{1} << 61, true, deltas({1, 1}), {{}, {}}));
    ASSERT_TRUE(result.error());
    EXPECT_NE(result.error()->message.find("2 records of nsamp 2305843009213693952 samples"),
              std::string::npos)
        << result.error()->message;
}

TEST(At1VcfCodec, PositionsLeavingSixtyFourBitsAreRefused) {
    const auto result = rebuildAt1(vcfFile(1, true, deltas({INT64_MAX, 1}), {{}, {}}));
    ASSERT_TRUE(result.error());
    EXPECT_NE(result.error()->message.find("past 64 bits"), std::string::npos)
        << result.error()->message;
}

TEST(At1VcfCodec, GenotypeBytesNoRecordReadsAreRefused) {
    std::string file = vcfFile(2, true, deltas({1}), {{{1, 0}}});
    // `gt` is "\1\1\0" (one entry: gap 1, id 0); a fourth byte is read by nothing.
    const std::size_t gt = file.find("gt\2\3\1\1\0"s);
    ASSERT_NE(gt, std::string::npos);
    file[gt + 3] = '\4';
    file.insert(gt + 7, 1, '\0');
    const auto result = rebuildAt1(file);
    ASSERT_TRUE(result.error());
    EXPECT_NE(result.error()->message.find("stream 'gt' (decoded byte 3): 1 bytes are left"),
              std::string::npos)
        << result.error()->message;
}

} // namespace
} // namespace strata::test
