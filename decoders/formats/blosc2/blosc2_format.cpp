#include "formats/blosc2/blosc2_format.h"

#include "formats/blosc2/array_shape.h"
#include "formats/blosc2/blosc2_payload.h"
#include "formats/blosc2/blosc2_table.h"
#include "formats/blosc2/blosc2_tree.h"
#include "formats/blosc2/frame_layout.h"
#include "formats/blosc2/labels.h"
#include "formats/blosc2/msgpack_reader.h"
#include "strata/decode_error.h"

namespace strata::blosc2 {
namespace {

std::shared_ptr<FileLayout> chunkContainer(ByteSourcePtr source) {
    auto container = std::make_shared<FileLayout>();
    container->source = source;
    auto layout = std::make_shared<ChunkLayout>(readChunkLayout(source->bytes(), 0, "file"));
    container->typesize = layout->header.typesize;
    container->diagnostics = layout->diagnostics;
    if (layout->available < source->size() && layout->kind != ChunkKind::Lazy) {
        container->diagnostics.push_back({Severity::Warning, layout->available, "file",
                                          std::to_string(source->size() - layout->available) +
                                              " bytes follow the chunk's cbytes"});
    }
    container->chunks.push_back({std::move(layout), 0, "file"});
    return container;
}

// A 'units' metalayer's string, as c-blosc2 writers store a unit (the corpus's
// frame_meta_lz4_f64: msgpack str "kelvin"). The format gives metalayers no meaning: content
// that is not a short string is no unit, and no error.
std::string unitsOf(const ByteSource& source, const Metalayer& layer) {
    constexpr std::size_t longestUnit = 64;
    try {
        MsgpackReader reader(source.view(layer.content.offset, layer.content.length),
                             layer.content.offset);
        std::string units = reader.string("units metalayer");
        return units.size() <= longestUnit ? units : std::string();
    } catch (const DecodeError&) {
        return {};
    }
}

std::shared_ptr<FileLayout> frameContainer(ByteSourcePtr source) {
    auto container = std::make_shared<FileLayout>();
    container->source = source;
    auto frame = std::make_shared<FrameLayout>(readFrameLayout(*source));
    container->diagnostics = frame->diagnostics;
    container->typesize = static_cast<std::uint8_t>(std::clamp(frame->typesize, 1, 255));
    std::uint64_t raw = 0;
    for (std::size_t i = 0; i < frame->chunks.size(); ++i) {
        const FrameChunk& chunk = frame->chunks[i];
        const auto& layout = chunk.layout;
        container->chunks.push_back({layout, raw, chunkPath(i),
                                     chunk.special == SpecialValue::None && chunk.damage.empty()});
        raw += layout->nbytes();
    }
    for (const Metalayer& layer : frame->metalayers) {
        if (layer.name == "b2nd") {
            const auto chunkBytes = static_cast<std::uint64_t>(std::max(frame->chunksize, 0));
            if (auto shape =
                    readArrayShape(source->view(layer.content.offset, layer.content.length),
                                   layer.content.offset, container->typesize, frame->chunks.size(),
                                   chunkBytes, container->diagnostics)) {
                container->array = std::make_shared<ArrayShape>(std::move(*shape));
            }
        } else if (layer.name == "units") {
            container->units = unitsOf(*source, layer);
        }
    }
    container->frame = frame;
    return container;
}

} // namespace

Match Blosc2Format::detect(const ByteSource& source) const {
    const auto bytes = source.bytes();
    if (looksLikeFrame(bytes)) {
        return Match::ByMagic;
    }
    if (plausibleChunkHeader(bytes.first(std::min<std::size_t>(bytes.size(), extendedHeaderSize)),
                             source.size())) {
        return Match::ByMagic;
    }
    return Match::No;
}

Document Blosc2Format::open(ByteSourcePtr source, const OpenOptions& /*options*/) const {
    std::shared_ptr<const FileLayout> container =
        looksLikeFrame(source->bytes()) ? frameContainer(source) : chunkContainer(source);
    Document document;
    document.diagnostics = container->diagnostics;
    document.root = buildTree(container);
    // A lazy chunk alone has no data to decode: its structure and its blocks, nothing more.
    const bool lazy =
        !container->frame && container->chunks.front().layout->kind == ChunkKind::Lazy;
    if (!lazy) {
        document.tables.push_back(
            std::make_shared<ItemTable>(container, defaultItemType(*container)));
    }
    document.tables.push_back(std::make_shared<BlockTable>(container));
    if (!lazy) {
        document.payload = std::make_shared<Blosc2Payload>(container);
    }
    return document;
}

const Format& blosc2Format() {
    static const Blosc2Format format;
    return format;
}

} // namespace strata::blosc2
