#include "model/text/message_patterns.h"

#include <QCoreApplication>

namespace strata::model {
namespace {

QString translatedText(const QString& english, const char* context,
                       std::span<const MessagePattern> patterns) {
    for (const MessagePattern& pattern : patterns) {
        const QRegularExpressionMatch match = pattern.english.match(english);
        if (!match.hasMatch()) {
            continue;
        }
        QStringList parts = match.capturedTexts().mid(1);
        if (pattern.nested && !parts.isEmpty()) {
            parts[0] = translatedText(parts[0], context, patterns);
        }
        // Without a translation (English) the message stays as the decoders wrote it, word for
        // word: a pattern may word it otherwise to spare translators a plural.
        const QString text = QCoreApplication::translate(context, pattern.text);
        if (text == QLatin1String(pattern.text)) {
            return english;
        }
        // The quoted parts go in at once: one holding "%2" must stay as it is.
        switch (parts.size()) {
        case 0:
            return text;
        case 1:
            return text.arg(parts[0]);
        case 2:
            return text.arg(parts[0], parts[1]);
        case 3:
            return text.arg(parts[0], parts[1], parts[2]);
        default:
            return text.arg(parts[0], parts[1], parts[2], parts[3]);
        }
    }
    return english;
}

} // namespace

QString translatedMessage(std::string_view message, const char* context,
                          std::span<const MessagePattern> patterns) {
    return translatedText(QString::fromUtf8(message.data(), static_cast<qsizetype>(message.size())),
                          context, patterns);
}

} // namespace strata::model
