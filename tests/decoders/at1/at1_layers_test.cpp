// Every stream of an AT-1 stream set is a decoded layer of its node, and what it holds lies in it
// at exact decoded offsets: checked against the corpus manifest (corpus/at1/manifest.json) for
// both dialects, whole-file and streaming.
#include "strata/format_registry.h"
#include "strata/layer_cache.h"
#include "strata/payload.h"
#include "support/corpus.h"
#include "support/tree_lookup.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

// The one layer of a stream's node, after expanding it.
const Layer& decodedLayer(const Node& stream) {
    stream.children();
    EXPECT_EQ(stream.layers().size(), 1u) << stream.path();
    static const Layer none("none", "", 0, [](const JobControl&) { return LayerBytes{}; });
    return stream.layers().empty() ? none : *stream.layers()[0];
}

std::string bytesOf(const Layer& layer, ByteRange range) {
    const auto bytes = layer.bytes();
    const auto view = bytes->source->view(range.offset, range.length);
    return std::string(reinterpret_cast<const char*>(view.data()), view.size());
}

std::uint64_t number(const QJsonValue& value) {
    return static_cast<std::uint64_t>(value.toInteger());
}

// Leaves below a node, group nodes ("values 0-511", "lines 512-1023") looked through.
std::vector<const Node*> leaves(const Node& parent) {
    std::vector<const Node*> out;
    for (const auto& child : parent.children()) {
        const std::string& label = child->label();
        if ((label.starts_with("values ") || label.starts_with("lines ")) && child->hasChildren()) {
            const auto inner = leaves(*child);
            out.insert(out.end(), inner.begin(), inner.end());
        } else {
            out.push_back(child.get());
        }
    }
    return out;
}

// Columnar: meta fields, col_index entries and column chunks at their decoded offsets, with the
// values the manifest gives (`detail` is the case's "columnar" or a frame's "codec_detail").
void expectColumnarSet(const Document& document, const std::string& set,
                       const QJsonObject& detail) {
    const Node& meta = nodeAtPath(document, set + " / stream 'meta'");
    const Layer& metaLayer = decodedLayer(meta);
    const Node& nrows = nodeAtPath(document, set + " / stream 'meta' / nrows");
    EXPECT_EQ(nrows.layer(), &metaLayer);
    EXPECT_EQ(nrows.value(), std::to_string(detail["nrows"].toInt()));
    EXPECT_EQ(nrows.range().offset, 0u);
    const Node& trailing = nodeAtPath(document, set + " / stream 'meta' / trailing_nl");
    EXPECT_EQ(trailing.range(), (ByteRange{nrows.range().end(), 1}));
    EXPECT_EQ(trailing.value(), detail["trailing_nl"].toBool() ? "1" : "0");
    const Node& hasHeader = nodeAtPath(document, set + " / stream 'meta' / has_header");
    EXPECT_EQ(hasHeader.range(), (ByteRange{trailing.range().end(), 1}));
    EXPECT_EQ(hasHeader.value(), detail["has_header"].toBool() ? "1" : "0");
    const Node& delim = nodeAtPath(document, set + " / stream 'meta' / delim");
    const std::string delimiter = detail["delim"].toString().toStdString();
    EXPECT_EQ(bytesOf(metaLayer, delim.range()), delimiter);
    const Node& ncols = nodeAtPath(document, set + " / stream 'meta' / ncols");
    EXPECT_EQ(ncols.value(), std::to_string(detail["ncols"].toInt()));
    EXPECT_EQ(ncols.range().end(), metaLayer.bytes()->source->size());

    const auto columns = detail["columns"].toArray();
    const auto entries = leaves(nodeAtPath(document, set + " / stream 'col_index'"));
    ASSERT_EQ(entries.size(), static_cast<std::size_t>(columns.size()));
    const Node& values = nodeAtPath(document, set + " / stream 'values'");
    const Layer& valuesLayer = decodedLayer(values);
    std::uint64_t entryOffset = 0;
    std::uint64_t chunkOffset = 0;
    for (qsizetype k = 0; k < columns.size(); ++k) {
        const QJsonObject column = columns[k].toObject();
        const std::uint64_t chunkLength = number(column["chunk_len"]);
        EXPECT_EQ(entries[k]->value(), std::to_string(chunkLength));
        EXPECT_EQ(entries[k]->range().offset, entryOffset);
        entryOffset = entries[k]->range().end();
        // The column's node lies over its chunk in `values`.
        const Node& chunk = *values.children()[static_cast<std::size_t>(k)];
        EXPECT_EQ(chunk.label().rfind("column " + std::to_string(k), 0), 0u) << chunk.label();
        EXPECT_EQ(chunk.layer(), &valuesLayer);
        EXPECT_EQ(chunk.range(), (ByteRange{chunkOffset, chunkLength})) << chunk.path();
        EXPECT_EQ(fieldText(chunk, "count"), std::to_string(column["count"].toInt()));
        EXPECT_EQ(leaves(chunk).back()->label(),
                  "value " + std::to_string(column["count"].toInt() - 1))
            << chunk.path();
        for (const char* parameter : {"D", "nexc", "source", "nmap", "subtype"}) {
            if (!column.contains(parameter)) {
                continue;
            }
            const std::string expected = column[parameter].isString()
                                             ? column[parameter].toString().toStdString()
                                             : std::to_string(column[parameter].toInt());
            const Node* part = nullptr;
            for (const auto& child : chunk.children()) {
                if (child->label() == (std::string(parameter) == "nexc" ? "nexc" : parameter)) {
                    part = child.get();
                }
            }
            ASSERT_NE(part, nullptr) << chunk.path() << " " << parameter;
            EXPECT_EQ(part->value(), expected) << chunk.path() << " " << parameter;
            EXPECT_TRUE(chunk.range().contains(part->range())) << part->path();
        }
        chunkOffset += chunkLength;
    }
    EXPECT_EQ(chunkOffset, valuesLayer.bytes()->source->size());
}

