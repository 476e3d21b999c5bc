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

} // namespace strata
