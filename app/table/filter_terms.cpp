#include "table/filter_terms.h"

namespace strata::gui {
namespace {

QString quoted(QString text, QChar quote) {
    text.replace(quote, QString(2, quote));
    return quote + text + quote;
}

} // namespace

QString quotedColumn(const QString& name) {
    return quoted(name, QLatin1Char('"'));
}

QString equalsTerm(const QString& column, LogicalType type, const QString& value) {
    if (type == LogicalType::String) {
        return quotedColumn(column) + QStringLiteral(" = ") + quoted(value, QLatin1Char('\''));
    }
    if (value == QStringLiteral("nan")) {
        return {};
    }
    return quotedColumn(column) + QStringLiteral(" = ") + value;
}

QString missingTerm(const QString& column) {
    return quotedColumn(column) + QStringLiteral(" IS MISSING");
}

QString rangeTerm(const QString& column, const QString& low, const QString& high) {
    return QStringLiteral("%1 >= %2 AND %1 < %3").arg(quotedColumn(column), low, high);
}

} // namespace strata::gui
