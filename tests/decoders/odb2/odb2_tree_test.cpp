// The ODB-2 tree shows every frame, header, column, codec, string table and bitfield at the
// offsets the corpus manifest records, and rows in lazily produced chunks of 1,000.
#include "strata/format_registry.h"
#include "strata/value_text.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

const Node* child(const Node& parent, const std::string& label) {
    for (const auto& node : parent.children()) {
        if (node->label() == label) {
            return node.get();
        }
    }
    return nullptr;
}

const FieldValue* field(const Node& node, const std::string& name) {
    for (const auto& f : node.fields()) {
        if (f.name == name) {
            return &f.value;
        }
    }
    return nullptr;
}

std::string text(const QJsonValue& value) {
    return value.toString().toStdString();
}
std::uint64_t number(const QJsonValue& value) {
    return static_cast<std::uint64_t>(value.toInteger());
}

void expectColumn(const Node& column, const QJsonObject& want, const std::string& where) {
    EXPECT_EQ(std::get<std::string>(*field(column, "codec")), text(want["codec"])) << where;
    EXPECT_EQ(std::get<std::string>(*field(column, "name")), text(want["name"])) << where;
    if (want.contains("strings")) {
        const Node* table = child(*child(column, "codec data"), "string table");
        ASSERT_NE(table, nullptr) << where;
        const auto strings = want["strings"].toArray();
        ASSERT_EQ(table->children().size(), static_cast<std::size_t>(strings.size())) << where;
        for (qsizetype s = 0; s < strings.size(); ++s) {
            // The manifest writes invalid UTF-8 bytes as \xNN escapes; compare the others.
            if (strings[s].isString() && text(strings[s]).find("\\x") == std::string::npos) {
                // An empty string shows as "" (stringNodeValue).
                EXPECT_EQ(table->children()[static_cast<std::size_t>(s)]->value(),
                          stringNodeValue(text(strings[s])))
                    << where;
            }
        }
    }
    if (want.contains("bitfields")) {
        const Node* bitfields = child(column, "bitfields");
        ASSERT_NE(bitfields, nullptr) << where;
        const auto fields = want["bitfields"].toArray();
        ASSERT_EQ(bitfields->children().size(), static_cast<std::size_t>(fields.size()));
        for (qsizetype b = 0; b < fields.size(); ++b) {
            const Node& node = *bitfields->children()[static_cast<std::size_t>(b)];
            const auto bitfield = fields[b].toObject();
            EXPECT_EQ(node.label(), text(bitfield["name"])) << where;
            EXPECT_EQ(std::get<std::uint64_t>(*field(node, "width")), number(bitfield["size"]))
                << where;
            EXPECT_EQ(std::get<std::uint64_t>(*field(node, "offset")), number(bitfield["offset"]))
                << where;
        }
    }
}