TEST(At1Layers, ColumnarWholeFileMetaColIndexAndChunks) {
    const Document document = openFile(corpusPath("at1/col_weather_tab.at1"));
    const QJsonObject manifest = manifestCase("at1", "col_weather_tab");
    expectColumnarSet(document, "file / stream set", manifest["columnar"].toObject());
    // The layer says how it was made, as the example does.
    const Node& values = nodeAtPath(document, "file / stream set / stream 'values'");
    EXPECT_EQ(values.layers()[0]->origin(), "xz, 21,832 \u2192 128,943 bytes");
    EXPECT_EQ(values.layers()[0]->path(), "file / stream set / stream 'values' :: decoded");
}

TEST(At1Layers, ColumnarPublicStreamingFramesEach) {
    const Document document = openFile(corpusPath("at1/pub_stream_columnar.at1"));
    const QJsonObject manifest = manifestCase("at1", "pub_stream_columnar");
    std::size_t structured = 0;
    for (const auto& value : manifest["frames"].toArray()) {
        const QJsonObject frame = value.toObject();
        if (frame["method"].toInt() != 0) {
            continue;
        }
        ++structured;
        expectColumnarSet(
            document, "file / frame " + std::to_string(frame["frame"].toInt()) + " / stream set",
            frame["codec_detail"].toObject());
    }
    EXPECT_GE(structured, 2u);
}

