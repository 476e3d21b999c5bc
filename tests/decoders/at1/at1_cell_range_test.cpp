// An AT-1 table cell's bytes lie in a decoded layer (issue 16): a columnar value in the `values`
// stream's layer, a qcolumnar/qjson value in its block's layer. Checked against offsets computed
// by hand from the corpus manifest (corpus/at1/manifest.json) and the original (.orig), and for
// every cell of a file against the bytes at the returned range of the layer the path names.
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>
#include <ctime>
#include <gtest/gtest.h>
#include <map>

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

// qjson2: a template's values in the row groups of its `t<i>:blocks` stream, like qjson's.
TEST(At1CellRange, Qjson2TemplateValuesInTheirBlocksLayers) {
    const Document document = openFile(corpusPath("at1-codecs/qjson2_many_shapes.at1"));
    ASSERT_GE(document.tables.size(), 2u);
    for (std::size_t t = 0; t < document.tables.size(); ++t) {
        const Table& table = *document.tables[t];
        const auto cells = tableCells(table);
        const std::string blocks =
            "file / stream set / stream 't" + std::to_string(t) + ":blocks' / row group ";
        std::size_t located = 0;
        for (std::uint64_t row = 0; row < table.rowCount(); ++row) {
            for (std::size_t c = 0; c < table.columns().size(); ++c) {
                const auto cell = table.cellRange(row, c);
                if (!cell) {
                    EXPECT_EQ(cells[row + 1][c], missingMarker) << t << " " << row << " " << c;
                    continue;
                }
                EXPECT_EQ(cell->layerPath.rfind(blocks, 0), 0u) << cell->layerPath;
                EXPECT_EQ(layerText(document, *cell), cells[row + 1][c]) << row << " " << c;
                ++located;
            }
        }
        EXPECT_GT(located, table.rowCount()) << t;
    }
}

// An LEB128 varint (spec "Encodings"), which must fill `bytes`.
std::uint64_t uvarint(const std::string& bytes) {
    std::uint64_t value = 0;
    unsigned shift = 0;
    for (const char c : bytes) {
        value |= std::uint64_t{static_cast<unsigned char>(c) & 0x7Fu} << shift;
        shift += 7;
    }
    return value;
}

// The running sums of a stream of svarint deltas (at1-codecs.md section 1, "accumulators") whose
// varints end in (from, to]: the values the deltas in those bytes give. Fails unless a varint
// starts at `from` and one ends at `to`.
std::vector<std::int64_t> deltaSums(const std::string& stream, std::uint64_t from,
                                    std::uint64_t to) {
    std::vector<std::int64_t> sums;
    std::int64_t sum = 0;
    bool started = from == 0;
    std::string varint;
    for (std::uint64_t at = 0; at < to && at < stream.size(); ++at) {
        varint += stream[at];
        if ((static_cast<unsigned char>(stream[at]) & 0x80u) != 0) {
            continue;
        }
        sum += svarint(varint);
        varint.clear();
        if (at + 1 == from) {
            started = true;
        } else if (at + 1 > from) {
            sums.push_back(sum);
        }
    }
    EXPECT_TRUE(started && varint.empty()) << from << ".." << to;
    return sums;
}

std::string layerText(const Document& document, const std::string& path) {
    const Layer* layer = document.root->findLayerByPath(path);
    EXPECT_NE(layer, nullptr) << path;
    if (layer == nullptr) {
        return {};
    }
    const auto source = layer->bytes()->source;
    const auto view = source->view(0, source->size());
    return std::string(reinterpret_cast<const char*>(view.data()), view.size());
}

// "2021-04-10T18:34:41Z", as OSM writes epoch seconds.
std::string isoTime(std::int64_t seconds) {
    const auto time = static_cast<std::time_t>(seconds);
    std::tm parts{};
    gmtime_r(&time, &parts);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
    return text;
}

// How a record column's cell is read from its bytes.
enum class CellBytesAre {
    Text,         // the cell's text as it is (or a json number as written)
    JsonText,     // the same, or a json string with escapes (or empty) as written, quoted
    Varint,       // an unsigned varint of the cell's integer
    Delta,        // the svarint delta that, summed over its stream from 0, gives the integer
    DeltaTime,    // the same, epoch seconds shown as an ISO time
    DeltaDegree,  // the same, in 1e-7 degrees
    DeltaList,    // the deltas of the cell's space-separated integers
    LittleEndian, // a little-endian unsigned integer (a DICOM length)
    DicomTag,     // a tag's group and element, little-endian: "(0008,0005)"
    Elsewhere     // checked by the caller
};

