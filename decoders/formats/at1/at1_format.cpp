#include "formats/at1/at1_format.h"

#include "formats/at1/at1_payload.h"
#include "formats/at1/at1_table.h"
#include "formats/at1/at1_tree.h"
#include "formats/at1/backend.h"
#include "formats/at1/bundle_entry_payload.h"
#include "formats/at1/dicom_pixels.h"
#include "formats/at1/original_layer.h"
#include "formats/at1/qjson2_codec.h"
#include "formats/at1/record_table.h"

#include <cstring>

namespace strata::at1 {

namespace {

// The record tables of a line codec, the image of a dicom file's pixels, qjson2's template
// tables, or the columnar table of the other codecs.
void addTables(const ByteSourcePtr& source, const std::shared_ptr<const FileLayout>& file,
               const std::shared_ptr<Layer>& original, Document& document) {
    const auto records = recordCodecs(file->container.codecId);
    for (const RecordCodec* codec : records) {
        auto table = std::make_shared<RecordTable>(source, file, *codec);
        document.diagnostics.insert(document.diagnostics.end(), table->diagnostics().begin(),
                                    table->diagnostics().end());
        if (!table->empty()) {
            document.tables.push_back(std::move(table));
        }
    }
    if (auto pixels = dicomPixelTable(*source, *file, original)) {
        document.tables.push_back(std::move(pixels));
    }
    if (file->container.codecId == static_cast<std::uint8_t>(Codec::QJson2)) {
        auto layouts = qjson2TemplateLayouts(*source, *file);
        for (std::size_t i = 0; i < layouts.size(); ++i) {
            auto table = std::make_shared<At1Table>(
                source, std::make_shared<const FileLayout>(std::move(layouts[i])),
                "template " + std::to_string(i), qjson2TemplatePrefix(i));
            if (!table->empty()) {
                document.tables.push_back(std::move(table));
            }
        }
    } else if (records.empty()) {
        auto table = std::make_shared<At1Table>(source, file);
        if (!table->empty()) {
            document.tables.push_back(std::move(table));
        }
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
    document.entries = bundleEntries(source, *file);
    if (file->rebuildable()) {
        document.payload =
            std::make_shared<At1Payload>(source, file,
                                         document.root->path() + std::string(layerPathSeparator) +
                                             std::string(originalLayerName));
        // Made only when somebody looks at it.
        const auto original = makeOriginalLayer(
            document.payload, std::string(codecName(file->container.codecId).value_or("unknown")),
            source->size());
        document.root->addLayer(original);
        addOriginalLines(*original, source, file, *document.root);
        if (options.tables) {
            addTables(source, file, original, document);
        }
    }
    return document;
}

const Format& at1Format() {
    static const At1Format format;
    return format;
}

} // namespace strata::at1
