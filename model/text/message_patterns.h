#pragma once

#include <QRegularExpression>
#include <QString>
#include <span>
#include <string_view>

namespace strata::model {

// One message the decoders write in English (as strata-cli prints it): its shape with the parts
// it quotes captured, and the text translators see in `context`, the captures as %1, %2, ….
// `nested`: the first capture is itself a message, translated by the same table.
struct MessagePattern {
    QRegularExpression english;
    const char* text;
    bool nested = false;
};

// The message in the user's language by the first pattern it matches, the quoted parts kept as
// they are; a message of no known pattern, or with no translation installed, stays as it is.
QString translatedMessage(std::string_view message, const char* context,
                          std::span<const MessagePattern> patterns);

} // namespace strata::model
