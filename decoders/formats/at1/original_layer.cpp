#include "formats/at1/original_layer.h"

#include "core/grouped_children.h"
#include "formats/at1/codec_table.h"
#include "formats/at1/decoded_reader.h"
#include "formats/at1/stream_layer.h"
#include "strata/decode_error.h"
#include "strata/value_text.h"

#include <algorithm>

namespace strata::at1 {
namespace {

// Lines show at most this many bytes of text: a node label, not a viewer.
constexpr std::size_t textPreview = 120;

// The lines one section's output holds (spec "Row assembly"): its header line, then one line per
// row_modes byte, 1 the next structured row, 0 the next verbatim line; joined by '\n', with a
// final '\n' when trailing_nl.
struct KnownLines {
    std::uint64_t firstLine = 0; // in the original
    bool header = false;
    Bytes rowModes;
    std::uint64_t firstRow = 0; // the table row of its first structured line
};

// The sections whose lines are known, in order: the whole file's, or each frame's up to the
// first whose lines the codec does not say (a raw frame, another codec, a damaged one).
std::vector<KnownLines> knownSections(const ByteSource& source, const FileLayout& file) {
    std::vector<KnownLines> known;
    const Codec* codec = file.codec();
    if (codec == nullptr || codec->sectionLines == nullptr) {
        return {};
    }
    std::uint64_t line = 0;
    std::uint64_t row = 0;
    for (std::size_t s = 0; s < file.codecs.size(); ++s) {
        const Section section = file.container.sections[s];
        const auto said = codec->sectionLines(file.codecs[s]);
        if (!said || !section.hasStreams) {
            break;
        }
        KnownLines lines;
        lines.firstLine = line;
        lines.firstRow = row;
        lines.header = said->header;
        try {
            lines.rowModes = decodeStream(source, streamSetOf(source, section), "row_modes").data;
        } catch (const DecodeError&) {
            break; // the stream's node shows the damage
        }
        const std::uint64_t count = (lines.header ? 1 : 0) + lines.rowModes.size();
        const bool trailing = said->trailingNewline;
        row += said->structuredRows;
        // Without a final '\n' the section's last line and the next one's first are one line:
        // it counts as the next section's.
        line += count - (!trailing && count != 0 ? 1 : 0);
        known.push_back(std::move(lines));
    }
    return known;
}

// What line `index` was rebuilt from, as its node says it.
void describeLine(const std::vector<KnownLines>& sections, std::uint64_t index, Node& node) {
    const auto after = std::upper_bound(
        sections.begin(), sections.end(), index,
        [](std::uint64_t line, const KnownLines& section) { return line < section.firstLine; });
    if (after == sections.begin()) {
        return;
    }
    const KnownLines& section = *std::prev(after);
    std::uint64_t local = index - section.firstLine;
    if (section.header) {
        if (local == 0) {
            node.setValue("header");
            return;
        }
        --local;
    }
    if (local >= section.rowModes.size()) {
        return; // past the known sections
    }
    const auto modes = std::span(section.rowModes).first(local);
    const auto structured =
        static_cast<std::uint64_t>(std::count(modes.begin(), modes.end(), std::byte{1}));
    if (section.rowModes[local] == std::byte{1}) {
        const std::uint64_t row = section.firstRow + structured;
        node.setValue("table row " + std::to_string(row));
        node.addField("table", std::string(originalRowsTable));
        node.addField("table_row", row);
    } else {
        node.setValue("verbatim line " + std::to_string(local - structured));
    }
}

void addLines(const Layer& original, const ByteSourcePtr& source,
              const std::shared_ptr<const FileLayout>& file, Node& node) {
    const auto bytes = layerBytes(original);
    if (!bytes || !bytes->source) {
        return;
    }
    const std::string_view text = asText(bytes->source->bytes());
    node.setRange({0, text.size()});
    // Where every 512th line starts, and the end: a group's bytes run between two of them.
    auto starts = std::make_shared<std::vector<std::uint64_t>>();
    std::uint64_t count = 0;
    for (std::uint64_t at = 0; at < text.size(); ++count) {
        if (count % childGroupSize == 0) {
            starts->push_back(at);
        }
        const auto end = text.find('\n', at);
        at = end == std::string_view::npos ? text.size() : end + 1;
    }
    starts->push_back(text.size());
    node.setValue(countText(count, "line"));
    auto sections = std::make_shared<const std::vector<KnownLines>>(knownSections(*source, *file));
    addGroupedChildren(
        node, count, "lines",
        [&original, starts, sections](Node& group, std::uint64_t first, std::uint64_t end) {
            const auto held = layerBytes(original);
            const std::string_view text = asText(held->source->bytes());
            std::uint64_t at = (*starts)[first / childGroupSize];
            for (std::uint64_t i = first; i < end && at < text.size(); ++i) {
                const std::uint64_t stop = std::min(text.find('\n', at), text.size());
                Node& line = group.addChild(
                    "line " + std::to_string(i), NodeKind::Data, ByteRange{at, stop - at},
                    stringNodeValue(printableText(text.substr(at, stop - at), textPreview)));
                describeLine(*sections, i, line);
                at = stop + 1;
            }
        },
        {nullptr, [starts](std::uint64_t first, std::uint64_t end) {
             const std::uint64_t from = (*starts)[first / childGroupSize];
             const std::uint64_t to = (*starts)[(end + childGroupSize - 1) / childGroupSize];
             return ByteRange{from, to - std::min(to, from)};
         }});
}

} // namespace

std::shared_ptr<Layer> makeOriginalLayer(std::shared_ptr<const Payload> payload, std::string codec,
                                         std::uint64_t fileSize) {
    return std::make_shared<Layer>(
        std::string(originalLayerName), layerOriginText(codec + " codec", fileSize, std::nullopt),
        std::nullopt, [payload = std::move(payload)](const JobControl& control) {
            std::vector<std::byte> bytes;
            LayerBytes layer;
            payload->produce(
                [&bytes, &control](std::span<const std::byte> piece) {
                    bytes.insert(bytes.end(), piece.begin(), piece.end());
                    return !control.cancelled();
                },
                layer.diagnostics);
            layer.source = ByteSource::fromBuffer(std::move(bytes), "original");
            return layer;
        });
}

void addOriginalLines(Layer& original, ByteSourcePtr source, std::shared_ptr<const FileLayout> file,
                      Node& root) {
    // Only the codecs with rows say where lines come from (bundles, logs, JSON... do not).
    const Codec* codec = file->codec();
    const bool rows =
        codec != nullptr && codec->sectionLines != nullptr &&
        std::any_of(file->codecs.begin(), file->codecs.end(), [codec](const auto& layout) {
            return codec->sectionLines(layout).has_value();
        });
    if (!rows) {
        return;
    }
    // Its range is the layer's, whose size is known once produced: by a tab that shows it,
    // Save, or expanding the node.
    Node& lines =
        root.addChildIn(original, std::make_unique<Node>("lines", NodeKind::Data, ByteRange{0, 0},
                                                         "lines of the original"));
    original.setWhenProduced([&lines](std::uint64_t size) { lines.setRange({0, size}); });
    lines.setChildGenerator([&original, source = std::move(source), file = std::move(file)](
                                Node& node) { addLines(original, source, file, node); });
}

} // namespace strata::at1
