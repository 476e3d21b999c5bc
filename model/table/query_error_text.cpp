#include "model/table/query_error_text.h"

#include "model/text/message_patterns.h"

#include <QRegularExpression>
#include <vector>

namespace strata::model {
namespace {

// One row per message of query/query_parser.cpp.
const std::vector<MessagePattern>& patterns() {
    static const std::vector<MessagePattern> table{
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
    return translatedMessage(message, "QueryError", patterns());
}

} // namespace strata::model