TEST(At1Layers, ColumnarValuesAreTheOriginalsFields) {
    const Document document = openFile(corpusPath("at1/col_weather_tab.at1"));
    const std::string original = readFileText(corpusPath("at1/col_weather_tab.orig"));
    // Row 1 (after the header) is structured: column 3's value 0 is its fourth field.
    const std::size_t start = original.find('\n') + 1;
    const std::string row = original.substr(start, original.find('\n', start) - start);
    std::vector<std::string> fields;
    for (std::size_t from = 0;;) {
        const std::size_t tab = row.find('\t', from);
        fields.push_back(row.substr(from, tab - from));
        if (tab == std::string::npos) {
            break;
        }
        from = tab + 1;
    }
    const Node& values = nodeAtPath(document, "file / stream set / stream 'values'");
    for (const std::size_t k : {0u, 1u, 3u, 8u}) {
        const Node& column = *values.children()[k];
        // The head's fields (D, source, ...) come first, then the values.
        const auto all = leaves(column);
        const auto found = std::find_if(
            all.begin(), all.end(), [](const Node* leaf) { return leaf->label() == "value 0"; });
        ASSERT_NE(found, all.end()) << column.label();
        const Node& first = **found;
        EXPECT_EQ(first.value(), fields[k]) << column.label();
        EXPECT_TRUE(column.range().contains(first.range())) << column.label();
        // Clicking the value's bytes finds it.
        if (k != 1) { // a DERIVED value's bytes are its map value, found under the map first
            EXPECT_EQ(Node::deepestAt(*values.layers()[0], first.range().offset)->path(),
                      first.path());
        }
    }
    // A TEXT value's bytes in the layer are its text.
    const Node& name = *leaves(*values.children()[0]).front();
    EXPECT_EQ(bytesOf(*values.layers()[0], name.range()), fields[0]);
}

// qcolumnar/qjson: meta, index entries with zone maps and the block offsets they give, blocks
// over their bytes in `blocks`.
void expectQuerySet(const Document& document, const std::string& set, const QJsonObject& detail) {
    for (const char* name : {"rg", "n_struct", "nrg", "ncols", "nlines"}) {
        const Node& meta = nodeAtPath(document, set + " / stream 'meta' / " + name);
        EXPECT_EQ(meta.value(), std::to_string(detail[name].toInt())) << name;
        EXPECT_NE(meta.layer(), nullptr);
    }
    const Node& coltypes = nodeAtPath(document, set + " / stream 'meta' / coltypes");
    EXPECT_EQ(coltypes.range().end(),
              decodedLayer(nodeAtPath(document, set + " / stream 'meta'")).bytes()->source->size());
    EXPECT_EQ(coltypes.range().length, static_cast<std::uint64_t>(detail["ncols"].toInt()));
    const auto groups = static_cast<std::size_t>(detail["nrg"].toInt());
    const auto columns = static_cast<std::size_t>(detail["ncols"].toInt());
    const Node& index = nodeAtPath(document, set + " / stream 'index'");
    const auto entries = leaves(index);
    ASSERT_EQ(entries.size(), groups * columns);
    const Node& blocks = nodeAtPath(document, set + " / stream 'blocks'");
    const Layer& blocksLayer = decodedLayer(blocks);
    std::uint64_t offset = 0;
    std::uint64_t entryEnd = 0;
    for (std::size_t g = 0; g < groups; ++g) {
        for (std::size_t c = 0; c < columns; ++c) {
            const Node& entry = *entries[g * columns + c];
            EXPECT_EQ(entry.label(), "entry (" + std::to_string(g) + "," + std::to_string(c) + ")");
            EXPECT_EQ(entry.range().offset, entryEnd);
            entryEnd = entry.range().end();
            EXPECT_EQ(fieldText(entry, "offset_in_blocks"), std::to_string(offset));
            const std::uint64_t clen = std::stoull(entry.children()[0]->value());
            const Node& block = *blocks.children()[g]->children()[c];
            EXPECT_EQ(block.layer(), &blocksLayer);
            EXPECT_EQ(block.range(), (ByteRange{offset, clen})) << block.path();
            offset += clen;
            if (detail.contains("zone_maps")) {
                const QJsonValue zone = detail["zone_maps"]
                                            .toArray()[static_cast<qsizetype>(g)]
                                            .toArray()[static_cast<qsizetype>(c)];
                if (zone.isNull()) {
                    EXPECT_EQ(entry.children().size(), 1u) << entry.path();
                    continue;
                }
                ASSERT_EQ(entry.children().size(), 3u) << entry.path();
                const Node& zmin = *entry.children()[1];
                const Node& zmax = *entry.children()[2];
                EXPECT_TRUE(entry.range().contains(zmin.range()));
                // Integers past 2^53 reach the test as the nearest double, as JSON gives them.
                const bool integer = zone.toArray()[0].toDouble() > 1e15;
                const auto read = [integer](const std::string& text) {
                    return integer ? static_cast<double>(std::stoll(text)) : std::stod(text);
                };
                EXPECT_EQ(read(zmin.value()), zone.toArray()[0].toDouble()) << entry.path();
                EXPECT_EQ(read(zmax.value()), zone.toArray()[1].toDouble()) << entry.path();
            }
        }
    }
    EXPECT_EQ(offset, blocksLayer.bytes()->source->size());
}

