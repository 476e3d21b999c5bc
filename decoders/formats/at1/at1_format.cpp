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
    document.root = buildTree(source, file);
    if (const Codec* codec = file->codec(); codec != nullptr && codec->entries != nullptr) {
        document.entries = codec->entries(source, *file);
    }
    if (file->rebuildable()) {
        document.payload =
            std::make_shared<At1Payload>(source, file,
                                         document.root->path() + std::string(layerPathSeparator) +
                                             std::string(originalLayerName));
        // Made only when somebody looks at it.
        const auto original =
            makeOriginalLayer(document.payload, std::string(file->codec()->name), source->size());
        document.root->addLayer(original);
        addOriginalLines(*original, source, file, *document.root);
        if (options.tables) {
            addTables(source, file, original, document);
        }
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
