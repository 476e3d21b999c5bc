#pragma once

#include <QRegularExpression>
#include <QString>
#include <optional>
#include <span>
#include <string_view>

namespace strata::model {

// One message the decoders write in English (as strata-cli prints it): its shape with the parts
// it quotes captured, and the text translators see in `context`, the captures as %1, %2, ….
struct MessagePattern {
    QRegularExpression english;
    const char* text;
};

// The shape of a message written word for word as `text`, each %n standing for a quoted part
// that holds no "; " or ": ".
QRegularExpression shapeOf(const char* text);

// The message in the user's language by the first pattern it matches, the quoted parts kept as
// they are; nothing when no pattern matches. Without a translation installed the message stays
// as it is, word for word (a pattern may word it otherwise to spare translators a plural).
std::optional<QString> translatedByPattern(const QString& english, const char* context,
                                           std::span<const MessagePattern> patterns);

// As translatedByPattern; a message of no known pattern stays as it is.
QString translatedMessage(std::string_view message, const char* context,
                          std::span<const MessagePattern> patterns);

} // namespace strata::model
