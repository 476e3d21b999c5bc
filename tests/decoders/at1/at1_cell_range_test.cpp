// An AT-1 table cell's bytes lie in a decoded layer (issue 16): a columnar value in the `values`
// stream's layer, a qcolumnar/qjson value in its block's layer. Checked against offsets computed
// by hand from the corpus manifest (corpus/at1/manifest.json) and the original (.orig), and for
// every cell of a file against the bytes at the returned range of the layer the path names.
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

const std::string valuesLayer = "file / stream set / stream 'values' :: decoded";

std::string layerText(const Document& document, const CellBytes& cell) {
    const Layer* layer = document.root->findLayerByPath(cell.layerPath);
    EXPECT_NE(layer, nullptr) << cell.layerPath;
    if (layer == nullptr) {
        return {};
    }
    const auto bytes = layer->bytes();
    const auto view = bytes->source->view(cell.range.offset, cell.range.length);
    EXPECT_EQ(view.size(), cell.range.length) << cell.layerPath;
    return std::string(reinterpret_cast<const char*>(view.data()), view.size());
}

// A zigzag LEB128 varint (spec "Encodings"), which must fill `bytes`.
std::int64_t svarint(const std::string& bytes) {
    std::uint64_t value = 0;
    unsigned shift = 0;
    for (const char c : bytes) {
        value |= std::uint64_t{static_cast<unsigned char>(c) & 0x7Fu} << shift;
        shift += 7;
    }
    return static_cast<std::int64_t>(value >> 1) ^ -static_cast<std::int64_t>(value & 1);
}

// "-12.5" with D fractional digits as the integer the DEC column stores (-125 for D = 1).
std::int64_t scaled(std::string text) {
    std::erase(text, '.');
    return std::stoll(text);
}

std::vector<std::string> fieldsOf(const std::string& line, char delimiter) {
    std::vector<std::string> fields;
    for (std::size_t from = 0;;) {
        const std::size_t at = line.find(delimiter, from);
        fields.push_back(line.substr(from, at - from));
        if (at == std::string::npos) {
            return fields;
        }
        from = at + 1;
    }
}

TEST(At1CellRange, ColumnarValuesAtTheirOffsetsInTheValuesLayer) {
    const Document document = openFile(corpusPath("at1/col_weather_tab.at1"));
    const Table& table = *document.tables.at(0);
    const std::string original = readFileText(corpusPath("at1/col_weather_tab.orig"));
    // Lines 1 and 2 (after the header) are table rows 0 and 1.
    const std::size_t first = original.find('\n') + 1;
    const std::size_t second = original.find('\n', first) + 1;
    const auto row0 = fieldsOf(original.substr(first, second - first - 1), '\t');
    const auto row1 = fieldsOf(original.substr(second, original.find('\n', second) - second), '\t');

    // Column 0 (TEXT) has no head: its values are lines from offset 0.
    EXPECT_EQ(table.cellRange(0, 0), (CellBytes{{0, row0[0].size()}, valuesLayer}));
    EXPECT_EQ(table.cellRange(1, 0),
              (CellBytes{{row0[0].size() + 1, row1[0].size()}, valuesLayer}));
    // Column 3 (DEC, D 1) starts after columns 0-2 (47,999 + 116 + 43,999 bytes) and its head
    // (D, one byte): row 0's value is the first delta, from 0.
    const auto dec = table.cellRange(0, 3);
    ASSERT_TRUE(dec.has_value());
    EXPECT_EQ(dec->range.offset, 47999u + 116u + 43999u + 1u);
    EXPECT_EQ(dec->layerPath, valuesLayer);
    EXPECT_EQ(svarint(layerText(document, *dec)), scaled(row0[3]));
    // Past the table or its columns: nothing.
    EXPECT_EQ(table.cellRange(table.rowCount(), 0), std::nullopt);
    EXPECT_EQ(table.cellRange(0, table.columns().size()), std::nullopt);
}

TEST(At1CellRange, EveryColumnarCellIsItsValue) {
    const Document document = openFile(corpusPath("at1/col_weather_tab.at1"));
    const Table& table = *document.tables.at(0);
    const auto cells = tableCells(table);
    ASSERT_EQ(cells.size(), table.rowCount() + 1);
    // TEXT columns 0 and 2 are their text; DEC column 3 a delta from the previous value.
    std::int64_t previous = 0;
    std::size_t missing = 0;
    for (std::uint64_t row = 0; row < table.rowCount(); ++row) {
        const auto& record = cells[row + 1];
        for (const std::size_t column : {0u, 2u}) {
            const auto cell = table.cellRange(row, column);
            ASSERT_TRUE(cell.has_value()) << row;
            EXPECT_EQ(layerText(document, *cell), record[column]) << row << " " << column;
        }
        const auto dec = table.cellRange(row, 3);
        if (record[3] == missingMarker) {
            // A short row takes no value of the columns past its last field.
            EXPECT_EQ(dec, std::nullopt) << row;
            ++missing;
            continue;
        }
        ASSERT_TRUE(dec.has_value()) << row;
        const std::int64_t value = scaled(record[3]);
        EXPECT_EQ(previous + svarint(layerText(document, *dec)), value) << row;
        previous = value;
    }
    // manifest: column 3 has 3,974 values for 4,000 rows.
    EXPECT_EQ(missing, 4000u - 3974u);
}

