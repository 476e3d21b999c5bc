#include "strata/format_registry.h"

#include <algorithm>

namespace strata {
namespace {

bool hasExtension(const Format& format, const std::string& name) {
    const auto dot = name.rfind('.');
    if (dot == std::string::npos) {
        return false;
    }
    std::string extension = name.substr(dot + 1);
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const auto known = format.extensions();
    return std::find(known.begin(), known.end(), extension) != known.end();
}

Document unknownDocument(ByteSourcePtr source) {
    Document document;
    document.formatName = "unknown";
    document.root = std::make_unique<Node>("file", NodeKind::File, ByteRange{0, source->size()},
                                           "unknown format");
    document.source = std::move(source);
    return document;
}

} // namespace

const Format* formatNamed(std::string_view name) {
    for (const Format* format : formats()) {
        if (format->name() == name) {
            return format;
        }
    }
    return nullptr;
}

const Format* detect(const ByteSource& source) {
    const Format* byMagic = nullptr;
    const Format* byExtension = nullptr;
    for (const Format* format : formats()) {
        const bool extension = hasExtension(*format, source.name());
        if (format->detect(source) == Match::ByMagic) {
            // Magic decides; the extension breaks ties between formats whose magic both match.
            if (byMagic == nullptr || extension) {
                byMagic = format;
            }
        } else if (extension && byExtension == nullptr) {
            byExtension = format;
        }
    }
    // A file whose magic is damaged or cut off is still opened by its name, so its diagnostics
    // say what is wrong instead of "unknown format".
    return byMagic != nullptr ? byMagic : byExtension;
}

Document openDocument(ByteSourcePtr source, const OpenOptions& options) {
    const Format* format = detect(*source);
    if (format == nullptr) {
        return unknownDocument(std::move(source));
    }
    return openAs(*format, std::move(source), options);
}

Document openFile(const std::filesystem::path& path, const OpenOptions& options) {
    ByteSourcePtr source = ByteSource::openFile(path);
    if (options.readThrough) {
        source->adviseSequential();
    }
    return openDocument(std::move(source), options);
}

} // namespace strata
