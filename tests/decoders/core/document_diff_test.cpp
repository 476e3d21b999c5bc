// The diff engine (strata/document_diff.h) on pairs built from the corpus and the test writers:
// the exact differences each change should give.
#include "strata/document_diff.h"
#include "strata/format_registry.h"
#include "support/at1_test_encoder.h"
#include "support/cole_bytes_writer.h"
#include "support/corpus.h"
#include "support/csv_reader.h"
#include "support/tree_lookup.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <gtest/gtest.h>

namespace strata {
namespace {

using test::ColeBytesWriter;

std::vector<std::byte> bytesOf(const std::string& text) {
    std::vector<std::byte> bytes(text.size());
    std::memcpy(bytes.data(), text.data(), text.size());
    return bytes;
}

DocumentDiff diff(const Document& a, const Document& b, DiffOptions options = {}) {
    return diffDocuments(a, b, options);
}

const StructureDifference* structureAt(const DocumentDiff& result, const std::string& path) {
    for (const StructureDifference& difference : result.structure) {
        if (difference.path == path) {
            return &difference;
        }
    }
    return nullptr;
}

const FieldChange* changeOf(const StructureDifference& difference, const std::string& field) {
    for (const FieldChange& change : difference.changes) {
        if (change.name == field) {
            return &change;
        }
    }
    return nullptr;
}

// One row group of `id` (0..rows-1, one row `inserted` added before row `at` when set) and
// `value` (id * 10); `extra` adds a column between them.
std::vector<std::byte> idValueFile(std::int64_t rows, std::optional<std::int64_t> at = {},
                                   bool extra = false) {
    ColeBytesWriter writer;
    writer.addColumn("id", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    if (extra) {
        writer.addColumn("extra", ColeBytesWriter::Type::Int32, ColeBytesWriter::Encoding::Plain);
    }
    writer.addColumn("value", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
    std::vector<std::int64_t> ids;
    for (std::int64_t id = 0; id < rows; ++id) {
        if (at && id == *at) {
            ids.push_back(1000);
        }
        ids.push_back(id);
    }
    std::vector<std::int64_t> values;
    for (const std::int64_t id : ids) {
        values.push_back(id * 10);
    }
    if (extra) {
        writer.addRowGroup({ids, std::vector<std::int64_t>(ids.size(), 7), values});
    } else {
        writer.addRowGroup({ids, values});
    }
    return writer.finish();
}

TEST(DocumentDiff, IdenticalFilesHaveNoDifference) {
    const auto bytes = test::readFileBytes(test::corpusPath("cole/multi_rowgroups.col"));
    const Document a = test::openBytes(bytes, "a.col");
    const Document b = test::openBytes(bytes, "b.col");
    DiffOptions options;
    options.bytes = true;
    const DocumentDiff result = diff(a, b, options);
    EXPECT_FALSE(result.different());
    EXPECT_TRUE(result.filesEqual);
    EXPECT_EQ(result.structureCount, 0u);
    // The same bytes decode the same: nothing is decoded to say so.
    EXPECT_TRUE(result.tables.empty());
    ASSERT_TRUE(result.bytes);
    EXPECT_TRUE(result.bytes->equal());
    EXPECT_FALSE(result.sameDataDifferentEncoding);
}

TEST(DocumentDiff, OneValueChangedIsThatCellWithBothValues) {
    // int32_plain.col: column "v", one page of PLAIN int32 (docs/formats/cole.md); row 3 holds
    // 2147483647 (int32_plain.csv).
    auto bytes = test::readFileBytes(test::corpusPath("cole/int32_plain.col"));
    const Document a = test::openBytes(bytes, "a.col");
    const auto cellBytes = a.tables[0]->cellRange(3, 0);
    ASSERT_TRUE(cellBytes && cellBytes->layerPath.empty());
    const std::optional<ByteRange> cell = cellBytes->range;
    ASSERT_EQ(cell->length, 4u);
    const std::uint32_t changed = 123456;
    for (std::size_t i = 0; i < 4; ++i) {
        bytes[cell->offset + i] = static_cast<std::byte>((changed >> (8 * i)) & 0xff);
    }
    const Document b = test::openBytes(bytes, "b.col");
    const DocumentDiff result = diff(a, b);
    EXPECT_TRUE(result.different());
    EXPECT_EQ(result.structureCount, 0u); // the page's stored statistics are as they were
    ASSERT_EQ(result.tables.size(), 1u);
    const TableDiff& table = result.tables[0];
    EXPECT_EQ(table.changedCells, 1u);
    ASSERT_EQ(table.cells.size(), 1u);
    EXPECT_EQ(table.cells[0].rowA, 3u);
    EXPECT_EQ(table.cells[0].rowB, 3u);
    EXPECT_EQ(table.cells[0].column, "v");
    EXPECT_EQ(table.cells[0].before, "2147483647");
    EXPECT_EQ(table.cells[0].after, "123456");
    EXPECT_EQ(table.cells[0].rangeA, cell);
    EXPECT_EQ(table.cells[0].rangeB, cell);
    ASSERT_EQ(table.changedCellsPerColumn.size(), 1u);
    EXPECT_EQ(table.changedCellsPerColumn[0].column, "v");
    EXPECT_EQ(table.changedCellsPerColumn[0].changedCells, 1u);
    EXPECT_FALSE(result.filesEqual);
    EXPECT_FALSE(result.sameDataDifferentEncoding);
}

TEST(DocumentDiff, InsertedRowCascadesByPositionAndIsOneRowByKey) {
    const Document a = test::openBytes(idValueFile(100), "a.col");
    const Document b = test::openBytes(idValueFile(100, 50), "b.col");
    const DocumentDiff byPosition = diff(a, b);
    ASSERT_EQ(byPosition.tables.size(), 1u);
    // Rows 50..99 of A face B's 1000, 50, ..., 98: both columns differ in each.
    EXPECT_EQ(byPosition.tables[0].changedCells, 100u);
    EXPECT_EQ(byPosition.tables[0].rowsOnlyInA, 0u);
    EXPECT_EQ(byPosition.tables[0].rowsOnlyInB, 1u);
    ASSERT_FALSE(byPosition.tables[0].cells.empty());
    EXPECT_EQ(byPosition.tables[0].cells[0].rowA, 50u);
    EXPECT_EQ(byPosition.tables[0].cells[0].before, "50");
    EXPECT_EQ(byPosition.tables[0].cells[0].after, "1000");

    DiffOptions options;
    options.keyColumns = {"id"};
    const DocumentDiff byKey = diff(a, b, options);
    const TableDiff& table = byKey.tables[0];
    EXPECT_TRUE(table.keyed);
    EXPECT_EQ(table.changedCells, 0u);
    EXPECT_EQ(table.rowsOnlyInA, 0u);
    EXPECT_EQ(table.rowsOnlyInB, 1u);
    ASSERT_EQ(table.rows.size(), 1u);
    EXPECT_TRUE(table.rows[0].inB);
    EXPECT_EQ(table.rows[0].row, 50u);
    EXPECT_EQ(table.rows[0].key, "1000");
    EXPECT_EQ(table.rows[0].blockPath, "file / row group 0");
}

TEST(DocumentDiff, MaxListedCapsTheListWhileCountsStayExact) {
    const Document a = test::openBytes(idValueFile(100), "a.col");
    const Document b = test::openBytes(idValueFile(100, 50), "b.col");
    DiffOptions options;
    options.maxListed = 3;
    const DocumentDiff result = diff(a, b, options);
    EXPECT_EQ(result.tables[0].changedCells, 100u);
    EXPECT_EQ(result.tables[0].cells.size(), 3u);
    ASSERT_EQ(result.tables[0].changedCellsPerColumn.size(), 2u);
    EXPECT_EQ(result.tables[0].changedCellsPerColumn[0].changedCells, 50u);
    EXPECT_EQ(result.tables[0].changedCellsPerColumn[1].changedCells, 50u);
    EXPECT_LE(result.structure.size(), 3u);
}

TEST(DocumentDiff, UnknownKeyColumnIsAnError) {
    const Document a = test::openBytes(idValueFile(10), "a.col");
    const Document b = test::openBytes(idValueFile(10, 5), "b.col");
    DiffOptions options;
    options.keyColumns = {"nope"};
    EXPECT_THROW(diff(a, b, options), std::invalid_argument);
}

TEST(DocumentDiff, AddedColumnIsASchemaDifferenceAndAnAddedNode) {
    const Document a = test::openBytes(idValueFile(20), "a.col");
    const Document b = test::openBytes(idValueFile(20, std::nullopt, true), "b.col");
    const DocumentDiff result = diff(a, b);
    const TableDiff& table = result.tables[0];
    ASSERT_EQ(table.schema.size(), 1u);
    EXPECT_EQ(table.schema[0].kind, SchemaDifference::Kind::Added);
    EXPECT_EQ(table.schema[0].column, "extra");
    EXPECT_EQ(table.schema[0].after, "#1");
    EXPECT_EQ(table.changedCells, 0u); // id and value compared where they are
    const StructureDifference* added =
        structureAt(result, "file / row group 0 / column 1 \"extra\"");
    ASSERT_NE(added, nullptr);
    EXPECT_EQ(added->kind, StructureDifference::Kind::Added);
    EXPECT_FALSE(added->rangeA);
    EXPECT_TRUE(added->rangeB);
    // "value" moved from column 1 to column 2: paired by name, its label is what changed.
    const StructureDifference* moved =
        structureAt(result, "file / row group 0 / column 1 \"value\"");
    ASSERT_NE(moved, nullptr);
    const FieldChange* label = changeOf(*moved, "label");
    ASSERT_NE(label, nullptr);
    EXPECT_EQ(label->after, "column 2 \"value\"");
}

TEST(DocumentDiff, PageHeaderFieldChangedNamesTheFieldWithBothValues) {
    // Same rows; B's page header stores a max that lies (90 for values up to 97).
    const auto write = [](bool lie) {
        ColeBytesWriter writer;
        writer.addColumn("temperature", ColeBytesWriter::Type::Int64,
                         ColeBytesWriter::Encoding::Plain);
        std::vector<std::int64_t> values;
        for (std::int64_t v = 90; v < 98; ++v) {
            values.push_back(v);
        }
        writer.addRowGroup({values});
        if (lie) {
            writer.overrideLastStats(0, 90, 90);
        }
        return writer.finish();
    };
    const Document a = test::openBytes(write(false), "a.col");
    const Document b = test::openBytes(write(true), "b.col");
    const DocumentDiff result = diff(a, b);
    const StructureDifference* header =
        structureAt(result, "file / row group 0 / column 0 \"temperature\" / page 0 / page header");
    ASSERT_NE(header, nullptr);
    EXPECT_EQ(header->kind, StructureDifference::Kind::Changed);
    const FieldChange* max = changeOf(*header, "max_value");
    ASSERT_NE(max, nullptr);
    EXPECT_EQ(max->before, "97");
    EXPECT_EQ(max->after, "90");
    EXPECT_EQ(changeOf(*header, "min_value"), nullptr);
    EXPECT_EQ(header->rangeA, header->rangeB);
    // The rows are the same: the difference is in how the file describes them.
    EXPECT_TRUE(result.tables[0].dataEqual());
    EXPECT_TRUE(result.sameDataDifferentEncoding);
}

TEST(DocumentDiff, OdbFrameHeaderPropertyChanged) {
    // capi_multiframe_codec_change.odb: frame 0's properties hold encoder "odc version 1.4.6".
    auto bytes = test::readFileBytes(test::corpusPath("odb2/odb/capi_multiframe_codec_change.odb"));
    const Document a = test::openBytes(bytes, "a.odb");
    const std::string path = "file / frame 0 / header / properties / encoder";
    const Node& encoder = test::nodeAtPath(a, path);
    const std::string_view text(reinterpret_cast<const char*>(bytes.data()) +
                                    encoder.range().offset,
                                encoder.range().length);
    const std::size_t version = text.find("1.4.6");
    ASSERT_NE(version, std::string_view::npos);
    bytes[encoder.range().offset + version + 4] = std::byte{'7'};
    const Document b = test::openBytes(bytes, "b.odb");
    const DocumentDiff result = diff(a, b);
    const StructureDifference* changed = structureAt(result, path);
    ASSERT_NE(changed, nullptr);
    const FieldChange* value = changeOf(*changed, "value");
    ASSERT_NE(value, nullptr);
    EXPECT_EQ(value->before, "odc version 1.4.6");
    EXPECT_EQ(value->after, "odc version 1.4.7");
    EXPECT_EQ(changed->rangeA, encoder.range());
    // The frame's stored MD5 no longer matches its header: damage B has and A has not.
    const StructureDifference* fixed = structureAt(result, "file / frame 0 / fixed header");
    ASSERT_NE(fixed, nullptr);
    ASSERT_NE(changeOf(*fixed, "md5_ok"), nullptr);
    EXPECT_EQ(changeOf(*fixed, "md5_ok")->after, "false");
    EXPECT_EQ(result.tables[0].changedCells, 0u);
}

TEST(DocumentDiff, Blosc2ChunkRecompressedWithAnotherCodecIsSameDataDifferentEncoding) {
    // The same ramp of int32 (identical .raw files) compressed with lz4 and with zstd.
    const Document a =
        openFile(test::corpusPath("blosc2/codecs/codec_lz4_shuffle_i32ramp.b2chunk"));
    const Document b =
        openFile(test::corpusPath("blosc2/codecs/codec_zstd_shuffle_i32ramp.b2chunk"));
    const DocumentDiff result = diff(a, b);
    EXPECT_TRUE(result.different());
    EXPECT_FALSE(result.filesEqual);
    ASSERT_TRUE(result.payload);
    EXPECT_TRUE(result.payload->equal());
    EXPECT_GT(result.payload->sizeA, 0u);
    // The items are equal; the blocks table (sizes, codecs) is how they are stored.
    ASSERT_EQ(result.tables.size(), 2u);
    EXPECT_TRUE(result.tables[0].dataEqual());
    EXPECT_FALSE(result.tables[1].dataEqual());
    EXPECT_TRUE(result.sameDataDifferentEncoding);
    // The structure says how: a field that names lz4 in A names zstd in B.
    bool codecNamed = false;
    for (const StructureDifference& difference : result.structure) {
        for (const FieldChange& change : difference.changes) {
            codecNamed = codecNamed || (change.before && change.after &&
                                        change.before->find("lz4") != std::string::npos &&
                                        change.after->find("zstd") != std::string::npos);
        }
    }
    EXPECT_TRUE(codecNamed);
}

TEST(DocumentDiff, At1RebuiltWithAnotherBackendHasTheSameOriginal) {
    const test::at1enc::EncodedPair pair = test::at1enc::encodeTelemetry(1, 200, 6);
    const Document a = test::openBytes(bytesOf(pair.raw), "xz.at1");
    const Document b =
        test::openBytes(bytesOf(test::at1enc::storedRawFile(pair.original)), "stored.at1");
    const DocumentDiff result = diff(a, b);
    ASSERT_TRUE(result.payload);
    EXPECT_TRUE(result.payload->equal());
    EXPECT_EQ(result.payload->sizeA, pair.original.size());
    EXPECT_TRUE(result.sameDataDifferentEncoding);
    EXPECT_GT(result.structureCount, 0u);
}

TEST(DocumentDiff, BundleEntriesPairByName) {
    const Document twelve = openFile(test::corpusPath("at1-codecs/bundle_twelve_entries.at1"));
    EXPECT_FALSE(diff(twelve, twelve).different());
    // bundle_single holds one.json only; bundle_twelve_entries none of that name.
    const Document single = openFile(test::corpusPath("at1-codecs/bundle_single.at1"));
    const DocumentDiff result = diff(single, twelve);
    ASSERT_EQ(result.entries.size(), 1u + twelve.entries.size());
    EXPECT_EQ(result.entries[0].name, "one.json");
    EXPECT_EQ(result.entries[0].rangeA, single.entries[0].range);
    EXPECT_FALSE(result.entries[0].rangeB);
    EXPECT_EQ(result.entries[1].name, twelve.entries[0].name);
    EXPECT_FALSE(result.entries[1].rangeA);
    EXPECT_EQ(result.entries[1].rangeB, twelve.entries[0].range);
    EXPECT_FALSE(result.sameDataDifferentEncoding);
}

TEST(DocumentDiff, TruncatedCopyIsADifferenceWithItsDiagnostic) {
    // multi_rowgroups cut right after row group 6 (see cli_truncated_cole_test): 617 rows left.
    const auto bytes = test::readFileBytes(test::corpusPath("cole/multi_rowgroups.col"));
    const Document a = test::openBytes(bytes, "a.col");
    const Document b =
        test::openBytes(std::vector<std::byte>(bytes.begin(), bytes.begin() + 6189), "b.col");
    DiffOptions options;
    options.bytes = true;
    const DocumentDiff result = diff(a, b, options);
    EXPECT_TRUE(result.different());
    bool truncation = false;
    for (const DiagnosticDifference& difference : result.diagnostics) {
        truncation =
            truncation ||
            (difference.inB && difference.diagnostic.message.find("file truncated at 6189") == 0);
    }
    EXPECT_TRUE(truncation);
    ASSERT_EQ(result.tables.size(), 1u);
    EXPECT_EQ(result.tables[0].rowsOnlyInA, 1005u - 617u);
    EXPECT_EQ(result.tables[0].rowsOnlyInB, 0u);
    ASSERT_TRUE(result.bytes);
    ASSERT_EQ(result.bytes->rangeCount, 1u);
    EXPECT_EQ(result.bytes->ranges[0].a, (ByteRange{6189, bytes.size() - 6189}));
    EXPECT_EQ(result.bytes->ranges[0].b, (ByteRange{6189, 0}));
}

TEST(DocumentDiff, ADamagedAt1StreamChangesItsNodeAndIsSaidOnce) {
    // qcol_meters with the xz magic of its 'index' stream (at 1203) broken: the stream's own
    // node differs, the meta and blocks streams say what they said (issue 41, item 4), and the
    // damage is listed once, though rebuilding the payload meets it again.
    const auto path = test::corpusPath("at1/qcol_meters.at1");
    auto bytes = test::readFileBytes(path);
    bytes[1203] ^= std::byte{0x55};
    const Document a = openFile(path);
    const Document b = test::openBytes(bytes, "flipped.at1");
    const DocumentDiff result = diff(a, b);
    EXPECT_EQ(structureAt(result, "file / stream set / stream 'meta'"), nullptr);
    EXPECT_EQ(structureAt(result, "file / stream set / stream 'blocks'"), nullptr);
    EXPECT_NE(structureAt(result, "file / stream set / stream 'index'"), nullptr);
    ASSERT_EQ(result.diagnosticCount, 1u);
    EXPECT_TRUE(result.diagnostics[0].inB);
    EXPECT_EQ(result.diagnostics[0].diagnostic.offset, 1203u);
}

TEST(DocumentDiff, StructureOnlyAndDataOnly) {
    const Document a = test::openBytes(idValueFile(100), "a.col");
    const Document b = test::openBytes(idValueFile(100, 50), "b.col");
    DiffOptions structureOnly;
    structureOnly.data = false;
    const DocumentDiff structure = diff(a, b, structureOnly);
    EXPECT_TRUE(structure.tables.empty());
    EXPECT_GT(structure.structureCount, 0u);
    DiffOptions dataOnly;
    dataOnly.structure = false;
    const DocumentDiff data = diff(a, b, dataOnly);
    EXPECT_EQ(data.structureCount, 0u);
    EXPECT_EQ(data.tables.size(), 1u);
}

TEST(NumericTolerance, AbsoluteRelativeAndFloat32) {
    NumericTolerance exact;
    EXPECT_TRUE(exact.equal(1.5, 1.5));
    EXPECT_FALSE(exact.equal(1.5, 1.5000001));
    EXPECT_TRUE(exact.equal(std::nan(""), std::nan("")));
    const NumericTolerance absolute{NumericTolerance::Kind::Absolute, 0.01};
    EXPECT_TRUE(absolute.equal(1.0, 1.005));
    EXPECT_FALSE(absolute.equal(1.0, 1.02));
    const NumericTolerance relative{NumericTolerance::Kind::Relative, 1e-3};
    EXPECT_TRUE(relative.equal(1000.0, 1000.5));
    EXPECT_FALSE(relative.equal(1.0, 1.5));
    const NumericTolerance float32{NumericTolerance::Kind::Float32, 0};
    EXPECT_TRUE(float32.equal(0.1, static_cast<double>(0.1f)));
    EXPECT_FALSE(float32.equal(0.1, 0.2));
}

TEST(DocumentDiff, ToleranceAppliesToCells) {
    const auto write = [](std::int64_t last) {
        ColeBytesWriter writer;
        writer.addColumn("v", ColeBytesWriter::Type::Int64, ColeBytesWriter::Encoding::Plain);
        writer.addRowGroup({std::vector<std::int64_t>{100, 200, last}});
        return writer.finish();
    };
    const Document a = test::openBytes(write(300), "a.col");
    const Document b = test::openBytes(write(301), "b.col");
    EXPECT_EQ(diff(a, b).tables[0].changedCells, 1u);
    DiffOptions options;
    options.tolerance = {NumericTolerance::Kind::Absolute, 1};
    EXPECT_EQ(diff(a, b, options).tables[0].changedCells, 0u);
    options.tolerance = {NumericTolerance::Kind::Relative, 0.001};
    EXPECT_EQ(diff(a, b, options).tables[0].changedCells, 1u);
}

} // namespace
} // namespace strata
