#include "formats/blosc2/blosc2_format.h"

#include "formats/blosc2/blosc2_payload.h"
#include "formats/blosc2/blosc2_repair.h"
#include "formats/blosc2/blosc2_table.h"
#include "formats/blosc2/blosc2_tree.h"
#include "formats/blosc2/chunk_table.h"
#include "formats/blosc2/file_layout.h"
#include "formats/blosc2/frame_layout.h"

namespace strata::blosc2 {

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
    std::shared_ptr<const FileLayout> file = readFileLayout(source);
    Document document;
    document.diagnostics = file->diagnostics;
    document.writer = writerText(*file);
    document.treeAgain = [file] { return buildTree(file); };
    document.root = document.treeAgain();
    if (file->frame && file->frame->chunksPlanned) {
        document.checkFindings = [file](const JobControl& control) {
            return chunkFindings(*file, control);
        };
    }
    // A lazy chunk alone has no data to decode: its structure and its blocks, nothing more.
    const bool lazy = !file->frame && file->chunks.place(0).kind == ChunkKind::Lazy;
    if (!lazy) {
        document.tables.push_back(std::make_shared<ItemTable>(file, defaultItemType(*file)));
    }
    // A frame's chunks are rows of their own, found from its index; a chunk file's blocks, from
    // its header.
    if (file->frame) {
        document.tables.push_back(std::make_shared<ChunkTable>(file));
    } else {
        document.tables.push_back(std::make_shared<BlockTable>(file));
    }
    if (!lazy) {
        document.payload = std::make_shared<Blosc2Payload>(file);
    }
    return document;
}

std::optional<RepairReport> Blosc2Format::repair(const Document& document, const ByteSource& source,
                                                 const RepairOutput& output,
                                                 const RepairOptions& options) const {
    return repairBlosc2(document, source, output, options);
}

const Format& blosc2Format() {
    static const Blosc2Format format;
    return format;
}

} // namespace strata::blosc2