TEST(At1Layers, QcolumnarIndexEntriesZoneMapsAndBlockOffsets) {
    const Document document = openFile(corpusPath("at1/qcol_small_rg.at1"));
    expectQuerySet(document, "file / stream set",
                   manifestCase("at1", "qcol_small_rg")["query"].toObject());
}

TEST(At1Layers, QjsonStreamingFramesIndexEntriesAndBlockOffsets) {
    const Document document = openFile(corpusPath("at1/stream_qjson_weblogs.at1"));
    std::size_t structured = 0;
    for (const auto& value : manifestCase("at1", "stream_qjson_weblogs")["frames"].toArray()) {
        const QJsonObject frame = value.toObject();
        if (frame["method"].toInt() != 0) {
            continue;
        }
        ++structured;
        expectQuerySet(document,
                       "file / frame " + std::to_string(frame["frame"].toInt()) + " / stream set",
                       frame["codec_detail"].toObject());
    }
    EXPECT_GE(structured, 2u);
}

TEST(At1Layers, ABlocksDecodedValuesAreALayerOfItsOwn) {
    const Document document = openFile(corpusPath("at1/qcol_small_rg.at1"));
    const std::string original = readFileText(corpusPath("at1/qcol_small_rg.orig"));
    // Row group 1, column 2 ("kwh"): rows 7..13 of the structured lines (rg 7).
    const Node& block =
        nodeAtPath(document, "file / stream set / stream 'blocks' / row group 1 / column 2");
    const auto values = leaves(block);
    ASSERT_EQ(block.layers().size(), 1u);
    const Layer& decoded = *block.layers()[0];
    EXPECT_EQ(decoded.name(), "values");
    EXPECT_EQ(decoded.path(),
              "file / stream set / stream 'blocks' / row group 1 / column 2 :: values");
    std::vector<const Node*> inLayer;
    for (const Node* value : values) {
        if (value->layer() == &decoded) {
            inLayer.push_back(value);
        }
    }
    ASSERT_EQ(inLayer.size(), 7u);
    const Node& rowModes = nodeAtPath(document, "file / stream set / stream 'row_modes'");
    const std::string modes = bytesOf(decodedLayer(rowModes), {0, 61});
    std::vector<std::string> structured;
    std::size_t from = 0;
    for (std::size_t line = 0; line < modes.size(); ++line) {
        const std::size_t end = original.find('\n', from);
        if (modes[line] == '\x01') {
            structured.push_back(original.substr(from, end - from));
        }
        from = end + 1;
    }
    for (std::size_t r = 0; r < 7; ++r) {
        const std::string& row = structured[7 + r];
        std::size_t start = 0;
        for (int skip = 0; skip < 2; ++skip) {
            start = row.find(';', start) + 1;
        }
        const std::string kwh = row.substr(start, row.find(';', start) - start);
        EXPECT_EQ(inLayer[r]->value(), kwh);
        EXPECT_EQ(bytesOf(decoded, inLayer[r]->range()), kwh);
    }
}

TEST(At1Layers, OpeningAFileDecodesNoLayer) {
    const std::uint64_t before = LayerCache::shared().heldBytes();
    const Document document = openFile(corpusPath("at1/col_weather_tab.at1"));
    const Node& values = nodeAtPath(document, "file / stream set / stream 'values'");
    EXPECT_FALSE(values.childrenProduced());
    EXPECT_EQ(LayerCache::shared().heldBytes(), before);
}

