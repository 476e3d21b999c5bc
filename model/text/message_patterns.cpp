#include "model/text/message_patterns.h"

#include <QCoreApplication>
#include <QStringList>

namespace strata::model {
namespace {

// The text with %1 … %9 replaced by the parts in one pass: a part holding "%2" stays as it is.
QString withParts(const QString& text, const QStringList& parts) {
    QString result;
    result.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('%') && i + 1 < text.size() && text[i + 1] >= QLatin1Char('1') &&
            text[i + 1] <= QLatin1Char('9')) {
            const qsizetype index = text[i + 1].unicode() - '1';
            if (index < parts.size()) {
                result += parts[index];
                ++i;
                continue;
            }
        }
        result += c;
    }
    return result;
}

} // namespace

QRegularExpression shapeOf(const char* text) {
    QString shape = QRegularExpression::escape(QString::fromUtf8(text));
    static const QRegularExpression placeholder(QStringLiteral(R"(\\%[1-9])"));
    // A quoted part holds no clause or part separator: "file truncated at %1" must not take a
    // whole message that begins with it.
    shape.replace(placeholder, QStringLiteral("((?:(?!; |: ).)+?)"));
    return QRegularExpression(QLatin1Char('^') + shape + QLatin1Char('$'));
}

std::optional<QString> translatedByPattern(const QString& english, const char* context,
                                           std::span<const MessagePattern> patterns) {
    for (const MessagePattern& pattern : patterns) {
        const QRegularExpressionMatch match = pattern.english.match(english);
        if (!match.hasMatch()) {
            continue;
        }
        const QString text = QCoreApplication::translate(context, pattern.text);
        if (text == QLatin1String(pattern.text)) {
            return english;
        }
        return withParts(text, match.capturedTexts().mid(1));
    }
    return std::nullopt;
}

QString translatedMessage(std::string_view message, const char* context,
                          std::span<const MessagePattern> patterns) {
    const QString english =
        QString::fromUtf8(message.data(), static_cast<qsizetype>(message.size()));
    return translatedByPattern(english, context, patterns).value_or(english);
}

} // namespace strata::model
