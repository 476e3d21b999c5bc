#include "formats/at1/at1_format.h"

#include "formats/at1/at1_payload.h"
#include "formats/at1/at1_repair.h"
#include "formats/at1/at1_tree.h"
#include "formats/at1/backend.h"
#include "formats/at1/codec_table.h"
#include "formats/at1/original_layer.h"
#include "formats/at1/record_table.h"

#include <cstring>

namespace strata::at1 {

namespace {

// The tables of the file's codec (codec_table.h): its records', then its own (a dicom file's
// pixels, qjson2's templates, the rows of the columnar codecs).
void addTables(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
               const std::shared_ptr<Layer>& original, Document& document) {
    const Codec& codec = *file->codec();
    if (codec.records != nullptr) {
        for (const RecordCodec* records : codec.records()) {
            auto table = std::make_shared<RecordTable>(source, file, *records);
            document.diagnostics.insert(document.diagnostics.end(), table->diagnostics().begin(),
                                        table->diagnostics().end());
            if (!table->empty()) {
                document.tables.push_back(std::move(table));
            }
        }
    }
    if (codec.tables != nullptr) {
        codec.tables(source, file, original, document);
    }
}

} // namespace

Match At1Format::detect(const ByteSource& source) const {
    const auto bytes = source.bytes();
    if (bytes.size() >= 3 && std::memcmp(bytes.data(), "AT1", 3) == 0) {
        return Match::ByMagic; // a wrong version byte is reported when the file opens
    }
    // A .at1 file too short to hold its magic is an AT-1 file whose header is cut off: open it
    // so that the damage is reported rather than shown as an unknown format.
    const std::string& name = source.name();
    const bool at1Name = name.size() >= 4 && name.compare(name.size() - 4, 4, ".at1") == 0;
    if (at1Name && bytes.size() < 3 && std::string_view("AT1").starts_with(asText(bytes))) {
        return Match::ByMagic;
    }
    return Match::No;
}

Document At1Format::open(ByteSourcePtr source, const OpenOptions& options) const {
    auto file = std::make_shared<const FileLayout>(readFileLayout(*source));
    Document document;
    document.diagnostics = file->diagnostics;
    if (const Codec* codec = file->codec(); codec != nullptr && codec->entries != nullptr) {
        document.entries = codec->entries(source, *file);
    }
    std::unique_ptr<Node> root = buildTree(source, file);
    if (file->rebuildable()) {
        document.payload = std::make_shared<At1Payload>(
            source, file,
            root->path() + std::string(layerPathSeparator) + std::string(originalLayerName));
    }
    // Over the root, the original the sections rebuild (made only when somebody looks at it).
    const auto withOriginal = [source, file,
                               payload = document.payload](std::unique_ptr<Node> tree) {
        if (payload) {
            const auto original =
                makeOriginalLayer(payload, std::string(file->codec()->name), source->size());
            tree->addLayer(original);
            addOriginalLines(*original, source, file, *tree);
        }
        return tree;
    };
    document.root = withOriginal(std::move(root));
    document.treeAgain = [source, file, withOriginal] {
        return withOriginal(buildTree(source, file));
    };
    if (document.payload && options.tables) {
        addTables(source, file, document.root->layers().front(), document);
    }
    return document;
}

std::optional<RepairReport> At1Format::repair(const Document& document, const ByteSource& source,
                                              const RepairOutput& output,
                                              const RepairOptions& /*options*/) const {
    return repairAt1(document, source, output);
}

const Format& at1Format() {
    static const At1Format format;
    return format;
}

} // namespace strata::at1
