#include "strata/format.h"

#include "strata/diagnostic_placement.h"

namespace strata {

Document openAs(const Format& format, ByteSourcePtr source, const OpenOptions& options) {
    Document document = format.open(source, options);
    if (!options.tables) {
        document.tables.clear(); // the formats whose tables cost nothing at open build them
    }
    if (document.root) {
        placeDiagnostics(*document.root, document.diagnostics);
    }
    document.format = &format;
    document.formatName = std::string(format.name());
    document.source = std::move(source);
    return document;
}

Document withOwnTree(const Document& document) {
    if (!document.treeAgain) {
        return document.format != nullptr && document.source
                   ? openAs(*document.format, document.source)
                   : Document{};
    }
    Document own;
    own.format = document.format;
    own.formatName = document.formatName;
    own.source = document.source;
    own.root = document.treeAgain();
    own.tables = document.tables;
    own.payload = document.payload;
    own.entries = document.entries;
    own.diagnostics = document.diagnostics; // placed on the window's tree: the paths hold
    own.writer = document.writer;
    own.treeAgain = document.treeAgain;
    own.checkFindings = document.checkFindings;
    return own;
}

} // namespace strata