// qcolumnar and qjson: a value is its line in its block's decoded layer.
void expectQueryCells(const std::string& name, const std::string& blockPrefix) {
    const Document document = openFile(corpusPath("at1/" + name + ".at1"));
    const QJsonObject query = manifestCase("at1", name)["query"].toObject();
    const Table& table = *document.tables.at(0);
    const auto cells = tableCells(table);
    const auto rowsPerGroup = static_cast<std::uint64_t>(query["rg"].toInt());
    const auto columns = static_cast<std::size_t>(query["ncols"].toInt());
    ASSERT_EQ(table.columns().size(), columns);
    std::vector<std::uint64_t> nextOffset(columns, 0);
    for (std::uint64_t row = 0; row < table.rowCount(); ++row) {
        const std::uint64_t group = row / rowsPerGroup;
        if (row % rowsPerGroup == 0) {
            std::fill(nextOffset.begin(), nextOffset.end(), 0);
        }
        for (std::size_t c = 0; c < columns; ++c) {
            const auto cell = table.cellRange(row, c);
            ASSERT_TRUE(cell.has_value()) << row << " " << c;
            // The block's values one per line: each starts after the one before and its '\n'.
            EXPECT_EQ(cell->range.offset, nextOffset[c]) << row << " " << c;
            nextOffset[c] = cell->range.end() + 1;
            EXPECT_EQ(cell->layerPath.rfind(blockPrefix + "row group " + std::to_string(group) +
                                                " / column " + std::to_string(c),
                                            0),
                      0u)
                << cell->layerPath;
            EXPECT_EQ(layerText(document, *cell), cells[row + 1][c]) << row << " " << c;
        }
    }
}

TEST(At1CellRange, QcolumnarValuesInTheirBlocksLayers) {
    expectQueryCells("qcol_small_rg", "file / stream set / stream 'blocks' / ");
}

TEST(At1CellRange, QjsonValuesInTheirBlocksLayers) {
    expectQueryCells("qjson_applogs", "file / stream set / stream 'blocks' / ");
}

// The record codecs (at1-codecs.md): a text cell read from a decoded stream (a log's variable,
// an ssh field, a vcf field) is its bytes in that stream's layer. Returns how many cells have
// bytes.
std::size_t expectRecordCellsAreTheirText(const std::string& name) {
    const Document document = openFile(corpusPath("at1-codecs/" + name + ".at1"));
    const Table& records = *document.tables.at(0);
    const auto cells = tableCells(records);
    std::size_t found = 0;
    for (std::uint64_t row = 0; row < records.rowCount(); ++row) {
        for (std::size_t c = 0; c < records.columns().size(); ++c) {
            const auto cell = records.cellRange(row, c);
            if (!cell) {
                continue;
            }
            ++found;
            EXPECT_NE(cells[row + 1][c], missingMarker) << name << " " << row << " " << c;
            const std::string text = layerText(document, *cell);
            if (records.columns()[c].type == LogicalType::Float64) {
                // A json number as written ("2.50") and as shown ("2.5") are the same double.
                EXPECT_EQ(std::stod(text), std::stod(cells[row + 1][c]))
                    << name << " " << row << " " << c;
            } else {
                EXPECT_EQ(text, cells[row + 1][c])
                    << name << " " << row << " " << c << " " << cell->layerPath;
            }
        }
    }
    return found;
}

TEST(At1CellRange, LogVariablesInTheVarsLayer) {
    // log_syslog.orig's first lines are templated (flags 01 01 ...): row 0's variables are the
    // first items of `vars` ("5", "08:00:01", "1", "612", "8084"), row 1's follow them.
    const Document document = openFile(corpusPath("at1-codecs/log_syslog.at1"));
    const Table& table = *document.tables.at(0);
    const std::string vars = "file / stream set / stream 'vars' :: decoded";
    EXPECT_EQ(table.cellRange(0, 2), (CellBytes{{0, 1}, vars}));
    EXPECT_EQ(table.cellRange(0, 3), (CellBytes{{2, 8}, vars}));
    EXPECT_EQ(table.cellRange(0, 6), (CellBytes{{17, 4}, vars}));
    EXPECT_EQ(table.cellRange(1, 3), (CellBytes{{24, 8}, vars}));
    // The rebuilt line and the template id (a varint read as a number) have no bytes of their
    // own; a slot the row's template lacks neither.
    EXPECT_EQ(table.cellRange(0, 0), std::nullopt);
    EXPECT_EQ(table.cellRange(0, 1), std::nullopt);
    EXPECT_EQ(table.cellRange(0, 7), std::nullopt);
    EXPECT_EQ(table.cellRange(table.rowCount(), 2), std::nullopt);
}

TEST(At1CellRange, EveryRecordCellWithBytesIsItsText) {
    // How many cells have bytes: the variables of a log's templated lines, an ssh line's fields,
    // a vcf line's fields (not the numbers a codec reads as varints).
    for (const char* name :
         {"log_syslog", "log_stream", "ssh_auth", "ssh_stream", "vcf_gt_dp_gq"}) {
        EXPECT_GT(expectRecordCellsAreTheirText(name), 1000u) << name;
    }
}

} // namespace
} // namespace strata::test