TEST(At1Layers, ACorruptedXzStreamGivesAPartialLayerAndADiagnosticAtItsFileOffset) {
    const QJsonObject manifest = manifestCase("at1", "col_weather_tab");
    std::uint64_t payloadOffset = 0;
    std::uint64_t payloadLength = 0;
    for (const auto& stream : manifest["streams"].toArray()) {
        if (stream.toObject()["name"].toString() == "values") {
            payloadOffset = number(stream.toObject()["offset"]);
            payloadLength = number(stream.toObject()["comp_len"]);
        }
    }
    ASSERT_EQ(payloadLength, 21832u);
    auto bytes = readFileBytes(corpusPath("at1/col_weather_tab.at1"));
    // Damage the LZMA data in the middle of the stream (its index and footer stay readable).
    for (std::uint64_t i = 0; i < 64; ++i) {
        bytes[payloadOffset + payloadLength / 2 + i] ^= std::byte{0x5a};
    }
    const Document document = openBytes(bytes, "damaged.at1");
    const Node& values = nodeAtPath(document, "file / stream set / stream 'values'");
    const Layer& layer = decodedLayer(values);
    const auto produced = layer.bytes();
    ASSERT_NE(produced, nullptr);
    EXPECT_LT(produced->source->size(), 128943u);
    ASSERT_EQ(produced->diagnostics.size(), 1u);
    EXPECT_EQ(produced->diagnostics[0].offset, payloadOffset);
    EXPECT_NE(produced->diagnostics[0].message.find("stream 'values'"), std::string::npos);
    EXPECT_NE(produced->diagnostics[0].message.find(
                  "decoded bytes from " + std::to_string(produced->source->size()) + " on"),
              std::string::npos)
        << produced->diagnostics[0].message;
    // What decoded begins as the original stream does (LZMA cannot tell where its output turns
    // to garbage before the damage is found), and the tree shows the damage at its end.
    const Document intact = openFile(corpusPath("at1/col_weather_tab.at1"));
    const Layer& whole = decodedLayer(nodeAtPath(intact, "file / stream set / stream 'values'"));
    ASSERT_GT(produced->source->size(), 4096u);
    EXPECT_TRUE(bytesOf(layer, {0, 4096}) == bytesOf(whole, {0, 4096}));
    bool damageShown = false;
    for (const auto& child : values.children()) {
        if (child->kind() == NodeKind::Damaged && child->layer() == &layer &&
            child->range().offset == produced->source->size()) {
            damageShown = true;
        }
    }
    EXPECT_TRUE(damageShown);
}

// Which fields of a comma-separated line are quoted (RFC 4180: a quoted field starts with '"'
// and ends at a '"' not doubled).
std::vector<bool> quotedFields(const std::string& line) {
    std::vector<bool> quoted;
    for (std::size_t at = 0; at <= line.size();) {
        quoted.push_back(at < line.size() && line[at] == '"');
        if (quoted.back()) {
            for (++at; at < line.size(); ++at) {
                if (line[at] == '"') {
                    if (at + 1 < line.size() && line[at + 1] == '"') {
                        ++at;
                    } else {
                        ++at;
                        break;
                    }
                }
            }
        }
        const std::size_t comma = line.find(',', at);
        if (comma == std::string::npos) {
            break;
        }
        at = comma + 1;
    }
    return quoted;
}

TEST(At1Layers, QuoteBitsHaveANodePerMixedColumn) {
    const Document document = openFile(corpusPath("at1/col_quotes.at1"));
    // manifest: columns 3 (INT) and 4 (TEXT) are mixed-quoted, 300 values each: their bitmaps
    // are ceil(300 / 8) = 38 bytes, one after the other in column order.
    const Node& stream = nodeAtPath(document, "file / stream set / stream 'quotebits'");
    const Layer& layer = decodedLayer(stream);
    ASSERT_EQ(layer.bytes()->source->size(), 76u);
    const std::string original = readFileText(corpusPath("at1/col_quotes.orig"));
    std::vector<std::vector<bool>> rows;
    for (std::size_t from = original.find('\n') + 1; from < original.size();) {
        const std::size_t end = original.find('\n', from);
        rows.push_back(quotedFields(original.substr(from, end - from)));
        from = end + 1;
    }
    ASSERT_EQ(rows.size(), 300u);
    const auto bits = layer.bytes()->source->bytes();
    std::uint64_t offset = 0;
    for (const std::size_t k : {3u, 4u}) {
        const Node* column = nullptr;
        for (const auto& child : stream.children()) {
            if (child->label().rfind("column " + std::to_string(k), 0) == 0) {
                column = child.get();
            }
        }
        ASSERT_NE(column, nullptr) << k;
        EXPECT_EQ(column->layer(), &layer);
        EXPECT_EQ(column->range(), (ByteRange{offset, 38})) << k;
        std::uint64_t quoted = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            quoted += rows[i][k] ? 1 : 0;
            // Bit i, LSB first, is row i's field k.
            EXPECT_EQ(((std::to_integer<unsigned>(bits[offset + i / 8]) >> (i % 8)) & 1u) != 0,
                      rows[i][k])
                << k << " " << i;
        }
        EXPECT_GT(quoted, 0u);
        EXPECT_LT(quoted, 300u);
        EXPECT_EQ(column->value(), std::to_string(quoted) + " of 300 values quoted");
        EXPECT_EQ(fieldText(*column, "quoted"), std::to_string(quoted));
        offset += 38;
    }
    // Columns quoted all or none have no bitmap.
    EXPECT_EQ(stream.children().size(), 2u);
}

