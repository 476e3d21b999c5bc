#include "model/table/cell_value.h"

#include "model/text/file_text.h"

#include <QString>
#include <string>

namespace strata::model {

QVariant cellValue(const ColumnData& column, std::size_t row) {
    switch (column.type()) {
    case LogicalType::Int64:
        return QVariant::fromValue<qint64>(column.intAt(row));
    case LogicalType::UInt64:
    case LogicalType::Bitfield:
        return QVariant::fromValue<quint64>(static_cast<quint64>(column.intAt(row)));
    case LogicalType::Float32:
    case LogicalType::Float64: {
        std::string text;
        column.appendText(row, text); // the shortest text that reads back to the value
        return QString::fromStdString(text);
    }
    case LogicalType::String: {
        return fileText(column.stringAt(row));
    }
    }
    return {};
}

} // namespace strata::model
