#include "model/table/query_error_text.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <vector>

namespace strata::model {
namespace {

// One row per message of core/query/query_parser.cpp: its English shape, the parts it quotes
// captured, and the text the translators see, the captures as %1, %2.
struct QueryErrorPattern {
    QRegularExpression english;
    const char* text;
};

const std::vector<QueryErrorPattern>& patterns() {
    static const std::vector<QueryErrorPattern> table{
        {QRegularExpression(QStringLiteral("^column (.+) not found; did you mean (.+)\\?$")),
         QT_TRANSLATE_NOOP("QueryError", "column %1 not found; did you mean %2?")},
        {QRegularExpression(QStringLiteral("^column (.+) not found$")),
         QT_TRANSLATE_NOOP("QueryError", "column %1 not found")},
        {QRegularExpression(QStringLiteral("^expected a value after (.+), found (.+)$")),
         QT_TRANSLATE_NOOP("QueryError", "expected a value after %1, found %2")},
        {QRegularExpression(
             QStringLiteral("^(.+) is not a number, and column (.+) holds numbers$")),
         QT_TRANSLATE_NOOP("QueryError", "%1 is not a number, and column %2 holds numbers")},
        {QRegularExpression(QStringLiteral("^expected AND, OR or the end, found (.+)$")),
         QT_TRANSLATE_NOOP("QueryError", "expected AND, OR or the end, found %1")},
        {QRegularExpression(QStringLiteral("^expected a column name, found (.+)$")),
         QT_TRANSLATE_NOOP("QueryError", "expected a column name, found %1")},
        {QRegularExpression(
             QStringLiteral("^expected '\\)' to close the '\\(' at position (\\d+), found (.+)$")),
         QT_TRANSLATE_NOOP("QueryError", "expected ')' to close the '(' at position %1, found %2")},
        {QRegularExpression(QStringLiteral("^'\\)' without a matching '\\('$")),
         QT_TRANSLATE_NOOP("QueryError", "')' without a matching '('")},
        {QRegularExpression(QStringLiteral("^unterminated string$")),
         QT_TRANSLATE_NOOP("QueryError", "unterminated string")},
    };
    return table;
}

} // namespace

QString translatedQueryError(std::string_view message) {
    const QString english =
        QString::fromUtf8(message.data(), static_cast<qsizetype>(message.size()));
    for (const QueryErrorPattern& pattern : patterns()) {
        const QRegularExpressionMatch match = pattern.english.match(english);
        if (!match.hasMatch()) {
            continue;
        }
        // The quoted parts go in at once: one holding "%2" must stay as it is.
        const QString text = QCoreApplication::translate("QueryError", pattern.text);
        switch (pattern.english.captureCount()) {
        case 0:
            return text;
        case 1:
            return text.arg(match.captured(1));
        default:
            return text.arg(match.captured(1), match.captured(2));
        }
    }
    return english;
}

} // namespace strata::model
