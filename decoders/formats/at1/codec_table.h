#pragma once

#include "formats/at1/codec_streams.h"
#include "formats/at1/file_layout.h"
#include "formats/at1/record_codec.h"
#include "formats/at1/stream_layer.h"
#include "formats/at1/stream_shapes.h"
#include "strata/archive_entry.h"
#include "strata/document.h"
#include "strata/node.h"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata::at1 {

// Rebuilds the original bytes one structured section stands for from its stream set and what the
// codec's layout reader made of it, appending them to `out`. Throws DecodeError.
using SectionRebuild = void (*)(const ByteSource& source, const Section& section,
                                const SectionCodec& layout, std::string& out);

// Reads what the codec's small streams say about structured section `section` (whose streams
// are readable) when the file opens; `before` is what it read of the section before (empty for
// the first), for the parts a streaming file's frames repeat to be kept once. Warnings go to
// `diagnostics`. Throws DecodeError.
using LayoutReader = SectionCodec (*)(const ByteSource& source, const ContainerLayout& container,
                                      std::size_t section, const SectionCodec& before,
                                      std::vector<Diagnostic>& diagnostics);

// Every table of a codec's records, one RecordCodec each (an OSM file holds nodes, ways and
// relations).
using RecordReaders = std::vector<const RecordCodec*> (*)();

// Adds what the codec knows of a stream (its layout's fields) to the stream's node, when the
// tree is built.
using StreamFields = void (*)(const ByteSource& source, const FileLayout& file, std::size_t section,
                              const StreamEntry& stream, Node& node);

// One stream of a structured section, its decoded layer made, when its node is expanded.
struct ExpandedStream {
    const ByteSourcePtr& source;
    const std::shared_ptr<const FileLayout>& file;
    std::size_t section = 0;
    const std::shared_ptr<const StreamSet>& set; // the section's, as its node parsed it
    const StreamEntry& stream;                   // one of set's
    const Layer& layer;
    const LayerBytes& bytes;
    Node& node;
};

// Shows a stream's decoded layer as nodes in it; false leaves the stream to its shape
// (stream_content.h).
using StreamContent = bool (*)(const ExpandedStream& expanded);

// A column a stream holds among others, with the bytes it takes in the decoded stream.
struct StreamColumn {
    std::string label;
    std::uint64_t bytes = 0;
    std::optional<std::uint64_t> decodedSize; // where the layout says it (columnar col_index)
};

// The columns stream `stream` of a section holds one after another (for the Sizes view), or
// none; `set` is the section's stream set, for what its layout does not keep.
using StreamColumns = std::vector<StreamColumn> (*)(const ByteSource& source, const StreamSet& set,
                                                    const SectionCodec& layout,
                                                    std::string_view stream);

// Adds the codec's tables other than its records' to an opened file.
using TableMaker = void (*)(const ByteSourcePtr& source,
                            const std::shared_ptr<const FileLayout>& file,
                            const std::shared_ptr<Layer>& original, Document& document);

// What a section of a codec with rows says of the original's lines it stands for (spec "Row
// assembly"): a header line first, whether its last line ends in '\n', and how many of its lines
// are structured rows; nullopt when the section holds another codec's layout (or none).
struct SectionLines {
    bool header = false;
    bool trailingNewline = false;
    std::uint64_t structuredRows = 0;
};
using LinesOfSection = std::optional<SectionLines> (*)(const SectionCodec& layout);

// Checks what the codec's sections say against each other when the file opens, adding warnings
// to the file's diagnostics.
using LayoutCheck = void (*)(FileLayout& file);

// The files a codec's sections hold (a bundle's entries).
using ArchiveEntries = std::vector<ArchiveEntry> (*)(const ByteSourcePtr& source,
                                                     const FileLayout& file);

// One AT-1 codec: what the container's codec byte names (spec "Top-level container", byte 4;
// at1-codecs.md for the ids the spec leaves out). Each lives in its folder under codecs/; a hook
// it does without is nullptr.
struct Codec {
    std::uint8_t id = 0;
    std::string_view name;
    std::span<const StreamShape> streams = {}; // its streams' shapes (stream_shapes.h)
    SectionRebuild rebuild = nullptr;          // nullptr: the original cannot be rebuilt
    LayoutReader readLayout = nullptr;         // nullptr: the streams are read when rebuilt
    RecordReaders records = nullptr;           // nullptr: its data are no records
    StreamFields streamFields = nullptr;
    StreamContent streamContent = nullptr;
    StreamColumns streamColumns = nullptr;
    TableMaker tables = nullptr;
    LinesOfSection sectionLines = nullptr; // nullptr: its sections hold no rows
    LayoutCheck checkLayout = nullptr;
    ArchiveEntries entries = nullptr;
    // Whether the public dialect's SHA-256 trailer may follow the container (corpus README,
    // framing item 4).
    bool trailer = true;
    // Whether streamContent adds nodes in the file's bytes, outside the stream's decoded layer
    // (a bundle's stored entries: their inner files' nodes); the others' nodes lie in the layer,
    // whose damage the decodes that make it report.
    bool streamContentInFile = false;
};

// The codec with that id, or nullptr for an id the spec does not define.
const Codec* findCodec(std::uint8_t id);

// A codec rebuilt from its streams alone, as `rebuild` appends the original from them.
template <void (*rebuild)(CodecStreams&, std::string&)>
void rebuildFromStreams(const ByteSource& source, const Section& section, const SectionCodec&,
                        std::string& out) {
    const StreamSet set = streamSetOf(source, section);
    CodecStreams streams(source, set);
    streams.decodeAllAhead();
    rebuild(streams, out);
}

// A codec rebuilt from what its layout reader made of a section (a `Layout`).
template <typename Layout,
          void (*rebuild)(const ByteSource&, const StreamSet&, const Layout&, std::string&)>
void rebuildFromLayout(const ByteSource& source, const Section& section, const SectionCodec& layout,
                       std::string& out) {
    rebuild(source, streamSetOf(source, section), layout.layout<Layout>(), out);
}

// The one record reader of a codec whose data are one table of records.
template <typename Records> std::vector<const RecordCodec*> recordReader() {
    static const Records records;
    return {&records};
}

} // namespace strata::at1
