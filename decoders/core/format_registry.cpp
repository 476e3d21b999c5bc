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

const Format* detect(const ByteSource& source) {
    const Format* best = nullptr;
    int bestScore = 0;
    for (const Format* format : formats()) {
        const Match match = format->detect(source);
        if (match == Match::No) {
            continue;
        }
        // Magic decides; the extension breaks ties between formats whose magic both match.
        const int score = static_cast<int>(match) * 2 + (hasExtension(*format, source.name()) ? 1 : 0);
        if (match == Match::ByMagic && score > bestScore) {
            best = format;
            bestScore = score;
        }
    }
    return best;
}

Document openDocument(ByteSourcePtr source) {
    const Format* format = detect(*source);
    if (format == nullptr) {
        return unknownDocument(std::move(source));
    }
    Document document = format->open(source);
    document.format = format;
    document.formatName = std::string(format->name());
    document.source = std::move(source);
    return document;
}

Document openFile(const std::filesystem::path& path) {
    return openDocument(ByteSource::openFile(path));
}

} // namespace strata