TEST(At1Layers, TheRebuiltOriginalIsALayerOfTheFile) {
    for (const std::string name :
         {"col_weather_tab", "stream_qjson_weblogs", "pub_col_telemetry"}) {
        const Document document = openFile(corpusPath("at1/" + name + ".at1"));
        ASSERT_EQ(document.root->layers().size(), 1u) << name;
        const Layer& original = *document.root->layers()[0];
        EXPECT_EQ(original.path(), "file :: original");
        EXPECT_EQ(document.root->findLayerByPath("file :: original"), &original);
        // The payload is that layer byte for byte.
        ASSERT_TRUE(document.payload);
        EXPECT_EQ(document.payload->layerRange({1234, 56}),
                  (CellBytes{{1234, 56}, "file :: original"}));
        const auto bytes = original.bytes();
        ASSERT_NE(bytes, nullptr);
        EXPECT_TRUE(bytes->diagnostics.empty()) << name;
        const auto view = bytes->source->bytes();
        EXPECT_TRUE(std::string(reinterpret_cast<const char*>(view.data()), view.size()) ==
                    readFileText(corpusPath("at1/" + name + ".orig")))
            << name;
    }
    const Document weather = openFile(corpusPath("at1/col_weather_tab.at1"));
    EXPECT_EQ(weather.root->layers()[0]->origin(), "columnar codec, 22,909 bytes");
}

// The original's lines: line k's node lies over the k-th line of the .orig and says what it was
// rebuilt from; a structured line names its table row, whose source text is the line.
void expectOriginalLines(const std::string& name, std::uint64_t linkedLines) {
    const Document document = openFile(corpusPath("at1/" + name + ".at1"));
    const std::string original = readFileText(corpusPath("at1/" + name + ".orig"));
    const Node& lines = nodeAtPath(document, "file / lines");
    EXPECT_EQ(lines.layer(), document.root->findLayerByPath("file :: original"));
    const auto nodes = leaves(lines);
    EXPECT_EQ(lines.range(), (ByteRange{0, original.size()}));
    const Table& table = *document.tables.at(0);
    std::uint64_t linked = 0;
    std::uint64_t nextRow = 0;
    std::size_t block = ~std::size_t{0};
    std::vector<std::string> rows;
    std::size_t at = 0;
    for (std::size_t k = 0; k < nodes.size(); ++k) {
        const Node& line = *nodes[k];
        const std::size_t end = std::min(original.find('\n', at), original.size());
        ASSERT_EQ(line.label(), "line " + std::to_string(k));
        ASSERT_EQ(line.range(), (ByteRange{at, end - at})) << name << " " << k;
        const std::string text = original.substr(at, end - at);
        at = end + 1;
        const std::string row = fieldText(line, "table_row");
        if (row == "(none)") {
            continue;
        }
        ++linked;
        // Rows come in order, one per structured line.
        const std::uint64_t r = std::stoull(row);
        EXPECT_EQ(r, nextRow++) << name << " " << k;
        EXPECT_EQ(line.value(), "table row " + row);
        if (table.blockOfRow(r) != block) {
            block = table.blockOfRow(r);
            rows = table.sourceRows(block, table.readBlock(block));
        }
        EXPECT_EQ(rows.at(r - table.blocks()[block].firstRow), text) << name << " " << k;
    }
    EXPECT_EQ(at, original.size() + (original.ends_with('\n') ? 0 : 1)) << name;
    EXPECT_EQ(linked, linkedLines) << name;
}