TEST(Odb2Tree, EveryFrameAndColumnAtItsManifestOffset) {
    const auto manifest = readJson(corpusPath("odb2/manifest.json")).object();
    for (const auto& fileValue : manifest["files"].toArray()) {
        const auto file = fileValue.toObject();
        const std::string name = text(file["file"]);
        const Document document = openFile(corpusPath("odb2/" + name));
        const auto frames = file["frame_details"].toArray();
        if (frames.isEmpty()) {
            EXPECT_TRUE(document.tables.empty()) << name;
            continue;
        }
        ASSERT_EQ(document.root->children().size(), static_cast<std::size_t>(frames.size()))
            << name;
        for (qsizetype f = 0; f < frames.size(); ++f) {
            const auto want = frames[f].toObject();
            const std::string where = name + " frame " + std::to_string(f);
            const Node& frame = *document.root->children()[static_cast<std::size_t>(f)];
            EXPECT_EQ(frame.label(), "frame " + std::to_string(f));
            EXPECT_EQ(frame.range().offset, number(want["offset"])) << where;
            EXPECT_EQ(std::get<std::string>(*field(frame, "byte_order")), text(want["byte_order"]))
                << where;
            EXPECT_EQ(std::get<std::uint64_t>(*field(frame, "rows")), number(want["rows"]));
            EXPECT_EQ(std::get<bool>(*field(frame, "md5_ok")),
                      want["md5_matches_header_bytes"].toBool())
                << where;
            const Node* header = child(frame, "header");
            ASSERT_NE(header, nullptr) << where;
            EXPECT_EQ(header->range().length, number(want["header_length"])) << where;
            EXPECT_EQ(header->range().end(), number(want["data_offset"])) << where;
            const Node* rows = child(frame, "rows");
            EXPECT_EQ(rows->range().offset, number(want["data_offset"])) << where;
            EXPECT_EQ(rows->range().length, number(want["data_size"])) << where;
            // Read again from the file when the frame is shown: no frame keeps them.
            const Node* fixed = child(frame, "fixed header");
            ASSERT_NE(fixed, nullptr) << where;
            const auto version = want["format_version"].toArray();
            EXPECT_EQ(std::get<std::int64_t>(*field(*fixed, "version_major")),
                      version[0].toInteger())
                << where;
            EXPECT_EQ(std::get<std::int64_t>(*field(*fixed, "version_minor")),
                      version[1].toInteger())
                << where;
            const Node* sizes = child(*header, "sizes");
            ASSERT_NE(sizes, nullptr) << where;
            EXPECT_EQ(std::get<std::uint64_t>(*field(*sizes, "data_size")),
                      number(want["data_size"]))
                << where;
            EXPECT_EQ(std::get<std::uint64_t>(*field(*sizes, "prev_frame_offset")),
                      number(want["prev_frame_offset"]))
                << where;
            const Node* columns = child(*header, "columns");
            ASSERT_NE(columns, nullptr) << where;
            const auto wantColumns = want["columns"].toArray();
            ASSERT_EQ(columns->children().size(), static_cast<std::size_t>(wantColumns.size()));
            for (qsizetype c = 0; c < wantColumns.size(); ++c) {
                expectColumn(*columns->children()[static_cast<std::size_t>(c)],
                             wantColumns[c].toObject(), where + " column " + std::to_string(c));
            }
            const auto properties = want["properties"].toObject();
            if (!properties.isEmpty()) {
                const Node* propertyNode = child(*header, "properties");
                ASSERT_NE(propertyNode, nullptr) << where;
                for (auto it = properties.begin(); it != properties.end(); ++it) {
                    const Node* property = child(*propertyNode, it.key().toStdString());
                    ASSERT_NE(property, nullptr) << where << " " << it.key().toStdString();
                    EXPECT_EQ(property->value(),
                              stringNodeValue(it.value().toString().toStdString()));
                }
            }
        }
    }
}

TEST(Odb2Tree, RowsComeInChunksOfAThousandWithMarkersAndValueBytes) {
    const Document document = openFile(corpusPath("odb2/odb/capi_multiframe_codec_change.odb"));
    const Node& frame = *document.root->children()[1];
    const Node* rows = child(frame, "rows");
    ASSERT_NE(rows, nullptr);
    EXPECT_FALSE(rows->childrenProduced());
    ASSERT_EQ(rows->children().size(), 1u); // 1,000 rows
    const Node& chunk = *rows->children()[0];
    EXPECT_EQ(chunk.label(), "rows 0-999");
    EXPECT_EQ(chunk.range(), rows->range());
    ASSERT_EQ(chunk.children().size(), 1000u);
    const Node& row = *chunk.children()[0];
    EXPECT_EQ(row.range().offset, 2930u); // the frame's data offset (manifest.json)
    EXPECT_EQ(std::get<std::uint64_t>(*field(row, "start_column")), 0u);
    // int8, short_real2, long_real, int8_string, int8: 1 + 4 + 8 + 1 + 1 bytes after the marker.
    EXPECT_EQ(row.range().length, 17u);
    ASSERT_EQ(row.children().size(), 5u);
    EXPECT_EQ(row.children()[2]->range(), (ByteRange{2930 + 2 + 1 + 4, 8}));
    for (std::size_t r = 1; r < chunk.children().size(); ++r) {
        EXPECT_EQ(chunk.children()[r]->range().offset, chunk.children()[r - 1]->range().end());
    }
}

} // namespace
} // namespace strata::test
