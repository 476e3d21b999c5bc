#include "formats/odb2/odb2_format.h"

#include "formats/odb2/odb2_table.h"
#include "formats/odb2/odb2_tree.h"

#include <cstring>

namespace strata::odb2 {

Match Odb2Format::detect(const ByteSource& source) const {
    const auto bytes = source.bytes();
    return bytes.size() >= 5 && std::memcmp(bytes.data(), "\xFF\xFFODA", 5) == 0 ? Match::ByMagic
                                                                                 : Match::No;
}

Document Odb2Format::open(ByteSourcePtr source, const OpenOptions& /*options*/) const {
    auto layout = std::make_shared<FileLayout>(readFileLayout(*source));
    Document document;
    document.diagnostics = layout->diagnostics;
    for (const Frame& frame : layout->frames) {
        const std::uint64_t rows = decodableRows(frame);
        if (frame.decodable() && rows < frame.rows) {
            document.diagnostics.push_back(
                {Severity::Error, frame.sizesRange.offset, topLevelPath(frameLabel(frame.index)),
                 "row count " + std::to_string(frame.rows) + " is more than the " +
                     std::to_string(frame.data.length) + " bytes of rows can hold; showing " +
                     std::to_string(rows)});
        }
    }
    std::shared_ptr<const FileLayout> shared = layout;
    document.root = buildTree(source, shared);
    document.tables = makeTables(source, shared);
    return document;
}

const Format& odb2Format() {
    static const Odb2Format format;
    return format;
}

} // namespace strata::odb2
