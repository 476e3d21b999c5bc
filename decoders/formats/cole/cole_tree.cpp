#include "formats/cole/cole_tree.h"

#include "core/grouped_children.h"
#include "formats/cole/cole_table.h"
#include "strata/byte_kinds.h"
#include "strata/value_text.h"

#include <string>

namespace strata::cole {
namespace {

void addPageHeaderFields(Node& node, const PageHeader& header) {
    node.addField("uncompressed_size", std::uint64_t{header.uncompressedSize});
    node.addField("compressed_size", std::uint64_t{header.compressedSize});
    node.addField("num_values", std::uint64_t{header.numValues});
    node.addField("encoding", std::string(encodingName(header.encoding)));
    node.addField("has_stats", header.stats.has_value());
    if (header.stats) {
        if (header.stats->min) {
            node.addField("min_value", *header.stats->min);
        }
        if (header.stats->max) {
            node.addField("max_value", *header.stats->max);
        }
        node.addField("null_count", std::uint64_t{header.stats->nullCount});
    }
}

std::string pageHeaderSummary(const PageHeader& header) {
    std::string text = std::to_string(header.numValues) + " values, " +
                       std::string(encodingName(header.encoding)) + ", " +
                       std::to_string(header.compressedSize) + " bytes";
    if (header.stats && header.stats->min && header.stats->max) {
        text += ", min " + std::to_string(*header.stats->min) + " max " +
                std::to_string(*header.stats->max);
    }
    return text;
}

// What a page's values take written PLAIN, where the header tells without decoding: integers
// take 4 or 8 bytes each (cole-columnar.md "Data Types"), a PLAIN page is plain already; a
// string page in another encoding needs its values decoded to tell.
std::optional<std::uint64_t> plainSize(std::uint8_t type, const PageLocation& page) {
    const auto& header = page.metadataHeader;
    if (type == static_cast<std::uint8_t>(ColumnType::Int32)) {
        return std::uint64_t{header.numValues} * 4;
    }
    if (type == static_cast<std::uint8_t>(ColumnType::Int64)) {
        return std::uint64_t{header.numValues} * 8;
    }
    if (header.encoding == static_cast<std::uint8_t>(Encoding::Plain)) {
        return page.data.length;
    }
    return std::nullopt;
}

void addPage(Node& chunkNode, const ByteSource& source, const PageLocation& page, std::size_t index,
             std::uint8_t type) {
    const std::uint64_t begin = page.offset;
    Node& pageNode = chunkNode.addChild("page " + std::to_string(index), NodeKind::Group,
                                        {begin, page.data.end() - begin},
                                        pageHeaderSummary(page.metadataHeader));
    const std::optional<PageHeader> inlineHeader = readInlineHeader(source, page);
    if (inlineHeader) {
        // A copy that differs is damage that check reports (the node's value is the diagnostic).
        const std::optional<std::string> damage = inlineHeaderDamage(inlineHeader, page);
        Node& headerNode =
            pageNode.addChild("page header", damage ? NodeKind::Damaged : NodeKind::Metadata,
                              {inlineHeader->offset, inlineHeader->size},
                              damage ? *damage : std::string("matches the metadata copy"));
        addPageHeaderFields(headerNode, *inlineHeader);
    } else if (!page.pastEnd) { // past the end, its chunk's metadata entry is at fault
        pageNode.addChild("page header", NodeKind::Damaged, {begin, page.data.offset - begin},
                          std::string(unreadablePageHeader));
    }
    Node& dataNode = pageNode.addChild("page data", NodeKind::Data, page.data,
                                       std::string(encodingName(page.metadataHeader.encoding)));
    dataNode.addField("encoding", std::string(encodingName(page.metadataHeader.encoding)));
    dataNode.addField("num_values", std::uint64_t{page.metadataHeader.numValues});
    // The writer never compresses (uncompressed_size = compressed_size, docs/formats/cole.md):
    // a page's ratio is its plain size against its encoded size.
    dataNode.setSizeRole({.column = {},
                          .codec = std::string(encodingName(page.metadataHeader.encoding)),
                          .unit = false,
                          .decodedSize = plainSize(type, page)});
}

} // namespace

void addRowGroupChildren(Node& groupNode, const ByteSource& source, const FileLayout& layout,
                         const RowGroup& group) {
    const std::vector<ColumnChunk> chunks = chunksOf(source, group);
    for (std::size_t c = 0; c < chunks.size(); ++c) {
        const auto& chunk = chunks[c];
        const auto& schema = layout.schema[c];
        Node& chunkNode = groupNode.addChild(columnDisplayLabel(schema, c), NodeKind::Group,
                                             {chunk.fileOffset, chunk.totalSize},
                                             std::string(columnTypeName(schema.type)) + " " +
                                                 std::string(encodingName(schema.encoding)) + ", " +
                                                 countText(chunk.numPages, "page"));
        chunkNode.addField("file_offset", chunk.fileOffset);
        chunkNode.addField("total_size", chunk.totalSize);
        chunkNode.addField("num_pages", std::uint64_t{chunk.numPages});
        chunkNode.setSizeRole(
            {.column = chunkNode.label(), .codec = {}, .unit = false, .decodedSize = std::nullopt});
        for (std::size_t p = 0; p < chunk.pages.size(); ++p) {
            addPage(chunkNode, source, chunk.pages[p], p, schema.type);
        }
    }
}

namespace {

void addSchema(Node& metadata, const FileLayout& layout) {
    Node& schemaNode = metadata.addChild("schema", NodeKind::Metadata, layout.schemaRange,
                                         countText(layout.schema.size(), "column"));
    for (std::size_t c = 0; c < layout.schema.size(); ++c) {
        const auto& column = layout.schema[c];
        Node& node = schemaNode.addChild(columnDisplayLabel(column.name, c), NodeKind::Metadata,
                                         column.range,
                                         std::string(columnTypeName(column.type)) + " " +
                                             std::string(encodingName(column.encoding)));
        node.addField("name", column.name);
        node.addField("type", std::string(columnTypeName(column.type)));
        node.addField("encoding", std::string(encodingName(column.encoding)));
    }
}

void addRowGroupIndex(Node& metadata, const ByteSourcePtr& source,
                      std::shared_ptr<const FileLayout> layout) {
    Node& index =
        metadata.addChild("row group metadata", NodeKind::Metadata, layout->rowGroupsRange,
                          countText(layout->rowGroups.size(), "row group"));
    const ChildRangeFiller entries = [source, layout](Node& parent, std::uint64_t first,
                                                      std::uint64_t end) {
        for (std::uint64_t g = first; g < end; ++g) {
            const RowGroup group = layout->rowGroups[g];
            Node& groupNode = parent.addChild(rowGroupLabel(g), NodeKind::Metadata,
                                              group.metadataRange, countText(group.numRows, "row"));
            groupNode.addField("num_rows", std::uint64_t{group.numRows});
            groupNode.addField("num_columns", std::uint64_t{group.numColumns});
            const std::vector<ColumnChunk> chunks = chunksOf(*source, group);
            for (std::size_t c = 0; c < chunks.size(); ++c) {
                const auto& chunk = chunks[c];
                Node& chunkNode = groupNode.addChild(
                    "chunk " + columnDisplayLabel(layout->schema[c].name, c), NodeKind::Metadata,
                    chunk.metadataRange, "at " + std::to_string(chunk.fileOffset));
                chunkNode.addField("file_offset", chunk.fileOffset);
                chunkNode.addField("total_size", chunk.totalSize);
                chunkNode.addField("num_pages", std::uint64_t{chunk.numPages});
                for (std::size_t p = 0; p < chunk.pages.size(); ++p) {
                    const auto& header = chunk.pages[p].metadataHeader;
                    Node& copy = chunkNode.addChild(
                        "page " + std::to_string(p) + " header (copy)", NodeKind::Metadata,
                        {header.offset, header.size}, pageHeaderSummary(header));
                    addPageHeaderFields(copy, header);
                }
            }
        }
    };
    // Entries in groups of 512, each group's made when it is shown.
    index.setChildGenerator([layout, entries](Node& parent) {
        addGroupedChildren(
            parent, layout->rowGroups.size(), "row groups", entries,
            {.layer = nullptr,
             .range =
                 [layout](std::uint64_t first, std::uint64_t end) {
                     const auto& groups = layout->rowGroups;
                     const std::uint64_t from = groups[first].metadataRange.offset;
                     return ByteRange{from, groups[end - 1].metadataRange.end() - from};
                 },
             .knownKinds = false});
    });
}

} // namespace

void addFileHeader(Node& root, const FileLayout& layout, std::uint64_t size) {
    if (layout.headerValid) {
        Node& header = root.addChild("header", NodeKind::Header, {0, fileHeaderSize},
                                     "COLE " + std::to_string(layout.versionMajor) + "." +
                                         std::to_string(layout.versionMinor));
        header.addField("magic", std::string("COLE"));
        header.addField("version_major", std::uint64_t{layout.versionMajor});
        header.addField("version_minor", std::uint64_t{layout.versionMinor});
    } else {
        root.addChild("header", NodeKind::Damaged,
                      {0, std::min<std::uint64_t>(size, fileHeaderSize)}, "not a COLE file header");
    }
}

namespace {

void addRowGroup(Node& root, const ByteSourcePtr& source,
                 const std::shared_ptr<const FileLayout>& layout, std::size_t index) {
    const std::uint64_t size = source->size();
    const RowGroup group = layout->rowGroups[index];
    ByteRange range = group.dataRange();
    if (range.end() > size) {
        range.length = range.offset < size ? size - range.offset : 0;
        range.offset = std::min(range.offset, size);
    }
    Node& groupNode = root.addChild(rowGroupLabel(index), NodeKind::Group, range,
                                    countText(group.numRows, "row"));
    // Made when the row group is shown: a file may have 100,000.
    groupNode.setFieldGenerator([layout, index] {
        const RowGroup shown = layout->rowGroups[index];
        return std::vector<Field>{{"first_row", shown.firstRow},
                                  {"num_rows", std::uint64_t{shown.numRows}}};
    });
    // The row group's plain size where every page's is known, for the overview strip's ratio
    // before the group is expanded.
    std::optional<std::uint64_t> plain = 0;
    const std::vector<ColumnChunk> chunks = chunksOf(*source, group);
    for (std::size_t c = 0; c < chunks.size() && plain; ++c) {
        for (const PageLocation& page : chunks[c].pages) {
            const auto pagePlain =
                c < layout->schema.size() ? plainSize(layout->schema[c].type, page) : std::nullopt;
            plain = pagePlain ? std::optional(*plain + *pagePlain) : std::nullopt;
            if (!plain) {
                break;
            }
        }
    }
    groupNode.setSizeRole({.column = {}, .codec = {}, .unit = true, .decodedSize = plain});
    const Node::ChildGenerator produce = [source, layout, index](Node& parent) {
        addRowGroupChildren(parent, *source, *layout, layout->rowGroups[index]);
    };
    groupNode.setChildKinds(kindsFromGenerator(groupNode, produce));
    groupNode.setChildGenerator(produce);
}

} // namespace

void addRowGroups(Node& root, const ByteSourcePtr& source,
                  const std::shared_ptr<const FileLayout>& layout) {
    const std::uint64_t size = source->size();
    addGroupedChildren(root, layout->rowGroups.size(), "row groups",
                       [source, layout](Node& parent, std::uint64_t first, std::uint64_t end) {
                           for (std::uint64_t g = first; g < end; ++g) {
                               addRowGroup(parent, source, layout, g);
                           }
                       },
                       {.layer = nullptr,
                        .range =
                            [layout, size](std::uint64_t first, std::uint64_t end) {
                                const std::uint64_t from =
                                    std::min(layout->rowGroups[first].dataRange().offset, size);
                                const std::uint64_t to =
                                    std::min(layout->rowGroups[end - 1].dataRange().end(), size);
                                return ByteRange{from, to - std::min(from, to)};
                            },
                        .knownKinds = true});
}

std::unique_ptr<Node> buildTree(ByteSourcePtr source, std::shared_ptr<const FileLayout> layout) {
    const std::uint64_t size = source->size();
    auto root = std::make_unique<Node>("file", NodeKind::File, ByteRange{0, size}, "COLE");
    addFileHeader(*root, *layout, size);
    if (!layout->footerValid) {
        if (size > fileHeaderSize) {
            root->addChild("unreadable body", NodeKind::Damaged,
                           {fileHeaderSize, size - fileHeaderSize},
                           layout->diagnostics.empty() ? "no valid footer"
                                                       : layout->diagnostics.back().message);
        }
        return root;
    }
    addRowGroups(*root, source, layout);
    const std::uint64_t footerOffset = size - footerSize;
    Node& metadata =
        root->addChild("metadata", NodeKind::Metadata,
                       {layout->metadataOffset, footerOffset - layout->metadataOffset});
    addSchema(metadata, *layout);
    addRowGroupIndex(metadata, source, layout);
    if (layout->totalRows) {
        metadata.addChild("total_rows", NodeKind::Metadata, {layout->totalRowsOffset, 4},
                          std::to_string(*layout->totalRows));
    }
    Node& footer = root->addChild("footer", NodeKind::Metadata, {footerOffset, footerSize},
                                  "metadata at " + std::to_string(layout->metadataOffset));
    footer.addField("magic", std::string("TOOF"));
    footer.addField("metadata_offset", layout->metadataOffset);
    return root;
}

} // namespace strata::cole