TEST(At1Layers, TheOriginalsLinesNameTheRowsTheyCameFrom) {
    // manifest: 4,000 rows after the header line, no verbatim line.
    expectOriginalLines("col_weather_tab", 4000);
    const Document weather = openFile(corpusPath("at1/col_weather_tab.at1"));
    EXPECT_EQ(nodeAtPath(weather, "file / lines / lines 0\u2013511 / line 0").value(), "header");
    // 9,051 lines, 9,000 structured; the others (header, comments, short lines) are verbatim.
    expectOriginalLines("qcol_meters", 9000);
    const Document meters = openFile(corpusPath("at1/qcol_meters.at1"));
    EXPECT_EQ(nodeAtPath(meters, "file / lines / lines 0\u2013511 / line 0").value(),
              "verbatim line 0");
}

TEST(At1Layers, TheLinesNodeSpansTheOriginalOnceItIsProduced) {
    // Opening decodes nothing, so the original's size is not known yet; once its bytes are
    // produced (a tab shows them, Save writes them) the node spans them, still unexpanded.
    const Document document = openFile(corpusPath("at1/col_weather_tab.at1"));
    const Node* lines = document.root->findByPath("file / lines");
    ASSERT_NE(lines, nullptr);
    EXPECT_FALSE(lines->childrenProduced());
    EXPECT_EQ(lines->range(), (ByteRange{0, 0}));
    const auto bytes = document.root->findLayerByPath("file :: original")->bytes();
    ASSERT_NE(bytes, nullptr);
    // manifest: orig_len 241,559.
    EXPECT_EQ(lines->range(), (ByteRange{0, 241559}));
    EXPECT_FALSE(lines->childrenProduced());
}

TEST(At1Layers, TheOriginalsLinesOfStreamingFramesUpToARawOne) {
    // Frames 0 and 1 are qjson, frame 2 raw: the lines of the first two name their rows; the raw
    // frame's lines and after say nothing.
    const QJsonObject manifest = manifestCase("at1", "pub_stream_qjson");
    std::uint64_t structured = 0;
    for (const auto& value : manifest["frames"].toArray()) {
        const QJsonObject frame = value.toObject();
        if (frame["method"].toInt() == 0) {
            structured +=
                static_cast<std::uint64_t>(frame["codec_detail"].toObject()["n_struct"].toInt());
        }
    }
    expectOriginalLines("pub_stream_qjson", structured);
}

TEST(At1Layers, ARawFramesDataIsALayerOfItsOriginalLines) {
    const Document document = openFile(corpusPath("at1/stream_qjson_weblogs.at1"));
    const QJsonObject frame =
        manifestCase("at1", "stream_qjson_weblogs")["frames"].toArray()[1].toObject();
    ASSERT_EQ(frame["method"].toInt(), 1);
    const Node& data = nodeAtPath(document, "file / frame 1 / raw data");
    const Layer& layer = decodedLayer(data);
    const auto bytes = layer.bytes();
    ASSERT_NE(bytes, nullptr);
    EXPECT_TRUE(bytes->diagnostics.empty());
    const auto length = static_cast<std::uint64_t>(frame["orig_len"].toInteger());
    ASSERT_EQ(bytes->source->size(), length);
    // The frame's lines are those of the original after frame 0's.
    const auto before =
        static_cast<std::size_t>(manifestCase("at1", "stream_qjson_weblogs")["frames"]
                                     .toArray()[0]
                                     .toObject()["orig_len"]
                                     .toInteger());
    EXPECT_TRUE(bytesOf(layer, {0, length}) ==
                readFileText(corpusPath("at1/stream_qjson_weblogs.orig")).substr(before, length));
}

} // namespace
} // namespace strata::test
