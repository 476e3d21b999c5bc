#include "formats/odb2/odb2_tree.h"

#include "core/grouped_children.h"
#include "formats/odb2/column_program.h"
#include "formats/odb2/frame_decoder.h"
#include "formats/odb2/odb2_table.h"
#include "strata/byte_kinds.h"
#include "strata/value_text.h"

#include <algorithm>
#include <string>

namespace strata::odb2 {
namespace {

// "1 frame", "2 frames".
std::string countText(std::uint64_t count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

std::string byteOrderName(Endian order) {
    return order == Endian::Little ? "little" : "big";
}

std::string numberText(double value) {
    std::string text;
    appendShortest(text, value);
    return text;
}

void addFixedHeader(Node& frameNode, const ByteSource& source, const Frame& frame,
                    const FrameFields& fields) {
    const std::string md5 = storedMd5(source, frame);
    const std::string computed = computedMd5(source, frame);
    Node& fixed = frameNode.addChild("fixed header", NodeKind::Header, frame.fixedRange(),
                                     "ODA " + byteOrderName(frame.order) + "-endian, version " +
                                         std::to_string(fields.versionMajor) + "." +
                                         std::to_string(fields.versionMinor));
    fixed.addField("marker", std::string("0xFFFF"));
    fixed.addField("magic", std::string("ODA"));
    fixed.addField("byte_order", byteOrderName(frame.order));
    fixed.addField("version_major", std::int64_t{fields.versionMajor});
    fixed.addField("version_minor", std::int64_t{fields.versionMinor});
    fixed.addField("md5", md5);
    fixed.addField("md5_computed", computed);
    fixed.addField("md5_ok", frame.md5Matches());
    fixed.addField("header_length", std::uint64_t{frame.headerLength});
    fixed.addChild("md5", frame.md5Matches() ? NodeKind::Header : NodeKind::Damaged,
                   frame.md5Range(),
                   md5 + (frame.md5Matches() ? " (matches the header)"
                                             : " (header hashes to " + computed + ")"));
}

std::string columnSummary(const ColumnHeader& column) {
    std::string text = std::string(columnTypeName(column.type)) + " " + column.codecText;
    if (column.codec == CodecKind::ConstantString) {
        return text;
    }
    if (!codecHasStringTable(column.codec)) {
        text += ", min " + numberText(column.min) + " max " + numberText(column.max);
    } else {
        text += ", " + countText(column.strings.size(), "string");
    }
    return text;
}

void addColumn(Node& columnsNode, const ColumnHeader& column, std::size_t index) {
    Node& node = columnsNode.addChild(columnLabel(column, index), NodeKind::Metadata, column.range,
                                      columnSummary(column));
    node.addField("name", column.name);
    // A column's descriptor is its share of the frame header.
    node.setSizeRole(
        {.column = column.name, .codec = {}, .unit = false, .decodedSize = std::nullopt});
    node.addField("type", std::string(columnTypeName(column.type)));
    node.addField("codec", column.codecText);
    node.addField("has_missing", std::int64_t{column.hasMissing});
    node.addField("min", column.min);
    node.addField("max", column.max);
    node.addField("missing_value", column.missingValue);
    if (column.codec == CodecKind::ConstantString) {
        const std::string_view raw(reinterpret_cast<const char*>(column.minBytes.data()), 8);
        node.addField("constant_string", std::string(raw.substr(0, raw.find('\0'))));
    }
    if (!column.bitfields.empty()) {
        Node& fields = node.addChild("bitfields", NodeKind::Metadata, column.bitfieldsRange,
                                     countText(column.bitfields.size(), "field"));
        for (const auto& field : column.bitfields) {
            Node& fieldNode =
                fields.addChild(field.name, NodeKind::Metadata, {column.bitfieldsRange.offset, 0},
                                "bits " + std::to_string(field.offset) + ".." +
                                    std::to_string(field.offset + field.width - 1));
            fieldNode.addField("offset", std::uint64_t{field.offset});
            fieldNode.addField("width", std::uint64_t{field.width});
        }
    }
    node.addChild("codec name", NodeKind::Metadata, column.codecNameRange, column.codecText);
    Node& codecData = node.addChild("codec data", NodeKind::Metadata, column.codecDataRange,
                                    "hasMissing " + std::to_string(column.hasMissing) +
                                        ", missing " + numberText(column.missingValue));
    if (codecHasStringTable(column.codec)) {
        Node& table =
            codecData.addChild("string table", NodeKind::Metadata, column.stringTableRange,
                               countText(column.strings.size(), "string"));
        for (std::size_t s = 0; s < column.strings.size(); ++s) {
            const auto& entry = column.strings[s];
            Node& stringNode = table.addChild("string " + std::to_string(s), NodeKind::Metadata,
                                              entry.range, stringNodeValue(entry.text));
            stringNode.addField("index", std::int64_t{entry.index});
            stringNode.addField("count", std::int64_t{entry.count});
        }
    }
}

void addHeader(Node& frameNode, const Frame& frame, const FrameFields& fields,
               const FrameHeader& parsed) {
    Node& header = frameNode.addChild("header", NodeKind::Metadata, frame.headerRange(),
                                      countText(parsed.columns.size(), "column"));
    Node& sizes = header.addChild("sizes", NodeKind::Metadata, frame.sizesRange(),
                                  std::to_string(frame.rows) + " rows, " +
                                      std::to_string(fields.dataSize) + " bytes");
    sizes.addField("data_size", fields.dataSize);
    sizes.addField("prev_frame_offset", fields.prevFrameOffset);
    sizes.addField("rows", frame.rows);
    if (parsed.flagsRange.length > 0) {
        Node& flags = header.addChild("flags", NodeKind::Metadata, parsed.flagsRange,
                                      countText(parsed.flags.size(), "flag"));
        for (std::size_t i = 0; i < parsed.flags.size(); ++i) {
            flags.addField("flag " + std::to_string(i), parsed.flags[i]);
        }
    }
    if (parsed.propertiesRange.length > 0) {
        Node& properties =
            header.addChild("properties", NodeKind::Metadata, parsed.propertiesRange,
                            (parsed.properties.size() == 1
                                 ? std::string("1 property")
                                 : std::to_string(parsed.properties.size()) + " properties"));
        for (const auto& property : parsed.properties) {
            properties.addChild(property.key, NodeKind::Metadata, property.range,
                                stringNodeValue(property.value));
        }
    }
    if (parsed.columnsRange.offset != 0) {
        Node& columns = header.addChild("columns", NodeKind::Metadata, parsed.columnsRange,
                                        countText(parsed.columns.size(), "column"));
        for (std::size_t c = 0; c < parsed.columns.size(); ++c) {
            addColumn(columns, parsed.columns[c], c);
        }
    }
    if (frame.damage != nullptr && !frame.damage->header.empty()) {
        const std::uint64_t end = frame.headerRange().end();
        const std::uint64_t at = frame.damage->headerOffset;
        header.addChild("unreadable header", NodeKind::Damaged, {at, end - std::min(end, at)},
                        frame.damage->header);
    }
}

std::string valueText(const ColumnProgram& program, const ColumnProgram::Value& value,
                      const std::vector<std::string>& strings, LogicalType type) {
    if (program.output == ColumnProgram::Output::String) {
        std::string scratch;
        return stringNodeValue(stringValueText(program, value.stringRef, strings, scratch));
    }
    if (value.missing) {
        return "missing";
    }
    std::string text;
    if (program.output == ColumnProgram::Output::Integer) {
        appendInteger(text, integerOf(value.number));
    } else if (type == LogicalType::Float32) {
        appendShortest(text, static_cast<float>(value.number));
    } else {
        appendShortest(text, value.number);
    }
    return text;
}

struct FrameRows {
    ByteSourcePtr source;
    std::shared_ptr<const FileLayout> layout;
    std::size_t frameIndex = 0;
    std::shared_ptr<const RowWalk> walk;
    std::shared_ptr<const FrameHeader> header; // read again once the rows are shown
};

void addRowValues(Node& rowNode, const FrameRows& rows, std::uint64_t rowOffset,
                  std::uint16_t marker) {
    const Frame frame = rows.layout->frames[rows.frameIndex];
    const auto& columns = rows.header->columns;
    std::uint64_t offset = rowOffset + 2;
    for (std::size_t c = marker; c < columns.size(); ++c) {
        const ColumnHeader& column = columns[c];
        const ColumnProgram program = makeColumnProgram(column);
        if (program.width == 0) {
            continue;
        }
        const auto bytes = rows.source->view(offset, program.width);
        ColumnProgram::Value value;
        if (frame.order == Endian::Little) {
            program.decode<Endian::Little>(bytes.data(), value);
        } else {
            program.decode<Endian::Big>(bytes.data(), value);
        }
        const auto strings =
            program.indexesStrings() ? stringsByIndex(column) : std::vector<std::string>{};
        Node& valueNode =
            rowNode.addChild(column.name, NodeKind::Data, {offset, program.width},
                             valueText(program, value, strings, logicalTypeOf(column.type)));
        valueNode.addField("bytes", hexBytes(bytes.data(), bytes.size()));
        valueNode.addField("column", std::uint64_t{c});
        offset += program.width;
    }
}

void addRowChunk(Node& chunkNode, const FrameRows& rows, std::uint64_t firstRow,
                 std::uint64_t lastRow) {
    const auto& offsets = rows.walk->rowOffsets;
    for (std::uint64_t r = firstRow; r < lastRow; ++r) {
        const std::uint64_t begin = offsets[r];
        const auto markerBytes = rows.source->view(begin, 2);
        const std::uint16_t marker = loadBE<std::uint16_t>(markerBytes.data());
        Node& rowNode = chunkNode.addChild("row " + std::to_string(r), NodeKind::Data,
                                           {begin, offsets[r + 1] - begin},
                                           "start column " + std::to_string(marker));
        rowNode.addField("start_column", std::uint64_t{marker});
        rowNode.setChildGenerator(
            [rows, begin, marker](Node& parent) { addRowValues(parent, rows, begin, marker); });
    }
}

void addRows(Node& rowsNode, FrameRows rows) {
    const Frame frame = rows.layout->frames[rows.frameIndex];
    const auto data = rows.source->view(frame.data().offset, frame.data().length);
    rows.walk = std::make_shared<const RowWalk>(walkRows(frame, data, decodableRows(frame)));
    rows.header = std::make_shared<const FrameHeader>(readFrameHeader(*rows.source, frame));
    const std::uint64_t walked = rows.walk->rowOffsets.size() - 1;
    for (std::uint64_t first = 0; first < walked; first += rowsPerChunk) {
        const std::uint64_t last = std::min(walked, first + rowsPerChunk);
        const std::uint64_t begin = rows.walk->rowOffsets[first];
        Node& chunk = rowsNode.addChild(
            "rows " + std::to_string(first) + "-" + std::to_string(last - 1), NodeKind::Group,
            {begin, rows.walk->rowOffsets[last] - begin}, countText(last - first, "row"));
        chunk.setChildGenerator(
            [rows, first, last](Node& parent) { addRowChunk(parent, rows, first, last); });
    }
    if (!rows.walk->damage.empty()) {
        const std::uint64_t at = rows.walk->damageOffset;
        rowsNode.addChild(std::string(unreadableRowsLabel), NodeKind::Damaged,
                          {at, frame.data().end() - std::min(at, frame.data().end())},
                          rows.walk->damage);
    } else if (rows.walk->rowOffsets.back() < frame.data().end()) {
        const std::uint64_t at = rows.walk->rowOffsets.back();
        rowsNode.addChild("unused bytes", NodeKind::Padding, {at, frame.data().end() - at},
                          std::to_string(frame.data().end() - at) + " bytes after the last row");
    }
}

// The bytes of a frame's rows by column (odb2.md "Row data"): a row with marker m holds a 2-byte
// marker, then a value of every column from m on, each as wide as its codec says; so column c
// takes width(c) bytes in each row whose marker is at most c. The markers, rows past damage
// and bytes after the last row belong to no column. Each stored value decodes to one 8-byte
// value, as odc hands them out.
ByteShares rowShares(const ByteSource& source, const Frame& frame) {
    const auto data = source.view(frame.data().offset, frame.data().length);
    const MarkerCounts counts = countMarkers(frame, data, decodableRows(frame));
    ByteShares shares;
    std::uint64_t rowsSoFar = 0;
    std::uint64_t rows = 0;
    for (const std::uint64_t n : counts.rowsWithMarker) {
        rows += n;
    }
    for (std::size_t c = 0; c < frame.columnCount(); ++c) {
        rowsSoFar += counts.rowsWithMarker[c];
        const SchemaColumn& column = (*frame.schema)[c];
        const std::uint64_t width = codecValueWidth(column.codec);
        shares.push_back({.column = column.name,
                          .codec = column.codecText,
                          .kind = NodeKind::Data,
                          .bytes = width * rowsSoFar,
                          .decodedSize = width == 0 ? 0 : rowsSoFar * 8});
    }
    shares.push_back({.column = {},
                      .codec = {},
                      .kind = NodeKind::Metadata,
                      .bytes = 2 * rows,
                      .decodedSize = std::nullopt});
    const std::uint64_t after = frame.data().end() - std::min(counts.end, frame.data().end());
    shares.push_back({.column = {},
                      .codec = {},
                      .kind = counts.damage.empty() ? NodeKind::Padding : NodeKind::Damaged,
                      .bytes = after,
                      .decodedSize = std::nullopt});
    return shares;
}

void addFrame(Node& root, ByteSourcePtr source, std::shared_ptr<const FileLayout> layout,
              std::size_t index) {
    const Frame frame = layout->frames[index];
    Node& frameNode = root.addChild(
        frameLabel(frame.index), frame.decodable() ? NodeKind::Group : NodeKind::Damaged,
        frame.range(),
        std::to_string(frame.rows) + " rows, " + byteOrderName(frame.order) + "-endian, md5 " +
            (frame.md5Matches() ? "ok" : "bad") + (frame.truncated ? ", truncated" : ""));
    // Made when the frame is shown: a file may have 100,000 frames.
    frameNode.setFieldGenerator([layout, index] {
        const Frame shown = layout->frames[index];
        return std::vector<Field>{
            {"offset", shown.offset},       {"byte_order", byteOrderName(shown.order)},
            {"rows", shown.rows},           {"columns", std::uint64_t{shown.columnCount()}},
            {"md5_ok", shown.md5Matches()}, {"truncated", shown.truncated}};
    });
    // odc hands every cell out as an 8-byte value: what a frame's rows decode to.
    frameNode.setSizeRole({.column = {},
                           .codec = {},
                           .unit = true,
                           .decodedSize = frame.decodable() ? std::optional(decodableRows(frame) *
                                                                            frame.columnCount() * 8)
                                                            : std::nullopt});
    const Node::ChildGenerator produce = [source, layout, index](Node& parent) {
        const Frame frame = layout->frames[index];
        const FrameFields fields = readFrameFields(*source, frame);
        addFixedHeader(parent, *source, frame, fields);
        addHeader(parent, frame, fields, readFrameHeader(*source, frame));
        Node& rowsNode =
            parent.addChild("rows", NodeKind::Data, frame.data(), countText(frame.rows, "row"));
        if (frame.decodable()) {
            const Node::ChildGenerator produceRows =
                [rows = FrameRows{source, layout, index, nullptr, nullptr}](Node& node) {
                    addRows(node, rows);
                };
            // Walking the row markers (cheap) finds unreadable rows and unused bytes.
            rowsNode.setChildKinds(kindsFromGenerator(rowsNode, produceRows));
            rowsNode.setChildGenerator(produceRows);
            rowsNode.setByteShares(
                [source, layout, index] { return rowShares(*source, layout->frames[index]); });
        }
    };
    // Headers, metadata and rows are coloured before the frame is expanded.
    frameNode.setChildKinds(kindsFromGenerator(frameNode, produce));
    frameNode.setChildGenerator(produce);
    // Opening reports a bad md5 and an unreadable header (readFrame), the frame's block decode
    // unreadable rows (decodeFrame), each at the offset of the damaged node below the frame.
    frameNode.setDamageReportedElsewhere();
}

} // namespace

std::unique_ptr<Node> buildTree(ByteSourcePtr source, std::shared_ptr<const FileLayout> layout) {
    auto root = std::make_unique<Node>("file", NodeKind::File, ByteRange{0, source->size()},
                                       "ODB-2, " + countText(layout->frames.size(), "frame"));
    // Frames and skipped bytes in file order, numbered alike: where a frame was expected, the
    // skipped bytes are numbered as one, as their diagnostic names them. Skipped bytes are few:
    // their places among the units are kept, and a unit is a frame unless it is one of them.
    auto skippedUnits = std::make_shared<std::vector<std::uint64_t>>();
    for (std::size_t s = 0; s < layout->skipped.size(); ++s) {
        // The frames before them, by bisection (std::ranges over an iota view does not build
        // with clang 14 and libstdc++ 12, the fuzz build's).
        std::size_t before = 0;
        std::size_t after = layout->frames.size();
        while (before < after) {
            const std::size_t middle = before + (after - before) / 2;
            if (layout->frames[middle].offset < layout->skipped[s].range.offset) {
                before = middle + 1;
            } else {
                after = middle;
            }
        }
        skippedUnits->push_back(before + s);
    }
    struct Unit {
        bool frame;
        std::size_t index; // in layout->frames or layout->skipped
    };
    const auto unitAt = [skippedUnits](std::uint64_t unit) {
        const auto found = std::lower_bound(skippedUnits->begin(), skippedUnits->end(), unit);
        const auto before = static_cast<std::size_t>(found - skippedUnits->begin());
        return found != skippedUnits->end() && *found == unit ? Unit{false, before}
                                                              : Unit{true, unit - before};
    };
    const auto unitRange = [layout, unitAt](std::uint64_t i) {
        const Unit unit = unitAt(i);
        return unit.frame ? layout->frames[unit.index].range() : layout->skipped[unit.index].range;
    };
    // In groups of 512, each group's made when it is shown.
    addGroupedChildren(
        *root, layout->frames.size() + layout->skipped.size(), "frames",
        [source, layout, unitAt](Node& parent, std::uint64_t first, std::uint64_t end) {
            for (std::uint64_t i = first; i < end; ++i) {
                const Unit unit = unitAt(i);
                if (unit.frame) {
                    addFrame(parent, source, layout, unit.index);
                    continue;
                }
                const SkippedBytes& bytes = layout->skipped[unit.index];
                parent.addChild(frameLabel(bytes.frameIndex), NodeKind::Damaged, bytes.range,
                                bytes.damage);
            }
        },
        {.layer = nullptr,
         .range =
             [unitRange](std::uint64_t first, std::uint64_t end) {
                 const std::uint64_t from = unitRange(first).offset;
                 return ByteRange{from, unitRange(end - 1).end() - from};
             },
         .knownKinds = true});
    return root;
}

} // namespace strata::odb2
