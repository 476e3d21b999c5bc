#include "model/document/format_file_patterns.h"

#include "strata/format_registry.h"

namespace strata::model {

QStringList formatFilePatterns() {
    QStringList patterns;
    for (const Format* format : formats()) {
        for (const std::string_view extension : format->extensions()) {
            patterns.append(
                QStringLiteral("*.") +
                QString::fromLatin1(extension.data(), static_cast<qsizetype>(extension.size())));
        }
    }
    return patterns;
}

} // namespace strata::model