// The record codecs (at1-codecs.md): a cell read from a decoded stream is its bytes in that
// stream's layer, read the way `kinds` says for its column (Text for those not named). Returns
// how many cells of each column have bytes.
std::map<std::string, std::size_t>
expectRecordCellsAreTheirBytes(const std::string& name, std::size_t tableIndex = 0,
                               const std::map<std::string, CellBytesAre>& kinds = {}) {
    const Document document = openFile(corpusPath("at1-codecs/" + name + ".at1"));
    const Table& records = *document.tables.at(tableIndex);
    const auto cells = tableCells(records);
    std::map<std::string, std::size_t> found;
    std::map<std::string, std::string> layers;
    for (std::uint64_t row = 0; row < records.rowCount(); ++row) {
        for (std::size_t c = 0; c < records.columns().size(); ++c) {
            const auto cell = records.cellRange(row, c);
            const std::string& column = records.columns()[c].name;
            const std::string& shown = cells[row + 1][c];
            if (!cell) {
                continue;
            }
            ++found[column];
            EXPECT_NE(shown, missingMarker) << name << " " << row << " " << column;
            auto& layer = layers[cell->layerPath];
            if (layer.empty()) {
                layer = layerText(document, cell->layerPath);
            }
            if (cell->range.end() > layer.size() || cell->range.length == 0) {
                ADD_FAILURE() << name << " " << row << " " << column << " " << cell->range.offset
                              << "+" << cell->range.length;
                continue;
            }
            const std::string bytes = layer.substr(cell->range.offset, cell->range.length);
            const auto sums = [&] {
                return deltaSums(layer, cell->range.offset, cell->range.end());
            };
            const auto kind = kinds.contains(column) ? kinds.at(column) : CellBytesAre::Text;
            const std::string where = name + " " + std::to_string(row) + " " + column;
            switch (kind) {
            case CellBytesAre::JsonText:
                if (bytes.starts_with('"')) {
                    const auto array =
                        QJsonDocument::fromJson(QByteArray::fromStdString("[" + bytes + "]"))
                            .array();
                    EXPECT_EQ(array.at(0).toString().toStdString(), shown) << where;
                    EXPECT_TRUE(bytes == "\"\"" || bytes.find('\\') != std::string::npos)
                        << where << ": a string without escapes is the text between its quotes";
                    break;
                }
                [[fallthrough]];
            case CellBytesAre::Text:
                if (records.columns()[c].type == LogicalType::Float64) {
                    // A json number as written ("2.50") and as shown ("2.5") are the same double.
                    EXPECT_EQ(std::stod(bytes), std::stod(shown)) << where;
                } else {
                    EXPECT_EQ(bytes, shown) << where << " " << cell->layerPath;
                }
                break;
            case CellBytesAre::Varint:
                EXPECT_EQ(std::to_string(uvarint(bytes)), shown) << where;
                break;
            case CellBytesAre::Delta:
                EXPECT_EQ(sums(), std::vector<std::int64_t>{std::stoll(shown)}) << where;
                break;
            case CellBytesAre::DeltaTime:
                EXPECT_EQ(isoTime(sums().at(0)), shown) << where;
                break;
            case CellBytesAre::DeltaDegree:
                EXPECT_EQ(static_cast<double>(sums().at(0)) / 1e7, std::stod(shown)) << where;
                break;
            case CellBytesAre::DeltaList: {
                std::string text;
                for (const std::int64_t value : sums()) {
                    text += (text.empty() ? "" : " ") + std::to_string(value);
                }
                EXPECT_EQ(text, shown) << where;
                break;
            }
            case CellBytesAre::DicomTag: {
                if (bytes.size() != 4) {
                    ADD_FAILURE() << where;
                    break;
                }
                const auto byte = [&bytes](std::size_t i) {
                    return static_cast<unsigned>(static_cast<unsigned char>(bytes[i]));
                };
                char text[16];
                std::snprintf(text, sizeof text, "(%04x,%04x)", byte(0) | byte(1) << 8,
                              byte(2) | byte(3) << 8);
                EXPECT_EQ(text, shown) << where;
                break;
            }
            case CellBytesAre::Elsewhere:
                break;
            case CellBytesAre::LittleEndian: {
                std::uint64_t value = 0;
                for (std::size_t i = bytes.size(); i-- > 0;) {
                    value = value << 8 | static_cast<unsigned char>(bytes[i]);
                }
                EXPECT_EQ(std::to_string(value), shown) << where;
                break;
            }
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
    // The rebuilt line has no bytes of its own; a slot the row's template lacks neither.
    EXPECT_EQ(table.cellRange(0, 0), std::nullopt);
    EXPECT_EQ(table.cellRange(0, 7), std::nullopt);
    EXPECT_EQ(table.cellRange(table.rowCount(), 2), std::nullopt);
}

TEST(At1CellRange, LogTemplateIdsInTheTidsLayer) {
    // manifest: 1,495 templated lines, `tids` 1,495 bytes (22 templates: one-byte varints), so a
    // templated line's id is byte k of `tids`, k the templated lines before it; a verbatim line
    // (missing template) has none.
    const Document document = openFile(corpusPath("at1-codecs/log_syslog.at1"));
    const Table& table = *document.tables.at(0);
    const auto cells = tableCells(table);
    const std::string tids = "file / stream set / stream 'tids' :: decoded";
    const std::string ids = layerText(document, tids);
    std::uint64_t templated = 0;
    // Every 7th row and every verbatim one (each cellRange reads the section again).
    for (std::uint64_t row = 0; row < table.rowCount(); ++row) {
        if (cells[row + 1][1] == missingMarker) {
            EXPECT_EQ(table.cellRange(row, 1), std::nullopt) << row;
            continue;
        }
        if (row % 7 == 0) {
            EXPECT_EQ(table.cellRange(row, 1), (CellBytes{{templated, 1}, tids})) << row;
        }
        EXPECT_EQ(std::to_string(static_cast<unsigned char>(ids.at(templated++))),
                  cells[row + 1][1])
            << row;
    }
    EXPECT_EQ(templated, 1495u);
}

TEST(At1CellRange, VcfPositionsAreTheirDeltas) {
    // vcf_gt_dp_gq: POS delta-coded (pos_delta): record 0's POS is the first svarint of `pos`,
    // the delta from 0, whose value is the first record's POS in the original.
    const Document document = openFile(corpusPath("at1-codecs/vcf_gt_dp_gq.at1"));
    const Table& table = *document.tables.at(0);
    const std::string original = readFileText(corpusPath("at1-codecs/vcf_gt_dp_gq.orig"));
    std::size_t line = 0;
    while (original[line] == '#') {
        line = original.find('\n', line) + 1;
    }
    const auto first = fieldsOf(original.substr(line, original.find('\n', line) - line), '\t');
    const auto pos = table.cellRange(0, 1);
    ASSERT_TRUE(pos.has_value());
    EXPECT_EQ(pos->layerPath, "file / stream set / stream 'pos' :: decoded");
    EXPECT_EQ(pos->range.offset, 0u);
    EXPECT_EQ(svarint(layerText(document, *pos)), std::stoll(first[1]));
    const auto found =
        expectRecordCellsAreTheirBytes("vcf_gt_dp_gq", 0, {{"POS", CellBytesAre::Delta}});
    EXPECT_EQ(found.at("POS"), 300u);
    // A text POS (vcf_pos_text) is its list item.
    EXPECT_GT(expectRecordCellsAreTheirBytes("vcf_pos_text").at("POS"), 0u);
}

TEST(At1CellRange, OsmNumbersAreTheirVarintsAndDeltas) {
    const std::map<std::string, CellBytesAre> kinds = {{"id", CellBytesAre::Delta},
                                                       {"version", CellBytesAre::Varint},
                                                       {"timestamp", CellBytesAre::DeltaTime},
                                                       {"lat", CellBytesAre::DeltaDegree},
                                                       {"lon", CellBytesAre::DeltaDegree},
                                                       {"nd count", CellBytesAre::Varint},
                                                       {"nd refs", CellBytesAre::DeltaList}};
    // info: 873 nodes, 140 ways, 21 relations; every node's numbers have bytes, and every way's
    // but the nd refs of a way without nds.
    const auto nodes = expectRecordCellsAreTheirBytes("osm_city", 0, kinds);
    for (const char* column : {"id", "version", "timestamp", "lat", "lon"}) {
        EXPECT_EQ(nodes.at(column), 873u) << column;
    }
    EXPECT_FALSE(nodes.contains("tags")); // keys and values lie in two streams
    const auto ways = expectRecordCellsAreTheirBytes("osm_city", 1, kinds);
    EXPECT_EQ(ways.at("nd count"), 140u);
    EXPECT_GT(ways.at("nd refs"), 100u);
    const auto relations = expectRecordCellsAreTheirBytes("osm_city", 2, kinds);
    EXPECT_EQ(relations.at("id"), 21u);
    EXPECT_FALSE(relations.contains("members"));
    // The first node in the table (the original's first two are verbatim: one is not closed,
    // one has a coordinate not printed canonically) has its id
    // as the first delta of `n_id`, from 0.
    const Document document = openFile(corpusPath("at1-codecs/osm_city.at1"));
    const auto id = document.tables.at(0)->cellRange(0, 0);
    ASSERT_TRUE(id.has_value());
    EXPECT_EQ(*id,
              (CellBytes{{0, id->range.length}, "file / stream set / stream 'n_id' :: decoded"}));
    const std::string first = tableCells(*document.tables.at(0))[1][0];
    EXPECT_EQ(svarint(layerText(document, *id)), std::stoll(first));
    const std::string original = readFileText(corpusPath("at1-codecs/osm_city.orig"));
    EXPECT_NE(original.find("<node id=\"" + first + "\""), std::string::npos) << first;
}

TEST(At1CellRange, DicomElementsAreTheirHeaderFieldsAndValues) {
    // An element's offset is its tag's in `pre` (the file's bytes up to the pixel data, section
    // 10): the cell's bytes are the tag there; the VR and length their fields after it.
    for (const char* name : {"dicom_ct16_hdelta", "dicom_ct16_planes_implicit"}) {
        const Document document = openFile(corpusPath(std::string("at1-codecs/") + name + ".at1"));
        const Table& table = *document.tables.at(0);
        const auto cells = tableCells(table);
        const std::string pre = "file / stream set / stream 'pre' :: decoded";
        for (std::uint64_t row = 0; row < table.rowCount(); ++row) {
            const std::uint64_t offset = std::stoull(cells[row + 1][0]);
            EXPECT_EQ(table.cellRange(row, 0), (CellBytes{{offset, 4}, pre})) << name << row;
            EXPECT_EQ(table.cellRange(row, 1), table.cellRange(row, 0)) << name << row;
            const auto length = table.cellRange(row, 3);
            ASSERT_TRUE(length.has_value()) << name << row;
            // Explicit VR: 2 VR bytes, then a 2-byte length or 2 reserved bytes and 4 (PS3.5
            // 7.1.2); implicit: a 4-byte length after the tag.
            const auto vr = table.cellRange(row, 2);
            if (vr) {
                EXPECT_EQ(*vr, (CellBytes{{offset + 4, 2}, pre})) << name << row;
                EXPECT_TRUE(length->range == (ByteRange{offset + 6, 2}) ||
                            length->range == (ByteRange{offset + 8, 4}))
                    << name << row;
            } else {
                EXPECT_EQ(length->range, (ByteRange{offset + 4, 4})) << name << row;
            }
            const auto value = table.cellRange(row, 4);
            if (value) {
                EXPECT_EQ(*value,
                          (CellBytes{{length->range.end(), std::stoull(cells[row + 1][3])}, pre}))
                    << name << row;
            }
        }
        const auto found = expectRecordCellsAreTheirBytes(name, 0,
                                                          {{"offset", CellBytesAre::Elsewhere},
                                                           {"tag", CellBytesAre::DicomTag},
                                                           {"value", CellBytesAre::Elsewhere},
                                                           {"length", CellBytesAre::LittleEndian}});
        EXPECT_EQ(found.at("length"), table.rowCount()) << name;
    }
}

TEST(At1CellRange, JsonStringsAreTheTextBetweenTheirQuotes) {
    // json_gh_events line 0: {"id":"...","type":"PushEvent",...}: `.type`'s cell is the text
    // between the quotes on its column's stream, the quotes not included.
    const Document document = openFile(corpusPath("at1-codecs/json_gh_events.at1"));
    const Table& table = *document.tables.at(0);
    const auto cells = tableCells(table);
    const auto type = table.cellRange(0, 1);
    ASSERT_TRUE(type.has_value());
    const std::string layer = layerText(document, type->layerPath);
    EXPECT_EQ(layer.substr(type->range.offset, type->range.length), cells[1][1]);
    EXPECT_EQ(layer[type->range.offset - 1], '"');
    EXPECT_EQ(layer[type->range.end()], '"');
    std::map<std::string, CellBytesAre> kinds;
    for (const Column& column : table.columns()) {
        kinds[column.name] = CellBytesAre::JsonText;
    }
    const auto found = expectRecordCellsAreTheirBytes("json_gh_events", 0, kinds);
    EXPECT_EQ(found.at(".type"), 500u);
    EXPECT_EQ(found.at(".actor.login"), 500u);
}

// The data of a .npy file: after the magic, the version, the header length (2 bytes in version
// 1, 4 in version 2) and the header (numpy format.rst).
std::uint64_t npyDataOffset(const std::string& npy) {
    const auto byte = [&npy](std::size_t i) {
        return std::uint64_t{static_cast<unsigned char>(npy.at(i))};
    };
    return npy.at(6) == 1 ? 10 + (byte(8) | byte(9) << 8)
                          : 12 + (byte(8) | byte(9) << 8 | byte(10) << 16 | byte(11) << 24);
}

TEST(At1CellRange, EmbedItemsAreTheirElementsWithThePlanesUndone) {
    // An element's bytes lie in byte planes, one per byte (section 6): its cell's bytes are in
    // the `elements` layer, element e at e x width, which holds the .npy data of the original.
    // embed_f32_embeddings: 400 x 64 <f4, C order; embed_f16_fortran: Fortran order, element
    // (r, c) stored at c x rows + r; embed_f64_v2: a version 2 header.
    const std::string elements = "file / stream set / stream 'data' :: elements";
    for (const auto& [name, width] :
         {std::pair<std::string, std::uint64_t>{"embed_f32_embeddings", 4},
          {"embed_f16_fortran", 2},
          {"embed_f64_v2", 8},
          {"embed_c16", 16}}) {
        const Document document = openFile(corpusPath("at1-codecs/" + name + ".at1"));
        const Table& table = *document.tables.at(0);
        const std::string original = readFileText(corpusPath("at1-codecs/" + name + ".orig"));
        const std::uint64_t data = npyDataOffset(original);
        const std::string layer = layerText(document, elements);
        EXPECT_EQ(layer, original.substr(data)) << name;
        const bool grid = table.columns().at(0).name == "row";
        const std::uint64_t columns = grid ? table.columns().size() - 1 : 1;
        const bool fortran = original.find("'fortran_order': True") != std::string::npos;
        for (std::uint64_t row = 0; row < table.rowCount(); row += 7) {
            for (std::uint64_t c = 0; c < columns; ++c) {
                const std::uint64_t e = fortran ? c * table.rowCount() + row : row * columns + c;
                EXPECT_EQ(table.cellRange(row, 1 + c), (CellBytes{{e * width, width}, elements}))
                    << name << " " << row << " " << c;
            }
            // A list's index column is its element too; a grid's row column spans elements.
            EXPECT_EQ(table.cellRange(row, 0), grid ? std::nullopt : table.cellRange(row, 1))
                << name << " " << row;
        }
    }
}

TEST(At1CellRange, EveryRecordCellWithBytesIsItsText) {
    // How many cells have bytes: the variables of a log's templated lines, an ssh line's fields,
    // a vcf line's fields.
    for (const char* name : {"log_stream", "ssh_auth", "ssh_stream", "vcf_gt_dp_gq"}) {
        std::size_t total = 0;
        for (const auto& [column, count] : expectRecordCellsAreTheirBytes(
                 name, 0, {{"template", CellBytesAre::Varint}, {"POS", CellBytesAre::Delta}})) {
            total += count;
        }
        EXPECT_GT(total, 1000u) << name;
    }
}

} // namespace
} // namespace strata::test
