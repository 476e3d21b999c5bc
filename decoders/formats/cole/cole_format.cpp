#include "formats/cole/cole_format.h"

#include "formats/cole/cole_repair.h"
#include "formats/cole/cole_table.h"
#include "formats/cole/cole_tree.h"
#include "formats/cole/file_layout.h"
#include "formats/cole/footerless_tree.h"
#include "formats/cole/footerless_walk.h"

#include <cstring>

namespace strata::cole {
namespace {

bool startsWith(std::span<const std::byte> bytes, const char* text) {
    const std::size_t length = std::strlen(text);
    return bytes.size() >= length && std::memcmp(bytes.data(), text, length) == 0;
}

// A fact the metadata does not check by itself: every page lies inside its column chunk. (Whether
// both copies of a page header agree is said by the page's node, read when it is shown or
// checked: file_layout.h.)
void checkPages(const FileLayout& layout, const ByteSource& source,
                std::vector<Diagnostic>& diagnostics) {
    const std::uint64_t fileSize = source.size();
    for (std::size_t g = 0; g < layout.rowGroups.size(); ++g) {
        const std::vector<ColumnChunk> chunks = chunksOf(source, layout.rowGroups[g]);
        for (std::size_t c = 0; c < chunks.size(); ++c) {
            const auto& chunk = chunks[c];
            const std::string path = childPath(topLevelPath(rowGroupLabel(g)),
                                               columnDisplayLabel(layout.schema[c].name, c));
            const ByteRange chunkRange{chunk.fileOffset, chunk.totalSize};
            for (std::size_t p = 0; p < chunk.pages.size(); ++p) {
                const auto& page = chunk.pages[p];
                if (page.pastEnd) {
                    continue; // said of its chunk: "lies outside the file"
                }
                const std::string pagePath = path + " / page " + std::to_string(p);
                if (page.data.length < page.metadataHeader.compressedSize ||
                    !chunkRange.contains(page.data)) {
                    diagnostics.push_back(
                        {Severity::Error, diagnosticOffset(chunk, page.data.offset, fileSize),
                         pagePath,
                         "page data [" + std::to_string(page.data.offset) + ", +" +
                             std::to_string(page.metadataHeader.compressedSize) +
                             ") does not lie inside its column chunk and the file"});
                }
            }
        }
    }
}

} // namespace

Match ColeFormat::detect(const ByteSource& source) const {
    const auto bytes = source.bytes();
    if (startsWith(bytes, "COLE")) {
        return Match::ByMagic;
    }
    // A file whose header is damaged is still recognised by its footer.
    if (bytes.size() >= footerSize &&
        startsWith(bytes.subspan(bytes.size() - footerSize), "TOOF")) {
        return Match::ByMagic;
    }
    return Match::No;
}

Document ColeFormat::open(ByteSourcePtr source, const OpenOptions& /*options*/) const {
    auto layout = std::make_shared<FileLayout>(readFileLayout(*source));
    // Without a footer the metadata cannot be found, but the pages can (footerless_walk.h).
    const std::optional<FooterlessTail> tail = salvageRowGroups(*source, *layout);
    Document document;
    document.diagnostics = layout->diagnostics;
    checkPages(*layout, *source, document.diagnostics);
    std::shared_ptr<const FileLayout> shared = layout;
    document.treeAgain = [source, shared, tail] {
        return tail ? buildFooterlessTree(source, shared, *tail) : buildTree(source, shared);
    };
    document.root = document.treeAgain();
    if (layout->footerValid || !layout->schema.empty()) {
        std::optional<LostTail> lostTail;
        if (tail && tail->lostRows != 0) {
            const bool inGroup = tail->incompleteGroup.has_value();
            lostTail = LostTail{
                TableBlock{.range = inGroup ? tail->incompleteGroup->dataRange() : tail->cut,
                           .lostRows = tail->lostRows,
                           .lostAt = tail->lostAt},
                topLevelPath(inGroup ? incompleteRowGroupLabel(layout->rowGroups.size())
                                     : std::string(cutTailLabel))};
        }
        auto table = std::make_shared<ColeTable>(source, shared, std::move(lostTail));
        document.diagnostics.insert(document.diagnostics.end(), table->diagnostics().begin(),
                                    table->diagnostics().end());
        document.tables.push_back(std::move(table));
    }
    return document;
}

std::optional<RepairReport> ColeFormat::repair(const Document& document, const ByteSource& source,
                                               const RepairOutput& output,
                                               const RepairOptions& /*options*/) const {
    return repairCole(document, source, output);
}

const Format& coleFormat() {
    static const ColeFormat format;
    return format;
}

} // namespace strata::cole
